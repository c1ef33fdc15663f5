import { describe, expect, it } from "vitest";
import { movement, parseRankingPeriod, rankingWindows, unitsBand } from "./sales-ranking";

describe("parseRankingPeriod: the four periods, anything else the default (30 days)", () => {
  it.each([
    ["7d", "7d"],
    ["30d", "30d"],
    ["90d", "90d"],
    ["year", "year"],
    [null, "30d"],
    ["", "30d"],
    ["7D", "30d"],
    [" 7d", "30d"],
    ["365d", "30d"],
    ["<script>", "30d"],
    ["toString", "30d"],
  ] as const)("%j → %s", (value, expected) => {
    expect(parseRankingPeriod(value)).toBe(expected);
  });
});

describe("rankingWindows: the period ending now and the previous one of the same length", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");
  it("N days: the last N days, and the N days before them", () => {
    const { current, previous } = rankingWindows("7d", now);
    expect(current.from.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(current.to.toISOString()).toBe(now.toISOString());
    expect(previous.from.toISOString()).toBe("2026-11-13T12:00:00.000Z");
    expect(previous.to.toISOString()).toBe(current.from.toISOString());
    const ninety = rankingWindows("90d", now);
    expect(ninety.current.to.getTime() - ninety.current.from.getTime()).toBe(90 * 86_400_000);
    expect(ninety.previous.to.getTime() - ninety.previous.from.getTime()).toBe(90 * 86_400_000);
  });

  it("this year: from 1 January (UTC) to now, against last year up to the same moment", () => {
    const { current, previous } = rankingWindows("year", now);
    expect(current.from.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(current.to.toISOString()).toBe(now.toISOString());
    expect(previous.from.toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(previous.to.toISOString()).toBe("2025-11-27T12:00:00.000Z");
  });

  it("this year on 29 February: last year's window ends on 1 March", () => {
    const { previous } = rankingWindows("year", new Date("2028-02-29T08:00:00.000Z"));
    expect(previous.to.toISOString()).toBe("2027-03-01T08:00:00.000Z");
  });
});

describe("movement: against the rank in the previous period", () => {
  it.each([
    [1, null, { kind: "new" }],
    [50, null, { kind: "new" }],
    [3, 3, { kind: "same" }],
    [2, 7, { kind: "up", by: 5 }],
    [9, 4, { kind: "down", by: 5 }],
    [1, 120, { kind: "up", by: 119 }],
  ] as const)("rank %i, before %j → %j", (rank, previous, expected) => {
    expect(movement(rank, previous)).toEqual(expected);
  });
});

describe("unitsBand: never the exact figure", () => {
  it.each([
    [1, "en", "< 10"],
    [9, "en", "< 10"],
    [10, "en", "10+"],
    [47, "en", "40+"],
    [99, "en", "90+"],
    [100, "en", "100+"],
    [250, "en", "200+"],
    [1250, "en", "1,200+"],
    [1250, "de", "1.200+"],
    [12_345, "fr", "12\u202f300+"],
    [0, "en", "< 10"],
    [Number.NaN, "en", "< 10"],
  ] as const)("%i units in %s → %s", (units, lng, expected) => {
    expect(unitsBand(units, lng)).toBe(expected);
  });
});
