import { describe, expect, it } from "vitest";
import { type OrderDiscountsInput, orderDiscounts } from "./order-discounts";
import { orderTotals } from "./order-totals";
import { unitPrice } from "./pricing";

const NO_PROMOTION = { activityPriceMinor: null, activityRateBp: null };
const TIERS = [
  { fromSets: 2, discountBp: 300 },
  { fromSets: 5, discountBp: 500 },
  { fromSets: 10, discountBp: 800 },
];
/** Spend 500, get 25 off; 1,000 → 75; 2,000 → 200. */
const REDUCTION = [
  { thresholdMinor: 50_000, amountOffMinor: 2_500 },
  { thresholdMinor: 100_000, amountOffMinor: 7_500 },
  { thresholdMinor: 200_000, amountOffMinor: 20_000 },
];

/**
 * A buyer with a 3 % rate and 21 % VAT orders, of brand A, 2 units at 100.00; 5 sets (2 kettles
 * at 19.99, a toaster at 49.99; the kettle is on a 20 % promotion that a set ignores) with a
 * minimum of 500.00; a pallet of 96 units at 20.00 on a 10 % promotion; and of brand B one unit
 * at 30.00, below B's minimum of 150.00.
 */
const MIXED: OrderDiscountsInput = {
  userRateBp: 300,
  taxRateBp: 2_100,
  singles: [
    { productId: 1, brandKey: "a", quantity: 2, priceMinor: 10_000, ...NO_PROMOTION },
    { productId: 5, brandKey: "b", quantity: 1, priceMinor: 3_000, ...NO_PROMOTION },
  ],
  combinations: [
    {
      combinationId: 7,
      brandKey: "a",
      sets: 5,
      tiers: TIERS,
      minimumMinor: 50_000,
      items: [
        { productId: 2, quantity: 2, priceMinor: 1_999 },
        { productId: 3, quantity: 1, priceMinor: 4_999 },
      ],
    },
  ],
  pallets: [{ palletId: 3, brandKey: "a", items: [{ productId: 4, quantity: 96, priceMinor: 2_000, activityPriceMinor: null, activityRateBp: 1_000 }] }],
  brandMinimums: new Map([
    ["a", 15_000],
    ["b", 15_000],
  ]),
  reductions: new Map([["a", REDUCTION]]),
};

describe("orderDiscounts: the order of discounts over singles, sets and pallets (decision 0108)", () => {
  const order = orderDiscounts(MIXED);

  it("prices single lines with the rate (step 2), sets with the rate and then the tier (steps 2 and 3), pallets like single lines", () => {
    expect(order.lines.map(({ group, productId, quantity, listUnitMinor, unitMinor, lineTotalMinor }) => ({ group, productId, quantity, listUnitMinor, unitMinor, lineTotalMinor }))).toEqual([
      { group: null, productId: 1, quantity: 2, listUnitMinor: 10_000, unitMinor: 9_700, lineTotalMinor: 19_400 },
      { group: null, productId: 5, quantity: 1, listUnitMinor: 3_000, unitMinor: 2_910, lineTotalMinor: 2_910 },
      // 19.39 and 48.49 a unit at 3 %; the set's 87.27 at 5 % is 82.91, its 4.36 off spread 1.94 / 2.42.
      { group: { kind: "combination", index: 0 }, productId: 2, quantity: 10, listUnitMinor: 1_999, unitMinor: 1_939, lineTotalMinor: 18_420 },
      { group: { kind: "combination", index: 0 }, productId: 3, quantity: 5, listUnitMinor: 4_999, unitMinor: 4_849, lineTotalMinor: 23_035 },
      // 10 % and 3 % combine to 12.70 %: 20.00 → 17.46.
      { group: { kind: "pallet", index: 0 }, productId: 4, quantity: 96, listUnitMinor: 2_000, unitMinor: 1_746, lineTotalMinor: 167_616 },
    ]);
    expect(order.combinations).toMatchObject([{ index: 0, combinationId: 7, sets: 5, tier: { discountBp: 500 }, setUnitMinor: 8_291, netMinor: 41_455, next: { setsMore: 5 } }]);
    expect(order.pallets).toEqual([{ index: 0, palletId: 3, brandKey: "a", listMinor: 192_000, netMinor: 167_616 }]);
  });

  it("checks the minimums on the values before the reduction (step 5): the set's, and each brand's", () => {
    // 414.55 is below the set's 500.00; 7 sets (580.37) reach it, 6 (497.46) do not.
    expect(order.combinations[0]!.belowMinimum).toEqual({ minimumMinor: 50_000, amountMinor: 41_455, setsNeeded: 7 });
    expect(order.brands.map(({ brandKey, netMinor, belowMinimum }) => ({ brandKey, netMinor, belowMinimum }))).toEqual([
      { brandKey: "a", netMinor: 228_471, belowMinimum: false },
      { brandKey: "b", netMinor: 2_910, belowMinimum: true },
    ]);
  });

  it("takes the brand's full reduction on its net (step 6), spread over its lines by the largest remainder, and none for a brand without one", () => {
    expect(order.brands[0]).toMatchObject({ reduction: { thresholdMinor: 200_000, amountOffMinor: 20_000 }, reductionMinor: 20_000, nextReduction: null });
    expect(order.brands[1]).toMatchObject({ reduction: null, reductionMinor: 0, nextReduction: null });
    expect(order.lines.map((line) => line.reductionMinor)).toEqual([1_698, 0, 1_613, 2_016, 14_673]);
  });

  it("charges tax on the net after the reduction, once (step 7), and leaves the lines' nets for cashback (step 8)", () => {
    expect(order.totals).toEqual({
      subtotalMinor: 20_000 + 3_000 + 44_985 + 192_000,
      discountMinor: 259_985 - 231_381,
      netMinor: 231_381,
      reductionMinor: 20_000,
      taxRateBp: 2_100,
      taxMinor: 44_390, // 211,381 × 21 % = 44,390.01
      totalMinor: 211_381 + 44_390,
      totalQuantity: 114,
    });
    expect(order.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)).toBe(order.totals.netMinor);
    expect(order.unpriced).toEqual([]);
  });
});

