/**
 * Every resource call of the API goes through here (decision 0107), in this order: the bearer
 * token (one read joined to the secret, the application and the account: 40101, 40102), the
 * application still approved (40303), the client's rate limit (42901 with Retry-After), the
 * headers (42202 when missing or malformed, 40302 when brand, tenant or country are not the
 * client's), the scope (40301), the path and query parameters (42201 with one detail each), then
 * the resource. What goes wrong inside is 50001, never a stack; bad input never is.
 */
import type { z } from "zod";
import { API_RATE_LIMIT, type ApiScope } from "~/domain/api-access";
import type { Language } from "~/i18n/languages";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { type ApiDetail, ApiError, apiLanguage, errorResponse, internalError, successResponse } from "./answers.server";
import { callHeaders } from "./schemas";
import { type ApiClient, findClient } from "./tokens.server";

export type ApiCall = { client: ApiClient; lng: Language; request: Request; now: Date };

export type Endpoint<Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> = {
  /** The path as the OpenAPI document writes it, below /api/v1.0. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  scope: ApiScope;
  query: Q;
  params: P;
  /** The answer's schema, or the media types of a file. */
  answer: z.ZodType | { file: string[] };
  run(call: ApiCall, input: { query: z.output<Q>; params: z.output<P> }): Promise<unknown>;
};

export const defineEndpoint = <Q extends z.ZodType, P extends z.ZodType>(endpoint: Endpoint<Q, P>) => endpoint;

/** Zod's issues as details: a message key of ours (details.*), else the generic one. */
export function detailsOf(error: z.ZodError, prefix = ""): ApiDetail[] {
  return error.issues.flatMap((issue): ApiDetail[] => {
    if (issue.code === "unrecognized_keys") return issue.keys.map((key) => ({ path: `${prefix}${key.slice(0, 100)}`, key: "details.unknown" }));
    const key = issue.message.startsWith("details.") ? issue.message : "details.invalid";
    return [{ path: `${prefix}${issue.path.map(String).join(".")}`, key }];
  });
}

/** The query string as an object; a parameter given twice is refused, not silently picked. */
function readQuery(url: URL): { values: Record<string, string>; repeated: ApiDetail[] } {
  const values: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (Object.hasOwn(values, name)) repeated.add(name);
    else values[name] = value;
  }
  return { values, repeated: [...repeated].map((name) => ({ path: name.slice(0, 100), key: "details.repeated" })) };
}

const BEARER = /^Bearer +([^\s]+) *$/i;

async function authenticate(request: Request, now: Date): Promise<ApiClient> {
  const header = request.headers.get("Authorization");
  const match = header ? BEARER.exec(header) : null;
  if (!match) throw new ApiError(40101, { headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
  const found = await findClient(match[1]!, now);
  if (found.found !== "client") throw new ApiError(40102, { headers: { "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"' } });
  return found.client;
}

function checkHeaders(request: Request, client: ApiClient): void {
  const names = Object.keys(callHeaders.shape) as Array<keyof typeof callHeaders.shape>;
  const given = Object.fromEntries(names.map((name) => [name, request.headers.get(name) ?? undefined]));
  const parsed = callHeaders.safeParse(given);
  if (!parsed.success) throw new ApiError(42202, { details: detailsOf(parsed.error) });
  const { "X-Brand": brand, "X-Tenant-Id": tenant, "X-Country": country } = parsed.data;
  const wrong = [brand !== client.brandKey ? "X-Brand" : null, tenant !== client.tenantId ? "X-Tenant-Id" : null, country !== client.actor.countryCode ? "X-Country" : null].filter(
    (name): name is string => name !== null,
  );
  if (wrong.length > 0) throw new ApiError(40302, { details: wrong.map((path) => ({ path, key: "details.notYours" })) });
}

function parseInput<Q extends z.ZodType, P extends z.ZodType>(endpoint: Endpoint<Q, P>, url: URL, params: Record<string, string | undefined>) {
  const { values, repeated } = readQuery(url);
  const query = endpoint.query.safeParse(values);
  const path = endpoint.params.safeParse(params);
  const details = [...repeated, ...(path.success ? [] : detailsOf(path.error)), ...(query.success ? [] : detailsOf(query.error))];
  if (details.length > 0 || !query.success || !path.success) throw new ApiError(42201, { details });
  return { query: query.data as z.output<Q>, params: path.data as z.output<P> };
}

/** A resource route's loader: the pipeline, then the endpoint; data in the envelope, a file as it is. */
export async function answerApi<Q extends z.ZodType, P extends z.ZodType>(endpoint: Endpoint<Q, P>, request: Request, params: Record<string, string | undefined>): Promise<Response> {
  const lng = apiLanguage(request);
  const now = new Date();
  try {
    const client = await authenticate(request, now);
    if (client.status !== "approved") throw new ApiError(40303);
    const limit = await hit(rateLimitKey("api", client.clientId), API_RATE_LIMIT, now);
    if (!limit.allowed) throw new ApiError(42901, { headers: { "Retry-After": String(limit.retryAfterSeconds) }, values: { seconds: limit.retryAfterSeconds } });
    checkHeaders(request, client);
    if (!client.scopes.includes(endpoint.scope)) throw new ApiError(40301, { values: { scope: endpoint.scope } });
    const input = parseInput(endpoint, new URL(request.url), params);
    const result = await endpoint.run({ client, lng, request, now }, input);
    return result instanceof Response ? result : successResponse(request, result, lng);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error, lng);
    return internalError(error, lng, endpoint.operationId);
  }
}

/** What a resource route answers to a POST: 405, in the envelope. */
export function methodNotAllowed(request: Request): Response {
  return errorResponse(new ApiError(40501, { headers: { Allow: "GET, HEAD" } }), apiLanguage(request));
}

/** An address below /api/v1.0 that is no resource. */
export function unknownResource(request: Request): Response {
  return errorResponse(new ApiError(40401), apiLanguage(request));
}
