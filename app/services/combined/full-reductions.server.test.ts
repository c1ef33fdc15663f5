import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createFullReduction, runningFullReduction as fromDatabase, runningFullReductionFromMemory } from "./full-reductions.server";

// Decision 0108. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const TIERS = [
  { thresholdMinor: 100_000, amountOffMinor: 7_500 },
  { thresholdMinor: 50_000, amountOffMinor: 2_500 },
];

beforeAll(async () => {
  // The demo's reductions are not these tests' business.
  await db().execute(sql`delete from full_reductions`);
});

describe("createFullReduction", () => {
  it("writes one per brand and currency at a time: an overlap is refused, another currency or a later period is not", async () => {
    const base = { brandKey: "nobleza", names: { en: "Summer", es: "Verano" }, tiers: TIERS };
    expect(await createFullReduction({ ...base, currency: "EUR", startsAt: at(-10), endsAt: at(10) })).toMatchObject({ ok: true });
    expect(await createFullReduction({ ...base, currency: "EUR", startsAt: at(5), endsAt: null })).toEqual({ ok: false, issue: "overlap" });
    expect(await createFullReduction({ ...base, currency: "EUR", startsAt: at(-30), endsAt: at(-9) })).toEqual({ ok: false, issue: "overlap" });
    expect(await createFullReduction({ ...base, currency: "EUR", startsAt: at(10), endsAt: at(20) })).toMatchObject({ ok: true });
    expect(await createFullReduction({ ...base, currency: "GBP", startsAt: at(-10), endsAt: null })).toMatchObject({ ok: true });
    // A paused one may overlap; it does not run.
    expect(await createFullReduction({ ...base, currency: "EUR", startsAt: at(-1), endsAt: at(1), active: false })).toMatchObject({ ok: true });
  });

  it.each([
    ["no tiers", { tiers: [] }, "noTiers"],
    ["an amount off not below its threshold", { tiers: [{ thresholdMinor: 1_000, amountOffMinor: 1_000 }] }, "badTier"],
    ["nothing off", { tiers: [{ thresholdMinor: 1_000, amountOffMinor: 0 }] }, "badTier"],
    ["a threshold twice", { tiers: [{ thresholdMinor: 1_000, amountOffMinor: 100 }, { thresholdMinor: 1_000, amountOffMinor: 200 }] }, "duplicateTier"],
    ["an end before its start", { endsAt: at(-100) }, "badPeriod"],
    ["a currency that is not a code", { currency: "eur" }, "badCurrency"],
  ])("refuses %s", async (_case, change, issue) => {
    const input = { brandKey: "nobleza", currency: "PLN", names: { en: "Bad" }, startsAt: at(50), endsAt: null, tiers: TIERS, ...change };
    expect(await createFullReduction(input)).toEqual({ ok: false, issue });
  });
});

// The checkout reads the database; the pages' labels read the brand's reductions from memory
// (reference data, forgotten by createFullReduction): both find the same one at any moment.
describe.each([
  ["runningFullReduction", fromDatabase],
  ["runningFullReductionFromMemory", runningFullReductionFromMemory],
])("%s", (_name, runningFullReduction) => {
  it("finds the one running now, its tiers lowest first, its name in the language", async () => {
    expect(await runningFullReduction({ brandKey: "nobleza", currency: "EUR", lng: "es", now: NOW })).toMatchObject({
      name: "Verano",
      currency: "EUR",
      startsAt: at(-10),
      endsAt: at(10),
      tiers: [
        { thresholdMinor: 50_000, amountOffMinor: 2_500 },
        { thresholdMinor: 100_000, amountOffMinor: 7_500 },
      ],
    });
    expect((await runningFullReduction({ brandKey: "nobleza", currency: "GBP", lng: "en", now: NOW }))?.name).toBe("Summer");
  });

  it.each([
    // An end is exclusive, a start inclusive: at day 10 the next one runs.
    [10, "EUR", at(10)],
    [9.99, "EUR", at(-10)],
    [20, "EUR", null],
    [-11, "EUR", null],
    [0, "PLN", null],
    [0, "USD", null],
  ])("at day %s in %s: the one from %s", async (day, currency, startsAt) => {
    const found = await runningFullReduction({ brandKey: "nobleza", currency, lng: "en", now: at(day) });
    expect(found?.startsAt ?? null).toEqual(startsAt);
  });

  it("is each brand's own", async () => {
    expect(await runningFullReduction({ brandKey: "ubathlife", currency: "EUR", lng: "en", now: NOW })).toBeNull();
  });
});
