/**
 * The shared vocabulary of combined orders (issue 18, decision 0108): combinations sold by the set,
 * pallets and containers of China-direct goods, and the groups an order keeps. The tables
 * (app/db/schema.ts) take their enum types and limits from here; the rules are in
 * combinations.ts, pallets.ts, full-reduction.ts and order-discounts.ts.
 */

/** Who is offered a combination: every account of its brand, or only the sales scopes listed. */
export const COMBINATION_AUDIENCES = ["all", "scopes"] as const;
export type CombinationAudience = (typeof COMBINATION_AUDIENCES)[number];

/** A pallet type is a pallet (EUR) or a shipping container (20GP, 40GP, 40HQ). */
export const PALLET_KINDS = ["pallet", "container"] as const;
export type PalletKind = (typeof PALLET_KINDS)[number];

/** What an order's group of lines was in the cart. */
export const ORDER_GROUP_KINDS = ["combination", "pallet"] as const;
export type OrderGroupKind = (typeof ORDER_GROUP_KINDS)[number];

/** The most sets of one combination a cart holds ("add N sets", 1 ≤ N ≤ 9,999). */
export const MAX_SETS = 9_999;

/** A pallet's name: 1 to 50 characters. */
export const PALLET_NAME_MAX = 50;

/** The most cartons of one product on one pallet (a 76 m³ container of one-litre cartons holds 76,000). */
export const MAX_PALLET_CARTONS = 99_999;

/** "Merge the order": China-direct goods travel with the consolidated shipment, this many days later. */
export const CHINA_MERGE_EXTRA_DAYS = 21;

export type CombinationItemTerms = { productId: number; quantity: number };
export type CombinationTier = { fromSets: number; discountBp: number };
export type CombinationMinimum = { currency: string; minimumMinor: number };

/**
 * What a version of a combination was (combination_versions.snapshot): the buyer who added it
 * holds this version, so "combination changed" can say what changed since.
 */
export type CombinationSnapshot = {
  version: number;
  items: CombinationItemTerms[];
  tiers: CombinationTier[];
  minimums: CombinationMinimum[];
  active: boolean;
  /** ISO instants; null: open. */
  startsAt: string | null;
  endsAt: string | null;
};
