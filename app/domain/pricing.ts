/**
 * Card prices (SPEC.md sections 4, 5 and 9). Amounts are integer minor units; rates are integer
 * basis points (100 bp = 1 %). Nothing here uses a binary fraction for money.
 */

export type CardPriceInput = {
  /** The product's price in the account's currency; null when it has none in that currency. */
  priceMinor: number | null;
  /** The running promotion's price; null or undefined when there is none. */
  activityPriceMinor?: number | null;
  /** The brand strikes the original price only when the activity price is lower. */
  strikeOnlyWhenLower: boolean;
};

export type CardPrice =
  /** Price zero (or none in this currency) and no activity price: "zero price, ask your salesperson". */
  | { kind: "zero" }
  | { kind: "priced"; shownMinor: number; /** Struck through next to the shown price, when set. */ originalMinor: number | null };

const isAmount = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * The price a card shows: the activity price if present, else the given price. An activity price
 * of 0 counts as absent (SPEC.md pairs "price zero" with "activityPrice 0" as the zero-price
 * state, so 0 is the "no activity price" value, not a free product). The original price is
 * struck through only when it differs from the shown one; for a strikeOnlyWhenLower brand only
 * when the activity price is lower.
 */
export function cardPrice({ priceMinor, activityPriceMinor, strikeOnlyWhenLower }: CardPriceInput): CardPrice {
  const price = isAmount(priceMinor) ? Math.round(priceMinor) : 0;
  if (!isAmount(activityPriceMinor)) {
    return price > 0 ? { kind: "priced", shownMinor: price, originalMinor: null } : { kind: "zero" };
  }
  const activity = Math.round(activityPriceMinor);
  const strike = price > 0 && activity !== price && (!strikeOnlyWhenLower || activity < price);
  return { kind: "priced", shownMinor: activity, originalMinor: strike ? price : null };
}

/** Basis points of a whole (100 %). */
export const WHOLE_BP = 10_000;

/**
 * a × b / d rounded half up, for non-negative integers: exact at any size (past 2^53 the
 * product is taken in BigInt; below it the result is the same either way).
 */
export function mulDivRoundHalfUp(a: number, b: number, d: number): number {
  const half = Math.floor(d / 2);
  if (a * b + half <= Number.MAX_SAFE_INTEGER) return Math.floor((a * b + half) / d);
  return Number((BigInt(a) * BigInt(b) + BigInt(half)) / BigInt(d));
}

/** A price reduced by a rate: price × (1 − rate), rounded half up to the minor unit. */
export function applyRate(priceMinor: number, rateBp: number): number {
  const rate = clampBp(rateBp);
  return mulDivRoundHalfUp(Math.max(0, Math.round(priceMinor)), WHOLE_BP - rate, WHOLE_BP);
}

/**
 * The rate an activity price takes off a price, in basis points, rounded DOWN so that a
 * promotion is never advertised as bigger than it is. Null when there is no reduction.
 */
export function rateOffBp(priceMinor: number, activityPriceMinor: number): number | null {
  if (!(priceMinor > 0) || !(activityPriceMinor >= 0) || activityPriceMinor >= priceMinor) return null;
  const rate = Math.floor(((priceMinor - activityPriceMinor) * WHOLE_BP) / priceMinor);
  return rate > 0 ? rate : null;
}

function clampBp(rateBp: number): number {
  if (!Number.isFinite(rateBp)) return 0;
  return Math.min(WHOLE_BP, Math.max(0, Math.round(rateBp)));
}

/**
 * Combined discount rate = 1 − (1 − user/100)(1 − activity/100) (SPEC.md section 9), in basis
 * points. Computed exactly in integers, ((u + a)·10000 − u·a) / 10000, then rounded half up to a
 * basis point (10 % and 10 % give exactly 1900 bp; 12.5 % and 5 % give 1687.5 → 1688 bp).
 */
export function combinedDiscountBp(userRateBp: number, activityRateBp: number): number {
  const u = clampBp(userRateBp);
  const a = clampBp(activityRateBp);
  return Math.floor(((u + a) * WHOLE_BP - u * a + WHOLE_BP / 2) / WHOLE_BP);
}

/**
 * A rate as a whole percentage for display, rounded DOWN (16.88 % shows as 16 %): a discount
 * badge may understate a discount, never overstate it.
 */
export function percentFromBp(rateBp: number): number {
  return Math.floor(clampBp(rateBp) / 100);
}

/**
 * The percent-off badge. SPEC.md section 5: "shows only when the rate exists and prices are below
 * 100". We read "prices" as the card's `prices` object (userRate, activityRate, in percent), so:
 * the badge shows when the combined rate is non-zero AND the user rate and the activity rate are
 * each below 100 % (a rate of 100 % or more is a data error, not a free product). The badge
 * shows the combined rate as a whole percentage rounded down; a combined rate below 1 % shows no
 * badge (it would read "0 %").
 */
