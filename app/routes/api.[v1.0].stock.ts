import type { LoaderFunctionArgs } from "@remix-run/node";
import { stockEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/stock: stock, page by page (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(stockEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
