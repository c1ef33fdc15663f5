import { describe, expect, it } from "vitest";
import {
  activityPriceOf,
  allocateByLargestRemainder,
  applyRate,
  cardPrice,
  combinedDiscountBp,
  lineTotalMinor,
  percentFromBp,
  percentOffBadge,
  rateOffBp,
  setItemUnitPrice,
  shownUnitMinor,
  unitPrice,
} from "./pricing";

describe("cardPrice (SPEC.md section 5)", () => {
  it.each([
    // [case, price, activity, strikeOnlyWhenLower, expected]
    ["given price only", 1999, null, false, { kind: "priced", shownMinor: 1999, originalMinor: null }],
    ["activity price absent (undefined)", 1999, undefined, false, { kind: "priced", shownMinor: 1999, originalMinor: null }],
    ["lower activity price: shown, original struck", 1999, 1499, false, { kind: "priced", shownMinor: 1499, originalMinor: 1999 }],
    ["activity equal to price: nothing struck", 1999, 1999, false, { kind: "priced", shownMinor: 1999, originalMinor: null }],
    ["higher activity price, ordinary brand: struck because different", 1999, 2499, false, { kind: "priced", shownMinor: 2499, originalMinor: 1999 }],
    ["higher activity price, strike-only-when-lower brand: not struck", 1999, 2499, true, { kind: "priced", shownMinor: 2499, originalMinor: null }],
    ["lower activity price, strike-only-when-lower brand: struck", 1999, 1499, true, { kind: "priced", shownMinor: 1499, originalMinor: 1999 }],
    ["price zero, no activity price: zero-price state", 0, null, false, { kind: "zero" }],
    ["price zero, activity price 0: zero-price state", 0, 0, false, { kind: "zero" }],
    ["no price in this currency: zero-price state", null, null, false, { kind: "zero" }],
    ["price zero but an activity price: the activity price, nothing to strike", 0, 999, false, { kind: "priced", shownMinor: 999, originalMinor: null }],
    ["activity price 0 counts as absent", 1999, 0, false, { kind: "priced", shownMinor: 1999, originalMinor: null }],
    ["negative price (bad data) is zero", -5, null, false, { kind: "zero" }],
  ] as const)("%s", (_case, priceMinor, activityPriceMinor, strikeOnlyWhenLower, expected) => {
    expect(cardPrice({ priceMinor, activityPriceMinor, strikeOnlyWhenLower })).toEqual(expected);
  });
});

describe("combinedDiscountBp = 1 − (1 − user)(1 − activity), in basis points", () => {
  it.each([
    [0, 0, 0],
    [1000, 0, 1000],
    [0, 1000, 1000],
    [1000, 1000, 1900],
    [500, 1250, 1688], // 16.875 % → 1687.5 bp, rounded half up
    [250, 250, 494], // 4.9375 % → 493.75 bp → 494
    [5000, 5000, 7500],
    [9999, 9999, 10000], // 99.99 % twice → 99.999999 % → rounds to 100 %
    [3333, 3333, 5555], // 0.3333 + 0.3333 − 0.11108889 = 0.55551111 → 5555 bp
    [-100, 1000, 1000], // negative rates are clamped to zero
    [20000, 0, 10000], // rates above 100 % are clamped
  ])("user %s bp, activity %s bp → %s bp", (user, activity, expected) => {
    expect(combinedDiscountBp(user, activity)).toBe(expected);
  });
});

describe("percentFromBp: whole percent, rounded down (never overstates)", () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [1688, 16],
    [1900, 19],
    [1999, 19],
    [10000, 100],
  ])("%s bp → %s %%", (bp, percent) => {
    expect(percentFromBp(bp)).toBe(percent);
  });
});

describe("percentOffBadge: shows when the rate exists and the rates are below 100 %", () => {
  it.each([
    ["no user rate, no activity: no badge", 0, null, null],
    ["no user rate, activity rate 0: no badge", 0, 0, null],
    ["user rate only", 500, null, 5],
    ["activity rate only", 0, 2000, 20],
    ["both combine", 1000, 1000, 19],
    ["16.875 % shows 16", 500, 1250, 16],
    ["combined below 1 % would read 0: no badge", 50, 40, null],
    ["activity rate of 100 % is not below 100: no badge", 0, 10000, null],
    ["user rate of 100 % is not below 100: no badge", 10000, 500, null],
    ["99.99 % is below 100", 9999, 0, 99],
    ["negative rate (bad data): no badge", -500, 1000, null],
  ] as const)("%s", (_case, userRateBp, activityRateBp, expected) => {
    expect(percentOffBadge({ userRateBp, activityRateBp })).toBe(expected);
  });
});

