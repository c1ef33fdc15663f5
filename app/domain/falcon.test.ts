import { describe, expect, it } from "vitest";
import { FALCON_RATE_BP, levelFor, levelNeeds, nextLevel, rateWithLevel, yearOf } from "./falcon";
import { parseAmountMinor } from "./money";

const units = (whole: number) => whole * 100;

describe("the Falcon programme's terms (decision 0114)", () => {
  it.each([
    ["EUR", [50_000, 150_000, 400_000]],
    ["GBP", [43_000, 130_000, 345_000]],
    ["PLN", [215_000, 650_000, 1_720_000]],
    ["MXN", [1_000_000, 3_000_000, 8_000_000]],
    ["USD", [55_000, 165_000, 440_000]],
    ["CNY", [390_000, 1_170_000, 3_120_000]],
    // A currency the shop does not know is read as euro, as prices are shown.
    ["JPY", [50_000, 150_000, 400_000]],
  ])("needs per level in %s", (currency, [falcon, silver, golden]) => {
    expect(levelNeeds(currency)).toEqual({ falcon: units(falcon!), silver: units(silver!), golden: units(golden!) });
  });

  it("gives 1, 2 and 3 % extra", () => {
    expect(FALCON_RATE_BP).toEqual({ falcon: 100, silver: 200, golden: 300 });
  });
});

describe("levelFor: the highest level the purchases reach", () => {
  it.each([
    [0, "EUR", null],
    [units(49_999.99), "EUR", null],
    [units(50_000), "EUR", "falcon"],
    [units(149_999), "EUR", "falcon"],
    [units(150_000), "EUR", "silver"],
    [units(400_000), "EUR", "golden"],
    [units(9_999_999), "EUR", "golden"],
    [units(50_000), "PLN", null],
    [units(215_000), "PLN", "falcon"],
    [units(130_000), "GBP", "silver"],
    [units(2_999_999), "MXN", "falcon"],
  ] as const)("%d minor in %s → %s", (purchases, currency, level) => {
    expect(levelFor(purchases, currency)).toBe(level);
  });
});

describe("nextLevel: what the next level needs and what is left", () => {
  it("below the first level: the first, with the gap and the share reached", () => {
    expect(nextLevel(units(46_000), "EUR")).toEqual({ level: "falcon", needMinor: units(50_000), leftMinor: units(4_000), percent: 92 });
    expect(nextLevel(0, "EUR")).toEqual({ level: "falcon", needMinor: units(50_000), leftMinor: units(50_000), percent: 0 });
  });

  it("counts per currency: the same number is far from a zloty level", () => {
    expect(nextLevel(units(46_000), "PLN")).toEqual({ level: "falcon", needMinor: units(215_000), leftMinor: units(169_000), percent: 21 });
    expect(nextLevel(units(129_999.5), "GBP")).toMatchObject({ level: "silver", leftMinor: 50, percent: 99 });
  });

  it("at a level: the one above; at the top: none", () => {
    expect(nextLevel(units(150_000), "EUR")).toMatchObject({ level: "golden", leftMinor: units(250_000), percent: 37 });
    expect(nextLevel(units(400_000), "EUR")).toBeNull();
    expect(nextLevel(units(8_000_000), "MXN")).toBeNull();
  });

  it("never says 100 % of a level not reached, and reads a negative amount as nothing", () => {
    expect(nextLevel(units(50_000) - 1, "EUR")!.percent).toBe(99);
    expect(nextLevel(-500, "EUR")).toMatchObject({ level: "falcon", leftMinor: units(50_000), percent: 0 });
  });
});

describe("rateWithLevel: the account's rate after an approval", () => {
  it("is raised to the level's rate, never lowered", () => {
    expect(rateWithLevel(0, "falcon")).toBe(100);
    expect(rateWithLevel(150, "silver")).toBe(200);
    expect(rateWithLevel(500, "golden")).toBe(500);
    expect(rateWithLevel(200, "silver")).toBe(200);
  });
});

describe("yearOf: the calendar year in UTC", () => {
  it("starts on 1 January and ends before the next", () => {
    expect(yearOf(new Date("2026-11-27T22:00:00Z"))).toEqual({ year: 2026, from: new Date("2026-01-01T00:00:00Z"), until: new Date("2027-01-01T00:00:00Z") });
  });
});

describe("parseAmountMinor: an amount as typed, exactly", () => {
  it.each([
    ["60000", 6_000_000],
    ["60000.5", 6_000_050],
    ["60000,50", 6_000_050],
    ["60,000.00", 6_000_000],
    ["60.000,00", 6_000_000],
    ["60 000", 6_000_000],
    ["60\u00a0000,25", 6_000_025],
    ["1'250.5", 125_050],
    ["60.000", 6_000_000],
    ["1,234,567.89", 123_456_789],
    ["0.01", 1],
    // Three digits after a mark group thousands.
    ["5.123", 512_300],
    ["  42 ", 4_200],
  ])("%s → %d", (typed, minor) => {
    expect(parseAmountMinor(typed)).toBe(minor);
  });

  it.each(["", "abc", "-5", "+5", "1e5", "5.1234", "1,000,50", "1.000.00", "60 00", "12,34,567", "Infinity", "0x10", "9".repeat(16), "5..0", "€5"])("refuses %j", (typed) => {
    expect(parseAmountMinor(typed)).toBeNull();
  });
});
