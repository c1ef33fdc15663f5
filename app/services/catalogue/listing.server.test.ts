import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { categories, productPrices, products, promotionItems, promotions } from "~/db/schema";
import { shownUnitMinor } from "~/domain/pricing";
import { ean13 } from "../../../scripts/demo/ean";
import { categoryTree } from "./categories.server";
import { listProducts } from "./listing.server";

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

describe("the price sort agrees with the price the card shows (shownUnitMinor)", () => {
  type Terms = { priceMinor: number | null; activityPriceMinor: number | null; activityRateBp: number | null };
  type Item = { brandKey?: string; kind?: "flash_sale" | "discount"; endsInDays?: number; fixed?: number | null; rate?: number | null; remaining?: number };
  /** A product per price state: its price row (none when null), its promotion items, and the terms of the one that applies. */
  const STATES: { price: number | null; items: Item[]; applies: Terms }[] = [
    { price: 1000, items: [], applies: { priceMinor: 1000, activityPriceMinor: null, activityRateBp: null } },
    { price: null, items: [], applies: { priceMinor: null, activityPriceMinor: null, activityRateBp: null } },
    { price: 0, items: [], applies: { priceMinor: 0, activityPriceMinor: null, activityRateBp: null } },
    { price: 2000, items: [{ fixed: 900 }], applies: { priceMinor: 2000, activityPriceMinor: 900, activityRateBp: null } },
    { price: 2000, items: [{ rate: 2500 }], applies: { priceMinor: 2000, activityPriceMinor: null, activityRateBp: 2500 } },
    // 1002 less 25 % is 751.5: rounded half up.
    { price: 1002, items: [{ rate: 2500 }], applies: { priceMinor: 1002, activityPriceMinor: null, activityRateBp: 2500 } },
    // A fixed price of 0 is "no activity price": the price shows, the rate beside it does not apply.
    { price: 1100, items: [{ fixed: 0, rate: 5000 }], applies: { priceMinor: 1100, activityPriceMinor: 0, activityRateBp: 5000 } },
    { price: 1400, items: [{ fixed: 0 }], applies: { priceMinor: 1400, activityPriceMinor: 0, activityRateBp: null } },
    { price: 500, items: [{ fixed: 450, rate: 2000 }], applies: { priceMinor: 500, activityPriceMinor: 450, activityRateBp: 2000 } },
    { price: null, items: [{ fixed: 800 }], applies: { priceMinor: null, activityPriceMinor: 800, activityRateBp: null } },
    { price: null, items: [{ rate: 3000 }], applies: { priceMinor: null, activityPriceMinor: null, activityRateBp: 3000 } },
    { price: 1200, items: [{ fixed: 1300 }], applies: { priceMinor: 1200, activityPriceMinor: 1300, activityRateBp: null } },
    // Promotions that give nothing: another brand's, an ended one, a flash sale run out.
    { price: 1050, items: [{ brandKey: "lumora", fixed: 700 }], applies: { priceMinor: 1050, activityPriceMinor: null, activityRateBp: null } },
    { price: 1150, items: [{ fixed: 600, endsInDays: -1 }], applies: { priceMinor: 1150, activityPriceMinor: null, activityRateBp: null } },
    { price: 1250, items: [{ kind: "flash_sale", fixed: 650, remaining: 0 }], applies: { priceMinor: 1250, activityPriceMinor: null, activityRateBp: null } },
    // A flash sale wins over a discount ending sooner.
    {
      price: 1450,
      items: [{ fixed: 1000, endsInDays: 5 }, { kind: "flash_sale", rate: 5000, endsInDays: 30 }],
      applies: { priceMinor: 1450, activityPriceMinor: null, activityRateBp: 5000 },
    },
  ];
  const shown = new Map<number, number | null>();
  let categoryId: number;
  const promotionIds: number[] = [];

  beforeAll(async () => {
    const [top] = await db().insert(categories).values({ brandKey: BRAND, level: 1, slug: "price-sort-test", names: { en: "Price sort" } }).returning({ id: categories.id });
    categoryId = top!.id;
    const now = Date.now();
    for (const [n, state] of STATES.entries()) {
      const [product] = await db()
        .insert(products)
        .values({ brandKey: BRAND, categoryId, barcode: ean13(`84999990${String(n).padStart(4, "0")}`), model: `SORT-${n}`, names: { en: `Sort ${n}` } })
        .returning({ id: products.id });
      const productId = product!.id;
      if (state.price !== null) await db().insert(productPrices).values({ productId, currency: "EUR", priceMinor: state.price });
      for (const item of state.items) {
        const ends = now + (item.endsInDays ?? 10) * 86_400_000;
        const [promotion] = await db()
          .insert(promotions)
          .values({ brandKey: item.brandKey ?? BRAND, kind: item.kind ?? "discount", names: { en: "Sort test" }, startsAt: new Date(ends - 40 * 86_400_000), endsAt: new Date(ends) })
          .returning({ id: promotions.id });
        promotionIds.push(promotion!.id);
        const limit = item.remaining === undefined ? null : item.remaining + 5;
        await db()
          .insert(promotionItems)
          .values({ promotionId: promotion!.id, productId, currency: "EUR", activityPriceMinor: item.fixed ?? null, activityRateBp: item.rate ?? null, quantityLimit: limit, remainingQty: item.remaining ?? null });
      }
      shown.set(productId, shownUnitMinor(state.applies));
    }
  });

  afterAll(async () => {
    await db().delete(promotions).where(inArray(promotions.id, promotionIds));
    await db().delete(products).where(eq(products.categoryId, categoryId));
    await db().delete(categories).where(eq(categories.id, categoryId));
  });

  it.each([
    ["priceAsc", 1],
    ["priceDesc", -1],
  ] as const)("%s: by the shown unit price, zero prices last, then by id", async (sort, direction) => {
    const expected = [...shown.entries()]
      .sort(([a, pa], [b, pb]) => (pa === null ? 1 : 0) - (pb === null ? 1 : 0) || direction * ((pa ?? 0) - (pb ?? 0)) || a - b)
      .map(([id]) => id);
    expect(new Set(shown.values()).size, "the states give distinct prices").toBeGreaterThan(10);
    const page = await listProducts({ ...base, categoryId, sort, pageSize: 100 });
    expect(page.cards.map((card) => card.id)).toEqual(expected);
  });
});
