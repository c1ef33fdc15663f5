import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { accounts, cartCombinations, cartItems, cartPalletItems, cartPallets, companies, orderMinimums, productPrices, products, stock } from "~/db/schema";
import { createCombination } from "~/services/combined/combinations.server";
import { createFullReduction } from "~/services/combined/full-reductions.server";
import type { Actor } from "~/services/identity/actor.server";
import { checkoutView } from "~/services/ordering/order-submit.server";
import { actorFor } from "~tests/support/requests";
import { cartPageData } from "./cart-summary.server";

// Decision 0108: the cart summary counts and prices the ticked single lines, combination groups
// and pallets as the confirm page does (one review), with each brand's full reduction reached and
// what the next tier needs. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const NOW = new Date();
const DAY = 86_400_000;

/** Prices chosen for the figures: in EUR and GBP, minor units; the buyers have no rate of their own. */
const PRICE = { single: 10_000, setA: 10_000, setB: 5_000, pallet: 2_000, other: 30_000 };

let eur: Actor;
let gbp: Actor;
let single = 0; // aigostar, a single line
let setA = 0; // aigostar, two a set
let setB = 0; // aigostar, one a set
let palletProduct = 0; // aigostar, China-direct, one unit a carton
let other = 0; // nobleza, a single line
let combinationId = 0;

/** A buyer of a company of its own in the currency, without a rate or a sales scope (a demo buyer's actor, made his). */
async function buyer(currency: string, countryCode: string): Promise<Actor> {
  const [company] = await db().insert(companies).values({ name: `Summary ${currency}`, countryCode, currency, official: true }).returning({ id: companies.id });
  const email = `summary-${currency.toLowerCase()}@test.invalid`;
  const [account] = await db().insert(accounts).values({ companyId: company!.id, email, passwordHash: "not-a-hash", fullName: `Summary ${currency}`, language: "en" }).returning({ id: accounts.id });
  const demo = await actorFor("buyer.es@demo.test");
  return { ...demo, accountId: account!.id, companyId: company!.id, companyName: `Summary ${currency}`, countryCode, currency, userRateBp: 0, salesScopeId: null, email };
}

async function plainProducts(brandKey: string, where: ReturnType<typeof sql>, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`select p.id from products p join stock s on s.product_id = p.id
        join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR'
        where p.brand_key = ${brandKey} and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id) and ${where}
        order by p.id limit ${count}`,
  );
  return rows.map((row) => Number(row.id));
}

async function price(productId: number, priceMinor: number) {
  for (const currency of ["EUR", "GBP"]) {
    await db().insert(productPrices).values({ productId, currency, priceMinor }).onConflictDoUpdate({ target: [productPrices.productId, productPrices.currency], set: { priceMinor } });
  }
}

beforeAll(async () => {
  [eur, gbp] = [await buyer("EUR", "ES"), await buyer("GBP", "GB")];
  const ids = [
    ...(await plainProducts("aigostar", sql`not p.ships_from_china`, 3)),
    ...(await plainProducts("aigostar", sql`p.ships_from_china and p.carton_volume_cm3 > 0`, 1)),
    ...(await plainProducts("nobleza", sql`true`, 1)),
  ];
  expect(new Set(ids).size).toBe(5);
  [single, setA, setB, palletProduct, other] = ids as [number, number, number, number, number];
  await db().update(products).set({ minOrderQty: 1, saleDouble: 1, pkgNum: 1 }).where(inArray(products.id, ids));
  await db().update(stock).set({ available: 10_000, notCheckStock: false }).where(inArray(stock.productId, ids));
  await price(single, PRICE.single);
  await price(setA, PRICE.setA);
  await price(setB, PRICE.setB);
  await price(palletProduct, PRICE.pallet);
  await price(other, PRICE.other);
  // The brands' minimum order amounts are the confirm page's rule, not the summary's.
  await db().delete(orderMinimums);
  const created = await createCombination({
    brandKey: "aigostar",
    code: "T-SUMMARY",
    names: { en: "Summary pair" },
    items: [
      { productId: setA, quantity: 2 },
      { productId: setB, quantity: 1 },
    ],
    tiers: [{ fromSets: 2, discountBp: 500 }],
  });
  if (!created.ok) throw new Error(created.issue);
  combinationId = created.id;
  // The demo's reductions give way to these (createFullReduction forgets the ones kept in memory).
  await db().execute(sql`delete from full_reductions`);
  const reduction = (brandKey: string, currency: string, tiers: [number, number][]) =>
    createFullReduction({ brandKey, currency, names: { en: `Spend ${brandKey}` }, startsAt: new Date(NOW.getTime() - DAY), endsAt: null, tiers: tiers.map(([thresholdMinor, amountOffMinor]) => ({ thresholdMinor, amountOffMinor })) });
  for (const result of [
    await reduction("aigostar", "EUR", [
      [50_000, 2_500],
      [100_000, 7_500],
    ]),
    await reduction("aigostar", "GBP", [[20_000, 1_000]]),
    await reduction("nobleza", "EUR", [[60_000, 6_000]]),
  ])
    expect(result).toMatchObject({ ok: true });
});

