import { describe, expect, it } from "vitest";
import type { CombinationSnapshot, CombinationTier } from "./combined-orders";
import {
  type CombinationGroupFacts,
  combinationChanges,
  combinationGroupState,
  combinationMinimumShortfall,
  combinationPrice,
  combinationState,
  groupBlocksOrder,
  mostSetsInStock,
  nextTier,
  offeredToScope,
  setPrice,
  setsForMinimum,
  tierReached,
} from "./combinations";

/** 3 % from 2 sets, 5 % from 5, 8 % from 10. */
const TIERS: CombinationTier[] = [
  { fromSets: 2, discountBp: 300 },
  { fromSets: 5, discountBp: 500 },
  { fromSets: 10, discountBp: 800 },
];

/**
 * Two kettles at 19.99 and a toaster at 49.99. At the buyer's 3 %: 19.39 and 48.49 (1,939.03 and
 * 4,849.03 rounded), so one set costs 87.27 before its tier, 89.97 at list price.
 */
const KITCHEN = [
  { productId: 11, quantity: 2, priceMinor: 1_999 },
  { productId: 12, quantity: 1, priceMinor: 4_999 },
];

describe("tierReached: the best rate of the tiers from at most N sets", () => {
  it.each([
    [0, null],
    [1, null],
    [2, 300],
    [4, 300],
    [5, 500],
    [9, 500],
    [10, 800],
    [9_999, 800],
  ])("%s sets → %s bp", (sets, expected) => {
    expect(tierReached(TIERS, sets)?.discountBp ?? null).toBe(expected);
  });

  it.each([
    ["no tiers", [], 5, null],
    ["a tier from 1 set applies to one set", [{ fromSets: 1, discountBp: 200 }], 1, { fromSets: 1, discountBp: 200 }],
    // A higher tier with a lower rate (a data slip) does not take the buyer's better rate away.
    ["a later, smaller tier", [{ fromSets: 2, discountBp: 500 }, { fromSets: 5, discountBp: 300 }], 6, { fromSets: 2, discountBp: 500 }],
    ["a tier from 0 sets is ignored", [{ fromSets: 0, discountBp: 500 }], 1, null],
    ["a rate of 100 % is ignored", [{ fromSets: 1, discountBp: 10_000 }], 1, null],
    ["a rate of 0 is ignored", [{ fromSets: 1, discountBp: 0 }], 1, null],
  ] as const)("%s", (_case, tiers, sets, expected) => {
    expect(tierReached(tiers, sets)).toEqual(expected);
  });
});

describe("nextTier: what more sets would give", () => {
  it.each([
    [0, 2, 2],
    [1, 2, 1],
    [2, 5, 3],
    [4, 5, 1],
    [5, 10, 5],
    [9, 10, 1],
  ])("%s sets → the tier from %s, %s sets more", (sets, fromSets, setsMore) => {
    expect(nextTier(TIERS, sets)).toEqual({ tier: TIERS.find((tier) => tier.fromSets === fromSets), setsMore });
  });

  it.each([
    ["past the last tier", TIERS, 10],
    ["no tiers", [], 1],
    ["a later tier that gives less", [{ fromSets: 2, discountBp: 500 }, { fromSets: 5, discountBp: 300 }], 2],
    ["a tier beyond 9,999 sets cannot be reached", [{ fromSets: 10_000, discountBp: 500 }], 1],
  ] as const)("none: %s", (_case, tiers, sets) => {
    expect(nextTier(tiers, sets)).toBeNull();
  });
});

