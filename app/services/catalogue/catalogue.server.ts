import { type SQL, and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  type LocalizedText,
  banners,
  cartItems,
  cashbackTiers,
  categories,
  productAccessories,
  productPrices,
  products,
  stock,
  tags,
  productTags,
} from "~/db/schema";
import type { CardParam } from "~/domain/card-badge";
import { type Show, type Sort, arrivedSince, clampPage, escapeLike, keywordPlan } from "~/domain/catalogue-query";
import { activityPriceOf, rateOffBp } from "~/domain/pricing";
import { timeZoneForCountry } from "~/domain/date-time";
import type { Language } from "~/i18n/languages";
import type { Brand } from "~/services/platform/brands.server";
import { newAddKey } from "~/services/cart/cart.server";
import { type Promo, runningPromotions } from "./product-facts.server";
import type { Actor } from "~/services/identity/actor.server";

export function localized(text: LocalizedText | null | undefined, lng: Language): string {
  if (!text) return "";
  return text[lng] ?? text.en;
}

/** What the pages show of a category (the filters, the home's menu); it goes to the browser with each list. */
export type CategoryNode = { id: number; name: string; children: CategoryNode[] };

/** The brand's three-level category tree in one query, names in the request's language. */
export async function categoryTree(brandKey: string, lng: Language): Promise<CategoryNode[]> {
  const rows = await db()
    .select({ id: categories.id, parentId: categories.parentId, names: categories.names })
    .from(categories)
    .where(eq(categories.brandKey, brandKey))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { id: row.id, name: localized(row.names, lng), children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every category id of a tree (to validate a category parameter against the brand). */
export function categoryIds(tree: readonly CategoryNode[]): Set<number> {
  const ids = new Set<number>();
  const visit = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      ids.add(node.id);
      visit(node.children);
    }
  };
  visit(tree);
  return ids;
}

// ---------------------------------------------------------------- product cards

/** What every card on a page shares: who is looking, in which language and currency. */
export type CardSettings = {
  lng: Language;
  brandKey: string;
  currency: string;
  strikeOnlyWhenLower: boolean;
  isTestAccount: boolean;
  userRateBp: number;
  timeZone: string;
  /** When the page was rendered (ISO): flash-sale countdowns start from it, on the server and at hydration alike. */
  renderedAt?: string;
  /** How the account buys (the purchase panel's buttons); standard when absent. */
  purchaseMode?: "standard" | "box" | "china";
  /** The one-time key of this page's add forms (decision 0083); a new one with every load. */
  addKey?: string;
};

/** Card settings for the acting account (a salesman without a client sees the brand's currency). */
export function cardSettingsFor({ brand, acting, lng, now = new Date() }: { brand: Brand; acting: Actor | null; lng: Language; now?: Date }): CardSettings {
  return {
    renderedAt: now.toISOString(),
    lng,
    brandKey: brand.key,
    currency: acting?.currency ?? brand.defaultCurrency,
    strikeOnlyWhenLower: brand.strikeOnlyWhenLower,
    isTestAccount: acting?.isTest ?? false,
    userRateBp: acting?.userRateBp ?? 0,
    timeZone: timeZoneForCountry(acting?.countryCode),
    purchaseMode: acting?.accountSet ?? "standard",
    ...(acting ? { addKey: newAddKey() } : {}),
  };
}

export type CardPromotion = {
  kind: "flash_sale" | "discount" | "order_now";
  /** ISO date-time when the promotion ends. */
  endsAt: string;
  /** Promotion quantity; null when not limited. */
  quantityLimit: number | null;
  remainingQty: number | null;
};