beforeEach(async () => {
  const ids = [eur.accountId, gbp.accountId];
  await db().delete(cartItems).where(inArray(cartItems.accountId, ids));
  await db().delete(cartCombinations).where(inArray(cartCombinations.accountId, ids));
  await db().delete(cartPallets).where(inArray(cartPallets.accountId, ids));
});

type Cart = { singles?: [number, number, boolean?][]; sets?: number; setsTicked?: boolean; cartons?: number; palletTicked?: boolean; emptyPallet?: boolean };

async function fill(actor: Actor, { singles = [], sets = 0, setsTicked = true, cartons = 0, palletTicked = true, emptyPallet = false }: Cart) {
  for (const [productId, quantity, checked = true] of singles) await db().insert(cartItems).values({ accountId: actor.accountId, productId, quantity, checked });
  if (sets > 0) {
    const [current] = await queryRows<{ version: number }>(db(), sql`select version from combinations where id = ${combinationId}`);
    await db().insert(cartCombinations).values({ accountId: actor.accountId, combinationId, sets, versionSeen: Number(current!.version), checked: setsTicked });
  }
  if (cartons > 0) {
    const [pallet] = await db().insert(cartPallets).values({ accountId: actor.accountId, brandKey: "aigostar", typeCode: "40HQ", name: "Summary container", checked: palletTicked }).returning({ id: cartPallets.id });
    await db().insert(cartPalletItems).values({ palletId: pallet!.id, productId: palletProduct, cartons });
  }
  if (emptyPallet) await db().insert(cartPallets).values({ accountId: actor.accountId, brandKey: "aigostar", typeCode: "EUR", name: "Empty pallet" });
}

const summaryOf = async (actor: Actor) => (await cartPageData(actor, { lng: "en", brandKey: "aigostar", groups: true, now: NOW })).summary;

// A set: 2 × 100.00 + 1 × 50.00 = 250.00; from 2 sets 5 % off: 237.50 a set.
const SET_AT_TIER = 23_750;

