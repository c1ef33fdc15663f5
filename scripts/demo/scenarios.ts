import type { Random } from "./prng";

export type PromotionSlot = "flash" | "flash-sold-out" | "discount" | "order-now" | "ended" | "upcoming";

/** Cashback tiers as [threshold in euro cents, percentage in basis points]. */
export type CashbackPattern = readonly (readonly [number, number])[];

export const CASHBACK_ORDER_NOW: CashbackPattern = [[0, 100]];
export const CASHBACK_MULTI_TIER: CashbackPattern = [
  [0, 100],
  [50_000, 200],
  [100_000, 300],
];
const CASHBACK_PATTERNS: readonly CashbackPattern[] = [
  CASHBACK_ORDER_NOW,
  CASHBACK_MULTI_TIER,
  [
    [30_000, 150],
    [80_000, 250],
  ],
  [[0, 200]],
];

/** Everything about a product's availability and merchandising that the shop's states depend on. */
export type ProductState = {
  available: number;
  inTransit: number;
  undelivered: number;
  /** Days from now; set whenever inTransit > 0 (at most 90). */
  arrivalInDays: number | null;
  notCheckStock: boolean;
  isNew: boolean;
  restock: boolean;
  top: boolean;
  offShelves: boolean;
  presale: boolean;
  offMarket: boolean;
  offlineOnly: boolean;
  notOnline: boolean;
  shipsFromChina: boolean;
  priceZero: boolean;
  replaceBarcode: boolean;
  subBarcodes: number;
  /** The barcode ends in the same six digits as the brand's first product's. */
  suffixTwin: boolean;
  cashback: CashbackPattern | null;
  accessories: "none" | "some" | "many";
  promotion: PromotionSlot | null;
};

const PLAIN: ProductState = {
  available: 0,
  inTransit: 0,
  undelivered: 0,
  arrivalInDays: null,
  notCheckStock: false,
  isNew: false,
  restock: false,
  top: false,
  offShelves: false,
  presale: false,
  offMarket: false,
  offlineOnly: false,
  notOnline: false,
  shipsFromChina: false,
  priceZero: false,
  replaceBarcode: false,
  subBarcodes: 0,
  suffixTwin: false,
  cashback: null,
  accessories: "none",
  promotion: null,
};

/**
 * The first products of every brand, one per state that SPEC.md sections 4 and 5 tell apart, so
 * that any catalogue of about 100 products or more shows all of them whatever the seed.
 */
const SCENARIOS: readonly ((rng: Random) => Partial<ProductState>)[] = [
  // 0: normal badge, lots of stock, many accessories (the fittings popup pages by 5), tiered cashback
  (rng) => ({ available: rng.int(2000, 6000), accessories: "many", cashback: CASHBACK_MULTI_TIER, replaceBarcode: true }),
  // 1: presale with stock on hand and more on the way
  (rng) => ({ presale: true, available: rng.int(120, 800), inTransit: rng.int(500, 2000), arrivalInDays: rng.int(20, 60) }),
  // 2: replenishment: sold out and flagged for restock
  (rng) => ({ available: 0, restock: true, inTransit: rng.int(200, 1000), arrivalInDays: rng.int(10, 45) }),
  // 3: sold out, no restock planned
  () => ({ available: 0 }),
  // 4: discount badge (a running promotion with vipType ≠ 0)
  (rng) => ({ available: rng.int(400, 3000), promotion: "discount" }),
  // 5: new arrival with fewer than 100 in stock and sub-barcodes
  (rng) => ({ isNew: true, available: rng.int(12, 96), subBarcodes: 2 }),
  // 6: Top, in a running flash sale with promotion stock left
  (rng) => ({ top: true, available: rng.int(600, 4000), promotion: "flash" }),
  // 7: flash sale whose promotion stock has run out
  (rng) => ({ available: rng.int(300, 2000), promotion: "flash-sold-out" }),
  // 8: off shelves
  (rng) => ({ offShelves: true, available: rng.int(100, 900) }),
  // 9: price zero: ask the salesperson
  (rng) => ({ priceZero: true, available: rng.int(100, 900) }),
  // 10: stock not checked (unlimited), cashback from the first euro (order-now style)
  () => ({ notCheckStock: true, available: 0, cashback: CASHBACK_ORDER_NOW }),
  // 11: off the market
  (rng) => ({ offMarket: true, available: rng.int(0, 50) }),
  // 12: offline sales only
  (rng) => ({ offlineOnly: true, available: rng.int(200, 2000) }),
  // 13: not for online sale
  (rng) => ({ notOnline: true, available: rng.int(200, 2000) }),
  // 14: shipped directly from China (65 m³ minimum)
  (rng) => ({ shipsFromChina: true, available: rng.int(5000, 20000) }),
  // 15: order-now promotion
  (rng) => ({ available: rng.int(500, 3000), promotion: "order-now", subBarcodes: 3 }),
  // 16: in a promotion that has ended
  (rng) => ({ available: rng.int(500, 3000), promotion: "ended" }),
  // 17: barcode shares its last six digits with product 0
  (rng) => ({ available: rng.int(150, 900), suffixTwin: true, replaceBarcode: true }),
];

