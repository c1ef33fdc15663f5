import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { banners, cartItems, categories, productPrices, products } from "~/db/schema";
import { accountId } from "~tests/support/requests";
import { cartQuantities, categoryTree, homeBanners, homeSections, listProducts, productAccessoriesPage, productDetail } from "./catalogue.server";

const BRAND = "aigostar";
const base = { brandKey: BRAND, lng: "en" as const, currency: "EUR", page: 1, pageSize: 20 };

/** Ids of every listed (not off-market) product of the brand whose category lies under `categoryId`. */
async function listedIdsUnder(categoryId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`with recursive sub(id) as (select ${categoryId}::int union all select c.id from categories c join sub on c.parent_id = sub.id)
        select p.id from products p where p.brand_key = ${BRAND} and not p.off_market and p.category_id in (select id from sub) order by p.id`,
  );
  return rows.map((row) => Number(row.id));
}

async function allIds(input: Parameters<typeof listProducts>[0]): Promise<number[]> {
  const first = await listProducts({ ...input, page: 1, pageSize: 100 });
  const ids = first.cards.map((card) => card.id);
  for (let page = 2; page <= Math.ceil(first.total / 100); page++) {
    ids.push(...(await listProducts({ ...input, page, pageSize: 100 })).cards.map((card) => card.id));
  }
  return ids;
}

describe("listProducts", () => {
  it("lists the brand's products, never off-market ones, never another brand's", async () => {
    const ids = await allIds(base);
    const expected = await queryRows<{ id: number }>(db(), sql`select id from products where brand_key = ${BRAND} and not off_market`);
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids)).toEqual(new Set(expected.map((row) => Number(row.id))));
    const offMarket = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, BRAND), eq(products.offMarket, true)));
    expect(offMarket.length).toBeGreaterThan(0);
    for (const { id } of offMarket) expect(ids).not.toContain(id);
  });

  it("filters by a top-level category including its descendants", async () => {
    const tree = await categoryTree(BRAND, "en");
    const top = tree.find((node) => node.children.some((child) => child.children.length > 0))!;
    const expected = await listedIdsUnder(top.id);
    expect(expected.length).toBeGreaterThan(0);
    const page = await listProducts({ ...base, categoryId: top.id, pageSize: 100 });
    expect(page.total).toBe(expected.length);
    const ids = await allIds({ ...base, categoryId: top.id });
    expect(ids.sort((a, b) => a - b)).toEqual(expected);
    // The products sit in level-3 categories: none is filed directly under the top level.
    const levels = await db()
      .select({ level: categories.level })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, ids[0]!));
    expect(levels[0]!.level).toBeGreaterThan(1);
  });

  it("finds both products whose barcodes end in the same six digits", async () => {
    const [twin] = await queryRows<{ suffix: string; n: number }>(
      db(),
      sql`select right(barcode, 6) as suffix, count(*)::int as n from products where brand_key = ${BRAND} and not off_market
          group by 1 having count(*) > 1 order by 1 limit 1`,
    );
    expect(twin, "the demo data has barcode suffix twins").toBeDefined();
    const result = await listProducts({ ...base, keyword: twin!.suffix });
    expect(result.total).toBe(twin!.n);
    for (const card of result.cards) expect(card.barcode.endsWith(twin!.suffix)).toBe(true);
  });

  it("matches a six-digit keyword on the last six digits only, not anywhere in the barcode", async () => {
    const [product] = await db().select({ barcode: products.barcode }).from(products).where(and(eq(products.brandKey, BRAND), eq(products.offMarket, false))).limit(1);
    const middle = product!.barcode.slice(1, 7);
    const result = await listProducts({ ...base, keyword: middle });
    for (const card of result.cards) expect(card.barcode.endsWith(middle)).toBe(true);
  });

  it("finds a product by its full barcode", async () => {
    const [product] = await db().select({ id: products.id, barcode: products.barcode }).from(products).where(and(eq(products.brandKey, BRAND), eq(products.offMarket, false))).limit(1);
    const result = await listProducts({ ...base, keyword: product!.barcode });
    expect(result.cards.map((card) => card.id)).toEqual([product!.id]);
  });

  it("searches the name in the request's language (Spanish words find Spanish names)", async () => {
    const [row] = await queryRows<{ id: number; es: string; en: string }>(
      db(),
      sql`select id, names->>'es' as es, names->>'en' as en from products
          where brand_key = ${BRAND} and not off_market and names ? 'es' and names->>'es' <> names->>'en' order by id limit 1`,
    );
    expect(row).toBeDefined();
    const word = row!.es.split(" ").find((part) => part.length >= 5 && !row!.en.toLowerCase().includes(part.toLowerCase()))!;
    expect(word, `a Spanish-only word in "${row!.es}"`).toBeDefined();
    const spanish = await allIds({ ...base, lng: "es", keyword: word });
    expect(spanish).toContain(Number(row!.id));
    const card = (await listProducts({ ...base, lng: "es", keyword: word, pageSize: 100 })).cards.find((c) => c.id === Number(row!.id));
    expect(card?.name).toBe(row!.es);
  });

  it("keeps pages within bounds: a page past the end gives the last page", async () => {
    const first = await listProducts({ ...base, pageSize: 20 });
    const lastPage = Math.ceil(first.total / 20);
    expect(lastPage).toBeGreaterThan(1);
    const past = await listProducts({ ...base, page: 9999, pageSize: 20 });
    expect(past.page).toBe(lastPage);
    expect(past.total).toBe(first.total);
    expect(past.cards.length).toBe(first.total - (lastPage - 1) * 20);
  });

  it("answers an empty result with total 0 and page 1", async () => {
    const result = await listProducts({ ...base, keyword: "no-such-product-anywhere", page: 3 });
    expect(result).toMatchObject({ cards: [], total: 0, page: 1 });
  });

  it("treats LIKE wildcards in the keyword literally", async () => {
    const all = await listProducts(base);
    const percent = await listProducts({ ...base, keyword: "%" });
    expect(percent.total).toBeLessThan(all.total);
  });

  it("sorts by price, zero prices last", async () => {
    const cards = (await listProducts({ ...base, sort: "priceAsc", pageSize: 100 })).cards;
    const shown = cards.map((card) => card.activityPriceMinor ?? card.priceMinor ?? 0).filter((price) => price > 0);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it("shows only flash-sale items when asked, each with its end time", async () => {
    const result = await listProducts({ ...base, show: "flashSale" });
    expect(result.total).toBeGreaterThan(0);
    for (const card of result.cards) {
      expect(card.promotion?.kind).toBe("flash_sale");
      expect(Date.parse(card.promotion!.endsAt)).toBeGreaterThan(Date.now());
      expect(card.activityPriceMinor).not.toBeNull();
    }
  });

  it("gives cards the price in the requested currency", async () => {
    const card = (await listProducts(base)).cards.find((c) => c.priceMinor !== null && c.priceMinor > 0)!;
    const [pln] = await db()
      .select({ price: productPrices.priceMinor })
      .from(productPrices)
      .where(and(eq(productPrices.productId, card.id), eq(productPrices.currency, "PLN")));
    const inPln = (await listProducts({ ...base, currency: "PLN", keyword: card.barcode })).cards[0]!;
    expect(inPln.priceMinor).toBe(pln?.price ?? null);
  });
});