describe("applyRate: price × (1 − rate), rounded half up to the cent", () => {
  it.each([
    [1000, 1000, 900],
    [1999, 1500, 1699], // 1699.15 → 1699
    [1999, 2500, 1499], // 1499.25 → 1499
    [1, 5000, 1], // 0.5 → 1 (half up)
    [3, 5000, 2], // 1.5 → 2
    [0, 5000, 0],
    [1000, 0, 1000],
    [1000, 10000, 0],
  ])("%s at %s bp → %s", (price, rate, expected) => {
    expect(applyRate(price, rate)).toBe(expected);
  });
});

describe("rateOffBp: the reduction of an activity price, rounded down", () => {
  it.each([
    [2000, 1500, 2500],
    [3000, 2000, 3333], // 33.33… % → 3333 bp
    [1999, 1999, null],
    [1999, 2500, null],
    [0, 100, null],
    [100000, 99999, null], // 0.1 bp rounds down to 0: no reduction worth a badge
  ])("%s → %s = %s bp", (price, activity, expected) => {
    expect(rateOffBp(price, activity)).toBe(expected);
  });
});

describe("lineTotalMinor", () => {
  it.each([
    [1999, 3, 5997],
    [1999, 0, 0],
    [0, 10, 0],
    [33, 3, 99],
  ])("%s × %s = %s", (unit, quantity, total) => {
    expect(lineTotalMinor(unit, quantity)).toBe(total);
  });
});

describe("activityPriceOf: the price a running promotion gives", () => {
  it.each([
    // price, fixed activity price, activity rate → activity price
    [10_000, 8_000, null, 8_000],
    // A fixed price wins over a rate.
    [10_000, 8_000, 1_000, 8_000],
    [10_000, null, 1_000, 9_000],
    // Half up: 999 × 0.95 = 949.05 → 949; 1,950 × 0.97 = 1,891.5 → 1,892.
    [999, null, 500, 949],
    [1_950, null, 300, 1_892],
    // A rate needs a price.
    [null, null, 1_000, null],
    [0, null, 1_000, null],
    [10_000, null, null, null],
    // A fixed price of 0 is passed on as it is; cardPrice and unitPrice read 0 as none.
    [10_000, 0, null, 0],
  ])("price %s, fixed %s, rate %s bp → %s", (priceMinor, fixedMinor, rateBp, expected) => {
    expect(activityPriceOf({ priceMinor, fixedMinor, rateBp })).toBe(expected);
  });
});

describe("shownUnitMinor: the card's unit price, before the buyer's rate", () => {
  it.each([
    // price, fixed activity price, activity rate → shown
    [10_000, null, null, 10_000],
    [10_000, 8_000, null, 8_000],
    [10_000, null, 1_000, 9_000],
    // An activity price above the price still shows (the strike is cardPrice's business).
    [10_000, 12_000, null, 12_000],
    [0, 5_000, null, 5_000],
    [10_000, 0, null, 10_000],
    // The zero-price state.
    [0, null, null, null],
    [null, null, 1_000, null],
    [null, 0, null, null],
  ])("price %s, fixed %s, rate %s bp → %s", (priceMinor, activityPriceMinor, activityRateBp, expected) => {
    expect(shownUnitMinor({ priceMinor, activityPriceMinor, activityRateBp })).toBe(expected);
  });
});

describe("unitPrice", () => {
  it.each([
    // price, activity price, activity rate, user rate → list, unit
    [10_000, null, null, 0, { listUnitMinor: 10_000, unitMinor: 10_000 }],
    [10_000, null, null, 500, { listUnitMinor: 10_000, unitMinor: 9_500 }],
    // 10 % and 10 % combine to 19 %, not 20 %.
    [10_000, null, 1_000, 1_000, { listUnitMinor: 10_000, unitMinor: 8_100 }],
    // 12.5 % and 5 % combine to 16.875 % → 1688 bp: 999 × 0.8312 = 830.37 → 830.
    [999, null, 500, 1_250, { listUnitMinor: 999, unitMinor: 830 }],
    // A fixed activity price, then the buyer's 3 %: 8,000 × 0.97.
    [10_000, 8_000, null, 300, { listUnitMinor: 10_000, unitMinor: 7_760 }],
    // Half up: 1,999 × 0.97 = 1,939.03 → 1,939; 1,950 × 0.97 = 1,891.5 → 1,892.
    [1_999, null, null, 300, { listUnitMinor: 1_999, unitMinor: 1_939 }],
    [1_950, null, null, 300, { listUnitMinor: 1_950, unitMinor: 1_892 }],
    // No price but an activity price: the activity price is the list price.
    [0, 5_000, null, 0, { listUnitMinor: 5_000, unitMinor: 5_000 }],
    // An activity price of 0 counts as none (decision 0009).
    [10_000, 0, null, 0, { listUnitMinor: 10_000, unitMinor: 10_000 }],
  ])("price %s, activity %s / %s bp, user %s bp", (priceMinor, activityPriceMinor, activityRateBp, userRateBp, expected) => {
    expect(unitPrice({ priceMinor, activityPriceMinor, activityRateBp, userRateBp })).toEqual(expected);
  });

  it("is null in the zero-price state", () => {
    expect(unitPrice({ priceMinor: 0, activityPriceMinor: null, activityRateBp: null, userRateBp: 500 })).toBeNull();
    expect(unitPrice({ priceMinor: null, activityPriceMinor: 0, activityRateBp: 1_000, userRateBp: 0 })).toBeNull();
  });
});

