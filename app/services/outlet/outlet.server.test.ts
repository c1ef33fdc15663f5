import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { accounts, addresses, cartOutletItems, companies, orderLines, orderMinimums, orders, outletLots, stock } from "~/db/schema";
import { applyRate, unitPrice } from "~/domain/pricing";
import type { Actor } from "~/services/identity/actor.server";
import { cancelOrder } from "~/services/ordering/orders.server";
import { type SubmitResult, checkoutView, newSubmitKey, submitOrder } from "~/services/ordering/order-submit.server";
import { priceTerms, productFacts } from "~/services/catalogue/product-facts.server";
import { cartPageData } from "~/services/cart/cart-summary.server";
import { changeOutletLine, openLots, removeOutletLine, setOutletChecked } from "./outlet.server";

// Decision 0114, /Scratch: lots, their cart lines and their units taken at checkout. Runs on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL (where the concurrent submits really overlap).

type Buyer = { actor: Actor; addressId: number };
let buyers: Buyer[] = [];
let productId = 0;
let lot = 0;

async function createBuyers(count: number): Promise<Buyer[]> {
  const [company] = await db().insert(companies).values({ name: "Outlet Buyers SL", countryCode: "ES", currency: "EUR", official: true }).returning({ id: companies.id });
  const rows = await db()
    .insert(accounts)
    .values(Array.from({ length: count }, (_, index) => ({ companyId: company!.id, email: `outlet-${index}@test.invalid`, passwordHash: "not-a-hash", fullName: `Outlet buyer ${index}`, language: "en" })))
    .returning({ id: accounts.id, email: accounts.email, fullName: accounts.fullName });
  const book = await db()
    .insert(addresses)
    .values(rows.map((row) => ({ accountId: row.id, companyName: "Outlet Buyers SL", fullName: row.fullName, address: "Calle 1", telephone: "+34 600 000 000", countryCode: "ES", postalCode: "28001", isDefault: true })))
    .returning({ id: addresses.id, accountId: addresses.accountId });
  return rows.map((row) => ({
    actor: {
      accountId: row.id,
      salesmanId: null,
      companyId: company!.id,
      companyName: "Outlet Buyers SL",
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

const DAY = 86_400_000;

async function newLot(values: Partial<typeof outletLots.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(outletLots)
    .values({ brandKey: "aigostar", productId, grade: "B", note: { en: "Scratched side", de: "Kratzer an der Seite" }, units: 3, unitsLeft: 3, reductionBp: 2500, availableFrom: new Date(Date.now() - DAY), ...values })
    .returning({ id: outletLots.id });
  return row!.id;
}

async function unitsLeft(id: number): Promise<number> {
  const [row] = await db().select({ unitsLeft: outletLots.unitsLeft }).from(outletLots).where(eq(outletLots.id, id));
  return row!.unitsLeft;
}

function submit(buyer: Buyer, outlet: { lotId: number; quantity: number }[], expectedTotalMinor: number | null = null): Promise<SubmitResult> {
  return submitOrder({ actor: buyer.actor, brandKey: "aigostar", submitKey: newSubmitKey(), addressId: buyer.addressId, note: "", lng: "en", origin: "http://localhost:3000", brandName: "Aigostar", lines: [], outlet, expectedTotalMinor });
}

beforeAll(async () => {
  buyers = await createBuyers(6);
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor >= 1000
        where p.brand_key = 'aigostar' and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id) order by p.id limit 1`,
  );
  productId = Number(row!.id);
  // The brands' minimum order amounts are another rule; here the lots decide.
  await db().delete(orderMinimums);
});

beforeEach(async () => {
  const ids = buyers.map((buyer) => buyer.actor.accountId);
  await db().delete(orders).where(inArray(orders.accountId, ids));
  await db().delete(cartOutletItems).where(inArray(cartOutletItems.accountId, ids));
  await db().delete(outletLots).where(eq(outletLots.productId, productId));
  lot = await newLot();
});

describe("the page's lots", () => {
  it("lists only open lots of the brand (closed, expired, not started, sold out left out), with prices for an acting account only", async () => {
    const closed = await newLot({ closedAt: new Date() });
    const expired = await newLot({ availableFrom: new Date(Date.now() - 3 * DAY), availableUntil: new Date(Date.now() - DAY) });
    const later = await newLot({ availableFrom: new Date(Date.now() + DAY) });
    const soldOut = await newLot({ unitsLeft: 0 });
    const other = await newLot({ brandKey: "nobleza" });
    const anonymous = await openLots({ brandKey: "aigostar", grade: null, lng: "de", actor: null });
    const ids = anonymous.map((card) => card.lotId);
    expect(ids).toContain(lot);
    for (const hidden of [closed, expired, later, soldOut, other]) expect(ids).not.toContain(hidden);
    const card = anonymous.find((each) => each.lotId === lot)!;
    expect(card).toMatchObject({ grade: "B", note: "Kratzer an der Seite", unitsLeft: 3, prices: null });
    expect((await openLots({ brandKey: "aigostar", grade: "A", lng: "en", actor: null })).map((each) => each.lotId)).not.toContain(lot);

    const buyer = buyers[0]!;
    const priced = (await openLots({ brandKey: "aigostar", grade: "B", lng: "en", actor: buyer.actor })).find((each) => each.lotId === lot)!;
    const facts = (await productFacts(db(), buyer.actor, [productId], "en", new Date())).get(productId)!;
    const own = unitPrice({ ...priceTerms(facts), userRateBp: 300 })!.unitMinor;
    expect(priced.prices).toEqual({ unitMinor: own, outletMinor: applyRate(own, 2500) });
    expect(priced.note).toBe("Scratched side");
  });
});

describe("the cart's outlet lines", () => {
  it("adds units up to the lot's units left, sets, ticks and removes; a closed lot takes none", async () => {
    const buyer = buyers[0]!;
    expect(await changeOutletLine(buyer.actor, lot, 2, "add")).toEqual({ ok: true, quantity: 2 });
    expect(await changeOutletLine(buyer.actor, lot, 2, "add")).toEqual({ ok: false, issue: { key: "lotShort", unitsLeft: 3 } });
    expect(await changeOutletLine(buyer.actor, lot, 3, "set")).toEqual({ ok: true, quantity: 3 });
    expect(await changeOutletLine(buyer.actor, 999_999_999, 1, "add")).toEqual({ ok: false, issue: { key: "notFound" } });
    const closed = await newLot({ closedAt: new Date() });
    expect(await changeOutletLine(buyer.actor, closed, 1, "add")).toEqual({ ok: false, issue: { key: "lotUnavailable" } });
    expect(await setOutletChecked(buyer.actor, lot, false)).toBe(true);
    // Another account's line is none of his.
    expect(await setOutletChecked(buyers[1]!.actor, lot, false)).toBe(false);
    expect(await removeOutletLine(buyers[1]!.actor, lot)).toBe(false);
    expect(await removeOutletLine(buyer.actor, lot)).toBe(true);
  });

  it("shows on the cart page priced, counted in the summary, and marked when the lot has closed", async () => {
    const buyer = buyers[0]!;
    await changeOutletLine(buyer.actor, lot, 2, "add");
    const page = await cartPageData(buyer.actor, { lng: "en", brandKey: "aigostar", groups: true });
    const [line] = page.outlet;
    expect(line).toMatchObject({ lotId: lot, grade: "B", quantity: 2, issue: null });
    expect(line!.lineTotalMinor).toBe(line!.outletMinor! * 2);
    expect(page.summary).toMatchObject({ entries: 1, units: 2, selected: 1, selectedMinor: line!.lineTotalMinor, totalMinor: line!.lineTotalMinor, issues: 0 });
    await db().update(outletLots).set({ closedAt: new Date() }).where(eq(outletLots.id, lot));
    const after = await cartPageData(buyer.actor, { lng: "en", brandKey: "aigostar", groups: true });
    expect(after.outlet[0]!.issue).toEqual({ key: "lotUnavailable" });
    expect(after.summary).toMatchObject({ selected: 0, issues: 1 });
  });
});

describe("checkout", () => {
  it("orders the lot's units at the outlet price, takes them from the lot (not the product's stock), and a cancel gives them back", async () => {
    const buyer = buyers[0]!;
    await changeOutletLine(buyer.actor, lot, 2, "add");
    const [before] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId));
    const view = await checkoutView(buyer.actor, { lng: "en" });
    expect(view.outlet).toHaveLength(1);
    expect(view.warnings.filter((warning) => warning.key.startsWith("outlet"))).toEqual([]);
    const result = await submit(buyer, [{ lotId: lot, quantity: 2 }], view.totals.totalMinor);
    expect(result).toMatchObject({ ok: true, created: true });
    expect(await unitsLeft(lot)).toBe(1);
    const [order] = await db().select().from(orders).where(eq(orders.accountId, buyer.actor.accountId));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId, quantity: 2, outletLotId: lot, stockTaken: false, unitMinor: view.outlet[0]!.unitMinor, lineTotalMinor: view.outlet[0]!.unitMinor * 2 });
    const [after] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId));
    expect(after?.available).toBe(before?.available);
    expect(await db().select().from(cartOutletItems).where(eq(cartOutletItems.accountId, buyer.actor.accountId))).toEqual([]);
    const cancelled = await cancelOrder(buyer.actor, { orderNumber: order!.orderNumber, reason: "mistake", text: null });
    expect(cancelled).toMatchObject({ ok: true });
    expect(await unitsLeft(lot)).toBe(3);
  });

  it("refuses a lot that closed after the confirm page, naming it, and takes nothing", async () => {
    const buyer = buyers[0]!;
    await changeOutletLine(buyer.actor, lot, 1, "add");
    await db().update(outletLots).set({ closedAt: new Date() }).where(eq(outletLots.id, lot));
    const result = await submit(buyer, [{ lotId: lot, quantity: 1 }]);
    expect(result).toMatchObject({ ok: false, errors: [{ key: "outletLine", lotId: lot, grade: "B", issue: { key: "lotUnavailable" } }] });
    expect(await unitsLeft(lot)).toBe(3);
    expect(await db().select().from(orders).where(eq(orders.accountId, buyer.actor.accountId))).toEqual([]);
  });

  it("concurrent checkouts for the last units cannot oversell: one order gets them, the others are refused naming the lot", async () => {
    await db().update(outletLots).set({ unitsLeft: 1 }).where(eq(outletLots.id, lot));
    for (const buyer of buyers) await changeOutletLine(buyer.actor, lot, 1, "add");
    const results = await Promise.all(buyers.map((buyer) => submit(buyer, [{ lotId: lot, quantity: 1 }])));
    const placed = results.filter((result) => result.ok);
    expect(placed).toHaveLength(1);
    for (const result of results.filter((each) => !each.ok)) {
      expect(result.ok ? [] : result.errors.map((error) => error.key)).toEqual([expect.stringMatching(/^outlet(RunOut|Line)$/)]);
    }
    expect(await unitsLeft(lot)).toBe(0);
    const sold = await queryRows<{ quantity: number }>(db(), sql`select coalesce(sum(quantity), 0)::int as quantity from order_lines where outlet_lot_id = ${lot}`);
    expect(Number(sold[0]!.quantity)).toBe(1);
  });
});
