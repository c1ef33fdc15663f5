import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import type { BrandProducts, PromotedProduct } from "./catalogue-writer";
import { insertRows, maxId, syncSequence } from "./insert";
import { Random } from "./prng";
import type { PromotionSlot } from "./scenarios";
import { type T9, localized } from "./text";

const NAMES = {
  flash: ["Flash sale", "限时抢购", "Oferta relámpago", "Offerta lampo", "Błyskawiczna wyprzedaż", "Blitzangebot", "Flitsuitverkoop", "Vente flash", "Venda relâmpago"],
  discount: ["Partner discount", "会员折扣", "Descuento para socios", "Sconto partner", "Rabat partnerski", "Partnerrabatt", "Partnerkorting", "Remise partenaire", "Desconto de parceiro"],
  orderNow: ["Order now", "立即订购优惠", "Pide ya", "Ordina subito", "Zamów teraz", "Jetzt bestellen", "Nu bestellen", "Commandez maintenant", "Encomende já"],
  ended: ["Spring flash sale", "春季限时抢购", "Oferta relámpago de primavera", "Offerta lampo di primavera", "Wiosenna błyskawiczna wyprzedaż", "Frühlings-Blitzangebot", "Lente-flitsuitverkoop", "Vente flash de printemps", "Venda relâmpago de primavera"],
  upcoming: ["Weekend flash sale", "周末限时抢购", "Oferta relámpago de fin de semana", "Offerta lampo del weekend", "Weekendowa błyskawiczna wyprzedaż", "Wochenend-Blitzangebot", "Weekend-flitsuitverkoop", "Vente flash du week-end", "Venda relâmpago de fim de semana"],
} as const satisfies Record<string, T9>;

type Kind = "flash_sale" | "discount" | "order_now";

type PromotionPlan = {
  kind: Kind;
  vipType: number;
  names: T9;
  /** Hours relative to now. */
  startsIn: number;
  endsIn: number;
  slots: readonly PromotionSlot[];
};

type ItemRow = {
  id: number;
  promotion_id: number;
  product_id: number;
  currency: string;
  activity_price_minor: number | null;
  activity_rate_bp: number | null;
  quantity_limit: number | null;
  remaining_qty: number | null;
  per_account_limit: number | null;
};

const HOUR = 3_600_000;

function plans(rng: Random): PromotionPlan[] {
  return [
    { kind: "flash_sale", vipType: 0, names: NAMES.flash, startsIn: -rng.int(6, 72), endsIn: rng.int(25, 30 * 24), slots: ["flash", "flash-sold-out"] },
    { kind: "discount", vipType: 1, names: NAMES.discount, startsIn: -rng.int(24, 240), endsIn: rng.int(7 * 24, 45 * 24), slots: ["discount"] },
    { kind: "order_now", vipType: 0, names: NAMES.orderNow, startsIn: -rng.int(24, 120), endsIn: rng.int(5 * 24, 20 * 24), slots: ["order-now"] },
    { kind: "flash_sale", vipType: 0, names: NAMES.ended, startsIn: -rng.int(40, 60) * 24, endsIn: -rng.int(5, 20) * 24, slots: ["ended"] },
    { kind: "flash_sale", vipType: 0, names: NAMES.upcoming, startsIn: rng.int(2, 5) * 24, endsIn: rng.int(7, 12) * 24, slots: ["upcoming"] },
  ];
}

function items(plan: PromotionPlan, promotionId: number, slot: PromotionSlot, product: PromotedProduct, rng: Random): Omit<ItemRow, "id">[] {
  const rateBp = plan.kind === "discount" ? rng.pick([1000, 1500, 1500, 2000]) : 500;
  const factor = 0.7 + rng.next() * 0.18;
  const limit = plan.kind === "flash_sale" ? product.pkgNum * rng.int(2, 20) : null;
  const remaining = limit === null ? null : slot === "flash-sold-out" ? 0 : rng.int(1, limit);
  const perAccount = limit !== null && rng.chance(0.5) ? product.pkgNum * 2 : null;
  return Object.entries(product.prices).map(([currency, price]) => ({
    promotion_id: promotionId,
    product_id: product.id,
    currency,
    activity_price_minor: plan.kind === "flash_sale" ? Math.min(price - 1, Math.max(1, Math.round(price * factor))) : null,
    activity_rate_bp: plan.kind === "flash_sale" ? null : rateBp,
    quantity_limit: limit,
    remaining_qty: remaining,
    per_account_limit: perAccount,
  }));
}

/**
 * Per brand: a running flash sale (one item's promotion stock run out), a running discount with a
 * vipType, a running order-now promotion, one that has ended and one that has not started.
 */
export async function writePromotions(
  db: Executor,
  brands: readonly BrandProducts[],
  options: { seed: number; now: Date },
): Promise<{ promotions: number; items: number }> {
  const { seed, now } = options;
  let nextPromotion = (await maxId(db, "promotions")) + 1;
  let nextItem = (await maxId(db, "promotion_items")) + 1;
  const at = (hours: number) => new Date(Math.floor((now.getTime() + hours * HOUR) / HOUR) * HOUR).toISOString();
  const promotionRows: object[] = [];
  const itemRows: ItemRow[] = [];
  for (const brand of brands) {
    const rng = new Random(seed, "promotions", brand.brandKey);
    for (const plan of plans(rng)) {
      const members = plan.slots.flatMap((slot) => (brand.promoted.get(slot) ?? []).map((product) => ({ slot, product })));
      if (members.length === 0) continue;
      const promotionId = nextPromotion++;
      promotionRows.push({
        id: promotionId,
        brand_key: brand.brandKey,
        kind: plan.kind,
        vip_type: plan.vipType,
        names: localized(plan.names),
        starts_at: at(plan.startsIn),
        ends_at: at(plan.endsIn),
        created_at: at(plan.startsIn - 72),
      });
      for (const { slot, product } of members) {
        for (const row of items(plan, promotionId, slot, product, rng)) itemRows.push({ id: nextItem++, ...row });
      }
    }
  }
  await insertRows(
    db,
    "promotions",
    [["id", "int"], ["brand_key", "text"], ["kind", "text"], ["vip_type", "smallint"], ["names", "jsonb"], ["starts_at", "timestamptz"], ["ends_at", "timestamptz"], ["created_at", "timestamptz"]],
    promotionRows,
  );
  await insertRows(
    db,
    "promotion_items",
    [["id", "int"], ["promotion_id", "int"], ["product_id", "int"], ["currency", "char(3)"], ["activity_price_minor", "bigint"], ["activity_rate_bp", "int"], ["quantity_limit", "int"], ["remaining_qty", "int"], ["per_account_limit", "int"]],
    itemRows,
    10_000,
  );
  // The items' trigger (migration 0014) stamped their products with the clock: the demo's instant
  // instead, as the catalogue writer does, so that the same seed and instant give the same rows.
  const firstItem = itemRows[0]?.id;
  if (firstItem !== undefined) {
    await db.execute(sql`update products set updated_at = ${now.toISOString()}::timestamptz where id in (select product_id from promotion_items where id >= ${firstItem})`);
  }
  await syncSequence(db, "promotions");
  await syncSequence(db, "promotion_items");
  return { promotions: promotionRows.length, items: itemRows.length };
}
