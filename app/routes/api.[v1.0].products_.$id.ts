import type { LoaderFunctionArgs } from "@remix-run/node";
import { productEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/products/{id}: one product (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(productEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
