import type { LoaderFunctionArgs } from "@remix-run/node";
import { productImagesEndpoint } from "~/services/api/endpoints.server";
import { answerApi, methodNotAllowed } from "~/services/api/pipeline.server";

/** GET /api/v1.0/products/{id}/images: a product's picture addresses (decision 0107). */
export const loader = ({ request, params }: LoaderFunctionArgs) => answerApi(productImagesEndpoint, request, params);

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request);
