import type { LoaderFunctionArgs } from "@remix-run/node";
import { unknownResource } from "~/services/api/pipeline.server";

/** Any other address below /api/v1.0: 404 in the API's envelope, not the shop's page. */
export const loader = ({ request }: LoaderFunctionArgs) => unknownResource(request);

export const action = ({ request }: LoaderFunctionArgs) => unknownResource(request);