describe("orderDiscounts without groups or reductions", () => {
  const singles = [
    { productId: 1, brandKey: "a", quantity: 2, priceMinor: 10_000, ...NO_PROMOTION },
    { productId: 2, brandKey: "a", quantity: 10, priceMinor: 1_999, activityPriceMinor: null, activityRateBp: 1_000 },
    { productId: 3, brandKey: "b", quantity: 3, priceMinor: 1_999, activityPriceMinor: 1_500, activityRateBp: null },
    { productId: 4, brandKey: "b", quantity: 7, priceMinor: 0, activityPriceMinor: 999, activityRateBp: null },
  ];

  it.each([
    [0, 0],
    [300, 2_100],
    [1_250, 1_900],
    [9_999, 2_300],
  ])("gives exactly the existing order totals (user %s bp, tax %s bp)", (userRateBp, taxRateBp) => {
    const order = orderDiscounts({ userRateBp, taxRateBp, singles });
    const existing = orderTotals(
      singles.map((single) => ({ ...unitPrice({ ...single, userRateBp })!, quantity: single.quantity })),
      taxRateBp,
    );
    expect(order.totals).toEqual({ ...existing, reductionMinor: 0 });
    expect(order.lines.every((line) => line.reductionMinor === 0)).toBe(true);
  });

  it("leaves out a zero-price line and says so", () => {
    const order = orderDiscounts({ userRateBp: 0, taxRateBp: 0, singles: [...singles, { productId: 9, brandKey: "a", quantity: 1, priceMinor: 0, ...NO_PROMOTION }] });
    expect(order.unpriced).toEqual([{ kind: "single", index: 4 }]);
    expect(order.lines.map((line) => line.productId)).toEqual([1, 2, 3, 4]);
  });

  it("is all zero for an empty order", () => {
    expect(orderDiscounts({ userRateBp: 300, taxRateBp: 2_100 })).toEqual({
      lines: [],
      combinations: [],
      pallets: [],
      brands: [],
      unpriced: [],
      totals: { subtotalMinor: 0, discountMinor: 0, netMinor: 0, reductionMinor: 0, taxRateBp: 2_100, taxMinor: 0, totalMinor: 0, totalQuantity: 0 },
    });
  });
});

