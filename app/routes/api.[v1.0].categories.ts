import type { LoaderFunctionArgs } from "@remix-run/node";
import { categoriesEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/categories: the brand's category tree (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(categoriesEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
