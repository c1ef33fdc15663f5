/**
 * What the card, the cart, the confirm page and the submit know about products, from one place:
 * which promotion applies (runningPromotions, the only such query) and the product facts the
 * quantity and price rules take (productFacts). The rules themselves are the domain's
 * (cart-quantity.ts, pricing.ts).
 */
import { type Placeholder, type SQL, and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Executor, db, queryRows } from "~/db/client.server";
import { products, promotionItems, promotions } from "~/db/schema";
import type { QuantityProduct } from "~/domain/cart-quantity";
import { shownUnitMinor } from "~/domain/pricing";
import type { Language } from "~/i18n/languages";
import type { Actor } from "~/services/identity/actor.server";

type PromotionScope = {
  /** Only this brand's promotions (a list page); else every brand's, each for its own products (the cart). */
  brandKey?: string;
  /** Only these products' items: a list of ids, or a subquery that selects them. */
  productIds?: number[] | SQL;
};

/**
 * Which promotion applies: the running promotion item of each product for a currency, from a
 * promotion of the product's brand, as a derived table with one row per product: flash sales
 * first, then the one ending soonest, then the first item. An item whose promotion quantity has
 * run out no longer gives its price. Running items are few, so the table is small and joins by
 * hash whatever the catalogue's size.
 */
export function runningPromotions(currency: string | Placeholder, now: Date | Placeholder, { brandKey, productIds }: PromotionScope = {}) {
  // A prepared statement passes placeholders (decision 0100); the value then is an ISO string.
  const at = now instanceof Date ? now.toISOString() : now;
  return db()
    .selectDistinctOn([promotionItems.productId], {
      productId: promotionItems.productId,
      itemId: promotionItems.id,
      activityPriceMinor: promotionItems.activityPriceMinor,
      activityRateBp: promotionItems.activityRateBp,
      quantityLimit: promotionItems.quantityLimit,
      remainingQty: promotionItems.remainingQty,
      perAccountLimit: promotionItems.perAccountLimit,
      kind: promotions.kind,
      vipType: promotions.vipType,
      endsAt: promotions.endsAt,
    })
    .from(promotionItems)
    .innerJoin(promotions, eq(promotions.id, promotionItems.promotionId))
    .where(
      and(
        eq(promotionItems.currency, currency),
        sql`${promotions.startsAt} <= ${at}::timestamptz`,
        sql`${promotions.endsAt} > ${at}::timestamptz`,
        sql`(${promotionItems.remainingQty} is null or ${promotionItems.remainingQty} > 0)`,
        // Only a promotion of the product's own brand gives it a price.
        sql`exists (select 1 from ${products} where ${products.id} = ${promotionItems.productId} and ${products.brandKey} = ${promotions.brandKey})`,
        brandKey ? eq(promotions.brandKey, brandKey) : undefined,
        productIds === undefined
          ? undefined
          : Array.isArray(productIds)
            ? inArray(promotionItems.productId, productIds)
            : sql`${promotionItems.productId} in ${productIds}`,
      ),
    )
    .orderBy(asc(promotionItems.productId), sql`${promotions.kind} = 'flash_sale' desc`, asc(promotions.endsAt), asc(promotionItems.id))
    .as("promo");
}

export type Promo = ReturnType<typeof runningPromotions>;

/** Joins runningPromotions to the products of a Drizzle query (its rows are of the product's own brand already). */
export const promoOfProduct = (promo: Promo) => eq(promo.productId, products.id);

export type ProductRow = {
  id: number;
  brand_key: string;
  brand_name: string;
  name: string;
  barcode: string;
  image: string | null;
  min_order_qty: number;
  sale_double: number;
  pkg_num: number;
  off_market: boolean;
  off_shelves: boolean;
  not_online: boolean;
  offline_only: boolean;
  presale: boolean;
  available: number;
  not_check_stock: boolean;
  price_minor: string | number | null;
  activity_price_minor: string | number | null;
  activity_rate_bp: number | null;
  remaining_qty: number | null;
  per_account_limit: number | null;
  promotion_item_id: number | null;
  names: Record<string, string> & { en: string };
  model: string;
  carton_volume_cm3: number;
  ships_from_china: boolean;
  in_scope: boolean;
};

/**
 * What the quantity rules need about some products, for an account, in one query: the product,
 * its stock, its price in the account's currency, the running promotion that applies (the one the
 * card shows: runningPromotions), and whether it is in the account's sales scope (its category or
 * one above it is in the scope).
 */
export async function productFacts(executor: Executor, actor: Actor, ids: number[], lng: Language, now: Date): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const promo = runningPromotions(actor.currency, now, { productIds: ids });
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<ProductRow>(
    executor,
    sql`select p.id, p.brand_key, b.name as brand_name,
          coalesce(p.names->>${lng}::text, p.names->>'en') as name, p.barcode, p.images[1] as image,
          p.min_order_qty, p.sale_double, p.pkg_num, p.off_market, p.off_shelves, p.not_online, p.offline_only, p.presale,
          coalesce(s.available, 0) as available, coalesce(s.not_check_stock, false) as not_check_stock,
          pp.price_minor, ${promo.activityPriceMinor} as activity_price_minor, ${promo.activityRateBp} as activity_rate_bp,
          ${promo.remainingQty} as remaining_qty, ${promo.perAccountLimit} as per_account_limit,
          ${promo.itemId} as promotion_item_id, p.names, p.model, p.carton_volume_cm3, p.ships_from_china,
          (${actor.salesScopeId}::int is null or exists (
            with recursive up(id, parent_id) as (
              select c.id, c.parent_id from categories c where c.id = p.category_id
              union all
              select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
            select 1 from up join sales_scope_categories sc on sc.category_id = up.id and sc.scope_id = ${actor.salesScopeId}::int)) as in_scope
        from products p
        join brands b on b.key = p.brand_key
        left join stock s on s.product_id = p.id
        left join product_prices pp on pp.product_id = p.id and pp.currency = ${actor.currency}
        left join ${promo} on ${promo.productId} = p.id
        where p.id in (${idList})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

const amount = (value: string | number | null) => (value === null ? null : Number(value));

/** The price and the running promotion's terms of a product, as the price rule (pricing.ts) takes them. */
export function priceTerms(row: ProductRow): { priceMinor: number | null; activityPriceMinor: number | null; activityRateBp: number | null } {
  return { priceMinor: amount(row.price_minor), activityPriceMinor: amount(row.activity_price_minor), activityRateBp: row.activity_rate_bp };
}

export function toQuantityProduct(row: ProductRow): QuantityProduct {
  const hasPromotion = row.activity_price_minor !== null || row.activity_rate_bp !== null;
  return {
    minOrderQty: row.min_order_qty,
    saleDouble: row.sale_double,
    pkgNum: row.pkg_num,
    available: row.available,
    notCheckStock: row.not_check_stock,
    presale: row.presale,
    offMarket: row.off_market,
    offShelves: row.off_shelves,
    notOnline: row.not_online,
    offlineOnly: row.offline_only,
    inScope: row.in_scope,
    unitPriceMinor: shownUnitMinor(priceTerms(row)),
    promotion: hasPromotion ? { remainingQty: row.remaining_qty, perAccountLimit: row.per_account_limit } : null,
  };
}