/** What a product card needs, already in the request's language and the account's currency. */
export type ProductCardData = {
  id: number;
  barcode: string;
  replaceBarcode: string | null;
  model: string;
  name: string;
  /** Path under /media of the first image, or null. */
  image: string | null;
  /** Type "1" parameters, localized, in their order. */
  params: CardParam[];
  tags: string[];
  isNew: boolean;
  restock: boolean;
  top: boolean;
  offShelves: boolean;
  presale: boolean;
  offlineOnly: boolean;
  notOnline: boolean;
  minOrderQty: number;
  saleDouble: number;
  pkgNum: number;
  /** Price in the currency (minor units); null when the product has none in it. */
  priceMinor: number | null;
  /** The running promotion's price (a fixed price, or the price less the promotion's rate). */
  activityPriceMinor: number | null;
  /** The promotion's rate off the price, in basis points. */
  activityRateBp: number | null;
  /** Non-zero for a discount promotion (badge 5). */
  vipType: number;
  stock: { available: number; inTransit: number; notCheckStock: boolean };
  promotion: CardPromotion | null;
  /** Cashback tiers in the currency (threshold in minor units, percentage in basis points), lowest first. */
  cashback?: { thresholdMinor: number; percentBp: number }[];
};

const promoOfProduct = (promo: Promo) => and(eq(promo.productId, products.id), eq(promo.brandKey, products.brandKey));

