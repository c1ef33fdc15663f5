/** Product cards: what every card on a page shares (CardSettings) and the cards of a page of products in one query. */
import { and, eq, sql } from "drizzle-orm";
import { prepared } from "~/db/prepared.server";
import { cartItems, cashbackTiers, productAccessories, productPrices, products, stock, tags, productTags } from "~/db/schema";
import type { CardParam } from "~/domain/card-badge";
import { activityPriceOf, rateOffBp } from "~/domain/pricing";
import { timeZoneForCountry } from "~/domain/date-time";
import type { Language } from "~/i18n/languages";
import type { Brand } from "~/services/platform/brands.server";
import { newAddKey } from "~/services/cart/cart.server";
import type { Actor } from "~/services/identity/actor.server";
import { promoOfProduct, runningPromotions } from "./product-facts.server";

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
  /** A presale product's expected arrival (YYYY-MM-DD), when it is today or later (decision 0111). */
  presaleArrival?: string | null;
  promotion: CardPromotion | null;
  /** Cashback tiers in the currency (threshold in minor units, percentage in basis points), lowest first. */
  cashback?: { thresholdMinor: number; percentBp: number }[];
  /** How many recommended accessories (fittings) the product has that are listed: the card's "Fittings (N)" (decision 0111). */
  fittings?: number;
};

/** The cards of some products (at most a page), in one query; returned in the order of `ids`. */
export async function cardsByIds(ids: number[], options: CardOptions): Promise<ProductCardData[]> {
  return (await cardsAndCart(ids, { ...options, cartOf: null })).cards;
}

type CardOptions = { lng: Language; currency: string; now: Date };

/** How many of each product of a page an account's cart holds (the card's cart badge), by product id. */
export type InCart = Record<number, number>;

/**
 * The cards of some products and, for the account `cartOf`, how many of each its cart holds: one
 * query (issue 15). Cards come in the order of `ids`.
 */
export async function cardsAndCart(ids: number[], { lng, currency, now, cartOf }: CardOptions & { cartOf: number | null }): Promise<{ cards: ProductCardData[]; inCart: InCart }> {
  if (ids.length === 0) return { cards: [], inCart: {} };
  const rows = await cardsQuery().execute({ ids, lng, currency, at: now.toISOString(), cartOf });
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  const inCart: InCart = {};
  for (const row of rows) if (row.inCart !== null) inCart[row.id] = Number(row.inCart);
  return { cards: ids.map((id) => byId.get(id)).filter((card): card is ProductCardData => card !== undefined), inCart };
}

/** The cards' statement, prepared once (decision 0100): the page's ids as one array parameter. */
const cardsQuery = prepared("cards", (database) => {
  const ids = sql`(select unnest(${sql.placeholder("ids")}::int[]))`;
  const currency = sql.placeholder("currency");
  const promo = runningPromotions(currency, sql.placeholder("at"), { productIds: ids });
  const lang = sql`${sql.placeholder("lng")}::text`;
  return database
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
      presaleArrival: sql<string | null>`case when ${products.presale} and ${stock.expectedArrival} >= current_date then ${stock.expectedArrival}::text end`,
      promoActivityPriceMinor: promo.activityPriceMinor,
      promoActivityRateBp: promo.activityRateBp,
      promoQuantityLimit: promo.quantityLimit,
      promoRemainingQty: promo.remainingQty,
      promoKind: promo.kind,
      promoVipType: promo.vipType,
      promoEndsAt: promo.endsAt,
      // The accessories the fittings page lists: listed products of the product's brand (productAccessoriesPage).
      fittings: sql<number>`(select count(*)::int from ${productAccessories} join ${products} fitting on fitting.id = ${productAccessories.accessoryId}
        where ${productAccessories.productId} = ${products.id} and fitting.brand_key = ${products.brandKey} and not fitting.off_market)`,
      // Null without an account: no cart line has a null account.
      inCart: sql<number | null>`(select ${cartItems.quantity} from ${cartItems} where ${cartItems.accountId} = ${sql.placeholder("cartOf")}::int and ${cartItems.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .leftJoin(stock, eq(stock.productId, products.id))
    .leftJoin(promo, promoOfProduct(promo))
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::int[])`);
});

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
  fittings: number;
  cashback: { thresholdMinor: number | string; percentBp: number }[];
  priceMinor: number | string | null;
  available: number | null;
  inTransit: number | null;
  notCheckStock: boolean | null;
  presaleArrival: string | null;
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
    presaleArrival: row.presaleArrival,
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
    fittings: Number(row.fittings),
  };
}