describe("setPrice: the buyer's net units, then the tier off the set, one rounding per set", () => {
  it.each([
    // user rate, tier → list, base, unit
    [0, 0, 8_997, 8_997, 8_997],
    [300, 0, 8_997, 8_727, 8_727],
    [300, 300, 8_997, 8_727, 8_465], // 8,465.19
    [300, 500, 8_997, 8_727, 8_291], // 8,290.65 → 8,291
    [300, 800, 8_997, 8_727, 8_029], // 8,028.84
    [0, 9_999, 8_997, 8_997, 1], // 0.8997 → 1
  ])("user %s bp, tier %s bp: list %s, before the tier %s, set %s", (userRateBp, tierBp, list, base, unit) => {
    expect(setPrice(KITCHEN, userRateBp, tierBp)).toMatchObject({ setListMinor: list, setBaseMinor: base, tierBp, setUnitMinor: unit });
  });

  it("rounds half up once per set: 9.5 → 10 a set, so three sets cost 30 (not 28.5 → 29)", () => {
    const cheap = [{ productId: 1, quantity: 1, priceMinor: 10 }];
    expect(setPrice(cheap, 0, 500)?.setUnitMinor).toBe(10);
    expect(combinationPrice({ items: cheap, userRateBp: 0, tiers: [{ fromSets: 1, discountBp: 500 }], sets: 3 })?.netMinor).toBe(30);
    // 8.55 → 9, and 8.45 → 8.
    expect(setPrice([{ productId: 1, quantity: 1, priceMinor: 9 }], 0, 500)?.setUnitMinor).toBe(9);
    expect(setPrice([{ productId: 1, quantity: 1, priceMinor: 9 }], 0, 611)?.setUnitMinor).toBe(8);
  });

  it.each([
    ["an item without a price in the currency", [...KITCHEN, { productId: 13, quantity: 1, priceMinor: null }]],
    ["an item of price zero", [{ productId: 13, quantity: 1, priceMinor: 0 }]],
    ["an item of no quantity", [{ productId: 13, quantity: 0, priceMinor: 100 }]],
    ["no items", []],
  ] as const)("is not offered with %s", (_case, items) => {
    expect(setPrice(items, 300, 0)).toBeNull();
  });
});

describe("combinationPrice: N sets as a group", () => {
  it("prices 5 sets at the 5 % tier and spreads the set's discount over its items to the unit", () => {
    const price = combinationPrice({ items: KITCHEN, userRateBp: 300, tiers: TIERS, sets: 5 })!;
    expect(price).toMatchObject({ sets: 5, tier: { fromSets: 5, discountBp: 500 }, setUnitMinor: 8_291, listMinor: 44_985, netMinor: 41_455 });
    expect(price.next).toEqual({ tier: { fromSets: 10, discountBp: 800 }, setsMore: 5 });
    // The set's 4.36 off goes 1.94 / 2.42 (1.9374 and 2.4225, the unit to the larger remainder).
    expect(price.lines).toEqual([
      { productId: 11, quantity: 10, listUnitMinor: 1_999, unitMinor: 1_939, lineTotalMinor: (3_878 - 194) * 5 },
      { productId: 12, quantity: 5, listUnitMinor: 4_999, unitMinor: 4_849, lineTotalMinor: (4_849 - 242) * 5 },
    ]);
    expect(price.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)).toBe(price.netMinor);
  });

  it.each([1, 2, 3, 4, 5, 7, 10, 99, 9_999])("the lines of %s sets add up to the group's net, which is the set's price × the sets", (sets) => {
    const price = combinationPrice({ items: KITCHEN, userRateBp: 300, tiers: TIERS, sets })!;
    expect(price.netMinor).toBe(price.setUnitMinor * sets);
    expect(price.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)).toBe(price.netMinor);
    expect(price.lines.map((line) => line.quantity)).toEqual([2 * sets, sets]);
  });

  it("stays exact with huge quantities and prices", () => {
    const items = [
      { productId: 1, quantity: 999_999, priceMinor: 99_999 },
      { productId: 2, quantity: 7, priceMinor: 123_456_789 },
    ];
    const price = combinationPrice({ items, userRateBp: 1_234, tiers: [{ fromSets: 9_999, discountBp: 9_999 }], sets: 9_999 })!;
    expect(Number.isSafeInteger(price.netMinor)).toBe(true);
    expect(price.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)).toBe(price.netMinor);
    expect(price.lines.map((line) => line.quantity)).toEqual([9_998_990_001, 69_993]);
  });

  it.each([0, -1, 1.5, 10_000, Number.NaN])("refuses %s sets", (sets) => {
    expect(combinationPrice({ items: KITCHEN, userRateBp: 0, tiers: TIERS, sets })).toBeNull();
  });

  it("gives a set worth nothing after the buyer's rate no discount to spread", () => {
    const price = combinationPrice({ items: [{ productId: 1, quantity: 1, priceMinor: 1 }], userRateBp: 9_999, tiers: TIERS, sets: 2 })!;
    expect(price).toMatchObject({ setBaseMinor: 0, setUnitMinor: 0, netMinor: 0 });
    expect(price.lines[0]!.lineTotalMinor).toBe(0);
  });
});

