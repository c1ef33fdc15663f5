/** The product lists (category, search, filters, sorting): a page of ids from an index walk, then their cards. */
import { type Placeholder, type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { categories, productPrices, products, stock } from "~/db/schema";
import { type Show, type Sort, arrivedSince, clampPage, escapeLike, keywordPlan } from "~/domain/catalogue-query";
import type { Language } from "~/i18n/languages";
import { type Promo, promoOfProduct, runningPromotions } from "./product-facts.server";
import { type InCart, type ProductCardData, cardsAndCart } from "./product-cards.server";

/** A product the brand lists: its own, and not off the market. */
export const listed = (brandKey: string | Placeholder) => and(eq(products.brandKey, brandKey), eq(products.offMarket, false));

/**
 * A product the account's sales scope allows: its category or one above it is in the scope (the
 * rule of the detail page and the quantity checks); no scope allows every category.
 */
export function inSalesScope(scopeId: number | null, categoryId: SQL | typeof products.categoryId = products.categoryId): SQL | undefined {
  if (scopeId === null) return undefined;
  return sql`exists (
    with recursive up(id, parent_id) as (
      select c.id, c.parent_id from ${categories} c where c.id = ${categoryId}
      union all
      select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id)
    select 1 from up join sales_scope_categories sc on sc.category_id = up.id and sc.scope_id = ${scopeId}::int)`;
}

/** The category and everything below it (three levels at most, but the query does not assume it). */
export function inCategoryTree(categoryId: number): SQL {
  return sql`${products.categoryId} in (
    with recursive sub(id) as (
      select ${categoryId}::int
      union all
      select c.id from ${categories} c join sub on c.parent_id = sub.id
    )
    select id from sub)`;
}

/** The search rule of the lists (name terms, a barcode, or its last six digits), as a condition on products; also the pallet page's product search. */
export function keywordCondition(keyword: string, lng: Language): SQL | undefined {
  const plan = keywordPlan(keyword);
  if (plan.barcodeSuffix) return sql`right(${products.barcode}, 6) = ${plan.barcodeSuffix}`;
  const lang = sql`${lng}::text`;
  const termConditions = plan.terms.map((term) => {
    const pattern = `%${escapeLike(term)}%`;
    // search_text (every name and the model) narrows through its trigram index; the exact rule follows.
    return sql`(${products.searchText} ilike ${pattern} and (coalesce(${products.names}->>${lang}, '') ilike ${pattern} or (${products.names}->>'en') ilike ${pattern} or ${products.model} ilike ${pattern}))`;
  });
  const terms = termConditions.length > 0 ? and(...termConditions) : undefined;
  if (!plan.barcode) return terms;
  const code = plan.barcode;
  const barcode = sql`(${products.barcode} = ${code} or ${products.replaceBarcode} = ${code} or ${code} = any(${products.subBarcodes}))`;
  return terms ? sql`(${barcode} or ${terms})` : barcode;
}

/** Sold out as SQL, the same rule as isSoldOut in app/domain/stock-display.ts. */
const soldOutSql = sql`(not ${products.presale} and not coalesce(${stock.notCheckStock}, false) and coalesce(${stock.available}, 0) = 0)`;

/**
 * The price a card shows, for sorting: shownUnitMinor in app/domain/pricing.ts as SQL (a fixed
 * activity price, else the price less the rate rounded half up; an activity price of 0 counts as
 * none, and then the price shows); zero prices sort last.
 */
function shownPriceSql(promo: Promo): SQL {
  return sql`nullif(coalesce(
    nullif(case
      when ${promo.activityPriceMinor} is not null then ${promo.activityPriceMinor}
      when ${promo.activityRateBp} is not null then (${productPrices.priceMinor} * (10000 - ${promo.activityRateBp}) + 5000) / 10000
    end, 0),
    ${productPrices.priceMinor}), 0)`;
}

/** Best match: the shop's top products, then the best sellers. */
const bestOrder = () => [desc(products.top), desc(products.salesCount)];

function sortOrder(sort: Sort, keyword: string, promo: Promo): SQL[] {
  const best = bestOrder();
  switch (sort) {
    case "inStock":
    case "soldOut":
      // Two groups, each in best-match order: pageIds reads them one after the other (see `split`).
      return best;
    case "newest":
      return [desc(products.createdAt)];
    case "priceAsc":
      return [sql`${shownPriceSql(promo)} asc nulls last`];
    case "priceDesc":
      return [sql`${shownPriceSql(promo)} desc nulls last`];
    case "arrival":
      return [sql`${products.newArrivalDate} desc nulls last`, desc(products.createdAt)];
    default: {
      const prefix = `${escapeLike(keyword)}%`;
      const relevance = keyword
        ? [
            sql`case
              when ${products.barcode} = ${keyword} then 0
              when lower(${products.model}) = lower(${keyword}) then 1
              when ${products.model} ilike ${prefix} then 2
              when coalesce(${products.names}->>'en', '') ilike ${prefix} then 3
              else 4 end`,
          ]
        : [];
      return [...relevance, ...best];
    }
  }
}

export type IdQuery = {
  brandKey: string;
  currency: string;
  now: Date;
  where: (promo: Promo) => (SQL | undefined)[];
  orderBy: (promo: Promo) => SQL[];
  /** Which tables the conditions and the order need besides products. */
  joins: { stock?: boolean; price?: boolean; promo?: boolean };
  /**
   * The rows matching this condition come first, then the others, each group in `orderBy`: two
   * index walks that stop at the page (decision 0057), instead of sorting every match of the brand.
   */
  split?: SQL;
  limit: number;
  offset?: number;
};

/**
 * The ids of one page of products. Only the columns the filter and the order need are read here;
 * the cards are then read for this page's ids alone.
 */
export async function pageIds(input: IdQuery): Promise<{ ids: number[] }> {
  const { split, limit, offset = 0 } = input;
  if (!split) return { ids: await idsWhere(input, undefined, limit, offset) };
  const first = await idsWhere(input, split, limit, offset);
  if (first.length === limit) return { ids: first };
  // The first group ends on this page (or before it): the rest of the page opens the second group.
  const before = first.length > 0 ? offset + first.length : await cappedCount({ ...input, where: (promo) => [...input.where(promo), split] }, offset + 1);
  const second = await idsWhere(input, sql`not ${split}`, limit - first.length, Math.max(0, offset - before));
  return { ids: [...first, ...second] };
}

async function idsWhere(input: IdQuery, extra: SQL | undefined, limit: number, offset: number) {
  const rows = await idsQuery(input, extra, limit, offset);
  return rows.map((row) => row.id);
}

/** The statement behind idsWhere, not yet sent: the home puts several into one (homeSections). */
export function idsQuery({ brandKey, currency, now, where, orderBy, joins }: IdQuery, extra: SQL | undefined, limit: number, offset = 0) {
  const promo = runningPromotions(currency, now, { brandKey });
  let query = db()
    .select({ id: products.id })
    .from(products)
    .$dynamic();
  if (joins.stock) query = query.leftJoin(stock, eq(stock.productId, products.id));
  if (joins.price) query = query.leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)));
  if (joins.promo) query = query.leftJoin(promo, promoOfProduct(promo));
  return query
    .where(and(...where(promo), extra))
    .orderBy(...orderBy(promo), asc(products.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Lists count their matches up to this many (decision 0040): an exact count of tens of thousands
 * of rows reads them all, while the page itself comes from an index. Beyond it the list says
 * "10,000+" and pages up to there; a narrower filter finds the rest.
 */
export const LIST_COUNT_CAP = 10_000;

/** How many products match, counting at most `cap` rows (LIST_COUNT_CAP + 1 unless told). */
async function cappedCount({ brandKey, currency, now, where, joins }: IdQuery, cap = LIST_COUNT_CAP + 1): Promise<number> {
  const promo = runningPromotions(currency, now, { brandKey });
  let inner = db().select({ one: sql`1` }).from(products).$dynamic();
  if (joins.stock) inner = inner.leftJoin(stock, eq(stock.productId, products.id));
  if (joins.price) inner = inner.leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)));
  if (joins.promo) inner = inner.leftJoin(promo, promoOfProduct(promo));
  const matches = inner.where(and(...where(promo))).limit(cap).as("matches");
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** The default list (the brand's listed products, best first) and its capped count, prepared (decision 0100). */
const plainIdsQuery = prepared("list_ids", (database) =>
  database
    .select({ id: products.id })
    .from(products)
    .where(listed(sql.placeholder("brandKey")))
    .orderBy(...bestOrder(), asc(products.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset")),
);

const plainCountQuery = prepared("list_count", (database) =>
  database
    .select({ n: sql<number>`count(*)::int` })
    .from(database.select({ one: sql`1` }).from(products).where(listed(sql.placeholder("brandKey"))).limit(LIST_COUNT_CAP + 1).as("matches")),
);

export type ListProductsInput = {
  brandKey: string;
  lng: Language;
  currency: string;
  categoryId?: number | null;
  keyword?: string;
  page: number;
  pageSize: number;
  sort?: Sort;
  show?: Show;
  /** Only products whose new-arrival date is within this many days. */
  arrivedWithin?: number | null;
  /** The account whose cart quantities come with the cards (`inCart`), read in the cards' query. */
  cartOf?: number | null;
  now?: Date;
};

export type ProductPage = {
  cards: ProductCardData[];
  /** Matches, at most LIST_COUNT_CAP (then `totalCapped`: there are more). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** How many of each card the `cartOf` account's cart holds. */
  inCart: InCart;
};

/**
 * A page of the brand's listed products (off-market ones are never listed). The category filter
 * includes the category's descendants. A page past the end is brought back to the last page.
 * Two queries when everything fits on the first page (the page's ids, then their cards); otherwise
 * a capped count too.
 */
export async function listProducts(input: ListProductsInput): Promise<ProductPage> {
  const { brandKey, lng, currency, categoryId, keyword = "", sort = "best", show = "all", arrivedWithin = null, now = new Date() } = input;
  const pageSize = Math.max(1, Math.min(100, Math.floor(input.pageSize) || 20));
  const byPrice = sort === "priceAsc" || sort === "priceDesc";
  const query: IdQuery = {
    brandKey,
    currency,
    now,
    where: (promo: Promo) => [
      listed(brandKey),
      categoryId ? inCategoryTree(categoryId) : undefined,
      keyword ? keywordCondition(keyword, lng) : undefined,
      show === "inStock" ? sql`not ${soldOutSql}` : undefined,
      show === "soldOut" ? soldOutSql : undefined,
      show === "new" ? eq(products.isNew, true) : undefined,
      show === "flashSale" ? eq(promo.kind, "flash_sale") : undefined,
      // The presale view (decision 0111).
      show === "presale" ? eq(products.presale, true) : undefined,
      arrivedWithin ? sql`${products.newArrivalDate} >= ${arrivedSince(arrivedWithin, now)}::date` : undefined,
    ],
    orderBy: (promo: Promo) => sortOrder(sort, keyword, promo),
    joins: { stock: show === "inStock" || show === "soldOut" || sort === "inStock" || sort === "soldOut", price: byPrice, promo: byPrice || show === "flashSale" },
    split: sort === "inStock" ? sql`not ${soldOutSql}` : sort === "soldOut" ? soldOutSql : undefined,
    limit: pageSize,
  };
  // The whole catalogue in the default order, the page everyone opens, runs prepared statements.
  const plain = !categoryId && !keyword && show === "all" && !arrivedWithin && sort === "best";
  const idsAt = async (offset: number) =>
    plain ? (await plainIdsQuery().execute({ brandKey, limit: pageSize, offset })).map((row) => row.id) : (await pageIds({ ...query, offset })).ids;
  // Pages beyond the counted matches are not offered; the last one counted is shown instead.
  let page = clampPage(input.page, LIST_COUNT_CAP, pageSize);
  let ids = await idsAt((page - 1) * pageSize);
  let counted: number;
  if (page === 1 && ids.length < pageSize) {
    counted = ids.length;
  } else {
    counted = plain ? ((await plainCountQuery().execute({ brandKey }))[0]?.n ?? 0) : await cappedCount(query);
    if (counted === 0) return { cards: [], total: 0, totalCapped: false, page: 1, pageSize, inCart: {} };
    const last = clampPage(page, Math.min(counted, LIST_COUNT_CAP), pageSize);
    if (ids.length === 0 && page !== last) {
      page = last;
      ids = await idsAt((page - 1) * pageSize);
    }
  }
  const { cards, inCart } = await cardsAndCart(ids, { lng, currency, now, cartOf: input.cartOf ?? null });
  return {
    cards,
    inCart,
    total: Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted > LIST_COUNT_CAP,
    page,
    pageSize,
  };
}
