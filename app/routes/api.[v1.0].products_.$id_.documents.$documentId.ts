import type { LoaderFunctionArgs } from "@remix-run/node";
import { productDocumentEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/products/{id}/documents/{documentId}: a document's bytes (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(productDocumentEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
