import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { accounts, addresses, cartItems, companies, orderLines, orderMinimums, orders, products, promotionItems, promotions, stock } from "~/db/schema";
import type { Actor } from "~/services/identity/actor.server";
import { type SubmitResult, checkoutView, newSubmitKey, submitOrder } from "~/services/ordering/order-submit.server";

// DESIGN items 3 and 4: concurrent buyers never oversell, and one form submitted several times at
// once gives one order. On PGlite the submits interleave on one connection; on PostgreSQL
// (TEST_DATABASE_URL) they run on a pool of connections at the same time.

const BUYERS = 50;

type Buyer = { account: Actor; addressId: number };

let buyers: Buyer[] = [];
let productId = 0;

async function createBuyers(count: number): Promise<Buyer[]> {
  const [company] = await db()
    .insert(companies)
    .values({ name: "Concurrency Test Ltd", countryCode: "GB", currency: "GBP", official: true })
    .returning({ id: companies.id });
  const rows = await db()
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId: company!.id,
        email: `concurrent-${index}@test.invalid`,
        passwordHash: "not-a-hash",
        fullName: `Buyer ${index}`,
        language: "en",
      })),
    )
    .returning({ id: accounts.id, email: accounts.email, fullName: accounts.fullName });
  const book = await db()
    .insert(addresses)
    .values(
      rows.map((row) => ({
        accountId: row.id,
        companyName: "Concurrency Test Ltd",
        fullName: row.fullName,
        address: "1 Test Street",
        telephone: "+44 20 0000 0000",
        countryCode: "GB",
        postalCode: "WC1N 3AX",
        isDefault: true,
      })),
    )
    .returning({ id: addresses.id, accountId: addresses.accountId });
  return rows.map((row) => ({
    account: {
      accountId: row.id,
      salesmanId: null,
      companyId: company!.id,
      companyName: "Concurrency Test Ltd",
      countryCode: "GB",
      currency: "GBP",
      accountSet: "standard",
      salesScopeId: null,
      userRateBp: 0,
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

/** The total the confirm page shows the buyer (all test buyers pay the same). */
async function shownTotal(buyer: Buyer): Promise<number> {
  return (await checkoutView(buyer.account, { lng: "en" })).totals.totalMinor;
}

function submit(buyer: Buyer, expectedTotalMinor: number, submitKey = newSubmitKey(), quantity = 1): Promise<SubmitResult> {
  return submitOrder({
    actor: buyer.account,
    brandKey: "aigostar",
    submitKey,
    addressId: buyer.addressId,
    note: "",
    lines: [{ productId, quantity }],
    expectedTotalMinor,
    lng: "en",
    origin: "http://localhost:3000",
    brandName: "Aigostar",
  });
}

async function fillCarts(list: Buyer[], quantity = 1) {
  await db().delete(cartItems);
  await db()
    .insert(cartItems)
    .values(list.map((buyer) => ({ accountId: buyer.account.accountId, productId, quantity })));
}

async function available(): Promise<number> {
  const [row] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId));
  return row!.available;
}

/** Units of the product sold by the orders these tests place (the demo orders take no stock). */
async function soldUnits(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db(), sql`select coalesce(sum(quantity), 0)::int as n from order_lines where product_id = ${productId} and stock_taken`);
  return Number(row!.n);
}

beforeAll(async () => {
  buyers = await createBuyers(BUYERS);
  const [product] = await queryRows<{ id: number }>(
    db(),
    sql`select p.id from products p join stock s on s.product_id = p.id
        join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP' and pp.price_minor > 0
        where p.brand_key = 'aigostar' and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale or p.ships_from_china)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit 1`,
  );
  productId = Number(product!.id);
  await db().update(products).set({ minOrderQty: 1, saleDouble: 1, pkgNum: 1 }).where(eq(products.id, productId));
  // The minimum order amount is another rule; here only stock decides.
  await db().delete(orderMinimums);
});

// Fifty buyers signing in and submitting take a while on a loaded machine; the checks are on counts, not time.
describe("concurrent submits", { timeout: 180_000 }, () => {
  it(`${BUYERS} buyers at once against a stock of 10: exactly 10 units sold, stock 0, never negative`, async () => {
    await db().update(stock).set({ available: 10, notCheckStock: false }).where(eq(stock.productId, productId));
    await fillCarts(buyers);
    const total = await shownTotal(buyers[0]!);
    const results = await Promise.all(buyers.map((buyer) => submit(buyer, total)));
    const placed = results.filter((result) => result.ok && result.created);
    expect(placed).toHaveLength(10);
    for (const result of results.filter((result) => !result.ok)) {
      const [error] = result.ok ? [] : result.errors;
      // Refused at the conditional update, or by the stock check when the stock was already gone.
      expect(["stockRunOut", "line"]).toContain(error!.key);
      if (error!.key === "line") expect(error!.issue.key).toBe("insufficientStock");
    }
    expect(await available()).toBe(0);
    expect(await soldUnits()).toBe(10);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from orders where account_id in (select id from accounts where email like 'concurrent-%')`);
    expect(Number(n)).toBe(10);
    // The refused buyers keep their cart line; the ten who ordered lost theirs.
    const left = await db().select({ accountId: cartItems.accountId }).from(cartItems).where(eq(cartItems.productId, productId));
    expect(left).toHaveLength(BUYERS - 10);
  });

  it("the same form submitted 5 times at once gives one order", async () => {
    const buyer = buyers[0]!;
    await db().update(stock).set({ available: 100 }).where(eq(stock.productId, productId));
    await fillCarts([buyer], 3);
    const before = await soldUnits();
    const key = newSubmitKey();
    const total = await shownTotal(buyer);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(buyer, total, key, 3)));
    const numbers = new Set(results.map((result) => (result.ok ? result.orderNumber : `refused ${JSON.stringify(result.errors)}`)));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^SO\d+$/);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(1);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.submitKey, key))).toHaveLength(1);
    expect(await available()).toBe(97);
    expect((await soldUnits()) - before).toBe(3);
  });

  it("a limited promotion under concurrency: exactly its quantity is sold at the promotion price", async () => {
    await db().update(stock).set({ available: 1000 }).where(eq(stock.productId, productId));
    const now = Date.now();
    const [promotion] = await db()
      .insert(promotions)
      .values({ brandKey: "aigostar", kind: "flash_sale", names: { en: "Concurrency flash sale" }, startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 3_600_000) })
      .returning({ id: promotions.id });
    const [item] = await db()
      .insert(promotionItems)
      .values({ promotionId: promotion!.id, productId, currency: "GBP", activityRateBp: 2_000, quantityLimit: 10, remainingQty: 10 })
      .returning({ id: promotionItems.id });
    const group = buyers.slice(0, 30);
    await fillCarts(group);
    const total = await shownTotal(group[0]!);
    const results = await Promise.all(group.map((buyer) => submit(buyer, total)));
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(10);
    for (const result of results.filter((result) => !result.ok)) {
      const [error] = result.ok ? [] : result.errors;
      // Taken at the conditional update, or (after the promotion ran out) no longer at the price shown.
      expect(["promotionRunOut", "pricesChanged"]).toContain(error!.key);
    }
    const [left] = await db().select({ remainingQty: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, item!.id));
    expect(left!.remainingQty).toBe(0);
    const promoted = await db().select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.promotionItemId, item!.id));
    expect(promoted.reduce((sum, line) => sum + line.quantity, 0)).toBe(10);
  });
});

describe("invoice numbers", () => {
  it("are unique and without gaps across the orders placed, counted per year", async () => {
    const rows = await queryRows<{ invoice_number: string }>(db(), sql`select invoice_number from orders where invoice_number is not null order by invoice_number`);
    // INV-<year>-<n>: each year counts from 1 (the demo has orders of last year too).
    const years = new Map<string, number[]>();
    for (const row of rows) {
      const [, year, n] = row.invoice_number.split("-");
      years.set(year!, [...(years.get(year!) ?? []), Number(n)]);
    }
    expect(years.size).toBeGreaterThan(0);
    for (const numbers of years.values()) {
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    }
  });
});
