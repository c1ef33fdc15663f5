import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { queryRows } from "./insert";

const RUNNING = "m.starts_at <= now() and m.ends_at > now()";

const inPromotion = (where: string) =>
  `exists (select 1 from promotion_items i join promotions m on m.id = i.promotion_id where i.product_id = p.id and ${where})`;

/**
 * The product states the demo data guarantees in every brand (SPEC.md sections 4 and 5), as SQL
 * conditions over `products p join stock s on s.product_id = p.id`. Tests use them to check
 * coverage and to find a product in a given state.
 */
export const DEMO_STATES = {
  normal: `not p.presale and not p.is_new and not p.restock and not p.off_shelves and not p.off_market and s.available > 100
    and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_minor > 0)
    and not ${inPromotion(`m.vip_type <> 0 and ${RUNNING}`)}`,
  presale: "p.presale and s.available > 0",
  replenishment: "s.available = 0 and p.restock and not s.not_check_stock",
  soldOut: "s.available = 0 and not p.restock and not s.not_check_stock and not p.presale",
  discount: inPromotion(`m.kind = 'discount' and m.vip_type <> 0 and i.activity_rate_bp > 0 and ${RUNNING}`),
  new: "p.is_new and p.new_arrival_date >= current_date - 60",
  top: "p.top",
  offShelves: "p.off_shelves",
  priceZero: "not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_minor <> 0)",
  unlimitedStock: "s.not_check_stock",
  stockBelow100: "s.available between 1 and 99 and not s.not_check_stock",
  stockAbove100: "s.available > 100 and not s.not_check_stock",
  inTransit: "s.in_transit > 0 and s.expected_arrival between current_date and current_date + 90",
  flashSale: inPromotion(
    `m.kind = 'flash_sale' and ${RUNNING} and i.remaining_qty > 0
     and i.activity_price_minor < (select pp.price_minor from product_prices pp where pp.product_id = p.id and pp.currency = i.currency)`,
  ),
  flashSaleRunOut: inPromotion(`m.kind = 'flash_sale' and ${RUNNING} and i.remaining_qty = 0`),
  orderNow: inPromotion(`m.kind = 'order_now' and ${RUNNING}`),
  endedPromotion: inPromotion("m.ends_at <= now()"),
  cashbackFromZero: "exists (select 1 from cashback_tiers c where c.product_id = p.id and c.threshold_minor = 0)",
  cashbackTiers: "exists (select 1 from cashback_tiers c where c.product_id = p.id group by c.currency having count(*) >= 3)",
  accessories: "exists (select 1 from product_accessories a where a.product_id = p.id)",
  moreThanFiveAccessories: "(select count(*) from product_accessories a where a.product_id = p.id) > 5",
  cardParams: `p.params @> '[{"type": "1"}]'`,
  offMarket: "p.off_market",
  offlineOnly: "p.offline_only",
  notOnline: "p.not_online",
  shipsFromChina: "p.ships_from_china",
  replaceBarcode: "p.replace_barcode is not null",
  subBarcodes: "cardinality(p.sub_barcodes) between 1 and 3",
  sharedBarcodeSuffix: "exists (select 1 from products q where right(q.barcode, 6) = right(p.barcode, 6) and q.id <> p.id)",
} as const;

export type DemoState = keyof typeof DEMO_STATES;

/** Ids of products of a brand in the given state, lowest first. */
export async function findDemoProducts(db: Executor, brandKey: string, state: DemoState, limit = 1): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p join stock s on s.product_id = p.id
        where p.brand_key = ${brandKey} and (${sql.raw(DEMO_STATES[state])}) order by p.id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