export function percentOffBadge({ userRateBp, activityRateBp }: { userRateBp: number; activityRateBp: number | null }): number | null {
  const activity = activityRateBp ?? 0;
  if (!Number.isFinite(userRateBp) || !Number.isFinite(activity)) return null;
  if (userRateBp < 0 || activity < 0 || userRateBp >= WHOLE_BP || activity >= WHOLE_BP) return null;
  const percent = percentFromBp(combinedDiscountBp(userRateBp, activity));
  return percent > 0 ? percent : null;
}

/** A line total: unit price × quantity, both integers. */
export function lineTotalMinor(unitMinor: number, quantity: number): number {
  return Math.round(unitMinor) * Math.max(0, Math.round(quantity));
}

/**
 * The price a running promotion gives: its fixed activity price, else the price less its rate
 * (none without a price); null when there is no promotion or it gives neither.
 */
export function activityPriceOf({ priceMinor, fixedMinor, rateBp }: { priceMinor: number | null; fixedMinor: number | null; rateBp: number | null }): number | null {
  if (fixedMinor !== null) return fixedMinor;
  if (rateBp !== null && priceMinor) return applyRate(priceMinor, rateBp);
  return null;
}

/**
 * The unit price the card shows, before the buyer's own rate: the promotion's activity price when
 * it gives one, else the price (cardPrice); null in the zero-price state.
 */
export function shownUnitMinor({ priceMinor, activityPriceMinor, activityRateBp }: { priceMinor: number | null; activityPriceMinor: number | null; activityRateBp: number | null }): number | null {
  const activity = activityPriceOf({ priceMinor, fixedMinor: activityPriceMinor, rateBp: activityRateBp });
  const shown = cardPrice({ priceMinor, activityPriceMinor: activity, strikeOnlyWhenLower: false });
  return shown.kind === "priced" ? shown.shownMinor : null;
}

export type UnitPriceInput = {
  /** The product's price in the account's currency; null or 0 when it has none. */
  priceMinor: number | null;
  /** The running promotion's fixed activity price, if it has one. */
  activityPriceMinor: number | null;
  /** The running promotion's rate off the price, if it has one. */
  activityRateBp: number | null;
  /** The buyer's own rate (companies.user_rate_bp). */
  userRateBp: number;
};

export type UnitPrice = {
  /** The price before any discount: the product's price (the activity price when it has no price). */
  listUnitMinor: number;
  /** What one unit costs after the promotion and the buyer's rate. */
  unitMinor: number;
};

/**
 * The unit price an order takes. The buyer's rate applies on top of the promotion: a rate-off
 * promotion combines as 1 − (1 − user)(1 − activity) on the list price (one rounding); a fixed
 * activity price is reduced by the buyer's rate. Null in the zero-price state (no price and no
 * activity price: "ask your salesperson").
 */
export function unitPrice({ priceMinor, activityPriceMinor, activityRateBp, userRateBp }: UnitPriceInput): UnitPrice | null {
  const list = isAmount(priceMinor) ? Math.round(priceMinor) : null;
  if (isAmount(activityPriceMinor)) {
    const activity = Math.round(activityPriceMinor);
    return { listUnitMinor: list ?? activity, unitMinor: applyRate(activity, userRateBp) };
  }
  if (list === null) return null;
  if (isAmount(activityRateBp)) return { listUnitMinor: list, unitMinor: applyRate(list, combinedDiscountBp(userRateBp, activityRateBp)) };
  return { listUnitMinor: list, unitMinor: applyRate(list, userRateBp) };
}

/**
 * A combination item's unit price (decision 0108, step 2): the list price in the account's
 * currency reduced by the buyer's rate only; promotions and flash prices do not apply inside a set
 * (the set's tier is its promotion). Null without a price: such a set is not offered.
 */
export function setItemUnitPrice({ priceMinor, userRateBp }: { priceMinor: number | null; userRateBp: number }): UnitPrice | null {
  if (!isAmount(priceMinor)) return null;
  const list = Math.round(priceMinor);
  return { listUnitMinor: list, unitMinor: applyRate(list, userRateBp) };
}

/**
 * Splits an amount over parts in proportion to their weights, exactly to the minor unit, by the
 * largest remainder: each part gets ⌊amount × weight / Σ weights⌋, and the units left over go one
 * each to the parts with the largest remainders (of equal remainders the larger weight, then the
 * earlier part). The shares add up to the amount; while the amount is at most Σ weights no share
 * exceeds its weight. Exact in integers (BigInt) at any size. Negative or fractional weights are
 * a caller's mistake and throw, as does an amount with nothing to spread it over.
 */
export function allocateByLargestRemainder(amountMinor: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`amount must be a whole non-negative number, got ${amountMinor}`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`weights must be whole non-negative numbers, got ${weight}`);
  }
  if (amountMinor === 0) return weights.map(() => 0);
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new RangeError("nothing to spread the amount over");
  const amount = BigInt(amountMinor);
  const shares = weights.map((weight) => (amount * BigInt(weight)) / total);
  const remainders = weights.map((weight, index) => ({ index, weight, remainder: (amount * BigInt(weight)) % total }));
  let left = Number(amount - shares.reduce((sum, share) => sum + share, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? b.weight - a.weight || a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}