describe("productDetail", () => {
  let aigostarId: number;
  let noblezaId: number;

  beforeAll(async () => {
    const [a] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false))).limit(1);
    const [n] = await db().select({ id: products.id }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    aigostarId = a!.id;
    noblezaId = n!.id;
  });

  it("returns a product of the brand with its breadcrumb from the top level down", async () => {
    const detail = await productDetail({ id: aigostarId, brandKey: "aigostar", lng: "en", currency: "EUR" });
    expect(detail?.id).toBe(aigostarId);
    expect(detail!.breadcrumb.length).toBeGreaterThanOrEqual(1);
    const [own] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.id, aigostarId));
    expect(detail!.breadcrumb.at(-1)!.id).toBe(own!.categoryId);
  });

  it("does not return another brand's product", async () => {
    expect(await productDetail({ id: noblezaId, brandKey: "aigostar", lng: "en", currency: "EUR" })).toBeNull();
    expect(await productDetail({ id: noblezaId, brandKey: "nobleza", lng: "en", currency: "EUR" })).not.toBeNull();
  });

  it("returns null for an unknown id", async () => {
    expect(await productDetail({ id: 2_000_000_000, brandKey: "aigostar", lng: "en", currency: "EUR" })).toBeNull();
  });

  it("returns an off-market product flagged as such", async () => {
    const [gone] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, true))).limit(1);
    const detail = await productDetail({ id: gone!.id, brandKey: "aigostar", lng: "en", currency: "EUR" });
    expect(detail?.offMarket).toBe(true);
  });

  it("pages the recommended accessories five at a time, with their quantities", async () => {
    const [main] = await queryRows<{ product_id: number; brand_key: string; n: number }>(
      db(),
      sql`select pa.product_id, p.brand_key, count(*)::int as n from product_accessories pa
          join products p on p.id = pa.product_id join products a on a.id = pa.accessory_id
          where not a.off_market group by pa.product_id, p.brand_key having count(*) > 5 order by n desc, pa.product_id limit 1`,
    );
    expect(main, "a product with more than five accessories").toBeDefined();
    const input = { productId: Number(main!.product_id), brandKey: main!.brand_key, lng: "en" as const, currency: "EUR" };
    const first = await productAccessoriesPage({ ...input, page: 1 });
    expect(first.total).toBe(main!.n);
    expect(first.items).toHaveLength(5);
    for (const item of first.items) expect(item.refGoodsNum).toBeGreaterThan(0);
    const second = await productAccessoriesPage({ ...input, page: 2 });
    expect(second.items).toHaveLength(main!.n - 5);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
  });
});

