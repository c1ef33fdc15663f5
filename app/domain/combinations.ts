/**
 * Combinations (decision 0108): the price of a set with the buyer's rate and the tier reached, the
 * next tier, the most sets the stock gives, a combination's minimum and what changed between two
 * versions. Amounts are integer minor units, rates basis points.
 */
import { type CombinationAudience, type CombinationItemTerms, type CombinationSnapshot, type CombinationTier, MAX_SETS } from "./combined-orders";
import { type UnitPrice, allocateByLargestRemainder, applyRate, setItemUnitPrice } from "./pricing";

const validTier = (tier: CombinationTier) =>
  Number.isInteger(tier.fromSets) && tier.fromSets >= 1 && Number.isInteger(tier.discountBp) && tier.discountBp > 0 && tier.discountBp < 10_000;

/**
 * The tier N sets reach: of the tiers from at most N sets, the one with the best rate (tiers
 * normally rise with the sets; should one not, buying more never costs the buyer his rate).
 * Null when none is reached.
 */
export function tierReached(tiers: readonly CombinationTier[], sets: number): CombinationTier | null {
  let best: CombinationTier | null = null;
  for (const tier of tiers) {
    if (!validTier(tier) || tier.fromSets > sets) continue;
    if (!best || tier.discountBp > best.discountBp || (tier.discountBp === best.discountBp && tier.fromSets > best.fromSets)) best = tier;
  }
  return best;
}

/** The nearest tier above N sets that gives more than the one reached ("add 2 sets for 8 % off"); null when there is none. */
export function nextTier(tiers: readonly CombinationTier[], sets: number): { tier: CombinationTier; setsMore: number } | null {
  const reached = tierReached(tiers, sets)?.discountBp ?? 0;
  let next: CombinationTier | null = null;
  for (const tier of tiers) {
    if (!validTier(tier) || tier.fromSets <= sets || tier.discountBp <= reached || tier.fromSets > MAX_SETS) continue;
    if (!next || tier.fromSets < next.fromSets || (tier.fromSets === next.fromSets && tier.discountBp > next.discountBp)) next = tier;
  }
  return next ? { tier: next, setsMore: next.fromSets - sets } : null;
}

/** An item of a set with its list price in the account's currency (null: none). */
export type SetItemInput = CombinationItemTerms & { priceMinor: number | null };

export type SetItemPrice = UnitPrice & { productId: number; quantity: number };

export type SetPrice = {
  items: SetItemPrice[];
  /** Σ list unit × quantity per set: the set before any discount. */
  setListMinor: number;
  /** Σ the buyer's net unit × quantity per set (step 2): the set before its tier. */
  setBaseMinor: number;
  tierBp: number;
  /** One set after the tier, rounded once per set, half up (step 3). */
  setUnitMinor: number;
};

/**
 * The price of one set at a tier: each item at the buyer's net unit without promotions, × its
 * quantity per set; the tier's rate off the sum, one rounding. Null when the set has no item or an
 * item has no price in the currency (such a set is not offered).
 */
export function setPrice(items: readonly SetItemInput[], userRateBp: number, tierBp: number): SetPrice | null {
  if (items.length === 0) return null;
  const priced: SetItemPrice[] = [];
  for (const item of items) {
    const price = setItemUnitPrice({ priceMinor: item.priceMinor, userRateBp });
    if (!price || !(item.quantity > 0)) return null;
    priced.push({ productId: item.productId, quantity: item.quantity, ...price });
  }
  const setListMinor = priced.reduce((sum, item) => sum + item.listUnitMinor * item.quantity, 0);
  const setBaseMinor = priced.reduce((sum, item) => sum + item.unitMinor * item.quantity, 0);
  return { items: priced, setListMinor, setBaseMinor, tierBp, setUnitMinor: applyRate(setBaseMinor, tierBp) };
}

/** A line of a combination group: one item for all the sets. */
export type SetLine = UnitPrice & {
  productId: number;
  /** Quantity per set × sets. */
  quantity: number;
  /** The item's share of the group's net (after the tier); the group's lines add up to its net. */
  lineTotalMinor: number;
};

