import { describe, expect, it } from "vitest";
import { cartonsThatFit, palletFigures, nextPalletNumber, palletFill, palletLoad, palletNameIssue, palletQuantity, placeCartons } from "./pallets";

/** An EUR pallet: 1.2 × 0.8 × 1.8 m = 1.728 m³ and 1,000 kg; a 20-foot container: 33 m³ and 21,700 kg. */
const EUR = { maxVolumeCm3: 1_728_000, maxWeightG: 1_000_000 };
const GP20 = { maxVolumeCm3: 33_000_000, maxWeightG: 21_700_000 };
/** A carton of 96 kettles: 0.19188 m³, 38.7 kg. */
const KETTLES = { cartonVolumeCm3: 191_880, cartonWeightG: 38_700 };

describe("palletQuantity: whole cartons × pkgNum", () => {
  it.each([
    [3, 12, 36],
    [1, 1, 1],
    [0, 12, 0],
    [2.7, 12, 24],
    // A bad package number counts as one unit a carton.
    [3, 0, 3],
    [99_999, 480, 47_999_520],
  ])("%s cartons of %s → %s units", (cartons, pkgNum, expected) => {
    expect(palletQuantity(cartons, pkgNum)).toBe(expected);
  });
});

describe("palletLoad and palletFill", () => {
  it("adds cartons × the carton's volume and weight", () => {
    expect(palletLoad([{ cartons: 4, ...KETTLES }, { cartons: 2, cartonVolumeCm3: 50_000, cartonWeightG: 10_000 }])).toEqual({ cartons: 6, volumeCm3: 867_520, weightG: 174_800 });
    expect(palletLoad([])).toEqual({ cartons: 0, volumeCm3: 0, weightG: 0 });
  });

  it.each([
    // lines, capacity → volume, weight, left, permille, overfull
    ["empty", EUR, [], { volumeCm3: 0, weightG: 0, volumeLeftCm3: 1_728_000, weightLeftG: 1_000_000, volumePermille: 0, weightPermille: 0, overfull: false }],
    [
      "about half (50.2 % by volume)",
      EUR,
      [{ cartons: 4, ...KETTLES }, { cartons: 2, cartonVolumeCm3: 50_000, cartonWeightG: 10_000 }],
      { volumeCm3: 867_520, weightG: 174_800, volumeLeftCm3: 860_480, weightLeftG: 825_200, volumePermille: 502, weightPermille: 174, overfull: false },
    ],
    [
      "exactly full",
      EUR,
      [{ cartons: 9, cartonVolumeCm3: 192_000, cartonWeightG: 1_000 }],
      { volumeCm3: 1_728_000, volumeLeftCm3: 0, volumePermille: 1_000, overfull: false },
    ],
    // Carton sizes changed after the cartons were put on: shown as it is, with nothing left.
    [
      "overfull",
      EUR,
      [{ cartons: 10, cartonVolumeCm3: 192_000, cartonWeightG: 1_000 }],
      { volumeCm3: 1_920_000, volumeLeftCm3: 0, volumePermille: 1_111, overfull: true },
    ],
    ["too heavy", EUR, [{ cartons: 2, cartonVolumeCm3: 1, cartonWeightG: 500_001 }], { weightLeftG: 0, weightPermille: 1_000, overfull: true }],
    // 163 cartons: 31.28 m³ of 33, 94.7 % (the meter rounds down).
    ["nearly full 20GP", GP20, [{ cartons: 163, ...KETTLES }], { volumeCm3: 31_276_440, weightG: 6_308_100, volumeLeftCm3: 1_723_560, volumePermille: 947, weightPermille: 290, overfull: false }],
  ] as const)("%s", (_case, capacity, lines, expected) => {
    expect(palletFill(capacity, lines)).toMatchObject(expected);
  });
});