describe("mostSetsInStock: the smallest ⌊free stock / quantity per set⌋ of the items", () => {
  const items = [
    { productId: 1, quantity: 2 },
    { productId: 2, quantity: 3 },
  ];
  const stock = (one: number | "unlimited" | null, two: number | "unlimited" | null) => {
    const map = new Map<number, { available: number; unlimited: boolean }>();
    if (one !== null) map.set(1, one === "unlimited" ? { available: 0, unlimited: true } : { available: one, unlimited: false });
    if (two !== null) map.set(2, two === "unlimited" ? { available: 0, unlimited: true } : { available: two, unlimited: false });
    return map;
  };
  it.each([
    ["both in stock", stock(10, 10), {}, 3],
    ["the first limits", stock(5, 100), {}, 2],
    ["exactly one set", stock(2, 3), {}, 1],
    ["one item short of a set", stock(1, 300), {}, 0],
    ["an item sold out", stock(0, 300), {}, 0],
    ["an item without a stock row", stock(100, null), {}, 0],
    ["an unlimited item limits nothing", stock(10, "unlimited"), {}, 5],
    ["all unlimited: the most a cart holds", stock("unlimited", "unlimited"), {}, 9_999],
    ["huge stock is capped at 9,999", stock(1_000_000_000, 1_000_000_000), {}, 9_999],
    ["single lines of the order take theirs first", stock(10, 10), { 1: 5 }, 2],
    ["more taken elsewhere than there is", stock(10, 10), { 2: 50 }, 0],
    ["what is taken of an unlimited item does not matter", stock(10, "unlimited"), { 2: 1_000 }, 5],
  ] as const)("%s → %s", (_case, terms, taken, expected) => {
    expect(mostSetsInStock(items, terms, new Map(Object.entries(taken).map(([id, quantity]) => [Number(id), quantity])))).toBe(expected);
  });

  it("is 0 for a set of no items", () => {
    expect(mostSetsInStock([], new Map())).toBe(0);
  });
});

describe("setsForMinimum: the fewest sets that reach a combination's minimum, tiers counted", () => {
  // One set: 87.27; from 2 sets 84.65 each, from 5 82.91, from 10 80.29.
  it.each([
    [0, 1],
    [8_727, 1],
    [8_728, 2],
    [16_930, 2], // 2 × 84.65
    [16_931, 3],
    [30_000, 4], // 4 × 84.65 = 338.60
    [50_000, 7], // 7 × 82.91 = 580.37; 6 × 82.91 = 497.46
    [80_281_971, 9_999], // 9,999 × 80.29
    [80_281_972, null],
  ])("a minimum of %s needs %s sets", (minimumMinor, expected) => {
    expect(setsForMinimum({ items: KITCHEN, userRateBp: 300, tiers: TIERS, minimumMinor })).toBe(expected);
  });

  it("finds the count where a deep tier makes more sets cost less than fewer", () => {
    // 10.00 a set; from 2 sets 60 % off: 1 set 10.00, 2 sets 8.00, 3 sets 12.00.
    const items = [{ productId: 1, quantity: 1, priceMinor: 1_000 }];
    const deep = [{ fromSets: 2, discountBp: 6_000 }];
    expect(setsForMinimum({ items, userRateBp: 0, tiers: deep, minimumMinor: 1_000 })).toBe(1);
    expect(setsForMinimum({ items, userRateBp: 0, tiers: deep, minimumMinor: 1_001 })).toBe(3);
    expect(setsForMinimum({ items, userRateBp: 0, tiers: deep, minimumMinor: 800 })).toBe(1);
  });

  it("is null for a set that is not priced, or worth nothing", () => {
    expect(setsForMinimum({ items: [{ productId: 1, quantity: 1, priceMinor: null }], userRateBp: 0, tiers: [], minimumMinor: 1 })).toBeNull();
    expect(setsForMinimum({ items: [{ productId: 1, quantity: 1, priceMinor: 1 }], userRateBp: 9_999, tiers: [], minimumMinor: 1 })).toBeNull();
  });
});

