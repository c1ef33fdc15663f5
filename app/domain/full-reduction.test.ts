import { describe, expect, it } from "vitest";
import { nextReduction, reductionReached, reductionTiers, spreadReduction } from "./full-reduction";

/** Spend 500, get 25 off; spend 1,000, get 75 off; spend 2,000, get 200 off. */
const TIERS = [
  { thresholdMinor: 100_000, amountOffMinor: 7_500 },
  { thresholdMinor: 50_000, amountOffMinor: 2_500 },
  { thresholdMinor: 200_000, amountOffMinor: 20_000 },
];

describe("reductionReached: the tier a brand's net goods value reaches", () => {
  it.each([
    [0, null],
    [49_999, null],
    [50_000, 2_500],
    [99_999, 2_500],
    [100_000, 7_500],
    [199_999, 7_500],
    [200_000, 20_000],
    [1_000_000_000_000, 20_000],
  ])("%s → %s off", (base, expected) => {
    expect(reductionReached(TIERS, base)?.amountOffMinor ?? null).toBe(expected);
  });

  it.each([
    ["no tiers", [], 1_000_000, null],
    // Bad rows give nothing: an amount off not below its threshold, or of zero.
    ["amount off equal to the threshold", [{ thresholdMinor: 1_000, amountOffMinor: 1_000 }], 5_000, null],
    ["amount off of zero", [{ thresholdMinor: 1_000, amountOffMinor: 0 }], 5_000, null],
    // A higher threshold with less off (a data slip) does not take the larger amount away.
    [
      "a later, smaller tier",
      [
        { thresholdMinor: 50_000, amountOffMinor: 5_000 },
        { thresholdMinor: 100_000, amountOffMinor: 3_000 },
      ],
      100_000,
      { thresholdMinor: 50_000, amountOffMinor: 5_000 },
    ],
  ] as const)("%s", (_case, tiers, base, expected) => {
    expect(reductionReached(tiers, base)).toEqual(expected);
  });
});

describe("nextReduction: what the next tier needs", () => {
  it.each([
    [0, 50_000, 50_000],
    [-5, 50_000, 50_000],
    [49_999, 50_000, 1],
    [50_000, 100_000, 50_000],
    [150_000, 200_000, 50_000],
  ])("at %s the tier from %s needs %s more", (base, threshold, missing) => {
    expect(nextReduction(TIERS, base)).toEqual({ tier: TIERS.find((tier) => tier.thresholdMinor === threshold), missingMinor: missing });
  });

  it("is null past the last tier or without tiers", () => {
    expect(nextReduction(TIERS, 200_000)).toBeNull();
    expect(nextReduction([], 0)).toBeNull();
  });
});

describe("reductionTiers", () => {
  it("keeps the valid tiers, lowest threshold first", () => {
    expect(reductionTiers([...TIERS, { thresholdMinor: 10, amountOffMinor: 20 }]).map((tier) => tier.thresholdMinor)).toEqual([50_000, 100_000, 200_000]);
  });
});

describe("spreadReduction: the amount off over the brand's lines, pro rata, to the unit", () => {
  it.each([
    [2_500, [10_000, 5_000, 4_999], [1_250, 625, 625]],
    [20_000, [19_400, 18_420, 23_035, 167_616], [1_698, 1_613, 2_016, 14_673]],
    [0, [100, 200], [0, 0]],
    [1, [1, 0, 1], [1, 0, 0]],
    // Exact at sizes where amount × line passes 2^53.
    [1_000_000_000, [8_000_000_000_000, 2_000_000_000_000, 1], [800_000_000, 200_000_000, 0]],
  ])("%s over %j → %j", (amount, lines, expected) => {
    expect(spreadReduction(amount, lines)).toEqual(expected);
  });
});