describe("placeCartons: adding past the volume or weight is refused with what is left", () => {
  const four = [{ cartons: 4, ...KETTLES }];
  it.each([
    ["five more kettle cartons fit (1.727 m³)", EUR, four, { cartons: 5, ...KETTLES }, { ok: true }],
    ["six do not: 0.96 m³ left, five fit", EUR, four, { cartons: 6, ...KETTLES }, { ok: false, reason: "volume", volumeLeftCm3: 960_480, weightLeftG: 845_200, maxCartons: 5 }],
    ["too heavy: three of 300 kg fit", EUR, [], { cartons: 4, cartonVolumeCm3: 10_000, cartonWeightG: 300_000 }, { ok: false, reason: "weight", volumeLeftCm3: 1_728_000, weightLeftG: 1_000_000, maxCartons: 3 }],
    ["too big and too heavy", EUR, [], { cartons: 2, cartonVolumeCm3: 1_000_000, cartonWeightG: 600_000 }, { ok: false, reason: "both", maxCartons: 1 }],
    ["nothing fits any more", EUR, [{ cartons: 9, cartonVolumeCm3: 192_000, cartonWeightG: 1 }], { cartons: 1, ...KETTLES }, { ok: false, reason: "volume", volumeLeftCm3: 0, maxCartons: 0 }],
    ["a 20GP nearly full takes 8 more, not 10", GP20, [{ cartons: 163, ...KETTLES }], { cartons: 10, ...KETTLES }, { ok: false, reason: "volume", volumeLeftCm3: 1_723_560, maxCartons: 8 }],
    ["a carton of unknown size and weight always fits", EUR, four, { cartons: 50, cartonVolumeCm3: 0, cartonWeightG: 0 }, { ok: true }],
  ] as const)("%s", (_case, capacity, others, line, expected) => {
    expect(placeCartons(capacity, others, line)).toMatchObject(expected);
  });

  it("returns the fill after the add", () => {
    const placed = placeCartons(EUR, four, { cartons: 5, ...KETTLES });
    expect(placed.ok && placed.fill).toMatchObject({ cartons: 9, volumeCm3: 1_726_920, volumeLeftCm3: 1_080, weightG: 348_300 });
  });
});

describe("cartonsThatFit", () => {
  it.each([
    [{ volumeLeftCm3: 960_480, weightLeftG: 845_200 }, KETTLES, 5],
    [{ volumeLeftCm3: 960_480, weightLeftG: 77_399 }, KETTLES, 1],
    [{ volumeLeftCm3: 0, weightLeftG: 1_000_000 }, KETTLES, 0],
    // Neither volume nor weight known: up to the most a line holds.
    [{ volumeLeftCm3: 0, weightLeftG: 0 }, { cartonVolumeCm3: 0, cartonWeightG: 0 }, 99_999],
    [{ volumeLeftCm3: 76_000_000, weightLeftG: 26_500_000 }, { cartonVolumeCm3: 1, cartonWeightG: 1 }, 99_999],
  ])("%j, %j → %s", (fill, carton, expected) => {
    expect(cartonsThatFit(fill, carton)).toBe(expected);
  });
});

describe("palletNameIssue: 1 to 50 characters", () => {
  it.each([
    ["Pallet 1", null],
    [" Palé 3 ", null],
    ["", "empty"],
    ["   ", "empty"],
    ["x".repeat(50), null],
    ["x".repeat(51), "tooLong"],
    // Characters, not UTF-16 units: 50 emoji are 50 characters, as the database counts them.
    ["📦".repeat(50), null],
    ["📦".repeat(51), "tooLong"],
  ])("%j → %s", (name, expected) => {
    expect(palletNameIssue(name)).toBe(expected);
  });
});

describe("nextPalletNumber: the default name's number", () => {
  it.each([
    [[], "Pallet", 1],
    [["Pallet 1", "Pallet 2"], "Pallet", 3],
    [["Pallet 2"], "Pallet", 1],
    [["pallet 1", "Container A"], "Pallet", 2],
    [["Palé 1"], "Pallet", 1],
    [["Palé 1", "Palé 2"], "Palé", 3],
  ])("%j in %s → %s", (names, word, expected) => {
    expect(nextPalletNumber(names, word)).toBe(expected);
  });
});

describe("palletFigures: the fill as a page reads it", () => {
  const eur = { maxVolumeCm3: 1_728_000, maxWeightG: 1_000_000 };
  it.each([
    ["en", [{ cartons: 5, cartonVolumeCm3: 191_880, cartonWeightG: 38_700 }], { volumeUsed: "0.95", volumeLeft: "0.76", volumeMax: "1.728", weightUsed: "193.5", weightLeft: "806.5", weightMax: "1,000", volumePercent: "55.5", weightPercent: "19.3", volumePermille: 555 }],
    ["de", [{ cartons: 5, cartonVolumeCm3: 191_880, cartonWeightG: 38_700 }], { volumeUsed: "0,95", volumeLeft: "0,76", weightMax: "1.000", volumePercent: "55,5" }],
    ["en", [], { volumeUsed: "0.00", volumeLeft: "1.72", weightUsed: "0", volumePercent: "0.0", overfull: false }],
    // Carton data changed after the cartons went on: more than the type takes; the meter stops at full.
    ["en", [{ cartons: 10, cartonVolumeCm3: 191_880, cartonWeightG: 38_700 }], { volumeLeft: "0.00", volumePercent: "111.0", volumePermille: 1000, overfull: true }],
  ] as const)("%s %j", (lng, lines, expected) => {
    expect(palletFigures(eur, palletFill(eur, lines), lng)).toMatchObject(expected);
  });
});
