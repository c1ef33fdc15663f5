import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { browsingHistory, categories, fullReductions, productAccessories, products, stock } from "~/db/schema";
import { BROWSING_HISTORY_CAP } from "~/domain/product-pages";
import { inCategoryTree } from "~/services/catalogue/listing.server";
import { clearBrowsingHistory, recordProductView } from "~/services/catalogue/browsing-history.server";
import { createFullReduction } from "~/services/combined/full-reductions.server";
import { forgetReferenceData } from "~/services/platform/reference-cache.server";
import { findDemoProducts } from "../../../scripts/demo/states";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookieFor("buyer.fr@demo.test");
});

function load(path: string, { host = "localhost:3000", session = cookie as string | null } = {}) {
  return settle(() => loader({ request: getRequest(path, { cookie: session ?? undefined }), context: contextFor(host, path), params: {} }));
}

async function productOf(brandKey: string, offMarket = false) {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandKey, brandKey), eq(products.offMarket, offMarket)))
    .limit(1);
  return row!.id;
}

/** A listed aigostar product inside (or outside) the kitchen-appliances tree, the demo sales scope. */
async function kitchenProduct(inside: boolean) {
  const [kitchen] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.brandKey, "aigostar"), eq(categories.slug, "kitchen-appliances")));
  const inTree = inCategoryTree(kitchen!.id);
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false), inside ? inTree : sql`not ${inTree}`))
    .orderBy(products.id)
    .limit(1);
  return row!.id;
}

type ProductData = { view: "product"; product: { id: number; name: string }; title: string; accessories: { page: number; total: number; pageSize: number; items: { id: number; refGoodsNum: number }[] }; imageIndex: number };

