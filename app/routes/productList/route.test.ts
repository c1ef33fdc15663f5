import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";
import type { ListingData } from "./listing.server";

async function load(path: string, { host = "localhost:3000", signedIn = true } = {}) {
  const cookie = signedIn ? await sessionCookieFor("buyer.es@demo.test") : undefined;
  return settle(() => loader({ request: getRequest(path, { cookie, headers: { Host: host } }), context: contextFor(host, path), params: {} }));
}

describe("GET /aigoStarProductList", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    const reply = await load("/aigoStarProductList?page=2", { signedIn: false });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/aigoStarProductList?page=2")}`);
  });

  it("lists the first page with a translated title", async () => {
    const reply = await load("/aigoStarProductList");
    expect(reply.status).toBe(200);
    const data = reply.data as ListingData;
    expect(data.title).toBe("Todos los productos – Aigostar");
    expect(data.query).toMatchObject({ page: 1, pageSize: 20, sort: "best", show: "all", categoryId: null, keyword: "" });
    expect(data.cards).toHaveLength(20);
    expect(data.total).toBeGreaterThan(20);
    expect(data.settings).toMatchObject({ currency: "EUR", lng: "es", brandKey: "aigostar", userRateBp: 300, timeZone: "Europe/Madrid" });
  });

  it("the presale view (?show=presale): only the brand's presale products, each with its presale stock and arrival date, paged (decision 0111)", async () => {
    const presale = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.presale, true), eq(products.offMarket, false)));
    expect(presale.length).toBeGreaterThan(1);
    const first = (await load("/aigoStarProductList?show=presale&pageSize=20")).data as ListingData;
    expect(first.query.show).toBe("presale");
    expect(first.total).toBe(presale.length);
    const ids = new Set(presale.map((row) => row.id));
    expect(first.cards.every((card) => card.presale === true && ids.has(card.id))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = first.cards.filter((card) => card.presaleArrival);
    expect(dated.length).toBeGreaterThan(0);
    for (const card of dated) expect(card.presaleArrival! >= today).toBe(true);
    // No other card carries an arrival date.
    const all = (await load("/aigoStarProductList?pageSize=100")).data as ListingData;
    expect(all.cards.filter((card) => !card.presale).some((card) => "presaleArrival" in card)).toBe(false);
  });

  it("answers junk query parameters with 200 and the defaults", async () => {
    const reply = await load("/aigoStarProductList?page=abc&pageSize=7&category=drop%20table&sort=%3Cx%3E&show=1&keyword=%00");
    expect(reply.status).toBe(200);
    const data = reply.data as ListingData;
    expect(data.query).toMatchObject({ page: 1, pageSize: 20, sort: "best", show: "all", categoryId: null, keyword: "" });
    expect(data.cards).toHaveLength(20);
  });

  it("ignores a category of another brand", async () => {
    const [nobleza] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    const data = (await load(`/aigoStarProductList?category=${nobleza!.categoryId}`)).data as ListingData;
    expect(data.query.categoryId).toBeNull();
    expect(data.total).toBeGreaterThan(0);
  });

  it("brings a page past the end back to the last page, with its title", async () => {
    const data = (await load("/aigoStarProductList?page=500&pageSize=20")).data as ListingData;
    const last = Math.ceil(data.total / 20);
    expect(data.query.page).toBe(last);
    expect(data.cards.length).toBeGreaterThan(0);
    expect(data.title).toBe(`Todos los productos, página ${last} – Aigostar`);
  });

  it("keeps the page size asked for", async () => {
    const data = (await load("/aigoStarProductList?pageSize=40")).data as ListingData;
    expect(data.query.pageSize).toBe(40);
    expect(data.cards.length).toBe(Math.min(40, data.total));
  });

  it("moves another brand's list address to the brand's own, keeping the query", async () => {
    const reply = await load("/noblezaProductList?keyword=fryer&page=2");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/aigoStarProductList?keyword=fryer&page=2");
    const nobleza = await load("/productList?pageSize=40", { host: "nobleza.localhost:3000" });
    expect(nobleza.status).toBe(302);
    expect(nobleza.headers.get("Location")).toBe("/noblezaProductList?pageSize=40");
  });

  it("serves /productList for the brands that use it, with their own products only", async () => {
    const reply = await load("/productList", { host: "lumora.localhost:3000" });
    expect(reply.status).toBe(200);
    const data = reply.data as ListingData;
    const ids = data.cards.map((card) => card.id);
    const lumora = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "lumora"), eq(products.offMarket, false)));
    expect(data.total).toBe(lumora.length);
    for (const id of ids) expect(lumora.map((row) => row.id)).toContain(id);
  });
});

describe("the running full reduction's label on the list (decision 0108)", () => {
  it("is sent once for the page, in the buyer's language and currency, every tier; not with each card", async () => {
    const data = (await load("/aigoStarProductList")).data as ListingData;
    expect(data.reduction?.replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Compra más, ahorra más: Gasta 500,00 € y te descontamos 25,00 € · Gasta 1000,00 € y te descontamos 75,00 € · Gasta 2000,00 € y te descontamos 200,00 €",
    );
    expect(JSON.stringify(data.cards)).not.toContain("Gasta");
  });

  it("in pounds for a buyer who buys in pounds", async () => {
    const cookie = await sessionCookieFor("buyer.gb@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/aigoStarProductList", { cookie }), context: contextFor("localhost:3000", "/aigoStarProductList"), params: {} }));
    expect((reply.data as ListingData).reduction).toBe("Spend more, save more: Spend £450.00, get £20.00 off · Spend £900.00, get £65.00 off · Spend £1,800.00, get £175.00 off");
  });
});
