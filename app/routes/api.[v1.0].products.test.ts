import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiApplications, cartItems, products, rateLimits } from "~/db/schema";
import { API_PAGE_MAX, API_RATE_LIMIT } from "~/domain/api-access";
import { minimumQuantity } from "~/domain/cart-quantity";
import { cartView, setCartQuantity } from "~/services/cart/cart.server";
import { productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { rateLimitKey } from "~/services/platform/rate-limit.server";
import { findDemoProducts } from "../../scripts/demo/states";
import { type TestApiClient, apiRequest, callHeadersOf, createApiClient, read, rotateSecret, tokenFor } from "~tests/support/api";
import { expectDocumented } from "~tests/support/openapi";
import { actorFor } from "~tests/support/requests";
import { action, loader } from "./api.[v1.0].products";

type Item = { id: number; name: string; category: { id: number; path: { id: number }[] }; price: { currency: string; unitMinor: number | null }; onMarket: boolean; updatedAt: string };
type Page = { code: number; message: string; data: { items: Item[]; nextCursor: string | null } };
type ErrorBody = { code: number; message: string; details?: { path: string; message: string }[] };

async function get(query: string, headers: Record<string, string>) {
  return read(loader({ request: apiRequest(`/products${query}`, headers), context: {} as never, params: {} }));
}

async function clientWithToken(email: string, options: Parameters<typeof createApiClient>[1] = {}) {
  const client = await createApiClient(email, options);
  return { client, token: await tokenFor(client) };
}

/** Every page from the first, following nextCursor. */
async function syncAll(client: TestApiClient, token: string, query = "", limit = API_PAGE_MAX): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const params = new URLSearchParams(query);
    params.set("limit", String(limit));
    if (cursor) params.set("cursor", cursor);
    const reply = await get(`?${params}`, callHeadersOf(client, token));
    expect(reply.status).toBe(200);
    expectDocumented("/products", 200, reply.body);
    const body = reply.body as Page;
    items.push(...body.data.items);
    cursor = body.data.nextCursor;
    if (!cursor) return items;
  }
  throw new Error("no last page");
}

const brandCount = async (brand: string) => (await db().select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.brandKey, brand)))[0]!.n;