describe("combinationMinimumShortfall: step 5 for a combination group", () => {
  it.each([
    ["no minimum", 1, null, null],
    ["one set below 300.00", 1, 30_000, { minimumMinor: 30_000, amountMinor: 8_727, setsNeeded: 4 }],
    ["three sets below 300.00", 3, 30_000, { minimumMinor: 30_000, amountMinor: 25_395, setsNeeded: 4 }],
    ["four sets reach it", 4, 30_000, null],
    ["exactly the minimum", 1, 8_727, null],
    ["a minimum of 0", 1, 0, null],
  ] as const)("%s", (_case, sets, minimumMinor, expected) => {
    expect(combinationMinimumShortfall({ items: KITCHEN, userRateBp: 300, tiers: TIERS, sets, minimumMinor })).toEqual(expected);
  });

  it("counts a set without a price as nothing bought", () => {
    expect(combinationMinimumShortfall({ items: [{ productId: 1, quantity: 1, priceMinor: null }], userRateBp: 0, tiers: [], sets: 1, minimumMinor: 100 })).toEqual({
      minimumMinor: 100,
      amountMinor: 0,
      setsNeeded: null,
    });
  });
});

describe("combinationState and offeredToScope: whether a buyer is offered it", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const at = (iso: string | null) => (iso === null ? null : new Date(iso));
  it.each([
    [true, null, null, "running"],
    [false, null, null, "inactive"],
    [false, "2027-01-01T00:00:00Z", null, "inactive"],
    [true, "2026-06-15T12:00:00Z", null, "running"], // starts now
    [true, "2026-06-15T12:00:01Z", null, "upcoming"],
    [true, null, "2026-06-15T12:00:00Z", "ended"], // ends now: over
    [true, null, "2026-06-15T12:00:01Z", "running"],
    [true, "2026-01-01T00:00:00Z", "2026-12-31T00:00:00Z", "running"],
  ] as const)("active %s, %s to %s → %s", (active, startsAt, endsAt, expected) => {
    expect(combinationState({ active, startsAt: at(startsAt), endsAt: at(endsAt) }, now)).toBe(expected);
  });

  it.each([
    ["all", [], null, true],
    ["all", [], 3, true],
    ["scopes", [3, 4], 3, true],
    ["scopes", [3, 4], 5, false],
    // An account without a scope sells everything, but is not a distributor the set was made for.
    ["scopes", [3], null, false],
    ["scopes", [], 3, false],
  ] as const)("audience %s %j, account scope %s → %s", (audience, scopes, scope, expected) => {
    expect(offeredToScope(audience, scopes, scope)).toBe(expected);
  });
});

describe("combinationChanges: what changed since the version the buyer holds", () => {
  const v1: CombinationSnapshot = {
    version: 1,
    items: [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ],
    tiers: [
      { fromSets: 2, discountBp: 300 },
      { fromSets: 5, discountBp: 500 },
    ],
    minimums: [
      { currency: "EUR", minimumMinor: 10_000 },
      { currency: "GBP", minimumMinor: 9_000 },
    ],
    active: true,
    startsAt: null,
    endsAt: null,
  };
  const v2: CombinationSnapshot = {
    version: 2,
    items: [
      { productId: 2, quantity: 2 },
      { productId: 3, quantity: 1 },
    ],
    tiers: [
      { fromSets: 2, discountBp: 300 },
      { fromSets: 5, discountBp: 600 },
      { fromSets: 10, discountBp: 800 },
    ],
    minimums: [{ currency: "EUR", minimumMinor: 12_000 }],
    active: false,
    startsAt: null,
    endsAt: "2026-07-01T00:00:00.000Z",
  };

  it("lists items, tiers, minimums, the switch and the period, in that order", () => {
    expect(combinationChanges(v1, v2)).toEqual([
      { kind: "itemQuantity", productId: 2, from: 1, to: 2 },
      { kind: "itemAdded", productId: 3, quantity: 1 },
      { kind: "itemRemoved", productId: 1, quantity: 2 },
      { kind: "tierRate", fromSets: 5, from: 500, to: 600 },
      { kind: "tierAdded", fromSets: 10, discountBp: 800 },
      { kind: "minimum", currency: "EUR", from: 10_000, to: 12_000 },
      { kind: "minimum", currency: "GBP", from: 9_000, to: null },
      { kind: "active", from: true, to: false },
      { kind: "period", from: { startsAt: null, endsAt: null }, to: { startsAt: null, endsAt: "2026-07-01T00:00:00.000Z" } },
    ]);
  });

  it.each([
    ["EUR", [{ kind: "minimum", currency: "EUR", from: 10_000, to: 12_000 }]],
    ["GBP", [{ kind: "minimum", currency: "GBP", from: 9_000, to: null }]],
    ["PLN", []],
  ])("names only the minimum of the buyer's currency (%s)", (currency, expected) => {
    expect(combinationChanges(v1, v2, currency).filter((change) => change.kind === "minimum")).toEqual(expected);
  });

  it("goes the other way too: a removed tier, an added minimum, reactivated", () => {
    expect(combinationChanges(v2, v1, "GBP")).toEqual([
      { kind: "itemAdded", productId: 1, quantity: 2 },
      { kind: "itemQuantity", productId: 2, from: 2, to: 1 },
      { kind: "itemRemoved", productId: 3, quantity: 1 },
      { kind: "tierRate", fromSets: 5, from: 600, to: 500 },
      { kind: "tierRemoved", fromSets: 10, discountBp: 800 },
      { kind: "minimum", currency: "GBP", from: null, to: 9_000 },
      { kind: "active", from: false, to: true },
      { kind: "period", from: { startsAt: null, endsAt: "2026-07-01T00:00:00.000Z" }, to: { startsAt: null, endsAt: null } },
    ]);
  });

  it("finds nothing when only the version number or the way an instant is written differs", () => {
    expect(combinationChanges(v1, { ...v1, version: 7 })).toEqual([]);
    expect(combinationChanges(v2, { ...v2, endsAt: "2026-07-01T00:00:00Z" })).toEqual([]);
    // Items in another order are the same set.
    expect(combinationChanges(v1, { ...v1, items: [...v1.items].reverse() })).toEqual([]);
  });
});

