import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import {
  accounts,
  addresses,
  cartCombinations,
  cartItems,
  cartPalletItems,
  cartPallets,
  combinationVersions,
  companies,
  orderGroups,
  orderLines,
  orderMinimums,
  orders,
  products,
  stock,
} from "~/db/schema";
import { CHINA_DIRECT_MIN_VOLUME_CM3 } from "~/domain/order-totals";
import { changeCombination, createCombination } from "~/services/combined/combinations.server";
import type { Actor } from "~/services/identity/actor.server";
import { cancelOrder } from "~/services/ordering/orders.server";
import { type SubmitInput, type SubmitResult, checkoutView, newSubmitKey, submitOrder } from "./order-submit.server";

// Decision 0108, "Orders": a combined order keeps every guarantee of the ordinary submit. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the concurrent submits really overlap).

type Buyer = { actor: Actor; addressId: number };

let buyers: Buyer[] = [];
let itemA = 0; // two a set
let itemB = 0; // one a set
let china = { id: 0, volume: 0, pkgNum: 1 };

async function createBuyers(count: number): Promise<Buyer[]> {
  const [company] = await db().insert(companies).values({ name: "Group Orders SL", countryCode: "ES", currency: "EUR", official: true }).returning({ id: companies.id });
  const rows = await db()
    .insert(accounts)
    .values(Array.from({ length: count }, (_, index) => ({ companyId: company!.id, email: `groups-${index}@test.invalid`, passwordHash: "not-a-hash", fullName: `Group buyer ${index}`, language: "en" })))
    .returning({ id: accounts.id, email: accounts.email, fullName: accounts.fullName });
  const book = await db()
    .insert(addresses)
    .values(rows.map((row) => ({ accountId: row.id, companyName: "Group Orders SL", fullName: row.fullName, address: "Calle 1", telephone: "+34 600 000 000", countryCode: "ES", postalCode: "28001", isDefault: true })))
    .returning({ id: addresses.id, accountId: addresses.accountId });
  return rows.map((row) => ({
    actor: {
      accountId: row.id,
      salesmanId: null,
      companyId: company!.id,
      companyName: "Group Orders SL",
      countryCode: "ES",
      currency: "EUR",
      accountSet: "standard",
      salesScopeId: null,
      userRateBp: 300,
      official: true,
      isTest: false,
      allowedLanguages: null,
      email: row.email,
      fullName: row.fullName,
      language: "en",
    },
    addressId: book.find((address) => address.accountId === row.id)!.id,
  }));
}

async function plainProducts(where: ReturnType<typeof sql>, count: number) {
  const rows = await queryRows<{ id: number; carton_volume_cm3: number; pkg_num: number }>(
    db(),
    sql`select p.id, p.carton_volume_cm3, p.pkg_num from products p join stock s on s.product_id = p.id
        join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor >= 1000
        where p.brand_key = 'aigostar' and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id) and ${where}
        order by p.id limit ${count}`,
  );
  return rows.map((row) => ({ id: Number(row.id), volume: Number(row.carton_volume_cm3), pkgNum: Number(row.pkg_num) }));
}

let combinationId = 0;

beforeAll(async () => {
  buyers = await createBuyers(10);
  const [a, b] = await plainProducts(sql`not p.ships_from_china`, 2);
  [itemA, itemB] = [a!.id, b!.id];
  china = (await plainProducts(sql`p.ships_from_china and p.carton_volume_cm3 > 0`, 1))[0]!;
  await db().update(products).set({ minOrderQty: 1, saleDouble: 1, pkgNum: 1 }).where(inArray(products.id, [itemA, itemB]));
  // The brands' minimum order amounts are another rule; here the groups decide.
  await db().delete(orderMinimums);
  const created = await createCombination({
    brandKey: "aigostar",
    code: "T-GROUPS",
    names: { en: "Test pair", es: "Pareja de prueba" },
    items: [
      { productId: itemA, quantity: 2 },
      { productId: itemB, quantity: 1 },
    ],
    tiers: [{ fromSets: 2, discountBp: 500 }],
  });
  if (!created.ok) throw new Error(created.issue);
  combinationId = created.id;
});