export type CombinationPrice = SetPrice & {
  sets: number;
  tier: CombinationTier | null;
  next: { tier: CombinationTier; setsMore: number } | null;
  /** setListMinor × sets. */
  listMinor: number;
  /** setUnitMinor × sets: what the group costs (step 4). */
  netMinor: number;
  lines: SetLine[];
};

/**
 * A combination group of N sets: the set's price at the tier N reaches, the group's total, and
 * its lines. The tier's discount of one set is spread over the items by the largest remainder
 * (in proportion to their net per set), so that each line has a whole total and the lines add up
 * to the group's net exactly. Null when the set is not priced (setPrice) or N is not 1 to 9,999.
 */
export function combinationPrice({ items, userRateBp, tiers, sets }: { items: readonly SetItemInput[]; userRateBp: number; tiers: readonly CombinationTier[]; sets: number }): CombinationPrice | null {
  if (!Number.isInteger(sets) || sets < 1 || sets > MAX_SETS) return null;
  const tier = tierReached(tiers, sets);
  const price = setPrice(items, userRateBp, tier?.discountBp ?? 0);
  if (!price) return null;
  const perSet = price.items.map((item) => item.unitMinor * item.quantity);
  const discount = price.setBaseMinor - price.setUnitMinor;
  const shares = price.setBaseMinor > 0 ? allocateByLargestRemainder(discount, perSet) : perSet.map(() => 0);
  return {
    ...price,
    sets,
    tier,
    next: nextTier(tiers, sets),
    listMinor: price.setListMinor * sets,
    netMinor: price.setUnitMinor * sets,
    lines: price.items.map((item, index) => ({
      productId: item.productId,
      quantity: item.quantity * sets,
      listUnitMinor: item.listUnitMinor,
      unitMinor: item.unitMinor,
      lineTotalMinor: (perSet[index]! - shares[index]!) * sets,
    })),
  };
}

/** An item's stock: what is available, or not checked (unlimited). */
export type StockTerms = { available: number; unlimited: boolean };

/**
 * The most sets the stock gives now: for each item ⌊(available − what other lines of the order
 * take) / quantity per set⌋, the smallest; at most 9,999, at least 0. An item without a stock row
 * has none; an unlimited item limits nothing.
 */
export function mostSetsInStock(items: readonly CombinationItemTerms[], stock: ReadonlyMap<number, StockTerms>, takenElsewhere: ReadonlyMap<number, number> = new Map()): number {
  let most = items.length === 0 ? 0 : MAX_SETS;
  for (const item of items) {
    const terms = stock.get(item.productId);
    if (terms?.unlimited) continue;
    const free = Math.max(0, (terms?.available ?? 0) - (takenElsewhere.get(item.productId) ?? 0));
    most = Math.min(most, item.quantity > 0 ? Math.floor(free / item.quantity) : 0);
  }
  return Math.max(0, most);
}

/**
 * The fewest sets whose group reaches a combination's minimum (steps 3 and 5), with the tiers
 * counted (more sets may reach a tier and cost less each); null when no number up to 9,999 does
 * or the set is not priced. A minimum of 0 or less is met by one set.
 */
export function setsForMinimum({ items, userRateBp, tiers, minimumMinor }: { items: readonly SetItemInput[]; userRateBp: number; tiers: readonly CombinationTier[]; minimumMinor: number }): number | null {
  const base = setPrice(items, userRateBp, 0);
  if (!base) return null;
  // Between two tier thresholds the set's price is fixed, so the group's net grows with the sets:
  // the first count of each stretch that reaches the minimum, the smallest of those.
  const starts = [...new Set([1, ...tiers.filter(validTier).map((tier) => tier.fromSets)])].filter((start) => start <= MAX_SETS).sort((a, b) => a - b);
  let best: number | null = null;
  starts.forEach((start, index) => {
    const end = (starts[index + 1] ?? MAX_SETS + 1) - 1;
    const unit = applyRate(base.setBaseMinor, tierReached(tiers, start)?.discountBp ?? 0);
    const needed = minimumMinor <= 0 ? start : unit > 0 ? Math.max(start, Math.ceil(minimumMinor / unit)) : null;
    if (needed !== null && needed <= end && (best === null || needed < best)) best = needed;
  });
  return best;
}

export type CombinationMinimumShortfall = { minimumMinor: number; amountMinor: number; setsNeeded: number | null };