describe("GET /api/v1.0/products", () => {
  it("pages through the whole brand by cursor, in order of change then id, each product once, as documented", async () => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const first = await get("?limit=7", callHeadersOf(client, token));
    expect(first.status).toBe(200);
    expectDocumented("/products", 200, first.body);
    const page = first.body as Page;
    expect(page).toMatchObject({ code: 0, message: "ok" });
    expect(page.data.items).toHaveLength(7);
    expect(page.data.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const all = await syncAll(client, token, "", 50);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(all.length).toBe(await brandCount("aigostar"));
    const keys = all.map((item) => [item.updatedAt, item.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)));
    expect(all[0]!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it("keeps products gone off the market, marked", async () => {
    const { client, token } = await clientWithToken("buyer.it@demo.test");
    const [offMarket] = await findDemoProducts(db(), "aigostar", "offMarket");
    const all = await syncAll(client, token);
    expect(all.find((item) => item.id === offMarket)).toMatchObject({ onMarket: false });
    expect(all.filter((item) => item.onMarket).length).toBeGreaterThan(0);
  });

  it("gives each buyer the unit price of their own cart, in their currency", async () => {
    for (const email of ["buyer.de@demo.test", "buyer.gb@demo.test"]) {
      const { client, token } = await clientWithToken(email);
      const actor = await actorFor(email);
      const ids = [...(await findDemoProducts(db(), "aigostar", "discount")), ...(await findDemoProducts(db(), "aigostar", "normal"))];
      await db().delete(cartItems).where(eq(cartItems.accountId, actor.accountId));
      const facts = await productFacts(db(), actor, ids, "en", new Date());
      for (const id of ids) expect(await setCartQuantity(actor, id, minimumQuantity(toQuantityProduct(facts.get(id)!), actor.accountSet))).toMatchObject({ ok: true });
      const cart = await cartView(actor, { lng: "en", brandKey: "aigostar" });
      const lines = cart.groups.flatMap((group) => group.lines);
      const all = await syncAll(client, token);
      for (const id of ids) {
        const item = all.find((candidate) => candidate.id === id)!;
        const line = lines.find((candidate) => candidate.productId === id)!;
        expect(item.price, `${email}, product ${id}`).toMatchObject({ currency: actor.currency, unitMinor: line.unitMinor });
      }
    }
  });

  it("filters by a category of any level with what is below it, and refuses another brand's category", async () => {
    const { client, token } = await clientWithToken("buyer.fr@demo.test");
    const all = await syncAll(client, token);
    const top = all[0]!.category.path[0]!.id;
    const inTop = await syncAll(client, token, `category=${top}`);
    expect(inTop.length).toBe(all.filter((item) => item.category.path[0]!.id === top).length);
    expect(inTop.every((item) => item.category.path.some((step) => step.id === top))).toBe(true);
    const [foreign] = await db().select({ id: products.categoryId }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    const refused = await get(`?category=${foreign!.id}`, callHeadersOf(client, token));
    expect(refused.status).toBe(422);
    expectDocumented("/products", 422, refused.body);
    expect(refused.body).toMatchObject({ code: 42201, details: [{ path: "category" }] });
  });

  it("gives what changed since a time: a product whose price changed comes again", async () => {
    const { client, token } = await clientWithToken("buyer.pt@demo.test");
    const before = await syncAll(client, token);
    const since = new Date().toISOString();
    const target = before[0]!.id;
    await db().execute(sql`update product_prices set price_minor = price_minor + 1 where product_id = ${target}`);
    const changed = await syncAll(client, token, `updatedSince=${encodeURIComponent(since)}`);
    expect(changed.map((item) => item.id)).toContain(target);
    expect(changed.length).toBeLessThan(before.length);
    const future = await get(`?updatedSince=${encodeURIComponent("2999-01-01T00:00:00+01:00")}`, callHeadersOf(client, token));
    expect((future.body as Page).data).toEqual({ items: [], nextCursor: null });
  });

  it("shows an account with a sales scope only the products in it", async () => {
    const { client, token } = await clientWithToken("buyer.nl@demo.test");
    const scoped = await syncAll(client, token);
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.length).toBeLessThan(await brandCount("aigostar"));
  });

  it("gives another brand's client that brand's products only", async () => {
    const { client, token } = await clientWithToken("buyer.es@demo.test", { brand: "nobleza" });
    const all = await syncAll(client, token);
    const ids = new Set((await db().select({ id: products.id }).from(products).where(eq(products.brandKey, "nobleza"))).map((row) => row.id));
    expect(all.length).toBe(ids.size);
    expect(all.every((item) => ids.has(item.id))).toBe(true);
  });

  it("answers If-None-Match with 304, names in the request's language with Content-Language", async () => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const first = await get("?limit=3", callHeadersOf(client, token));
    const tag = first.headers.get("ETag")!;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(first.headers.get("Content-Language")).toBe("en");
    const again = await get("?limit=3", callHeadersOf(client, token, { "If-None-Match": tag }));
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const german = await get("?limit=3", callHeadersOf(client, token, { "Accept-Language": "de-DE,de;q=0.9", "If-None-Match": tag }));
    expect(german.status).toBe(200);
    expect(german.headers.get("Content-Language")).toBe("de");
    const unknown = await get("?limit=3", callHeadersOf(client, token, { "Accept-Language": "ja, tlh" }));
    expect(unknown.headers.get("Content-Language")).toBe("en");
  });
});

describe("the API's request pipeline (on /products)", () => {
  it("401 40101 without a token, with a Bearer challenge", async () => {
    const client = await createApiClient("buyer.es@demo.test");
    const headers = callHeadersOf(client, "x");
    delete headers.Authorization;
    const reply = await get("", headers);
    expect(reply.status).toBe(401);
    expectDocumented("/products", 401, reply.body);
    expect(reply.body).toMatchObject({ code: 40101 });
    expect(reply.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
    expect(reply.headers.get("Cache-Control")).toBe("no-store");
  });

  it("401 40102 for a forged, an expired, a revoked token and after a rotation", async () => {
    const client = await createApiClient("buyer.it@demo.test");
    const forged = await get("", callHeadersOf(client, `at_${"A".repeat(43)}`));
    expect(forged.body).toMatchObject({ code: 40102 });
    expect(forged.headers.get("WWW-Authenticate")).toContain('error="invalid_token"');
    expect((await get("", callHeadersOf(client, "not-even-a-token"))).status).toBe(401);
    const expired = await tokenFor(client, new Date(Date.now() - 2 * 3600_000));
    expect((await get("", callHeadersOf(client, expired))).body).toMatchObject({ code: 40102 });
    const live = await tokenFor(client);
    expect((await get("", callHeadersOf(client, live))).status).toBe(200);
    const rotated = await rotateSecret(client);
    const after = await get("", callHeadersOf(client, live));
    expect(after.status).toBe(401);
    expectDocumented("/products", 401, after.body);
    expect((await get("", callHeadersOf(rotated, await tokenFor(rotated)))).status).toBe(200);
  });

  it("403 40303 when the application is no longer approved", async () => {
    const { client, token } = await clientWithToken("buyer.de@demo.test");
    await db().update(apiApplications).set({ status: "review" }).where(eq(apiApplications.id, client.applicationId));
    const reply = await get("", callHeadersOf(client, token));
    expect(reply.status).toBe(403);
    expectDocumented("/products", 403, reply.body);
    expect(reply.body).toMatchObject({ code: 40303 });
  });

  it("403 40301 for a scope not granted", async () => {
    const { client, token } = await clientWithToken("buyer.fr@demo.test", { scopes: ["stock"] });
    const reply = await get("", callHeadersOf(client, token));
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 40301 });
    expect((reply.body as ErrorBody).message).toContain("products");
  });

  it.each([
    ["X-Brand", "nobleza"],
    ["X-Tenant-Id", "999"],
    ["X-Country", "FR"],
  ])("403 40302 when %s is not the client's", async (header, value) => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const reply = await get("", callHeadersOf(client, token, { [header]: value }));
    expect(reply.status).toBe(403);
    expectDocumented("/products", 403, reply.body);
    expect(reply.body).toMatchObject({ code: 40302, details: [{ path: header }] });
  });

  it.each([
    ["X-Platform", "missing"],
    ["X-Platform", "WEB"],
    ["X-Brand", "missing"],
    ["X-Brand", "<script>"],
    ["X-Tenant-Id", "one"],
    ["X-Country", "ESP"],
  ])("422 42202 naming %s when it is %s", async (header, value) => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const headers = callHeadersOf(client, token, { [header]: value });
    if (value === "missing") delete headers[header];
    const reply = await get("", headers);
    expect(reply.status).toBe(422);
    expectDocumented("/products", 422, reply.body);
    expect(reply.body).toMatchObject({ code: 42202, details: [{ path: header }] });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=-1", "limit"],
    ["limit=1e2", "limit"],
    ["limit=abc", "limit"],
    [`limit=${"9".repeat(40)}`, "limit"],
    ["cursor=%00%01", "cursor"],
    ["cursor=bm90LWEtY3Vyc29y", "cursor"],
    [`cursor=${Buffer.from("9999-99-99T99:99:99.999999Z|1").toString("base64url")}`, "cursor"],
    ["updatedSince=yesterday", "updatedSince"],
    ["updatedSince=2026-02-30T00:00:00Z", "updatedSince"],
    ["updatedSince=2026-01-01", "updatedSince"],
    ["category=x", "category"],
    ["category=0", "category"],
    ["category=99999999999", "category"],
    ["limit=1&limit=2", "limit"],
    ["nope=1", "nope"],
    ["%F0%9F%92%A9=%ZZ", "💩"],
  ])("422 42201 for %s, naming %s", async (query, path) => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const reply = await get(`?${query}`, callHeadersOf(client, token));
    expect(reply.status).toBe(422);
    expectDocumented("/products", 422, reply.body);
    const body = reply.body as ErrorBody;
    expect(body.code).toBe(42201);
    expect(body.details?.map((detail) => detail.path)).toContain(path);
  });

  it("translates messages and details into the request's language", async () => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const reply = await get("?limit=0", callHeadersOf(client, token, { "Accept-Language": "es" }));
    expect(reply.headers.get("Content-Language")).toBe("es");
    expect(reply.body).toMatchObject({ message: "Un parámetro no es válido.", details: [{ path: "limit", message: "Un número entero de 1 a 500." }] });
  });

  it("429 42901 over the client's limit, with Retry-After", async () => {
    const { client, token } = await clientWithToken("buyer.pl@demo.test");
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await db()
      .insert(rateLimits)
      .values({ key: rateLimitKey("api", client.clientId), windowStart: start, count: API_RATE_LIMIT.limit })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: API_RATE_LIMIT.limit } });
    const reply = await get("", callHeadersOf(client, token));
    expect(reply.status).toBe(429);
    expectDocumented("/products", 429, reply.body);
    expect(reply.body).toMatchObject({ code: 42901 });
    expect(Number(reply.headers.get("Retry-After"))).toBeGreaterThan(0);
    const other = await clientWithToken("buyer.gb@demo.test");
    expect((await get("", callHeadersOf(other.client, other.token))).status).toBe(200);
    await db().delete(rateLimits).where(and(eq(rateLimits.key, rateLimitKey("api", client.clientId))));
  });

  it("405 40501 to a POST", async () => {
    const reply = await read(action({ request: apiRequest("/products", {}, { method: "POST" }), context: {} as never, params: {} }));
    expect(reply.status).toBe(405);
    expect(reply.body).toMatchObject({ code: 40501 });
    expect(reply.headers.get("Allow")).toBe("GET, HEAD");
  });
});
