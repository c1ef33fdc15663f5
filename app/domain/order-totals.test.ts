import { describe, expect, it } from "vitest";
import { CHINA_DIRECT_MIN_VOLUME_CM3, chinaVolumeShort, invoiceNumber, lineVolumeCm3, minimumShortfalls, orderTotals, reducedOrderTotals, taxMinor } from "./order-totals";

describe("lineVolumeCm3", () => {
  it.each([
    [12, 6, 50_000, 100_000],
    // A part carton ships in a full one.
    [13, 6, 50_000, 150_000],
    [1, 1, 0, 0],
    [0, 6, 50_000, 0],
    // A bad package number counts as 1.
    [3, 0, 1_000, 3_000],
  ])("%s units, %s per carton of %s cm³ → %s cm³", (quantity, pkgNum, carton, expected) => {
    expect(lineVolumeCm3(quantity, pkgNum, carton)).toBe(expected);
  });
});

describe("taxMinor", () => {
  it.each([
    [10_000, 2_100, 2_100],
    [1_234, 2_100, 259], // 259.14
    [250, 2_000, 50],
    [1_050, 1_000, 105],
    [15, 5_000, 8], // 7.5 → 8 (half up)
    [10_000, 0, 0],
    // Past 2^53 (net × rate) still exact: 123,456,789,012,345 × 23 % = 28,395,061,472,839.35.
    [123_456_789_012_345, 2_300, 28_395_061_472_839],
    [Number.MAX_SAFE_INTEGER, 1_000, 900_719_925_474_099],
    // … and half up there too: 5,000,000,000,000.5 → …001.
    [10_000_000_000_001, 5_000, 5_000_000_000_001],
  ])("%s at %s bp → %s", (net, rate, expected) => {
    expect(taxMinor(net, rate)).toBe(expected);
  });
});

describe("orderTotals", () => {
  it("adds list and net lines, the discount is the difference and tax goes on the net", () => {
    const totals = orderTotals(
      [
        { listUnitMinor: 10_000, unitMinor: 9_500, quantity: 2 },
        { listUnitMinor: 1_999, unitMinor: 1_939, quantity: 10 },
      ],
      2_100,
    );
    expect(totals).toEqual({
      subtotalMinor: 39_990,
      discountMinor: 39_990 - 38_390,
      netMinor: 38_390,
      taxRateBp: 2_100,
      taxMinor: 8_062, // 8,061.9
      totalMinor: 38_390 + 8_062,
      totalQuantity: 12,
    });
  });

  it("takes a line's own total where it has one (a set's item, its tier taken off the group)", () => {
    const lines = [
      { listUnitMinor: 1_999, unitMinor: 1_939, quantity: 10, lineTotalMinor: 18_420 },
      { listUnitMinor: 10_000, unitMinor: 9_500, quantity: 2 },
    ];
    expect(orderTotals(lines, 0)).toMatchObject({ subtotalMinor: 39_990, netMinor: 18_420 + 19_000, discountMinor: 39_990 - 37_420 });
  });

  it("is all zero without lines", () => {
    expect(orderTotals([], 2_100)).toMatchObject({ subtotalMinor: 0, discountMinor: 0, taxMinor: 0, totalMinor: 0, totalQuantity: 0 });
  });
});

describe("reducedOrderTotals: the full reduction before tax (decision 0108, steps 6 and 7)", () => {
  const lines = [
    { listUnitMinor: 10_000, unitMinor: 9_500, quantity: 2 },
    { listUnitMinor: 1_999, unitMinor: 1_939, quantity: 10 },
  ];

  it.each([[0], [2_100], [1_000]])("without a reduction, is orderTotals exactly (tax %s bp)", (rate) => {
    expect(reducedOrderTotals(lines, rate, 0)).toEqual({ ...orderTotals(lines, rate), reductionMinor: 0 });
  });

  it.each([
    // reduction, tax bp → reduction kept, tax, total
    [2_500, 2_100, 2_500, 7_537, 38_390 - 2_500 + 7_537], // 35,890 × 21 % = 7,536.9
    [1, 2_100, 1, 8_062, 38_390 - 1 + 8_062], // 8,061.69 → 8,062
    [2_500, 0, 2_500, 0, 35_890],
    // Never more than the net.
    [50_000, 2_100, 38_390, 0, 0],
    [-5, 2_100, 0, 8_062, 38_390 + 8_062],
  ])("%s off at %s bp: reduction %s, tax %s, total %s", (reduction, rate, kept, tax, total) => {
    const totals = reducedOrderTotals(lines, rate, reduction);
    expect(totals).toMatchObject({ subtotalMinor: 39_990, netMinor: 38_390, discountMinor: 1_600, reductionMinor: kept, taxMinor: tax, totalMinor: total });
  });
});

describe("chinaVolumeShort", () => {
  it("is never short when the buyer merges the order (decision 0108)", () => {
    const short = [{ shipsFromChina: true, volumeCm3: 1 }];
    expect(chinaVolumeShort(short)).toBe(true);
    expect(chinaVolumeShort(short, { merged: false })).toBe(true);
    expect(chinaVolumeShort(short, { merged: true })).toBe(false);
  });


  it.each([
    [[], false],
    [[{ shipsFromChina: false, volumeCm3: 1 }], false],
    [[{ shipsFromChina: true, volumeCm3: CHINA_DIRECT_MIN_VOLUME_CM3 - 1 }], true],
    [[{ shipsFromChina: true, volumeCm3: CHINA_DIRECT_MIN_VOLUME_CM3 }], false],
    // Only the lines shipped from China count towards the 65 m³.
    [
      [
        { shipsFromChina: true, volumeCm3: 60_000_000 },
        { shipsFromChina: false, volumeCm3: 10_000_000 },
      ],
      true,
    ],
    [
      [
        { shipsFromChina: true, volumeCm3: 60_000_000 },
        { shipsFromChina: true, volumeCm3: 5_000_000 },
      ],
      false,
    ],
  ])("%j → %s", (lines, expected) => {
    expect(chinaVolumeShort(lines)).toBe(expected);
  });
});

describe("minimumShortfalls", () => {
  const minimums = new Map([
    ["aigostar", 15_000],
    ["nobleza", 10_000],
  ]);
  it("checks each brand's lines against its own minimum", () => {
    expect(
      minimumShortfalls(
        [
          { brandKey: "aigostar", lineTotalMinor: 10_000 },
          { brandKey: "aigostar", lineTotalMinor: 5_000 },
          { brandKey: "nobleza", lineTotalMinor: 9_999 },
          { brandKey: "lumora", lineTotalMinor: 1 },
        ],
        minimums,
      ),
    ).toEqual([{ brandKey: "nobleza", minimumMinor: 10_000, amountMinor: 9_999 }]);
  });
});

describe("invoiceNumber", () => {
  it("pads the number", () => {
    expect(invoiceNumber(2026, 42)).toBe("INV-2026-000042");
    expect(invoiceNumber(2027, 1_234_567)).toBe("INV-2027-1234567");
  });
});