/**
 * Step 5 for a combination: its group's net (before the full reduction) against its minimum in
 * the account's currency. Null when there is none or it is met; else the minimum, the amount and
 * the fewest sets that reach it.
 */
export function combinationMinimumShortfall(group: { items: readonly SetItemInput[]; userRateBp: number; tiers: readonly CombinationTier[]; sets: number; minimumMinor: number | null }): CombinationMinimumShortfall | null {
  if (group.minimumMinor === null) return null;
  return minimumShortfallAt(combinationPrice(group)?.netMinor ?? null, group);
}

/**
 * The same rule for a group already priced (the order's discounts price it once): its net
 * (null: not priced, counted as 0) against its minimum; null when there is none or it is met.
 */
export function minimumShortfallAt(
  netMinor: number | null,
  { items, userRateBp, tiers, minimumMinor }: { items: readonly SetItemInput[]; userRateBp: number; tiers: readonly CombinationTier[]; minimumMinor: number | null },
): CombinationMinimumShortfall | null {
  if (minimumMinor === null || (netMinor !== null && netMinor >= minimumMinor)) return null;
  return { minimumMinor, amountMinor: netMinor ?? 0, setsNeeded: setsForMinimum({ items, userRateBp, tiers, minimumMinor }) };
}

/** Whether a combination runs at an instant: its own switch and its period (null ends are open). */
export type CombinationState = "running" | "inactive" | "upcoming" | "ended";

export function combinationState({ active, startsAt, endsAt }: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): CombinationState {
  if (!active) return "inactive";
  if (endsAt && endsAt.getTime() <= now.getTime()) return "ended";
  if (startsAt && startsAt.getTime() > now.getTime()) return "upcoming";
  return "running";
}

/** Whether a combination's audience includes an account: everyone, or the account's sales scope among those listed. */
export function offeredToScope(audience: CombinationAudience, scopeIds: readonly number[], salesScopeId: number | null): boolean {
  return audience === "all" || (salesScopeId !== null && scopeIds.includes(salesScopeId));
}

/** One difference between the version a buyer holds and the current one ("combination changed"). */
export type CombinationChange =
  | { kind: "itemAdded"; productId: number; quantity: number }
  | { kind: "itemRemoved"; productId: number; quantity: number }
  | { kind: "itemQuantity"; productId: number; from: number; to: number }
  | { kind: "tierAdded"; fromSets: number; discountBp: number }
  | { kind: "tierRemoved"; fromSets: number; discountBp: number }
  | { kind: "tierRate"; fromSets: number; from: number; to: number }
  | { kind: "minimum"; currency: string; from: number | null; to: number | null }
  | { kind: "active"; from: boolean; to: boolean }
  | { kind: "period"; from: { startsAt: string | null; endsAt: string | null }; to: { startsAt: string | null; endsAt: string | null } };

const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/**
 * What changed from one version to another: items (added, removed, quantity), tiers (added,
 * removed, rate), the minimum (of one currency when given, else of each), the active switch and
 * the period. Items keep the newer version's order (removed ones after), tiers go by sets,
 * minimums by currency. Empty when nothing the buyer sees changed (names and texts are not terms).
 */
