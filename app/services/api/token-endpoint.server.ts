/**
 * POST /api/v1.0/oauth/token (decision 0107): RFC 6749's client credentials grant exactly, so
 * that any OAuth client library works: a form body with `grant_type=client_credentials`, the
 * client authenticated by HTTP Basic (section 2.3.1) or by `client_id` and `client_secret` in the
 * body, never both; the token answer of section 5.1 and the errors of section 5.2. Error
 * descriptions are English: the RFC allows only ASCII in them. Limited per client id and per address.
 */
import { API_SCOPES, API_TOKEN_RATE_PER_ADDRESS, API_TOKEN_RATE_PER_CLIENT } from "~/domain/api-access";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { issueToken } from "./tokens.server";

type OAuthError = "invalid_request" | "invalid_client" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "temporarily_unavailable";

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

function oauthError(error: OAuthError, description: string, status = error === "invalid_client" ? 401 : 400, headers: Record<string, string> = {}): Response {
  return Response.json({ error, error_description: description }, { status, headers: { ...NO_STORE, ...headers } });
}

const BASIC_CHALLENGE = { "WWW-Authenticate": 'Basic realm="api", charset="UTF-8"' };

/** Basic credentials: base64 of `id:secret`, each form-urlencoded (RFC 6749 section 2.3.1). */
function basicCredentials(header: string): { clientId: string; clientSecret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return null;
  try {
    return new URLSearchParams(await request.text());
  } catch {
    return null;
  }
}

/** The one value of a parameter; `repeated` when sent more than once (RFC 6749 section 3.2). */
function single(form: URLSearchParams, name: string): string | null | "repeated" {
  const values = form.getAll(name);
  if (values.length > 1) return "repeated";
  return values[0] ?? null;
}

export async function answerTokenRequest(request: Request, clientIp: string, now = new Date()): Promise<Response> {
  if (request.method !== "POST") return oauthError("invalid_request", "Use POST.", 405, { Allow: "POST" });
  const byAddress = await hit(rateLimitKey("api-token-ip", clientIp), API_TOKEN_RATE_PER_ADDRESS, now);
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds);

  const form = await readForm(request);
  if (!form) return oauthError("invalid_request", "The body must be application/x-www-form-urlencoded.");
  const names = ["grant_type", "client_id", "client_secret", "scope"] as const;
  const values = Object.fromEntries(names.map((name) => [name, single(form, name)])) as Record<(typeof names)[number], string | null>;
  const repeated = names.find((name) => values[name] === "repeated");
  if (repeated) return oauthError("invalid_request", `The parameter ${repeated} is given more than once.`);

  const authorization = request.headers.get("Authorization");
  const basic = authorization ? basicCredentials(authorization) : null;
  if (authorization && !basic) return oauthError("invalid_client", "The Authorization header is not valid HTTP Basic credentials.", 401, BASIC_CHALLENGE);
  if (basic && (values.client_id !== null || values.client_secret !== null)) {
    return oauthError("invalid_request", "Authenticate with HTTP Basic or with client_id and client_secret in the body, not both.");
  }
  if (!values.grant_type) return oauthError("invalid_request", "grant_type is missing.");
  if (values.grant_type !== "client_credentials") return oauthError("unsupported_grant_type", "Only grant_type=client_credentials is supported.");

  const credentials = basic ?? (values.client_id !== null && values.client_secret !== null ? { clientId: values.client_id, clientSecret: values.client_secret } : null);
  if (!credentials) return oauthError("invalid_client", "Client authentication is missing: HTTP Basic, or client_id and client_secret in the body.", 401, BASIC_CHALLENGE);

  const byClient = await hit(rateLimitKey("api-token-client", credentials.clientId.slice(0, 200)), API_TOKEN_RATE_PER_CLIENT, now);
  if (!byClient.allowed) return tooMany(byClient.retryAfterSeconds);

  const requested = values.scope === null ? [] : values.scope.split(" ").filter((scope) => scope !== "");
  if (requested.some((scope) => !(API_SCOPES as readonly string[]).includes(scope))) return oauthError("invalid_scope", "Unknown scope.");

  const issued = await issueToken({ ...credentials, requestedScopes: requested, now });
  if ("refused" in issued) {
    if (issued.refused === "invalid_client") return oauthError("invalid_client", "Client authentication failed.", 401, BASIC_CHALLENGE);
    if (issued.refused === "invalid_scope") return oauthError("invalid_scope", "A scope asked for was not granted to this application.");
    return oauthError("unauthorized_client", "The application is not approved for the API.");
  }
  return Response.json(
    { access_token: issued.accessToken, token_type: "Bearer", expires_in: issued.expiresIn, scope: issued.scopes.join(" ") },
    { status: 200, headers: NO_STORE },
  );
}

function tooMany(retryAfterSeconds: number): Response {
  return oauthError("temporarily_unavailable", "Too many token requests; retry later.", 429, { "Retry-After": String(retryAfterSeconds) });
}