beforeEach(async () => {
  const ids = buyers.map((buyer) => buyer.actor.accountId);
  await db().delete(orders).where(inArray(orders.accountId, ids));
  await db().delete(cartItems).where(inArray(cartItems.accountId, ids));
  await db().delete(cartCombinations).where(inArray(cartCombinations.accountId, ids));
  await db().delete(cartPallets).where(inArray(cartPallets.accountId, ids));
  await db().update(stock).set({ available: 1000, notCheckStock: false }).where(inArray(stock.productId, [itemA, itemB, china.id]));
});

async function putCombination(buyer: Buyer, sets: number, id = combinationId) {
  const [current] = await queryRows<{ version: number }>(db(), sql`select version from combinations where id = ${id}`);
  await db()
    .insert(cartCombinations)
    .values({ accountId: buyer.actor.accountId, combinationId: id, sets, versionSeen: Number(current!.version) });
}

async function putPallet(buyer: Buyer, cartons: number): Promise<number> {
  const [pallet] = await db().insert(cartPallets).values({ accountId: buyer.actor.accountId, brandKey: "aigostar", typeCode: "40HQ", name: "Test container" }).returning({ id: cartPallets.id });
  await db().insert(cartPalletItems).values({ palletId: pallet!.id, productId: china.id, cartons });
  return pallet!.id;
}

/** The form the confirm page renders, as the submit gets it. */
async function shown(buyer: Buyer): Promise<Pick<SubmitInput, "lines" | "combinations" | "pallets" | "expectedTotalMinor">> {
  const view = await checkoutView(buyer.actor, { lng: "en" });
  return {
    lines: view.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    combinations: view.groups.flatMap((group) => (group.kind === "combination" ? [{ combinationId: group.combinationId, sets: group.sets, version: group.versionSeen }] : [])),
    pallets: view.groups.flatMap((group) => (group.kind === "pallet" ? [{ palletId: group.palletId, items: group.lines.map((line) => ({ productId: line.productId, cartons: line.cartons })) }] : [])),
    expectedTotalMinor: view.totals.totalMinor,
  };
}

function submit(buyer: Buyer, form: Awaited<ReturnType<typeof shown>>, extra: Partial<SubmitInput> = {}): Promise<SubmitResult> {
  return submitOrder({ actor: buyer.actor, brandKey: "aigostar", submitKey: newSubmitKey(), addressId: buyer.addressId, note: "", lng: "en", origin: "http://localhost:3000", brandName: "Aigostar", ...form, ...extra });
}

async function available(productId: number): Promise<number> {
  const [row] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId));
  return row!.available;
}

const errorKeys = (result: SubmitResult) => (result.ok ? [] : result.errors.map((error) => error.key));

