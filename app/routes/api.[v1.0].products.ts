import type { LoaderFunctionArgs } from "@remix-run/node";
import { productsEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/products: the products, page by page (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(productsEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