export function combinationChanges(before: CombinationSnapshot, after: CombinationSnapshot, currency?: string): CombinationChange[] {
  const changes: CombinationChange[] = [];
  const oldItems = new Map(before.items.map((item) => [item.productId, item.quantity]));
  const newItems = new Map(after.items.map((item) => [item.productId, item.quantity]));
  for (const item of after.items) {
    const was = oldItems.get(item.productId);
    if (was === undefined) changes.push({ kind: "itemAdded", productId: item.productId, quantity: item.quantity });
    else if (was !== item.quantity) changes.push({ kind: "itemQuantity", productId: item.productId, from: was, to: item.quantity });
  }
  for (const item of before.items) {
    if (!newItems.has(item.productId)) changes.push({ kind: "itemRemoved", productId: item.productId, quantity: item.quantity });
  }
  const oldTiers = new Map(before.tiers.map((tier) => [tier.fromSets, tier.discountBp]));
  const newTiers = new Map(after.tiers.map((tier) => [tier.fromSets, tier.discountBp]));
  for (const fromSets of [...new Set([...oldTiers.keys(), ...newTiers.keys()])].sort((a, b) => a - b)) {
    const was = oldTiers.get(fromSets);
    const now = newTiers.get(fromSets);
    if (was === undefined) changes.push({ kind: "tierAdded", fromSets, discountBp: now! });
    else if (now === undefined) changes.push({ kind: "tierRemoved", fromSets, discountBp: was });
    else if (was !== now) changes.push({ kind: "tierRate", fromSets, from: was, to: now });
  }
  const oldMinimums = new Map(before.minimums.map((minimum) => [minimum.currency, minimum.minimumMinor]));
  const newMinimums = new Map(after.minimums.map((minimum) => [minimum.currency, minimum.minimumMinor]));
  const currencies = currency === undefined ? [...new Set([...oldMinimums.keys(), ...newMinimums.keys()])].sort() : [currency];
  for (const code of currencies) {
    const from = oldMinimums.get(code) ?? null;
    const to = newMinimums.get(code) ?? null;
    if (from !== to) changes.push({ kind: "minimum", currency: code, from, to });
  }
  if (before.active !== after.active) changes.push({ kind: "active", from: before.active, to: after.active });
  if (!sameInstant(before.startsAt, after.startsAt) || !sameInstant(before.endsAt, after.endsAt)) {
    changes.push({ kind: "period", from: { startsAt: before.startsAt, endsAt: before.endsAt }, to: { startsAt: after.startsAt, endsAt: after.endsAt } });
  }
  return changes;
}

/**
 * What a combination group in the cart is now (decision 0108, "As built: the cart"): the first of
 * these that holds, in this order, is its state; every state but `ok` keeps the group out of an
 * order, and each has its way out on the cart page.
 *
 * - `ended`: the combination is off, not in its period, or no longer offered to the account (its
 *   scope, or an item he can no longer buy): it can only be removed or put in the cart singly.
 * - `changed`: staff changed its terms since the version the buyer holds ("combination changed,
 *   confirm refresh"): the changes, until he confirms (version seen := current).
 * - `outOfStock`: the stock gives fewer sets than the group holds ("combination out of stock (buy
 *   singly instead)"), with the most sets possible now (0 when an item is sold out).
 * - `belowMinimum`: the group's net is below the combination's minimum in the account's currency
 *   ("combination total below the minimum order amount"), with the minimum and the fewest sets
 *   that reach it (null when no number of sets does).
 *
 * Pure: the checkout's submit calls it with the same facts to refuse a group.
 */
export type CombinationGroupState =
  | { kind: "ok" }
  | { kind: "ended"; reason: "ended" | "inactive" | "notOffered" }
  | { kind: "changed"; changes: CombinationChange[] }
  | { kind: "outOfStock"; mostSets: number }
  | ({ kind: "belowMinimum" } & CombinationMinimumShortfall);

export type CombinationGroupFacts = {
  /** combinationState of the combination now. */
  running: CombinationState;
  /** Offered to the account: its audience and every item buyable by him, priced in his currency. */
  offered: boolean;
  /** The version the cart holds and the combination's current one, with what changed between them. */
  versionSeen: number;
  version: number;
  changes: readonly CombinationChange[];
  sets: number;
  /** mostSetsInStock for the group's items (other lines of the order taken off when the caller knows them). */
  mostSets: number;
  /** combinationMinimumShortfall of the group: null when there is no minimum or it is met. */
  shortfall: CombinationMinimumShortfall | null;
};

export function combinationGroupState(facts: CombinationGroupFacts): CombinationGroupState {
  if (facts.running === "ended") return { kind: "ended", reason: "ended" };
  if (facts.running !== "running") return { kind: "ended", reason: "inactive" };
  if (!facts.offered) return { kind: "ended", reason: "notOffered" };
  // A version raised with no change the buyer's currency shows (another currency's minimum) still asks him to confirm.
  if (facts.versionSeen < facts.version) return { kind: "changed", changes: [...facts.changes] };
  if (facts.mostSets < facts.sets) return { kind: "outOfStock", mostSets: Math.max(0, facts.mostSets) };
  if (facts.shortfall) return { kind: "belowMinimum", ...facts.shortfall };
  return { kind: "ok" };
}

/** Whether a group in this state stops an order (every state but ok). */
export const groupBlocksOrder = (state: CombinationGroupState): boolean => state.kind !== "ok";