describe("orderDiscounts at the edges", () => {
  it("leaves out a whole set with an item without a price, but only the unpriced line of a pallet", () => {
    const order = orderDiscounts({
      userRateBp: 0,
      taxRateBp: 0,
      combinations: [{ combinationId: 1, brandKey: "a", sets: 1, tiers: [], minimumMinor: null, items: [{ productId: 1, quantity: 1, priceMinor: 100 }, { productId: 2, quantity: 1, priceMinor: null }] }],
      pallets: [{ palletId: 1, brandKey: "a", items: [{ productId: 3, quantity: 6, priceMinor: 100, ...NO_PROMOTION }, { productId: 4, quantity: 6, priceMinor: 0, ...NO_PROMOTION }] }],
    });
    expect(order.unpriced).toEqual([
      { kind: "combination", index: 0 },
      { kind: "pallet", index: 0, productId: 4 },
    ]);
    expect(order.combinations).toEqual([]);
    expect(order.lines.map((line) => line.productId)).toEqual([3]);
    expect(order.pallets).toEqual([{ index: 0, palletId: 1, brandKey: "a", listMinor: 600, netMinor: 600 }]);
  });

  it.each([
    // net, → reduction, next
    [49_999, 0, 1],
    [50_000, 2_500, 50_000],
  ])("a brand at %s reaches %s off; the next tier needs %s more", (net, off, missing) => {
    const order = orderDiscounts({ userRateBp: 0, taxRateBp: 2_000, singles: [{ productId: 1, brandKey: "a", quantity: 1, priceMinor: net, ...NO_PROMOTION }], reductions: new Map([["a", REDUCTION]]) });
    expect(order.brands[0]).toMatchObject({ reductionMinor: off, nextReduction: { missingMinor: missing } });
    expect(order.totals.totalMinor).toBe(net - off + Math.floor(((net - off) * 2_000 + 5_000) / 10_000));
  });

  it("a reduction applies once per brand, however many lines and groups share it", () => {
    const order = orderDiscounts({
      userRateBp: 0,
      taxRateBp: 0,
      singles: Array.from({ length: 30 }, (_, index) => ({ productId: index + 1, brandKey: "a", quantity: 1, priceMinor: 10_000, ...NO_PROMOTION })),
      reductions: new Map([["a", REDUCTION]]),
    });
    expect(order.totals).toMatchObject({ netMinor: 300_000, reductionMinor: 20_000, totalMinor: 280_000 });
    // 666.67 each: 20 lines give 667 and 10 give 666.
    expect(order.lines.filter((line) => line.reductionMinor === 667)).toHaveLength(20);
    expect(order.lines.filter((line) => line.reductionMinor === 666)).toHaveLength(10);
  });

  it("stays exact with huge quantities and prices", () => {
    const order = orderDiscounts({
      userRateBp: 1_234,
      taxRateBp: 2_300,
      singles: [{ productId: 1, brandKey: "a", quantity: 999_999, priceMinor: 99_999_999, ...NO_PROMOTION }],
      combinations: [{ combinationId: 1, brandKey: "a", sets: 9_999, tiers: TIERS, minimumMinor: null, items: [{ productId: 2, quantity: 999, priceMinor: 123_457 }] }],
      pallets: [{ palletId: 1, brandKey: "a", items: [{ productId: 3, quantity: 99_999 * 480, priceMinor: 1_999, activityPriceMinor: null, activityRateBp: 1_500 }] }],
      reductions: new Map([["a", [{ thresholdMinor: 1_000_000_000_000, amountOffMinor: 999_999_999_999 }]]]),
    });
    for (const value of Object.values(order.totals)) expect(Number.isSafeInteger(value)).toBe(true);
    expect(order.totals.reductionMinor).toBe(999_999_999_999);
    // 21 % of about 88 billion euros, to the cent: past 2^53 the product is taken exactly.
    const taxable = BigInt(order.totals.netMinor - order.totals.reductionMinor);
    expect(order.totals.taxMinor).toBe(Number((taxable * 2_300n + 5_000n) / 10_000n));
    expect(order.lines.reduce((sum, line) => sum + line.reductionMinor, 0)).toBe(999_999_999_999);
    expect(order.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)).toBe(order.totals.netMinor);
    for (const line of order.lines) expect(line.reductionMinor).toBeLessThanOrEqual(line.lineTotalMinor);
    expect(order.totals.totalQuantity).toBe(999_999 + 999 * 9_999 + 99_999 * 480);
  });

  it("gives no reduction to lines worth nothing", () => {
    const order = orderDiscounts({
      userRateBp: 9_999,
      taxRateBp: 0,
      singles: [
        { productId: 1, brandKey: "a", quantity: 1, priceMinor: 1, ...NO_PROMOTION },
        { productId: 2, brandKey: "a", quantity: 1, priceMinor: 600_000_000, ...NO_PROMOTION },
      ],
      reductions: new Map([["a", REDUCTION]]),
    });
    expect(order.lines.map((line) => [line.lineTotalMinor, line.reductionMinor])).toEqual([
      [0, 0],
      [60_000, 2_500],
    ]);
  });
});
