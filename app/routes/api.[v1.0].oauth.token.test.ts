import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiTokens } from "~/db/schema";
import { API_TOKEN_RATE_PER_ADDRESS, API_TOKEN_SECONDS } from "~/domain/api-access";
import { hashToken } from "~/services/api/tokens.server";
import { createApiClient, newClientSecret, read } from "~tests/support/api";
import { expectDocumented } from "~tests/support/openapi";
import { contextFor } from "~tests/support/requests";
import { action, loader } from "./api.[v1.0].oauth.token";

const URL_PATH = "http://localhost:3000/api/v1.0/oauth/token";

function post(body: string | URLSearchParams, headers: Record<string, string> = {}, ip = "198.51.100.20") {
  const request = new Request(URL_PATH, {
    method: "POST",
    body: typeof body === "string" ? body : body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
  return read(action({ request, context: { ...contextFor(), clientIp: ip }, params: {} }) as Promise<Response>);
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;

describe("POST /api/v1.0/oauth/token", () => {
  it("issues a bearer token for credentials in the body (RFC 6749 section 5.1), kept only as its hash", async () => {
    const client = await createApiClient("buyer.es@demo.test", { scopes: ["products", "stock"] });
    const reply = await post(new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: client.clientSecret }));
    expect(reply.status).toBe(200);
    expectDocumented("/oauth/token", 200, reply.body, "post");
    const body = reply.body as { access_token: string; token_type: string; expires_in: number; scope: string };
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: API_TOKEN_SECONDS, scope: "products stock" });
    expect(body.access_token).toMatch(/^at_[A-Za-z0-9_-]{43}$/);
    expect(reply.headers.get("Cache-Control")).toBe("no-store");
    expect(reply.headers.get("Pragma")).toBe("no-cache");
    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.tokenHash, hashToken(body.access_token)));
    expect(row?.applicationId).toBe(client.applicationId);
    expect(row!.expiresAt.getTime() - row!.issuedAt.getTime()).toBe(API_TOKEN_SECONDS * 1000);
    const dump = JSON.stringify(await db().select().from(apiTokens));
    expect(dump).not.toContain(body.access_token);
  });

  it("takes HTTP Basic credentials, form-urlencoded inside (section 2.3.1)", async () => {
    const client = await createApiClient("buyer.it@demo.test");
    const reply = await post(new URLSearchParams({ grant_type: "client_credentials" }), { Authorization: basic(client.clientId, client.clientSecret) });
    expect(reply.status).toBe(200);
    expect((reply.body as { scope: string }).scope).toBe("products images stock categories parameters");
  });

  it("accepts a scope asked for within the grant, and refuses one outside it", async () => {
    const client = await createApiClient("buyer.pl@demo.test", { scopes: ["products"] });
    const fields = { grant_type: "client_credentials", client_id: client.clientId, client_secret: client.clientSecret };
    expect((await post(new URLSearchParams({ ...fields, scope: "products" }))).status).toBe(200);
    const refused = await post(new URLSearchParams({ ...fields, scope: "products stock" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "invalid_scope" });
    expect((await post(new URLSearchParams({ ...fields, scope: "everything" }))).body).toMatchObject({ error: "invalid_scope" });
  });

  it.each([
    ["no grant type", { client_id: "am_X", client_secret: "cs_x" }, 400, "invalid_request"],
    ["another grant type", { grant_type: "password", username: "a", password: "b" }, 400, "unsupported_grant_type"],
    ["no client authentication", { grant_type: "client_credentials" }, 401, "invalid_client"],
    ["an unknown client", { grant_type: "client_credentials", client_id: "am_NOPE", client_secret: newClientSecret() }, 401, "invalid_client"],
    ["a malformed secret", { grant_type: "client_credentials", client_id: "am_NOPE", client_secret: "hunter2" }, 401, "invalid_client"],
  ])("answers %s with the RFC's error", async (_name, fields, status, error) => {
    const reply = await post(new URLSearchParams(fields));
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ error });
    expectDocumented("/oauth/token", status, reply.body, "post");
    if (status === 401) expect(reply.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
  });

  it("refuses a wrong secret of a real client, a rotated one, and both ways of authenticating at once", async () => {
    const client = await createApiClient("buyer.de@demo.test");
    expect((await post(new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: newClientSecret() }))).body).toMatchObject({ error: "invalid_client" });
    const other = await createApiClient("buyer.fr@demo.test");
    // Another client's live secret with this client's id.
    expect((await post(new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: other.clientSecret }))).status).toBe(401);
    const both = await post(new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: client.clientSecret }), {
      Authorization: basic(client.clientId, client.clientSecret),
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: "invalid_request" });
  });

  it("refuses a parameter given twice, a body that is not a form, and a broken Basic header", async () => {
    const client = await createApiClient("buyer.nl@demo.test");
    const twice = new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: client.clientSecret });
    twice.append("grant_type", "client_credentials");
    expect((await post(twice)).body).toMatchObject({ error: "invalid_request" });
    const json = await read(
      action({
        request: new Request(URL_PATH, { method: "POST", body: JSON.stringify({ grant_type: "client_credentials" }), headers: { "Content-Type": "application/json" } }),
        context: contextFor(),
        params: {},
      }) as Promise<Response>,
    );
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ error: "invalid_request" });
    expect((await post(new URLSearchParams({ grant_type: "client_credentials" }), { Authorization: "Basic %%%" })).status).toBe(401);
  });

  it("refuses an application that is no longer approved", async () => {
    const client = await createApiClient("buyer.pt@demo.test", { status: "failed" });
    const reply = await post(new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: client.clientSecret }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: "unauthorized_client" });
  });

  it("limits token requests per address, with Retry-After", async () => {
    const ip = "198.51.100.77";
    let last = { status: 0, headers: new Headers(), body: null as unknown };
    for (let i = 0; i <= API_TOKEN_RATE_PER_ADDRESS.limit; i += 1) last = await post(new URLSearchParams({ grant_type: "client_credentials" }), {}, ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectDocumented("/oauth/token", 429, last.body, "post");
    expect((await post(new URLSearchParams({ grant_type: "client_credentials" }), {}, "198.51.100.78")).status).toBe(401);
  });

  it("answers a GET with invalid_request and Allow: POST", async () => {
    const reply = await read(loader({ request: new Request(URL_PATH), context: contextFor(), params: {} }) as Promise<Response>);
    expect(reply.status).toBe(405);
    expect(reply.headers.get("Allow")).toBe("POST");
  });
});