/** The cards of some products (at most a page), in one query; returned in the order of `ids`. */
export async function cardsByIds(ids: number[], { lng, currency, now }: { lng: Language; currency: string; now: Date }): Promise<ProductCardData[]> {
  if (ids.length === 0) return [];
  const promo = runningPromotions(currency, now, { productIds: ids });
  const lang = sql`${lng}::text`;
  const rows = await db()
    .select({
      id: products.id,
      barcode: products.barcode,
      replaceBarcode: products.replaceBarcode,
      model: products.model,
      name: sql<string>`coalesce(${products.names}->>${lang}, ${products.names}->>'en')`,
      image: sql<string | null>`${products.images}[1]`,
      params: sql<CardParam[]>`coalesce((
        select jsonb_agg(jsonb_build_object('type', e.p->>'type', 'value', coalesce(e.p->'value'->>${lang}, e.p->'value'->>'en')) order by e.n)
        from jsonb_array_elements(${products.params}) with ordinality as e(p, n)
        where e.p->>'type' = '1'), '[]'::jsonb)`,
      tags: sql<string[]>`array(
        select coalesce(${tags.names}->>${lang}, ${tags.names}->>'en')
        from ${productTags} join ${tags} on ${tags.id} = ${productTags.tagId}
        where ${productTags.productId} = ${products.id} order by ${tags.id})`,
      cashback: sql<{ thresholdMinor: number | string; percentBp: number }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('thresholdMinor', ${cashbackTiers.thresholdMinor}, 'percentBp', ${cashbackTiers.percentBp})
          order by ${cashbackTiers.thresholdMinor}, ${cashbackTiers.id})
        from ${cashbackTiers}
        where ${cashbackTiers.productId} = ${products.id} and ${cashbackTiers.currency} = ${currency}), '[]'::jsonb)`,
      isNew: products.isNew,
      restock: products.restock,
      top: products.top,
      offShelves: products.offShelves,
      presale: products.presale,
      offlineOnly: products.offlineOnly,
      notOnline: products.notOnline,
      minOrderQty: products.minOrderQty,
      saleDouble: products.saleDouble,
      pkgNum: products.pkgNum,
      priceMinor: productPrices.priceMinor,
      available: stock.available,
      inTransit: stock.inTransit,
      notCheckStock: stock.notCheckStock,
      promoActivityPriceMinor: promo.activityPriceMinor,
      promoActivityRateBp: promo.activityRateBp,
      promoQuantityLimit: promo.quantityLimit,
      promoRemainingQty: promo.remainingQty,
      promoKind: promo.kind,
      promoVipType: promo.vipType,
      promoEndsAt: promo.endsAt,
    })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .leftJoin(stock, eq(stock.productId, products.id))
    .leftJoin(promo, promoOfProduct(promo))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.map((id) => byId.get(id)).filter((card): card is ProductCardData => card !== undefined);
}

/** The product's own fields come as the card has them; prices, stock and promotion arrive raw. */
type CardRow = Pick<
  ProductCardData,
  | "id"
  | "barcode"
  | "replaceBarcode"
  | "model"
  | "name"
  | "image"
  | "params"
  | "tags"
  | "isNew"
  | "restock"
  | "top"
  | "offShelves"
  | "presale"
  | "offlineOnly"
  | "notOnline"
  | "minOrderQty"
  | "saleDouble"
  | "pkgNum"
> & {
  cashback: { thresholdMinor: number | string; percentBp: number }[];
  priceMinor: number | string | null;
  available: number | null;
  inTransit: number | null;
  notCheckStock: boolean | null;
  promoActivityPriceMinor: number | string | null;
  promoActivityRateBp: number | null;
  promoQuantityLimit: number | null;
  promoRemainingQty: number | null;
  promoKind: string | null;
  promoVipType: number | null;
  promoEndsAt: Date | string | null;
};

/** The activity price and rate a running promotion gives: a fixed price, or a rate off the price. */
function activityOf(priceMinor: number | null, fixedMinor: number | null, rateBp: number | null) {
  const activityPriceMinor = activityPriceOf({ priceMinor, fixedMinor, rateBp });
  if (fixedMinor !== null) return { activityPriceMinor, activityRateBp: priceMinor === null ? null : rateOffBp(priceMinor, fixedMinor) };
  return { activityPriceMinor, activityRateBp: rateBp };
}

const amount = (value: number | string | null) => (value === null ? null : Number(value));

function toCard(row: CardRow): ProductCardData {
  const priceMinor = amount(row.priceMinor);
  const activity =
    row.promoKind === null ? activityOf(null, null, null) : activityOf(priceMinor, amount(row.promoActivityPriceMinor), row.promoActivityRateBp);
  return {
    id: row.id,
    barcode: row.barcode,
    replaceBarcode: row.replaceBarcode,
    model: row.model,
    name: row.name,
    image: row.image,
    params: row.params,
    tags: row.tags,
    isNew: row.isNew,
    restock: row.restock,
    top: row.top,
    offShelves: row.offShelves,
    presale: row.presale,
    offlineOnly: row.offlineOnly,
    notOnline: row.notOnline,
    minOrderQty: row.minOrderQty,
    saleDouble: row.saleDouble,
    pkgNum: row.pkgNum,
    priceMinor,
    ...activity,
    vipType: row.promoVipType ?? 0,
    stock: { available: row.available ?? 0, inTransit: row.inTransit ?? 0, notCheckStock: row.notCheckStock ?? false },
    promotion:
      row.promoKind !== null && row.promoEndsAt !== null
        ? {
            kind: row.promoKind as CardPromotion["kind"],
            endsAt: new Date(row.promoEndsAt).toISOString(),
            quantityLimit: row.promoQuantityLimit,
            remainingQty: row.promoRemainingQty,
          }
        : null,
    cashback: row.cashback.map((tier) => ({ thresholdMinor: Number(tier.thresholdMinor), percentBp: tier.percentBp })),
  };
}

export const listed = (brandKey: string) => and(eq(products.brandKey, brandKey), eq(products.offMarket, false));

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

function keywordCondition(keyword: string, lng: Language): SQL | undefined {
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

/** The price a card shows, for sorting (as cardPrice and applyRate compute it); zero prices sort last. */
function shownPriceSql(promo: Promo): SQL {
  return sql`nullif(coalesce(
    nullif(${promo.activityPriceMinor}, 0),
    case when ${promo.activityRateBp} is not null then (${productPrices.priceMinor} * (10000 - ${promo.activityRateBp}) + 5000) / 10000 end,
    ${productPrices.priceMinor}), 0)`;
}

function sortOrder(sort: Sort, keyword: string, promo: Promo): SQL[] {
  const best = [desc(products.top), desc(products.salesCount)];
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

type IdQuery = {
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
async function pageIds(input: IdQuery): Promise<{ ids: number[] }> {
  const { split, limit, offset = 0 } = input;
  if (!split) return { ids: await idsWhere(input, undefined, limit, offset) };
  const first = await idsWhere(input, split, limit, offset);
  if (first.length === limit) return { ids: first };
  // The first group ends on this page (or before it): the rest of the page opens the second group.
  const before = first.length > 0 ? offset + first.length : await cappedCount({ ...input, where: (promo) => [...input.where(promo), split] }, offset + 1);
  const second = await idsWhere(input, sql`not ${split}`, limit - first.length, Math.max(0, offset - before));
  return { ids: [...first, ...second] };
}

async function idsWhere({ brandKey, currency, now, where, orderBy, joins }: IdQuery, extra: SQL | undefined, limit: number, offset: number) {
  const promo = runningPromotions(currency, now, { brandKey });
  let query = db()
    .select({ id: products.id })
    .from(products)
    .$dynamic();
  if (joins.stock) query = query.leftJoin(stock, eq(stock.productId, products.id));
  if (joins.price) query = query.leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)));
  if (joins.promo) query = query.leftJoin(promo, promoOfProduct(promo));
  const rows = await query
    .where(and(...where(promo), extra))
    .orderBy(...orderBy(promo), asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
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
  now?: Date;
};

export type ProductPage = {
  cards: ProductCardData[];
  /** Matches, at most LIST_COUNT_CAP (then `totalCapped`: there are more). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
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
      arrivedWithin ? sql`${products.newArrivalDate} >= ${arrivedSince(arrivedWithin, now)}::date` : undefined,
    ],
    orderBy: (promo: Promo) => sortOrder(sort, keyword, promo),
    joins: { stock: show === "inStock" || show === "soldOut" || sort === "inStock" || sort === "soldOut", price: byPrice, promo: byPrice || show === "flashSale" },
    split: sort === "inStock" ? sql`not ${soldOutSql}` : sort === "soldOut" ? soldOutSql : undefined,
    limit: pageSize,
  };
  // Pages beyond the counted matches are not offered; the last one counted is shown instead.
  let page = clampPage(input.page, LIST_COUNT_CAP, pageSize);
  let ids = (await pageIds({ ...query, offset: (page - 1) * pageSize })).ids;
  let counted: number;
  if (page === 1 && ids.length < pageSize) {
    counted = ids.length;
  } else {
    counted = await cappedCount(query);
    if (counted === 0) return { cards: [], total: 0, totalCapped: false, page: 1, pageSize };
    const last = clampPage(page, Math.min(counted, LIST_COUNT_CAP), pageSize);
    if (ids.length === 0 && page !== last) {
      page = last;
      ids = (await pageIds({ ...query, offset: (page - 1) * pageSize })).ids;
    }
  }
  return {
    cards: await cardsByIds(ids, { lng, currency, now }),
    total: Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted > LIST_COUNT_CAP,
    page,
    pageSize,
  };
}

// ---------------------------------------------------------------- home

export type HomeSections = {
  newArrivals: ProductCardData[];
  /** Best sellers first (the sales ranking). */
  salesRanking: ProductCardData[];
  flashSales: ProductCardData[];
  /** Products with cashback tiers in the currency, the best percentage first. */
  cashbackOffers: ProductCardData[];
};

/** The home page's sections: running flash sales, new arrivals, the sales ranking and the cashback offers. */
export async function homeSections({
  brandKey,
  lng,
  currency,
  limit = 10,
  now = new Date(),
}: {
  brandKey: string;
  lng: Language;
  currency: string;
  limit?: number;
  now?: Date;
}): Promise<HomeSections> {
  const base = { brandKey, currency, now, limit };
  const newArrivals = await pageIds({
    ...base,
    where: () => [listed(brandKey), eq(products.isNew, true)],
    orderBy: () => [sql`${products.newArrivalDate} desc nulls last`, desc(products.createdAt)],
    joins: {},
  });
  const salesRanking = await pageIds({ ...base, where: () => [listed(brandKey)], orderBy: () => [desc(products.salesCount)], joins: {} });
  const flashSales = await pageIds({
    ...base,
    where: (promo) => [listed(brandKey), eq(promo.kind, "flash_sale")],
    orderBy: (promo) => [asc(promo.endsAt)],
    joins: { promo: true },
  });
  const bestCashback = sql`(select max(${cashbackTiers.percentBp}) from ${cashbackTiers}
    where ${cashbackTiers.productId} = ${products.id} and ${cashbackTiers.currency} = ${currency})`;
  const cashbackOffers = await pageIds({
    ...base,
    where: () => [listed(brandKey), sql`${bestCashback} is not null`],
    orderBy: () => [sql`${bestCashback} desc`, desc(products.salesCount)],
    joins: {},
  });
  // One query for the cards of all sections.
  const cards = await cardsByIds([...new Set([...newArrivals.ids, ...salesRanking.ids, ...flashSales.ids, ...cashbackOffers.ids])], {
    lng,
    currency,
    now,
  });
  const byId = new Map(cards.map((card) => [card.id, card]));
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((card): card is ProductCardData => card !== undefined);
  return {
    newArrivals: pick(newArrivals.ids),
    salesRanking: pick(salesRanking.ids),
    flashSales: pick(flashSales.ids),
    cashbackOffers: pick(cashbackOffers.ids),
  };
}

export type HomeBanner = { id: number; image: string; title: string; subtitle: string; href: string };

/** The brand home's running banners, in order, texts in the request's language. */
export async function homeBanners({ brandKey, lng, now = new Date() }: { brandKey: string; lng: Language; now?: Date }): Promise<HomeBanner[]> {
  const at = now.toISOString();
  const rows = await db()
    .select({ id: banners.id, image: banners.image, title: banners.title, subtitle: banners.subtitle, href: banners.href })
    .from(banners)
    .where(
      and(
        eq(banners.brandKey, brandKey),
        sql`(${banners.startsAt} is null or ${banners.startsAt} <= ${at}::timestamptz)`,
        sql`(${banners.endsAt} is null or ${banners.endsAt} > ${at}::timestamptz)`,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(8);
  return rows.map((row) => ({ id: row.id, image: row.image, title: localized(row.title, lng), subtitle: localized(row.subtitle, lng), href: row.href }));
}

/** How many of each product the account's cart holds (the card's cart badge), for one page of cards. */
export async function cartQuantities(accountId: number, productIds: readonly number[]): Promise<Record<number, number>> {
  if (productIds.length === 0) return {};
  const rows = await db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.accountId, accountId), inArray(cartItems.productId, [...productIds])));
  return Object.fromEntries(rows.map((row) => [row.productId, row.quantity]));
}

// ---------------------------------------------------------------- product detail

export type ProductDetail = ProductCardData & {
  brandKey: string;
  offMarket: boolean;
  subBarcodes: string[];
  images: string[];
  /** Every parameter, localized, in order. */
  allParams: { type: string; name: string; value: string }[];
  usageInstructions: string;
  carton: { lengthMm: number; widthMm: number; heightMm: number; weightG: number; volumeCm3: number };
  shipsFromChina: boolean;
  undeliveredOrderQty: number;
  /** YYYY-MM-DD */
  expectedArrival: string | null;
  /** From the top level down to the product's own category. */
  breadcrumb: { id: number; name: string }[];
};

const parentCategory = alias(categories, "parent_category");
const rootCategory = alias(categories, "root_category");

/**
 * A product of the brand, or null (unknown id, or another brand's product). Off-market products
 * are returned, flagged, so the page can say so. Two queries: the details, then the card.
 */
export async function productDetail({
  id,
  brandKey,
  lng,
  currency,
  now = new Date(),
}: {
  id: number;
  brandKey: string;
  lng: Language;
  currency: string;
  now?: Date;
}): Promise<ProductDetail | null> {
  const [row] = await db()
    .select({
      brandKey: products.brandKey,
      offMarket: products.offMarket,
      subBarcodes: products.subBarcodes,
      images: products.images,
      params: products.params,
      usage: sql<string | null>`coalesce(${products.usageInstructions}->>${sql`${lng}::text`}, ${products.usageInstructions}->>'en')`,
      lengthMm: products.cartonLengthMm,
      widthMm: products.cartonWidthMm,
      heightMm: products.cartonHeightMm,
      weightG: products.cartonWeightG,
      volumeCm3: products.cartonVolumeCm3,
      shipsFromChina: products.shipsFromChina,
      undeliveredOrderQty: stock.undeliveredOrderQty,
      expectedArrival: stock.expectedArrival,
      categoryId: categories.id,
      categoryNames: categories.names,
      parentId: parentCategory.id,
      parentNames: parentCategory.names,
      rootId: rootCategory.id,
      rootNames: rootCategory.names,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .leftJoin(rootCategory, eq(rootCategory.id, parentCategory.parentId))
    .where(and(eq(products.id, id), eq(products.brandKey, brandKey)))
    .limit(1);
  if (!row) return null;
  const [card] = await cardsByIds([id], { lng, currency, now });
  if (!card) return null;
  const breadcrumb = [
    row.rootId !== null && row.rootNames ? { id: row.rootId, name: localized(row.rootNames, lng) } : null,
    row.parentId !== null && row.parentNames ? { id: row.parentId, name: localized(row.parentNames, lng) } : null,
    { id: row.categoryId, name: localized(row.categoryNames, lng) },
  ].filter((step): step is { id: number; name: string } => step !== null);
  return {
    ...card,
    brandKey: row.brandKey,
    offMarket: row.offMarket,
    subBarcodes: row.subBarcodes,
    images: row.images,
    allParams: row.params.map((param) => ({
      type: param.type,
      name: localized(param.name, lng),
      value: localized(param.value, lng),
    })),
    usageInstructions: row.usage ?? "",
    carton: { lengthMm: row.lengthMm, widthMm: row.widthMm, heightMm: row.heightMm, weightG: row.weightG, volumeCm3: row.volumeCm3 },
    shipsFromChina: row.shipsFromChina,
    undeliveredOrderQty: row.undeliveredOrderQty ?? 0,
    expectedArrival: row.expectedArrival,
    breadcrumb,
  };
}

export type AccessoryCard = ProductCardData & { refGoodsNum: number };

/** A page of a product's recommended accessories (listed products of the same brand), in their order. */
export async function productAccessoriesPage({
  productId,
  brandKey,
  lng,
  currency,
  page,
  pageSize = 5,
  now = new Date(),
}: {
  productId: number;
  brandKey: string;
  lng: Language;
  currency: string;
  page: number;
  pageSize?: number;
  now?: Date;
}): Promise<{ items: AccessoryCard[]; total: number; page: number; pageSize: number }> {
  const run = (p: number) =>
    db()
      .select({ id: products.id, refGoodsNum: productAccessories.refGoodsNum, total: sql<number>`(count(*) over ())::int` })
      .from(productAccessories)
      .innerJoin(products, eq(products.id, productAccessories.accessoryId))
      .where(and(eq(productAccessories.productId, productId), listed(brandKey)))
      .orderBy(asc(productAccessories.position), asc(products.id))
      .limit(pageSize)
      .offset((p - 1) * pageSize);
  let current = Math.max(1, Math.floor(page) || 1);
  let rows = await run(current);
  if (rows.length === 0 && current > 1) {
    current = 1;
    rows = await run(current);
  }
  const refGoodsNum = new Map(rows.map((row) => [row.id, row.refGoodsNum]));
  const cards = await cardsByIds(
    rows.map((row) => row.id),
    { lng, currency, now },
  );
  return {
    items: cards.map((card) => ({ ...card, refGoodsNum: refGoodsNum.get(card.id) ?? 1 })),
    total: rows[0]?.total ?? 0,
    page: current,
    pageSize,
  };
}
