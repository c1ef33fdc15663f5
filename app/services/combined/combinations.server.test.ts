import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { combinationVersions } from "~/db/schema";
import { applyRate } from "~/domain/pricing";
import type { Actor } from "~/services/identity/actor.server";
import { actorFor } from "~tests/support/requests";
import { changeCombination, changesSince, createCombination, getCombination, listCombinations } from "./combinations.server";

// Decision 0108. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

type Product = { id: number; price: number; available: number };

/** Products of a brand with a price in EUR and GBP above zero, no running promotion, stock in the given range. */
async function products(brandKey: string, count: number, where = sql`s.available >= 100 and not s.not_check_stock`): Promise<Product[]> {
  const rows = await queryRows<{ id: number; price: string; available: number }>(
    db(),
    sql`select p.id, pp.price_minor as price, s.available from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR'
        where p.brand_key = ${brandKey} and pp.price_minor > 0 and not p.off_market and ${where}
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => ({ id: Number(row.id), price: Number(row.price), available: Number(row.available) }));
}

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 86_400_000;
let buyerEs: Actor; // EUR, 3 % rate
let buyerNl: Actor; // EUR, the "Kitchen only" scope
let kitchen: Product[]; // three products of the scope
let scopeId: number;

beforeAll(async () => {
  // The demo's combinations are not these tests' business.
  await db().execute(sql`delete from combinations`);
  buyerEs = await actorFor("buyer.es@demo.test");
  buyerNl = await actorFor("buyer.nl@demo.test");
  scopeId = buyerNl.salesScopeId!;
  kitchen = await products(
    "aigostar",
    3,
    sql`s.available >= 100 and not s.not_check_stock and exists (select 1 from categories c join categories c2 on c2.id = c.parent_id
      join sales_scope_categories sc on sc.category_id in (c.id, c2.id, c2.parent_id) where c.id = p.category_id and sc.scope_id = ${scopeId})`,
  );
  expect(kitchen).toHaveLength(3);
});

let seq = 0;
const code = () => `T-${++seq}`;
const names = (en: string) => ({ en, es: `${en} (es)` });

describe("createCombination and listCombinations", () => {
  it("offers a set with its price at the buyer's rate, each tier's set price, the minimum in his currency and the most sets in stock", async () => {
    const [a, b, c] = kitchen as [Product, Product, Product];
    const created = await createCombination(
      {
        brandKey: "aigostar",
        code: code(),
        names: names("Kitchen starter"),
        description: names("Two of one, one of each other"),
        items: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 1 },
          { productId: c.id, quantity: 3 },
        ],
        tiers: [
          { fromSets: 5, discountBp: 500 },
          { fromSets: 2, discountBp: 300 },
        ],
        minimums: [
          { currency: "EUR", minimumMinor: 1_000_000 },
          { currency: "GBP", minimumMinor: 1 },
        ],
      },
      { now: NOW },
    );
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;

    const [view, ...others] = await listCombinations(buyerEs, { brandKey: "aigostar", lng: "es", now: NOW });
    expect(others).toEqual([]);
    const base = applyRate(a.price, 300) * 2 + applyRate(b.price, 300) + applyRate(c.price, 300) * 3;
    expect(view).toMatchObject({
      id,
      name: "Kitchen starter (es)",
      description: "Two of one, one of each other (es)",
      version: 1,
      currency: "EUR",
      setListMinor: a.price * 2 + b.price + c.price * 3,
      setBaseMinor: base,
      tiers: [
        { fromSets: 2, discountBp: 300, setUnitMinor: applyRate(base, 300) },
        { fromSets: 5, discountBp: 500, setUnitMinor: applyRate(base, 500) },
      ],
      minimumMinor: 1_000_000,
      mostSets: Math.min(9_999, Math.floor(a.available / 2), b.available, Math.floor(c.available / 3)),
    });
    expect(view!.items.map((item) => [item.productId, item.quantity, item.listUnitMinor, item.unitMinor])).toEqual([
      [a.id, 2, a.price, applyRate(a.price, 300)],
      [b.id, 1, b.price, applyRate(b.price, 300)],
      [c.id, 3, c.price, applyRate(c.price, 300)],
    ]);
    expect(view!.items[0]!.name).not.toBe("");
    // The fewest sets whose group reaches 10,000.00, at the tier those sets reach.
    const sets = view!.setsForMinimum!;
    const unit = (n: number) => applyRate(base, n >= 5 ? 500 : n >= 2 ? 300 : 0);
    expect(unit(sets) * sets).toBeGreaterThanOrEqual(1_000_000);
    expect(unit(sets - 1) * (sets - 1)).toBeLessThan(1_000_000);

    // The first version's snapshot is written with it.
    const versions = await db().select().from(combinationVersions).where(sql`${combinationVersions.combinationId} = ${id}`);
    expect(versions).toEqual([
      {
        combinationId: id,
        version: 1,
        createdAt: NOW,
        snapshot: {
          version: 1,
          items: [
            { productId: a.id, quantity: 2 },
            { productId: b.id, quantity: 1 },
            { productId: c.id, quantity: 3 },
          ],
          tiers: [
            { fromSets: 2, discountBp: 300 },
            { fromSets: 5, discountBp: 500 },
          ],
          minimums: [
            { currency: "EUR", minimumMinor: 1_000_000 },
            { currency: "GBP", minimumMinor: 1 },
          ],
          active: true,
          startsAt: null,
          endsAt: null,
        },
      },
    ]);
    await db().execute(sql`delete from combinations where id = ${id}`);
  });

  it("offers only what runs now, for the account's scope, with every item buyable; in the combinations' order", async () => {
    const [a, b] = kitchen as [Product, Product];
    const [soldOut] = await products("aigostar", 1, sql`s.available = 0 and not s.not_check_stock`);
    const [zeroPrice] = await queryRows<{ id: number }>(db(), sql`select p.id from products p where p.brand_key = 'aigostar' and not p.off_market
      and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_minor <> 0) order by p.id limit 1`);
    const [offMarket] = await queryRows<{ id: number }>(db(), sql`select p.id from products p where p.brand_key = 'aigostar' and p.off_market order by p.id limit 1`);
    const items = [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ];
    const make = async (label: string, extra: Partial<Parameters<typeof createCombination>[0]> = {}) => {
      const result = await createCombination({ brandKey: "aigostar", code: code(), names: names(label), items, ...extra }, { now: NOW });
      if (!result.ok) throw new Error(result.issue);
      return result.id;
    };
    const second = await make("second", { position: 2 });
    const first = await make("first", { position: 1, startsAt: new Date(NOW.getTime() - DAY), endsAt: new Date(NOW.getTime() + DAY) });
    const scoped = await make("scoped", { position: 3, audience: "scopes", scopeIds: [scopeId] });
    const outOfStock = await make("out of stock", { position: 4, items: [...items, { productId: soldOut!.id, quantity: 1 }] });
    await make("inactive", { active: false });
    await make("ended", { endsAt: NOW });
    await make("upcoming", { startsAt: new Date(NOW.getTime() + 1) });
    await make("zero price", { items: [...items, { productId: Number(zeroPrice!.id), quantity: 1 }] });
    await make("off market", { items: [...items, { productId: Number(offMarket!.id), quantity: 1 }] });

    const seen = async (actor: Actor) => (await listCombinations(actor, { brandKey: "aigostar", lng: "en", now: NOW })).map((view) => [view.name, view.mostSets > 0]);
    expect(await seen(buyerEs)).toEqual([
      ["first", true],
      ["second", true],
      ["out of stock", false],
    ]);
    expect(await seen(buyerNl)).toEqual([
      ["first", true],
      ["second", true],
      ["scoped", true],
      ["out of stock", false],
    ]);
    expect(await listCombinations(buyerEs, { brandKey: "nobleza", lng: "en", now: NOW })).toEqual([]);

    expect((await getCombination(buyerNl, { brandKey: "aigostar", id: scoped, lng: "en", now: NOW }))?.name).toBe("scoped");
    expect(await getCombination(buyerEs, { brandKey: "aigostar", id: scoped, lng: "en", now: NOW })).toBeNull();
    expect(await getCombination(buyerEs, { brandKey: "nobleza", id: first, lng: "en", now: NOW })).toBeNull();
    expect((await getCombination(buyerEs, { brandKey: "aigostar", id: outOfStock, lng: "en", now: NOW }))?.mostSets).toBe(0);
    expect(await getCombination(buyerEs, { brandKey: "aigostar", id: first, lng: "en", now: new Date(NOW.getTime() + DAY) })).toBeNull();
    expect((await getCombination(buyerEs, { brandKey: "aigostar", id: second, lng: "en", now: NOW }))?.minimumMinor).toBeNull();
    await db().execute(sql`delete from combinations`);
  });

  it("refuses a taken code, no items, a repeated item, another brand's product, a bad tier or period", async () => {
    const [a] = kitchen as [Product];
    const [foreign] = await products("nobleza", 1);
    const base = { brandKey: "aigostar", names: names("x"), items: [{ productId: a.id, quantity: 1 }] };
    const taken = code();
    expect(await createCombination({ ...base, code: taken })).toMatchObject({ ok: true });
    expect(await createCombination({ ...base, code: taken })).toEqual({ ok: false, issue: "codeTaken" });
    expect(await createCombination({ ...base, code: "" })).toEqual({ ok: false, issue: "badCode" });
    expect(await createCombination({ ...base, code: code(), items: [] })).toEqual({ ok: false, issue: "noItems" });
    expect(await createCombination({ ...base, code: code(), items: [...base.items, ...base.items] })).toEqual({ ok: false, issue: "duplicateItem" });
    expect(await createCombination({ ...base, code: code(), items: [{ productId: a.id, quantity: 0 }] })).toEqual({ ok: false, issue: "badItem" });
    expect(await createCombination({ ...base, code: code(), items: [...base.items, { productId: foreign!.id, quantity: 1 }] })).toEqual({ ok: false, issue: "foreignItem" });
    expect(await createCombination({ ...base, code: code(), tiers: [{ fromSets: 2, discountBp: 10_000 }] })).toEqual({ ok: false, issue: "badTier" });
    expect(await createCombination({ ...base, code: code(), minimums: [{ currency: "eur", minimumMinor: 1 }] })).toEqual({ ok: false, issue: "badMinimum" });
    expect(await createCombination({ ...base, code: code(), startsAt: NOW, endsAt: NOW })).toEqual({ ok: false, issue: "badPeriod" });
    await db().execute(sql`delete from combinations`);
  });
});

describe("changeCombination: every change of the terms is a new version with its snapshot", () => {
  it("bumps the version, writes the snapshot and tells what changed; a buyer's old version can be compared with it", async () => {
    const [a, b, c] = kitchen as [Product, Product, Product];
    const created = await createCombination(
      {
        brandKey: "aigostar",
        code: code(),
        names: names("Changing"),
        items: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 1 },
        ],
        tiers: [{ fromSets: 2, discountBp: 300 }],
        minimums: [{ currency: "EUR", minimumMinor: 10_000 }],
      },
      { now: NOW },
    );
    const id = created.ok ? created.id : 0;
    const later = new Date(NOW.getTime() + DAY);
    const changed = await changeCombination(
      id,
      {
        items: [
          { productId: a.id, quantity: 3 },
          { productId: c.id, quantity: 1 },
        ],
        tiers: [
          { fromSets: 2, discountBp: 300 },
          { fromSets: 6, discountBp: 700 },
        ],
        minimums: [{ currency: "EUR", minimumMinor: 20_000 }],
      },
      { now: later },
    );
    expect(changed).toEqual({
      ok: true,
      version: 2,
      changes: [
        { kind: "itemQuantity", productId: a.id, from: 2, to: 3 },
        { kind: "itemAdded", productId: c.id, quantity: 1 },
        { kind: "itemRemoved", productId: b.id, quantity: 1 },
        { kind: "tierAdded", fromSets: 6, discountBp: 700 },
        { kind: "minimum", currency: "EUR", from: 10_000, to: 20_000 },
      ],
    });
    const [row] = await queryRows<{ version: number; updated_at: Date }>(db(), sql`select version, updated_at from combinations where id = ${id}`);
    expect(row).toMatchObject({ version: 2 });
    const snapshots = await queryRows<{ version: number; snapshot: { version: number; items: unknown[] } }>(
      db(),
      sql`select version, snapshot from combination_versions where combination_id = ${id} order by version`,
    );
    expect(snapshots.map((snapshot) => [snapshot.version, snapshot.snapshot.version, snapshot.snapshot.items.length])).toEqual([
      [1, 1, 2],
      [2, 2, 2],
    ]);
    // A buyer who added version 1 is shown what changed, in his currency only.
    expect(await changesSince(id, 1, "EUR")).toEqual({ version: 2, changes: (changed as { changes: unknown[] }).changes });
    expect((await changesSince(id, 1, "GBP"))!.changes.map((change) => change.kind)).not.toContain("minimum");
    expect(await changesSince(id, 2, "EUR")).toEqual({ version: 2, changes: [] });
    expect(await changesSince(id, 3, "EUR")).toBeNull();

    // Names and texts are not terms: no new version.
    expect(await changeCombination(id, { names: names("Renamed"), position: 5 })).toEqual({ ok: true, version: 2, changes: [] });
    expect((await getCombination(buyerEs, { brandKey: "aigostar", id, lng: "en", now: later }))?.name).toBe("Renamed");
    // Switched off, then its period: each a version.
    expect(await changeCombination(id, { active: false })).toMatchObject({ ok: true, version: 3, changes: [{ kind: "active", from: true, to: false }] });
    expect(await changeCombination(id, { active: true, endsAt: later })).toMatchObject({ ok: true, version: 4 });
    expect((await changesSince(id, 2, "EUR"))!.changes.map((change) => change.kind)).toEqual(["period"]);
  });

  it("refuses what would break the rules, changing nothing", async () => {
    const [a] = kitchen as [Product];
    const [foreign] = await products("nobleza", 1);
    const created = await createCombination({ brandKey: "aigostar", code: code(), names: names("Strict"), items: [{ productId: a.id, quantity: 1 }], startsAt: NOW });
    const id = created.ok ? created.id : 0;
    expect(await changeCombination(999_999, { active: false })).toEqual({ ok: false, issue: "notFound" });
    expect(await changeCombination(id, { items: [] })).toEqual({ ok: false, issue: "noItems" });
    expect(await changeCombination(id, { items: [{ productId: foreign!.id, quantity: 1 }] })).toEqual({ ok: false, issue: "foreignItem" });
    expect(await changeCombination(id, { tiers: [{ fromSets: 3, discountBp: 100 }, { fromSets: 3, discountBp: 200 }] })).toEqual({ ok: false, issue: "duplicateTier" });
    // An end before the start it already has.
    expect(await changeCombination(id, { endsAt: new Date(NOW.getTime() - 1) })).toEqual({ ok: false, issue: "badPeriod" });
    const [row] = await queryRows<{ version: number; versions: number }>(db(), sql`select version, (select count(*)::int from combination_versions v where v.combination_id = c.id) as versions from combinations c where id = ${id}`);
    expect(row).toEqual({ version: 1, versions: 1 });
  });

  it("gives simultaneous changes one version each, in turn", async () => {
    const [a] = kitchen as [Product];
    const created = await createCombination({ brandKey: "aigostar", code: code(), names: names("Busy"), items: [{ productId: a.id, quantity: 1 }] });
    const id = created.ok ? created.id : 0;
    const results = await Promise.all([1, 2, 3, 4].map((quantity) => changeCombination(id, { items: [{ productId: a.id, quantity: quantity + 1 }] })));
    expect(results.map((result) => (result.ok ? result.version : 0)).sort()).toEqual([2, 3, 4, 5]);
    const versions = await queryRows<{ version: number }>(db(), sql`select version from combination_versions where combination_id = ${id} order by version`);
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4, 5]);
  });
});
