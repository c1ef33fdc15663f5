import type { ActionFunctionArgs } from "@remix-run/node";
import { answerTokenRequest } from "~/services/api/token-endpoint.server";

/** POST /api/v1.0/oauth/token: OAuth 2.0 client credentials (RFC 6749), decision 0107. */
export const action = ({ request, context }: ActionFunctionArgs) => answerTokenRequest(request, context.clientIp);

/** A GET is refused as the RFC's own error, with Allow. */
export const loader = ({ request, context }: ActionFunctionArgs) => answerTokenRequest(request, context.clientIp);