describe("cart summary", () => {
  it.each<[string, () => Cart, { entries: number; units: number; totalMinor: number; selected: number; selectedMinor: number }, { amountOffMinor: number; thresholdMinor: number; next: { amountOffMinor: number; missingMinor: number } | null }[]]>([
    ["single lines only: below the first tier, what it needs", () => ({ singles: [[single, 2]] }), { entries: 1, units: 2, totalMinor: 20_000, selected: 1, selectedMinor: 20_000 }, [{ amountOffMinor: 0, thresholdMinor: 0, next: { amountOffMinor: 2_500, missingMinor: 30_000 } }]],
    [
      "a line, a combination group at its tier and a pallet: the first tier reached, the next one's need",
      () => ({ singles: [[single, 2]], sets: 2, cartons: 10 }),
      { entries: 3, units: 2 + 2 * 3 + 10, totalMinor: 20_000 + 2 * SET_AT_TIER + 10 * PRICE.pallet, selected: 3, selectedMinor: 87_500 },
      [{ amountOffMinor: 2_500, thresholdMinor: 50_000, next: { amountOffMinor: 7_500, missingMinor: 12_500 } }],
    ],
    [
      "the group unticked: in the cart total, not in the selection",
      () => ({ singles: [[single, 2]], sets: 2, setsTicked: false, cartons: 10 }),
      { entries: 3, units: 18, totalMinor: 87_500, selected: 2, selectedMinor: 40_000 },
      [{ amountOffMinor: 0, thresholdMinor: 0, next: { amountOffMinor: 2_500, missingMinor: 10_000 } }],
    ],
    [
      "an unticked line and an empty pallet count for nothing selected; the pallet with goods is selected",
      () => ({ singles: [[single, 2, false]], cartons: 30, emptyPallet: true }),
      { entries: 2, units: 32, totalMinor: 80_000, selected: 1, selectedMinor: 60_000 },
      [{ amountOffMinor: 2_500, thresholdMinor: 50_000, next: { amountOffMinor: 7_500, missingMinor: 40_000 } }],
    ],
    ["the top tier: nothing next", () => ({ singles: [[single, 4]], sets: 2, cartons: 10 }), { entries: 3, units: 20, totalMinor: 107_500, selected: 3, selectedMinor: 107_500 }, [{ amountOffMinor: 7_500, thresholdMinor: 100_000, next: null }]],
  ])("%s", async (_case, cart, figures, reductions) => {
    await fill(eur, cart());
    const summary = await summaryOf(eur);
    expect(summary).toMatchObject(figures);
    expect(summary.reductions.map(({ brandKey, amountOffMinor, thresholdMinor, next }) => ({ brandKey, amountOffMinor, thresholdMinor, next }))).toEqual(reductions.map((reduction) => ({ brandKey: "aigostar", ...reduction })));
    const off = reductions.reduce((sum, reduction) => sum + reduction.amountOffMinor, 0);
    expect(summary).toMatchObject({ reductionMinor: off, afterReductionsMinor: figures.selectedMinor - off });
  });

  it("gives each brand its own reduction on its own lines", async () => {
    await fill(eur, { singles: [[single, 6], [other, 2]] });
    const summary = await summaryOf(eur);
    expect(summary).toMatchObject({ entries: 2, selected: 2, selectedMinor: 60_000 + 60_000, reductionMinor: 2_500 + 6_000 });
    expect(summary.reductions).toEqual([
      { brandKey: "aigostar", brandName: "Aigostar", name: "Spend aigostar", amountOffMinor: 2_500, thresholdMinor: 50_000, next: { amountOffMinor: 7_500, missingMinor: 40_000 } },
      { brandKey: "nobleza", brandName: expect.any(String), name: "Spend nobleza", amountOffMinor: 6_000, thresholdMinor: 60_000, next: null },
    ]);
  });

  it("takes the reduction of the buyer's currency: a GBP buyer gets the GBP tiers, none for a brand without one in GBP", async () => {
    await fill(gbp, { singles: [[single, 2], [other, 1]], cartons: 1 });
    const summary = await summaryOf(gbp);
    expect(summary).toMatchObject({ selected: 3, selectedMinor: 20_000 + 30_000 + 2_000, reductionMinor: 1_000 });
    expect(summary.reductions).toEqual([{ brandKey: "aigostar", brandName: "Aigostar", name: "Spend aigostar", amountOffMinor: 1_000, thresholdMinor: 20_000, next: null }]);
  });

  it("agrees with the confirm page: the selected goods, the reductions and what comes after them", async () => {
    await fill(eur, { singles: [[single, 3], [other, 1]], sets: 3, cartons: 7 });
    const summary = await summaryOf(eur);
    const view = await checkoutView(eur, { lng: "en", now: NOW });
    expect(summary.selectedMinor).toBe(view.totals.netMinor);
    expect(summary.reductionMinor).toBe(view.totals.reductionMinor);
    expect(summary.afterReductionsMinor).toBe(view.totals.totalMinor - view.totals.taxMinor);
    expect(summary.reductions).toEqual(view.reductions);
    expect(summary.selected).toBe(view.lines.length + view.groups.length);
  });

  it("sees a reduction written in this process at once, and none before it starts", async () => {
    await fill(eur, { singles: [[other, 1]] });
    expect((await summaryOf(eur)).reductions).toEqual([expect.objectContaining({ brandKey: "nobleza", amountOffMinor: 0, next: { amountOffMinor: 6_000, missingMinor: 30_000 } })]);
    expect(await createFullReduction({ brandKey: "nobleza", currency: "GBP", names: { en: "Later" }, startsAt: new Date(NOW.getTime() - DAY), endsAt: null, tiers: [{ thresholdMinor: 10_000, amountOffMinor: 500 }] })).toMatchObject({ ok: true });
    await fill(gbp, { singles: [[other, 1]] });
    expect((await summaryOf(gbp)).reductions).toEqual([expect.objectContaining({ brandKey: "nobleza", amountOffMinor: 500, thresholdMinor: 10_000 })]);
    // Before the reductions start: the list kept in memory is read with each request's own time.
    const later = (await cartPageData(eur, { lng: "en", brandKey: "aigostar", groups: true, now: new Date(NOW.getTime() - 2 * DAY) })).summary;
    expect(later.reductions).toEqual([]);
  });

  it("ticks and unticks groups with 'Select all': allChecked counts them", async () => {
    await fill(eur, { singles: [[single, 1]], sets: 2, setsTicked: false });
    expect((await summaryOf(eur)).allChecked).toBe(false);
    await db().update(cartCombinations).set({ checked: true }).where(and(eq(cartCombinations.accountId, eur.accountId), eq(cartCombinations.combinationId, combinationId)));
    expect((await summaryOf(eur)).allChecked).toBe(true);
  });
});
