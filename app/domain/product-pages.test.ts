import { describe, expect, it } from "vitest";
import { arrivalsSearch, categoryParam, parseIsoDate, productAccess, promotionPhase, signInHref } from "./product-pages";

describe("parseIsoDate", () => {
  it.each([
    ["2026-11-20", "2026-11-20"],
    ["2024-02-29", "2024-02-29"],
    ["2025-02-29", null],
    ["2026-13-01", null],
    ["2026-00-10", null],
    ["2026-1-1", null],
    ["1999-12-31", null],
    ["20261120", null],
    ["2026-11-20T00:00", null],
    ["<script>", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%s → %s", (input, expected) => {
    expect(parseIsoDate(input)).toBe(expected);
  });
});

describe("productAccess", () => {
  const scope = new Set([10, 20]);
  it.each([
    { offMarket: false, categoryPath: [30, 3, 1], scopeCategoryIds: null, expected: "shown" },
    { offMarket: true, categoryPath: [30, 3, 1], scopeCategoryIds: null, expected: "offMarket" },
    { offMarket: false, categoryPath: [31, 4, 10], scopeCategoryIds: scope, expected: "shown" },
    { offMarket: false, categoryPath: [20], scopeCategoryIds: scope, expected: "shown" },
    { offMarket: false, categoryPath: [31, 4, 11], scopeCategoryIds: scope, expected: "outOfScope" },
    { offMarket: true, categoryPath: [31, 4, 11], scopeCategoryIds: scope, expected: "offMarket" },
    { offMarket: false, categoryPath: [31], scopeCategoryIds: new Set<number>(), expected: "outOfScope" },
  ] as const)("$expected for $categoryPath (off market: $offMarket)", ({ expected, ...input }) => {
    expect(productAccess(input)).toBe(expected);
  });
});

describe("promotionPhase", () => {
  const period = { startsAt: "2026-11-01T00:00:00.000Z", endsAt: "2026-11-10T00:00:00.000Z" };
  it.each([
    ["2026-10-31T23:59:59.999Z", "upcoming"],
    ["2026-11-01T00:00:00.000Z", "running"],
    ["2026-11-09T23:59:59.999Z", "running"],
    ["2026-11-10T00:00:00.000Z", "ended"],
  ])("at %s it is %s", (now, phase) => {
    expect(promotionPhase(period, new Date(now))).toBe(phase);
  });
});

describe("signInHref", () => {
  it("comes back to the full page", () => {
    expect(signInHref("/commodityDetail?goodsId=5&brand=aigostar")).toBe("/login?redirectTo=%2FcommodityDetail%3FgoodsId%3D5%26brand%3Daigostar");
  });
});

describe("categoryParam", () => {
  const allowed = new Set([3, 7]);
  it.each([
    ["3", 3],
    ["7", 7],
    ["4", null],
    ["x", null],
    ["", null],
    [null, null],
    ["-3", null],
  ])("%s → %s", (value, expected) => {
    expect(categoryParam(value, allowed)).toBe(expected);
  });
});

describe("arrivalsSearch", () => {
  it.each([
    [{ category: null }, ""],
    [{ category: null, page: 1 }, ""],
    [{ category: 5, page: 2 }, "?category=5&page=2"],
    [{ category: null, date: "2026-11-20", page: 3 }, "?date=2026-11-20&page=3"],
  ])("%o → %s", (input, expected) => {
    expect(arrivalsSearch(input)).toBe(expected);
  });
});