describe("GET /commodityDetail", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    const reply = await load("/commodityDetail?goodsId=1&brand=aigostar", { session: null });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/commodityDetail?goodsId=1&brand=aigostar")}`);
  });

  it("shows a product of the brand", async () => {
    const id = await productOf("aigostar");
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    const data = reply.data as ProductData;
    expect(data.view).toBe("product");
    expect(data.product.id).toBe(id);
    expect(data.title).toBe(`${data.product.name} – Aigostar`);
  });

  it.each(["", "abc", "0", "-1", "1.5", "99999999999", "2147483647", "1e3", "%3Cscript%3E"])("answers goodsId=%s with 404", async (goodsId) => {
    const reply = await load(`/commodityDetail?goodsId=${goodsId}&brand=aigostar`);
    expect(reply.status).toBe(404);
  });

  it("answers a missing goodsId with 404", async () => {
    expect((await load("/commodityDetail")).status).toBe(404);
  });

  it("answers another brand's product with 404, whatever the brand parameter says", async () => {
    const id = await productOf("nobleza");
    expect((await load(`/commodityDetail?goodsId=${id}&brand=nobleza`)).status).toBe(404);
    expect((await load(`/commodityDetail?goodsId=${id}&brand=aigostar`)).status).toBe(404);
    expect((await load(`/commodityDetail?goodsId=${id}&brand=nobleza`, { host: "nobleza.localhost:3000" })).status).toBe(200);
  });

  it("shows an off-market product as a page saying so, not as an error", async () => {
    const id = await productOf("aigostar", true);
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ view: "offMarket" });
    expect(reply.data).not.toHaveProperty("product");
    expect(JSON.stringify(reply.data)).not.toMatch(/price/i);
  });

  it("shows a product outside the account's sales scope as a page saying so; inside it, the product", async () => {
    const scoped = await sessionCookieFor("buyer.nl@demo.test");
    const outside = await kitchenProduct(false);
    const inside = await kitchenProduct(true);
    const refused = await load(`/commodityDetail?goodsId=${outside}&brand=aigostar`, { session: scoped });
    expect(refused.status).toBe(200);
    expect(refused.data).toMatchObject({ view: "outOfScope" });
    expect(JSON.stringify(refused.data)).not.toMatch(/price/i);
    expect((await load(`/commodityDetail?goodsId=${inside}&brand=aigostar`, { session: scoped })).data).toMatchObject({ view: "product" });
    // An account without a scope sees both.
    expect((await load(`/commodityDetail?goodsId=${outside}&brand=aigostar`)).data).toMatchObject({ view: "product" });
  });

  it("writes the stock as buyers see it: exact below 100, hundreds with a plus in the reader's language, 9999 when not checked, 1000+ for a test account", async () => {
    const id = await productOf("aigostar");
    const stockFact = async (session = cookie as string | null) => ((await load(`/commodityDetail?goodsId=${id}&brand=aigostar`, { session })).data as { facts: { stock: { term: string; value: unknown }[] } }).facts.stock[0];
    await db().update(stock).set({ available: 1250, notCheckStock: false }).where(eq(stock.productId, id));
    expect(await stockFact()).toEqual({ term: "detail.stock.available", value: "1\u202f200+" });
    await db().update(stock).set({ available: 42 }).where(eq(stock.productId, id));
    expect((await stockFact())?.value).toBe("42");
    await db().update(stock).set({ notCheckStock: true }).where(eq(stock.productId, id));
    expect((await stockFact())?.value).toBe("9\u202f999");
    expect((await stockFact(await sessionCookieFor("test@demo.test")))?.value).toBe("1.000+");
  });

  it.each(["offlineOnly", "notOnline"] as const)("shows a product sold %s as the product, flagged (the page says online sales are disabled in place of the purchase panel)", async (state) => {
    const [id] = await findDemoProducts(db(), "aigostar", state);
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ view: "product", product: { id, [state]: true } });
  });

  it("treats a junk accessories page or image number as the first / last", async () => {
    const id = await productOf("aigostar");
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar&accessoriesPage=x&image=999`);
    expect(reply.status).toBe(200);
    const data = reply.data as ProductData & { product: { images: string[] } };
    expect(data.accessories.page).toBe(1);
    expect(data.imageIndex).toBe(Math.max(0, data.product.images.length - 1));
  });

  it("pages the recommended accessories five at a time, with refGoodsNum", async () => {
    // Eight listed accessories of the same brand, in a known order.
    const id = await productOf("aigostar");
    const others = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false), sql`${products.id} <> ${id}`))
      .orderBy(products.id)
      .limit(8);
    await db().delete(productAccessories).where(eq(productAccessories.productId, id));
    await db().insert(productAccessories).values(others.map((other, index) => ({ productId: id, accessoryId: other.id, refGoodsNum: index + 1, position: index })));
    const first = (await load(`/commodityDetail?goodsId=${id}&brand=aigostar`)).data as ProductData;
    expect(first.accessories.pageSize).toBe(5);
    expect(first.accessories.items).toHaveLength(5);
    expect(first.accessories.total).toBe(8);
    expect(first.accessories.items.map((item) => item.refGoodsNum)).toEqual([1, 2, 3, 4, 5]);
    const second = (await load(`/commodityDetail?goodsId=${id}&brand=aigostar&accessoriesPage=2`)).data as ProductData;
    expect(second.accessories.page).toBe(2);
    expect(second.accessories.items.map((item) => item.refGoodsNum)).toEqual([6, 7, 8]);
    const seen = new Set(first.accessories.items.map((item) => item.id));
    for (const item of second.accessories.items) expect(seen.has(item.id)).toBe(false);
  });
});

describe("browsing history", () => {
  async function historyOf(email: string) {
    return db()
      .select({ productId: browsingHistory.productId })
      .from(browsingHistory)
      .where(eq(browsingHistory.accountId, await accountId(email)))
      .orderBy(sql`${browsingHistory.viewedAt} desc`);
  }

  it("records a viewed product once, most recent first", async () => {
    const session = await sessionCookieFor("buyer.pt@demo.test");
    const ids = (await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false))).orderBy(products.id).limit(3)).map((row) => row.id);
    for (const id of [ids[0], ids[1], ids[0], ids[2]]) {
      expect((await load(`/commodityDetail?goodsId=${id}&brand=aigostar`, { session })).status).toBe(200);
    }
    expect((await historyOf("buyer.pt@demo.test")).map((row) => row.productId)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("does not record off-market, out-of-scope, unknown or foreign products", async () => {
    const session = await sessionCookieFor("buyer.nl@demo.test");
    await clearBrowsingHistory(await accountId("buyer.nl@demo.test"));
    await load(`/commodityDetail?goodsId=${await productOf("aigostar", true)}&brand=aigostar`, { session });
    await load(`/commodityDetail?goodsId=${await kitchenProduct(false)}&brand=aigostar`, { session });
    await load(`/commodityDetail?goodsId=${await productOf("nobleza")}&brand=aigostar`, { session });
    await load("/commodityDetail?goodsId=2147483647&brand=aigostar", { session });
    expect(await historyOf("buyer.nl@demo.test")).toEqual([]);
  });

  it(`keeps the last ${BROWSING_HISTORY_CAP} products`, async () => {
    const owner = await accountId("buyer.de@demo.test");
    // The cap holds across brands: any products will do.
    const ids = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(BROWSING_HISTORY_CAP + 3)).map((row) => row.id);
    expect(ids).toHaveLength(BROWSING_HISTORY_CAP + 3);
    const start = Date.now();
    for (const [index, id] of ids.entries()) await recordProductView({ accountId: owner, productId: id, now: new Date(start + index * 1000) });
    // Viewing one again moves it up without growing the history.
    await recordProductView({ accountId: owner, productId: ids[10]!, now: new Date(start + 100_000) });
    const history = (await historyOf("buyer.de@demo.test")).map((row) => row.productId);
    expect(history).toHaveLength(BROWSING_HISTORY_CAP);
    expect(history[0]).toBe(ids[10]);
    expect(history[1]).toBe(ids.at(-1));
    expect(history).not.toContain(ids[0]);
    expect(history).not.toContain(ids[2]);
    expect(history).toContain(ids[3]);
  });

  it("records a salesman's views on the client he acts for", async () => {
    const session = await sessionCookieFor("sales@demo.test");
    const id = await productOf("aigostar");
    expect((await load(`/commodityDetail?goodsId=${id}&brand=aigostar`, { session })).status).toBe(200);
    const rows = await db().select({ accountId: browsingHistory.accountId }).from(browsingHistory).where(eq(browsingHistory.productId, id));
    expect(rows.map((row) => row.accountId)).not.toContain(await accountId("sales@demo.test"));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("the running full reduction's label (decision 0108)", () => {
  const reductionOf = async (session: string | null = cookie) => {
    const reply = await load(`/commodityDetail?goodsId=${await productOf("aigostar")}&brand=aigostar`, { session });
    expect(reply.status).toBe(200);
    return (reply.data as { reduction: string | null }).reduction;
  };
  const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

  it("shows the brand's reduction in the buyer's currency beside the price: every tier, in his language", async () => {
    // buyer.fr reads French and buys in euros; the demo's running reduction of Aigostar in EUR has three tiers.
    expect(plain(await reductionOf())).toBe(
      "Achetez plus, économisez plus : Dépensez 500,00 €, obtenez 25,00 € de remise · Dépensez 1 000,00 €, obtenez 75,00 € de remise · Dépensez 2 000,00 €, obtenez 200,00 € de remise",
    );
  });

  it("shows none to a buyer whose currency has no running reduction (box@ buys in CNY)", async () => {
    expect(await reductionOf(await sessionCookieFor("box@demo.test"))).toBeNull();
  });

  it("shows none once the reduction has ended, and a new one as soon as it is created (its writer forgets the cached reductions)", async () => {
    await db()
      .update(fullReductions)
      .set({ endsAt: new Date(Date.now() - 120_000) })
      .where(and(eq(fullReductions.brandKey, "aigostar"), eq(fullReductions.currency, "EUR"), sql`${fullReductions.endsAt} > now()`));
    // A staff write outside the service forgets the cached reference data itself (decision 0095).
    forgetReferenceData();
    expect(await reductionOf()).toBeNull();
    const created = await createFullReduction({
      brandKey: "aigostar",
      currency: "EUR",
      names: { en: "Autumn", fr: "Automne" },
      startsAt: new Date(Date.now() - 60_000),
      endsAt: null,
      tiers: [{ thresholdMinor: 30_000, amountOffMinor: 1_000 }],
    });
    expect(created.ok).toBe(true);
    expect(plain(await reductionOf())).toBe("Automne : Dépensez 300,00 €, obtenez 10,00 € de remise");
  });
});