describe("submit with a combination group and single lines", () => {
  it("writes the group and its lines as the confirm page priced them, takes the summed stock and empties what it ordered", async () => {
    const buyer = buyers[0]!;
    await putCombination(buyer, 3);
    await db().insert(cartItems).values({ accountId: buyer.actor.accountId, productId: itemA, quantity: 5 });
    const view = await checkoutView(buyer.actor, { lng: "en" });
    const [group] = view.groups;
    expect(group).toMatchObject({ kind: "combination", combinationId, sets: 3, tierBp: 500, issue: null });
    const result = await submit(buyer, await shown(buyer));
    expect(result).toMatchObject({ ok: true, created: true });
    const [order] = await db().select().from(orders).where(eq(orders.accountId, buyer.actor.accountId));
    expect(order).toMatchObject({ totalMinor: view.totals.totalMinor, subtotalMinor: view.totals.subtotalMinor, reductionMinor: view.totals.reductionMinor, chinaMerge: false, totalQuantity: 5 + 9 });
    const groups = await db().select().from(orderGroups).where(eq(orderGroups.orderId, order!.id));
    expect(groups).toMatchObject([{ groupNo: 1, kind: "combination", combinationId, sets: 3, tierBp: 500, setUnitMinor: group?.kind === "combination" ? group.setUnitMinor : -1, names: { en: "Test pair" } }]);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.lineNo);
    expect(lines.map((line) => [line.lineNo, line.productId, line.quantity, line.groupNo])).toEqual([
      [1, itemA, 5, null],
      [2, itemA, 6, 1],
      [3, itemB, 3, 1],
    ]);
    // The group's lines add up to its sets at the set's price; every line's reduction share adds up to the order's.
    expect(lines[1]!.lineTotalMinor + lines[2]!.lineTotalMinor).toBe(groups[0]!.setUnitMinor! * 3);
    expect(lines.reduce((sum, line) => sum + line.reductionMinor, 0)).toBe(order!.reductionMinor);
    const net = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
    expect(order!.totalMinor).toBe(net - order!.reductionMinor + order!.taxMinor);
    expect(await available(itemA)).toBe(1000 - 11);
    expect(await available(itemB)).toBe(1000 - 3);
    expect(await db().select().from(cartCombinations).where(eq(cartCombinations.accountId, buyer.actor.accountId))).toEqual([]);
    expect(await db().select().from(cartItems).where(eq(cartItems.accountId, buyer.actor.accountId))).toEqual([]);

    // Cancelling gives back the stock of every line, singles and sets alike.
    expect(await cancelOrder({ accountId: buyer.actor.accountId, salesmanId: null }, { orderNumber: order!.orderNumber, reason: "other", text: "test" })).toEqual({ ok: true });
    expect(await available(itemA)).toBe(1000);
    expect(await available(itemB)).toBe(1000);
  });

  it("refuses when a product's single line and its sets together pass the stock, though each alone fits", async () => {
    const buyer = buyers[0]!;
    await db().update(stock).set({ available: 8 }).where(eq(stock.productId, itemA));
    await putCombination(buyer, 2); // 4 of A
    await db().insert(cartItems).values({ accountId: buyer.actor.accountId, productId: itemA, quantity: 5 });
    const view = await checkoutView(buyer.actor, { lng: "en" });
    expect(view.warnings).toEqual([expect.objectContaining({ key: "stockRunOut", productId: itemA })]);
    const result = await submit(buyer, await shown(buyer));
    expect(errorKeys(result)).toEqual(["stockRunOut"]);
    expect(await available(itemA)).toBe(8);
    expect(await db().select().from(orders).where(eq(orders.accountId, buyer.actor.accountId))).toEqual([]);
  });

  it("refuses a group in a blocking state with its message: out of stock, changed, below the minimum, ended", async () => {
    const buyer = buyers[1]!;
    await putCombination(buyer, 2);
    await db().update(stock).set({ available: 3 }).where(eq(stock.productId, itemA));
    expect(await submit(buyer, await shown(buyer))).toMatchObject({ ok: false, errors: [{ key: "combinationOutOfStock", mostSets: 1, group: "Test pair", field: `combination-${combinationId}` }] });
    await db().update(stock).set({ available: 1000 }).where(eq(stock.productId, itemA));

    const form = await shown(buyer);
    const changed = await changeCombination(combinationId, { minimums: [{ currency: "EUR", minimumMinor: 10_000_000 }] });
    expect(changed.ok).toBe(true);
    // The page showed the old version: the buyer confirms the refresh in the cart first.
    const refused = await submit(buyer, await shown(buyer));
    expect(errorKeys(refused)).toEqual(["combinationChanged"]);
    expect(errorKeys(await submit(buyer, form))).toEqual(["combinationChanged"]);
    const [version] = await db().select({ version: combinationVersions.version }).from(combinationVersions).where(eq(combinationVersions.combinationId, combinationId)).orderBy(sql`version desc`).limit(1);
    await db().update(cartCombinations).set({ versionSeen: version!.version }).where(eq(cartCombinations.accountId, buyer.actor.accountId));
    expect(await submit(buyer, await shown(buyer))).toMatchObject({ ok: false, errors: [{ key: "combinationBelowMinimum", minimumMinor: 10_000_000 }] });

    await changeCombination(combinationId, { minimums: [], endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 60_000) });
    const [latest] = await queryRows<{ version: number }>(db(), sql`select version from combinations where id = ${combinationId}`);
    await db().update(cartCombinations).set({ versionSeen: Number(latest!.version) }).where(eq(cartCombinations.accountId, buyer.actor.accountId));
    expect(errorKeys(await submit(buyer, await shown(buyer)))).toEqual(["combinationEnded"]);
    await changeCombination(combinationId, { endsAt: null, startsAt: null });
    expect(await db().select().from(orders).where(eq(orders.accountId, buyer.actor.accountId))).toEqual([]);
  });

  it("refuses a form whose group differs from the cart (sets changed in another tab) as a changed cart", async () => {
    const buyer = buyers[2]!;
    await putCombination(buyer, 2);
    const form = await shown(buyer);
    await db().update(cartCombinations).set({ sets: 3 }).where(eq(cartCombinations.accountId, buyer.actor.accountId));
    expect(errorKeys(await submit(buyer, form))).toEqual(["cartChanged"]);
  });
});

