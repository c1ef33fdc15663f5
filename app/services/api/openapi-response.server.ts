import { API_CACHE_CONTROL, bodyTag, matchesTag } from "./answers.server";
import { openApiDocument } from "./openapi.server";

let text: string | undefined;

/** The document as JSON with a validator: a tool that checks it often gets a 304. */
export function openApiResponse(request: Request): Response {
  text ??= JSON.stringify(openApiDocument());
  const tag = bodyTag(text, "en");
  const headers = { "Cache-Control": API_CACHE_CONTROL, ETag: tag, "Access-Control-Allow-Origin": "*" };
  if (matchesTag(request.headers.get("If-None-Match"), tag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