describe("combinationGroupState: a cart group's state, the first that holds", () => {
  const OK: CombinationGroupFacts = { running: "running", offered: true, versionSeen: 2, version: 2, changes: [], sets: 3, mostSets: 10, shortfall: null };
  const SHORT = { minimumMinor: 50_000, amountMinor: 26_181, setsNeeded: 6 };
  const CHANGES = [{ kind: "itemQuantity" as const, productId: 11, from: 1, to: 2 }];

  it.each([
    ["everything holds", {}, { kind: "ok" }],
    ["ended", { running: "ended" }, { kind: "ended", reason: "ended" }],
    ["switched off", { running: "inactive" }, { kind: "ended", reason: "inactive" }],
    ["not started", { running: "upcoming" }, { kind: "ended", reason: "inactive" }],
    ["no longer offered (scope, an item he cannot buy)", { offered: false }, { kind: "ended", reason: "notOffered" }],
    ["ended wins over changed, out of stock and the minimum", { running: "ended", versionSeen: 1, mostSets: 0, shortfall: SHORT }, { kind: "ended", reason: "ended" }],
    ["changed since the version held", { versionSeen: 1, changes: CHANGES }, { kind: "changed", changes: CHANGES }],
    ["changed with nothing shown in his currency still asks to confirm", { versionSeen: 1 }, { kind: "changed", changes: [] }],
    ["changed wins over out of stock", { versionSeen: 1, changes: CHANGES, mostSets: 0 }, { kind: "changed", changes: CHANGES }],
    ["fewer sets in stock than held", { mostSets: 2 }, { kind: "outOfStock", mostSets: 2 }],
    ["an item sold out", { mostSets: 0 }, { kind: "outOfStock", mostSets: 0 }],
    ["exactly the sets in stock is fine", { mostSets: 3 }, { kind: "ok" }],
    ["out of stock wins over the minimum", { mostSets: 1, shortfall: SHORT }, { kind: "outOfStock", mostSets: 1 }],
    ["below the minimum", { shortfall: SHORT }, { kind: "belowMinimum", ...SHORT }],
    ["below a minimum no number of sets reaches", { shortfall: { ...SHORT, setsNeeded: null } }, { kind: "belowMinimum", ...SHORT, setsNeeded: null }],
  ] as const)("%s", (_name, facts, expected) => {
    const state = combinationGroupState({ ...OK, ...facts });
    expect(state).toEqual(expected);
    expect(groupBlocksOrder(state)).toBe(expected.kind !== "ok");
  });

  it("a real group: BULK-like minimum of 3.5 sets' list, tiers counted", () => {
    const shortfall = combinationMinimumShortfall({ items: KITCHEN, userRateBp: 300, tiers: TIERS, sets: 1, minimumMinor: 31_490 });
    expect(combinationGroupState({ ...OK, sets: 1, shortfall })).toEqual({ kind: "belowMinimum", minimumMinor: 31_490, amountMinor: 8_727, setsNeeded: 4 });
  });
});
