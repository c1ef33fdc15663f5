import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { countQueries } from "~/db/query-count.server";
import { productAccessories, products, stock } from "~/db/schema";
import type { FittingsPage } from "~/components/catalogue/fittings-list";
import { cardsByIds } from "~/services/catalogue/product-cards.server";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Data = { title: string; product: { id: number; name: string }; fittings: FittingsPage; settings: { currency: string; userRateBp: number; lng: string } };

let cookie: string;
/** An aigostar product with more than five listed accessories, and how many. */
let main: { id: number; n: number };

beforeAll(async () => {
  cookie = await sessionCookieFor("buyer.fr@demo.test");
  // A listed aigostar product with eight listed accessories of the brand, in a known order, and
  // one off the market among them (not counted, not shown).
  const listed = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false)))
    .orderBy(products.id)
    .limit(9);
  const [gone] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, true))).limit(1);
  const [id, ...others] = listed.map((row) => row.id);
  await db().delete(productAccessories).where(eq(productAccessories.productId, id!));
  await db()
    .insert(productAccessories)
    .values([gone!.id, ...others].map((accessoryId, index) => ({ productId: id!, accessoryId, refGoodsNum: index + 1, position: 8 - index })));
  main = { id: id!, n: others.length };
});

function load(path: string, { host = "localhost:3000", session = cookie as string | null, headers = {} as Record<string, string> } = {}) {
  return settle(() => loader({ request: getRequest(path, { cookie: session ?? undefined, headers }), context: contextFor(host, path), params: {} }));
}

const fittingsOf = async (path: string, options?: Parameters<typeof load>[1]) => {
  const reply = await load(path, options);
  expect(reply.status, path).toBe(200);
  return reply.data as Data;
};

describe("GET /commodityDetail/fittings", () => {
  it("sends a signed-out visitor to /login and back, and a script asking for JSON gets 401: no prices without an account", async () => {
    const path = `/commodityDetail/fittings?goodsId=${main.id}&page=2`;
    const reply = await load(path, { session: null });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    expect((await load(path, { session: null, headers: { Accept: "application/json" } })).status).toBe(401);
  });

  it("shows the first five fittings of the product, as many in all as its card says, with a translated title", async () => {
    const data = await fittingsOf(`/commodityDetail/fittings?goodsId=${main.id}`);
    expect(data.product.id).toBe(main.id);
    expect(data.title).toBe(`Accessoires pour ${data.product.name} – Aigostar`);
    expect(data.fittings).toMatchObject({ page: 1, pageSize: 5, total: main.n });
    expect(data.fittings.items).toHaveLength(5);
    const [card] = await cardsByIds([main.id], { lng: "fr", currency: "EUR", now: new Date() });
    expect(card!.fittings).toBe(main.n);
  });

  it("pages by five in the order staff set, each fitting once, with its recommended quantity", async () => {
    const rows = await db()
      .select({ id: productAccessories.accessoryId, refGoodsNum: productAccessories.refGoodsNum })
      .from(productAccessories)
      .innerJoin(products, eq(products.id, productAccessories.accessoryId))
      .where(and(eq(productAccessories.productId, main.id), eq(products.offMarket, false)))
      .orderBy(productAccessories.position, products.id);
    const first = (await fittingsOf(`/commodityDetail/fittings?goodsId=${main.id}`)).fittings;
    const second = (await fittingsOf(`/commodityDetail/fittings?goodsId=${main.id}&page=2`)).fittings;
    expect(second.page).toBe(2);
    expect([...first.items, ...second.items].map((item) => [item.id, item.refGoodsNum])).toEqual(rows.map((row) => [row.id, row.refGoodsNum]));
  });

  it.each(["0", "-1", "x", "1.5", "999999", "9999999999"])("reads page=%s as the first page (not a page, or past the end)", async (page) => {
    const data = await fittingsOf(`/commodityDetail/fittings?goodsId=${main.id}&page=${page}`);
    expect(data.fittings.page).toBe(1);
    expect(data.fittings.items).toHaveLength(5);
  });

  it.each(["", "abc", "0", "-1", "1.5", "99999999999", "2147483647", "%3Cscript%3E"])("answers goodsId=%s with 404", async (goodsId) => {
    expect((await load(`/commodityDetail/fittings?goodsId=${goodsId}`)).status).toBe(404);
  });

  it("answers another brand's product and a product off the market with 404", async () => {
    const [nobleza] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "nobleza"), eq(products.offMarket, false))).limit(1);
    expect((await load(`/commodityDetail/fittings?goodsId=${nobleza!.id}&brand=nobleza`)).status).toBe(404);
    expect((await load(`/commodityDetail/fittings?goodsId=${nobleza!.id}`, { host: "nobleza.localhost:3000" })).status).toBe(200);
    const [gone] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, true))).limit(1);
    expect((await load(`/commodityDetail/fittings?goodsId=${gone!.id}`)).status).toBe(404);
  });

  it("a product without fittings: the page says so", async () => {
    const [bare] = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from products p where p.brand_key = 'aigostar' and not p.off_market
          and not exists (select 1 from product_accessories pa where pa.product_id = p.id) order by p.id limit 1`,
    );
    const data = await fittingsOf(`/commodityDetail/fittings?goodsId=${bare!.id}`);
    expect(data.fittings).toMatchObject({ total: 0, items: [] });
  });

  it("prices each fitting as the card does for the acting account: its currency, its price, its own rate; stock as it reads it", async () => {
    const path = `/commodityDetail/fittings?goodsId=${main.id}`;
    const gb = await fittingsOf(path, { session: await sessionCookieFor("buyer.gb@demo.test") });
    const fr = await fittingsOf(path);
    expect(gb.settings.currency).toBe("GBP");
    expect(fr.settings.currency).toBe("EUR");
    for (const [data, currency] of [[gb, "GBP"], [fr, "EUR"]] as const) {
      const cards = await cardsByIds(data.fittings.items.map((item) => item.id), { lng: "en", currency, now: new Date() });
      expect(data.fittings.items.map((item) => item.priceMinor)).toEqual(cards.map((card) => card.priceMinor));
    }
    // The buyer's own rate goes with the prices (the price block's percent off, as on his cards).
    expect((await fittingsOf(path, { session: await sessionCookieFor("buyer.es@demo.test") })).settings).toMatchObject({ currency: "EUR", userRateBp: 300, lng: "es" });
    // The stock as the card writes it: exact below 100, hundreds with a plus; a test account's 1000+.
    const accessory = fr.fittings.items[0]!.id;
    await db().update(stock).set({ available: 1250, notCheckStock: false }).where(eq(stock.productId, accessory));
    await db().update(products).set({ presale: false }).where(eq(products.id, accessory));
    expect((await fittingsOf(path)).fittings.items[0]!.stock).toBe("1\u202f200+");
    expect((await fittingsOf(path, { session: await sessionCookieFor("test@demo.test") })).fittings.items[0]!.stock).toBe("1.000+");
  });

  it("costs a handful of statements: the session, the product, the page of fittings and their cards", async () => {
    const path = `/commodityDetail/fittings?goodsId=${main.id}&page=2`;
    await load(path);
    const { count } = await countQueries(() => load(path));
    expect(count.queries).toBeLessThanOrEqual(4);
  });
});
