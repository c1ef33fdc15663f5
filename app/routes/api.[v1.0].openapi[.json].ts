import type { LoaderFunctionArgs } from "@remix-run/node";
import { openApiResponse } from "~/services/api/openapi-response.server";

/** GET /api/v1.0/openapi.json: the OpenAPI 3.1 document, generated from the API's zod schemas (decision 0107). */
export const loader = ({ request }: LoaderFunctionArgs) => openApiResponse(request);