export const SCENARIO_COUNT = SCENARIOS.length;

/** The state of the n-th product of a brand: a fixed scenario for the first ones, random after. */
export function productState(indexInBrand: number, rng: Random, hasAccessoryTypes: boolean): ProductState {
  const scenario = SCENARIOS[indexInBrand];
  if (scenario) return { ...PLAIN, ...scenario(rng) };
  return randomState(rng, hasAccessoryTypes);
}

function randomStock(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.07) return 0;
  if (roll < 0.25) return rng.int(1, 99);
  if (roll < 0.6) return rng.int(100, 999);
  if (roll < 0.9) return rng.int(1000, 9999);
  return rng.int(10_000, 60_000);
}

function randomState(rng: Random, hasAccessoryTypes: boolean): ProductState {
  const state: ProductState = { ...PLAIN, available: randomStock(rng) };
  state.notCheckStock = rng.chance(0.04);
  if (state.available === 0 && !state.notCheckStock) state.restock = rng.chance(0.5);
  if (rng.chance(0.25) || state.restock) {
    state.inTransit = rng.int(1, 40) * 50;
    state.arrivalInDays = rng.int(3, 90);
  }
  if (rng.chance(0.2)) state.undelivered = rng.int(1, 60) * 10;
  state.presale = state.available > 0 && rng.chance(0.03);
  if (state.presale && state.inTransit === 0) {
    state.inTransit = rng.int(5, 40) * 50;
    state.arrivalInDays = rng.int(15, 90);
  }
  state.isNew = rng.chance(0.07);
  state.top = rng.chance(0.04);
  state.offShelves = rng.chance(0.02);
  state.offMarket = rng.chance(0.01);
  state.offlineOnly = rng.chance(0.02);
  state.notOnline = rng.chance(0.015);
  state.shipsFromChina = rng.chance(0.06);
  state.priceZero = rng.chance(0.01);
  state.replaceBarcode = rng.chance(0.08);
  state.subBarcodes = rng.chance(0.06) ? rng.int(1, 3) : 0;
  state.cashback = !state.priceZero && rng.chance(0.04) ? rng.pick(CASHBACK_PATTERNS) : null;
  if (hasAccessoryTypes) state.accessories = rng.chance(0.02) ? "many" : rng.chance(0.15) ? "some" : "none";
  return state;
}

/** Products a random promotion may take: orderable, priced and with something to sell. */
export function promotable(state: ProductState): boolean {
  return (
    state.promotion === null &&
    !state.priceZero &&
    !state.offMarket &&
    !state.offShelves &&
    !state.presale &&
    !state.notOnline &&
    !state.offlineOnly &&
    (state.available > 0 || state.notCheckStock)
  );
}