describe("submit with a pallet and the 65 m³ rule", () => {
  it("refuses China-direct goods below 65 m³ unless the buyer merges the order, which it stores; the pallet leaves the cart", async () => {
    const buyer = buyers[3]!;
    const palletId = await putPallet(buyer, 2);
    const view = await checkoutView(buyer.actor, { lng: "en" });
    expect(view.chinaShort).toBe(true);
    expect(view.warnings).toEqual([expect.objectContaining({ key: "chinaVolume", volumeCm3: 2 * china.volume })]);
    expect(2 * china.volume).toBeLessThan(CHINA_DIRECT_MIN_VOLUME_CM3);
    const form = await shown(buyer);
    expect(errorKeys(await submit(buyer, form))).toEqual(["chinaVolume"]);
    const merged = await submit(buyer, form, { chinaMerge: true });
    expect(merged).toMatchObject({ ok: true, created: true });
    const [order] = await db().select().from(orders).where(eq(orders.accountId, buyer.actor.accountId));
    expect(order).toMatchObject({ chinaMerge: true, totalQuantity: 2 * china.pkgNum });
    expect(await db().select().from(orderGroups).where(eq(orderGroups.orderId, order!.id))).toMatchObject([{ kind: "pallet", palletTypeCode: "40HQ", names: { en: "Test container" }, sets: null }]);
    expect(await db().select({ groupNo: orderLines.groupNo, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order!.id))).toEqual([{ groupNo: 1, quantity: 2 * china.pkgNum }]);
    expect(await db().select().from(cartPallets).where(eq(cartPallets.id, palletId))).toEqual([]);
    expect(await available(china.id)).toBe(1000 - 2 * china.pkgNum);
  });
});

// Ten submits at once (on PostgreSQL on a pool, at the same time) never oversell a set's item.
describe("concurrent combination orders", { timeout: 180_000 }, () => {
  it("ten buyers at once against stock for four sets: four orders, the stock never below zero", async () => {
    await db().update(stock).set({ available: 9 }).where(eq(stock.productId, itemA)); // 2 a set: four sets, one unit left
    for (const buyer of buyers) await putCombination(buyer, 1);
    const forms = await Promise.all(buyers.map((buyer) => shown(buyer)));
    const results = await Promise.all(buyers.map((buyer, index) => submit(buyer, forms[index]!)));
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(4);
    for (const result of results.filter((result) => !result.ok)) expect(["stockRunOut", "combinationOutOfStock"]).toContain(errorKeys(result)[0]);
    expect(await available(itemA)).toBe(1);
    expect(await available(itemB)).toBe(1000 - 4);
    const [sold] = await queryRows<{ n: number }>(
      db(),
      sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id where l.product_id = ${itemA} and o.account_id in (${sql.join(
        buyers.map((buyer) => sql`${buyer.actor.accountId}`),
        sql`, `,
      )})`,
    );
    expect(Number(sold!.n)).toBe(8);
    // The refused buyers keep their group; the four who ordered lost theirs.
    expect(await db().select().from(cartCombinations).where(inArray(cartCombinations.accountId, buyers.map((buyer) => buyer.actor.accountId)))).toHaveLength(6);
  });

  it("one combination form submitted five times at once with one key gives one order", async () => {
    const buyer = buyers[4]!;
    await putCombination(buyer, 2);
    const form = await shown(buyer);
    const submitKey = newSubmitKey();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(buyer, form, { submitKey })));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => (result.ok ? result.orderNumber : "")))).toHaveProperty("size", 1);
    const placed = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.accountId, buyer.actor.accountId), eq(orders.submitKey, submitKey)));
    expect(placed).toHaveLength(1);
    expect(await available(itemA)).toBe(1000 - 4);
  });
});