describe("setItemUnitPrice: a combination item at the buyer's rate only (decision 0108, step 2)", () => {
  it.each([
    // price, user rate → list, unit
    [1_999, 0, { listUnitMinor: 1_999, unitMinor: 1_999 }],
    [1_999, 300, { listUnitMinor: 1_999, unitMinor: 1_939 }], // 1,939.03
    [1_950, 300, { listUnitMinor: 1_950, unitMinor: 1_892 }], // 1,891.5 → half up
    [1, 5_000, { listUnitMinor: 1, unitMinor: 1 }], // 0.5 → 1
    [1, 9_999, { listUnitMinor: 1, unitMinor: 0 }], // 0.0001 → 0
    [99_999_999_999, 300, { listUnitMinor: 99_999_999_999, unitMinor: 96_999_999_999 }], // 96,999,999,999.03
  ])("price %s, user %s bp", (priceMinor, userRateBp, expected) => {
    expect(setItemUnitPrice({ priceMinor, userRateBp })).toEqual(expected);
  });

  it.each([[0], [null], [-5]])("is null without a price (%s): such a set is not offered", (priceMinor) => {
    expect(setItemUnitPrice({ priceMinor, userRateBp: 300 })).toBeNull();
  });
});

describe("allocateByLargestRemainder: shares to the minor unit that add up exactly", () => {
  it.each([
    // amount, weights → shares
    [100, [50, 30, 20], [50, 30, 20]],
    [7, [1, 2, 4], [1, 2, 4]],
    // 3.33… each: the unit left goes to the first of equal parts.
    [10, [1, 1, 1], [4, 3, 3]],
    // Remainders 0.5, 0.5, 0: the first half-share wins the unit, the whole one gets none.
    [5, [3, 3, 4], [2, 1, 2]],
    // Equal remainders, unequal weights: the larger weight wins.
    [2, [1, 3], [0, 2]],
    // 1,250.06, 625.03, 624.91: the unit goes to the largest remainder, not the largest weight.
    [2_500, [10_000, 5_000, 4_999], [1_250, 625, 625]],
    [1, [1, 1], [1, 0]],
    // A part of weight 0 never gets a unit.
    [3, [0, 5, 0, 1], [0, 3, 0, 0]],
    [0, [3, 4], [0, 0]],
    [0, [], []],
    // Exact where a binary fraction would not be: 3 × 2^53 − 3 overflows a double's integers.
    [3, [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER], [1, 1, 1]],
    [Number.MAX_SAFE_INTEGER, [1, 2], [3_002_399_751_580_330, 6_004_799_503_160_661]],
  ])("%s over %j → %j", (amount, weights, expected) => {
    expect(allocateByLargestRemainder(amount, weights)).toEqual(expected);
  });

  it("keeps its promises on many generated cases: the sum, each share within one unit of its exact share, none above its weight", () => {
    let state = 12_345;
    const next = (limit: number) => {
      state = (state * 48_271) % 2_147_483_647;
      return state % limit;
    };
    for (let run = 0; run < 500; run += 1) {
      const weights: number[] = Array.from({ length: 1 + next(12) }, () => (next(4) === 0 ? 0 : next(run % 2 === 0 ? 1_000 : 1_000_000_000)));
      if (!weights.some((weight) => weight > 0)) weights[0] = 1;
      const sum = weights.reduce((a, b) => a + b, 0);
      const amount = next(sum + 1);
      const shares = allocateByLargestRemainder(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((share, index) => {
        const exact = (amount * weights[index]!) / sum;
        expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
        expect(share).toBeLessThanOrEqual(weights[index]!);
      });
    }
  });

  it("refuses an amount with nothing to spread it over, and negative or fractional numbers", () => {
    expect(() => allocateByLargestRemainder(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(5, [])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(1.5, [1])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(1, [1, -1])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(1, [0.5])).toThrow(RangeError);
  });
});
