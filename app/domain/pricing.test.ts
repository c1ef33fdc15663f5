import { describe, expect, it } from "vitest";
import { applyRate, cardPrice, combinedDiscountBp, lineTotalMinor, percentFromBp, percentOffBadge, rateOffBp } from "./pricing";

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
