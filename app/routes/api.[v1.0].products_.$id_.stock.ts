import type { LoaderFunctionArgs } from "@remix-run/node";
import { productStockEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/products/{id}/stock: one product's stock (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(productStockEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