describe("homeSections", () => {
  it("has new arrivals, the sales ranking by sales and running flash-sale items", async () => {
    const sections = await homeSections({ brandKey: BRAND, lng: "en", currency: "EUR" });
    expect(sections.newArrivals.length).toBeGreaterThan(0);
    for (const card of sections.newArrivals) expect(card.isNew).toBe(true);
    expect(sections.salesRanking.length).toBeGreaterThan(0);
    const sales = await queryRows<{ id: number; sales_count: number }>(
      db(),
      sql`select id, sales_count from products where brand_key = ${BRAND} and not off_market order by sales_count desc, id limit 1`,
    );
    expect(sections.salesRanking[0]!.id).toBe(Number(sales[0]!.id));
    expect(sections.flashSales.length).toBeGreaterThan(0);
    for (const card of sections.flashSales) expect(card.promotion?.kind).toBe("flash_sale");
  });

  it("has the cashback offers in the currency, best percentage first, each with its tiers", async () => {
    const sections = await homeSections({ brandKey: BRAND, lng: "en", currency: "EUR" });
    expect(sections.cashbackOffers.length).toBeGreaterThan(0);
    const best = sections.cashbackOffers.map((card) => Math.max(...(card.cashback ?? []).map((tier) => tier.percentBp)));
    for (let i = 1; i < best.length; i++) expect(best[i]!).toBeLessThanOrEqual(best[i - 1]!);
    // Threshold-0 tiers (the order-now style) are among them, in the currency's minor units.
    expect(sections.cashbackOffers.some((card) => card.cashback?.some((tier) => tier.thresholdMinor === 0))).toBe(true);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(distinct p.id)::int as n from products p join cashback_tiers c on c.product_id = p.id and c.currency = 'EUR' where p.brand_key = ${BRAND} and not p.off_market`,
    );
    expect(sections.cashbackOffers.length).toBe(Math.min(10, rows[0]!.n));
  });
});

describe("homeBanners", () => {
  it("gives the brand's running banners in order, in the language, linking inside the shop", async () => {
    const banners = await homeBanners({ brandKey: BRAND, lng: "de" });
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0]!.title).toBe("Blitzangebote laufen");
    for (const banner of banners) {
      expect(banner.href).toMatch(/^\/(aigoStarProductList|productList|noblezaProductList)\?/);
      expect(banner.image).toMatch(/^banners\/aigostar\/[a-z-]+\.webp$/);
    }
    expect(await homeBanners({ brandKey: BRAND, lng: "de", now: new Date("2000-01-01") })).toHaveLength(banners.length);
  });

  it("leaves out banners that have ended or not started", async () => {
    const [row] = await db()
      .insert(banners)
      .values({ brandKey: BRAND, position: -1, image: "banners/x.webp", title: { en: "Old" }, href: "/aigoStarProductList", startsAt: new Date("2020-01-01"), endsAt: new Date("2020-02-01") })
      .returning({ id: banners.id });
    try {
      const titles = (await homeBanners({ brandKey: BRAND, lng: "en" })).map((banner) => banner.title);
      expect(titles).not.toContain("Old");
      expect((await homeBanners({ brandKey: BRAND, lng: "en", now: new Date("2020-01-15") }))[0]!.title).toBe("Old");
    } finally {
      await db().delete(banners).where(eq(banners.id, row!.id));
    }
  });
});

describe("banners table", () => {
  it.each(["//elsewhere.example/x", "/\\elsewhere.example", "https:/x", "javascript:alert(1)", ""])("refuses a link that leaves the shop: %s", async (href) => {
    await expect(
      db().insert(banners).values({ brandKey: BRAND, image: "banners/x.webp", title: { en: "X" }, href }),
    ).rejects.toThrow();
  });
});

describe("cartQuantities", () => {
  it("gives the account's quantities of the asked products only", async () => {
    const account = await accountId("buyer.pt@demo.test");
    const [product] = await queryRows<{ id: number }>(
      db(),
      sql`select id from products p where not exists (select 1 from cart_items c where c.account_id = ${account} and c.product_id = p.id) order by id limit 1`,
    );
    const productId = Number(product!.id);
    await db().insert(cartItems).values({ accountId: account, productId, quantity: 12_345 });
    try {
      expect(await cartQuantities(account, [productId, -1])).toEqual({ [productId]: 12_345 });
      expect(await cartQuantities(account, [])).toEqual({});
      expect(await cartQuantities(-1, [productId])).toEqual({});
    } finally {
      await db().delete(cartItems).where(and(eq(cartItems.accountId, account), eq(cartItems.productId, productId)));
    }
  });
});
