import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { changesSince, listCombinations } from "~/services/combined/combinations.server";
import { runningFullReduction } from "~/services/combined/full-reductions.server";
import { listPallets } from "~/services/combined/pallets.server";
import { BRANDS } from "~/services/platform/brands.server";
import { actorFor } from "~tests/support/requests";
import { DEMO_COMBINATION_CODES as CODES, DEMO_PALLET_BUYER, DEMO_PALLET_TYPES, demoCombinationHolder, writeCombinedOrders } from "./combined-orders";

// The seeded template database (160 products, seed 7): combined orders' demo data in every state (decision 0108).

describe("the demo's combinations", () => {
  it.each(BRANDS.map((brand) => brand))("in every state in brand $key", async (brand) => {
    const holder = await actorFor(demoCombinationHolder(brand));
    const offered = new Map((await listCombinations(holder, { brandKey: brand.key, lng: "en" })).map((view) => [view.code, view]));
    // In stock with three tiers.
    expect(offered.get(CODES.inStock)?.tiers).toHaveLength(3);
    expect(offered.get(CODES.inStock)!.mostSets).toBeGreaterThan(0);
    // An item sold out: offered, no set in stock.
    expect(offered.get(CODES.soldOut)?.mostSets).toBe(0);
    // The minimum is above one set's value, and some number of sets reaches it.
    const bulk = offered.get(CODES.aboveMinimum)!;
    expect(bulk.minimumMinor).toBeGreaterThan(bulk.setBaseMinor);
    expect(bulk.setsForMinimum).toBeGreaterThan(1);
    expect(bulk.mostSets).toBeGreaterThanOrEqual(bulk.setsForMinimum!);
    // Changed after the holder put version 1 in his cart.
    const changed = offered.get(CODES.changed)!;
    expect(changed.version).toBe(2);
    const [held] = await queryRows<{ sets: number; version_seen: number }>(
      db(),
      sql`select sets, version_seen from cart_combinations where account_id = ${holder.accountId} and combination_id = ${changed.id}`,
    );
    expect(held).toEqual({ sets: 1, version_seen: 1 });
    expect((await changesSince(changed.id, 1, holder.currency))!.changes.map((change) => change.kind)).toEqual(["itemQuantity", "tierAdded"]);
    // For a sales scope only, and ended: not offered to the holder.
    expect(offered.has(CODES.scoped)).toBe(false);
    expect(offered.has(CODES.ended)).toBe(false);
    const [rows] = await queryRows<{ scoped: number; ended: number }>(
      db(),
      sql`select count(*) filter (where code = ${CODES.scoped} and audience = 'scopes' and exists (select 1 from combination_scopes s where s.combination_id = c.id))::int as scoped,
            count(*) filter (where code = ${CODES.ended} and ends_at < now())::int as ended
          from combinations c where brand_key = ${brand.key}`,
    );
    expect(rows).toEqual({ scoped: 1, ended: 1 });
  });

  it("offers the scoped one to the account of the scope", async () => {
    const scoped = await actorFor("buyer.nl@demo.test");
    expect((await listCombinations(scoped, { brandKey: "aigostar", lng: "en" })).map((view) => view.code)).toContain(CODES.scoped);
  });
});

describe("the demo's pallets", () => {
  it("has the four types, and the buyer's EUR pallet about half full, a 20GP nearly full and an empty 40HQ, within the stock", async () => {
    const buyer = await actorFor(DEMO_PALLET_BUYER);
    const pallets = await listPallets(buyer, { brandKey: "aigostar", lng: "es" });
    expect(pallets.map((pallet) => pallet.type.code)).toEqual(["EUR", "20GP", "40HQ"]);
    const [half, nearly, empty] = pallets as [(typeof pallets)[number], (typeof pallets)[number], (typeof pallets)[number]];
    expect(half.fill.volumePermille).toBeGreaterThanOrEqual(300);
    expect(half.fill.volumePermille).toBeLessThanOrEqual(500);
    expect(nearly.fill.volumePermille).toBeGreaterThanOrEqual(900);
    expect(nearly.fill.overfull).toBe(false);
    expect(empty.lines).toEqual([]);
    expect(half.valueMinor).toBeGreaterThan(0);
    // Every line's stock covers all the pallets together.
    const taken = new Map<number, number>();
    for (const line of pallets.flatMap((pallet) => pallet.lines)) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
    for (const line of pallets.flatMap((pallet) => pallet.lines)) expect(taken.get(line.productId)).toBeLessThanOrEqual(line.available);
    const types = await queryRows<{ code: string; max_volume_cm3: string }>(db(), sql`select code, max_volume_cm3 from pallet_types order by position`);
    expect(types.map((type) => [type.code, Number(type.max_volume_cm3)])).toEqual(DEMO_PALLET_TYPES.map((type) => [type.code, type.maxVolumeCm3]));
  });
});

describe("the demo's full reductions", () => {
  it.each(BRANDS.flatMap((brand) => (brand.key === "aigostar-mx" ? [[brand.key, "MXN"]] : ["EUR", "GBP", "PLN"].map((currency) => [brand.key, currency]))))(
    "one runs for %s in %s, with two or three tiers",
    async (brandKey, currency) => {
      const running = await runningFullReduction({ brandKey: brandKey!, currency: currency!, lng: "en" });
      expect(running?.tiers.length).toBeGreaterThanOrEqual(2);
      expect(running!.tiers.length).toBeLessThanOrEqual(3);
    },
  );
});

describe("writeCombinedOrders", () => {
  it("is idempotent: a second run writes nothing", async () => {
    const before = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from combinations) + (select count(*) from combination_versions) + (select count(*) from cart_combinations)
        + (select count(*) from cart_pallets) + (select count(*) from cart_pallet_items) + (select count(*) from full_reductions) + (select count(*) from pallet_types) as n`,
    );
    const [scope] = await queryRows<{ id: number }>(db(), sql`select id from sales_scopes order by id limit 1`);
    expect(await writeCombinedOrders(db(), { now: new Date(), salesScopeId: scope!.id })).toEqual({ combinations: 0, palletTypes: 0, pallets: 0, fullReductions: 0 });
    const after = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from combinations) + (select count(*) from combination_versions) + (select count(*) from cart_combinations)
        + (select count(*) from cart_pallets) + (select count(*) from cart_pallet_items) + (select count(*) from full_reductions) + (select count(*) from pallet_types) as n`,
    );
    expect(after).toEqual(before);
  });
});
