import type { LoaderFunctionArgs } from "@remix-run/node";
import { productImageEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/products/{id}/images/{n}: a picture's bytes (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(productImageEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
