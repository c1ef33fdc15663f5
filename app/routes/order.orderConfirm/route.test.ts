import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { addresses, auditEvents, cartCombinations, cartItems, cartPallets, orderEvents, orderLines, orderMinimums, orders, products, promotionItems, promotions, stock } from "~/db/schema";
import { formatMoney } from "~/domain/money";
import { applyRate } from "~/domain/pricing";
import { verifyLogin } from "~/services/identity/auth.server";
import { mailsOf } from "~tests/support/mail";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as successLoader } from "../order.orderSuccess/route";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type Plain = { id: number; saleDouble: number; minOrderQty: number; price: number; available: number };

/** Products the account can order as they are: priced in the currency, in stock, no promotion, aigostar. */
async function plainProducts(count: number, currency = "GBP", offset = 0): Promise<Plain[]> {
  const rows = await queryRows<{ id: number; sale_double: number; min_order_qty: number; price: number; available: number }>(
    db(),
    sql`select p.id, p.sale_double, p.min_order_qty, pp.price_minor::int as price, s.available from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
        where pp.price_minor >= 1000 and s.available >= 200 and not s.not_check_stock and p.brand_key = 'aigostar'
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale or p.ships_from_china)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count} offset ${offset}`,
  );
  return rows.map((row) => ({ id: Number(row.id), saleDouble: row.sale_double, minOrderQty: row.min_order_qty, price: Number(row.price), available: row.available }));
}

/** A quantity of the product (a whole multiple) worth at least `minor`. */
function quantityWorth(product: Plain, minor: number): number {
  const step = product.saleDouble;
  let quantity = Math.ceil(product.minOrderQty / step) * step;
  while (quantity * product.price < minor) quantity += step;
  return quantity;
}

async function fill(account: number, lines: { id: number; quantity: number }[]) {
  await db()
    .insert(cartItems)
    .values(lines.map((line) => ({ accountId: account, productId: line.id, quantity: line.quantity })));
}

type ConfirmData = {
  title: string;
  submitKey: string;
  defaultAddressId: string;
  view: {
    lines: { productId: number; quantity: number; listUnitMinor: number; unitMinor: number; lineTotalMinor: number }[];
    excluded: { productId: number; issue: { key: string } }[];
    totals: { subtotalMinor: number; discountMinor: number; taxRateBp: number; taxMinor: number; totalMinor: number; totalQuantity: number };
    addresses: { id: number; isDefault: boolean }[];
    warnings: { key: string }[];
  };
};

/** A refusal's messages as the rules' errors: the checkout key (its last part) with its values. */
function refusedErrors(data: unknown): ({ key: string } & Record<string, unknown>)[] {
  return Object.values(refusal(data).errors)
    .flat()
    .map((message) => ({ ...message.values, key: message.key.replace(/^checkout:errors\./, "") }));
}

async function openConfirm(cookie: string) {
  const reply = await settle(() => loader({ request: getRequest("/order/orderConfirm", { cookie }), context: contextFor(), params: {} }));
  expect(reply.status).toBe(200);
  return reply.data as ConfirmData;
}

/** The form as the page renders it, with some fields changed. */
function formOf(page: ConfirmData, changes: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    submitKey: page.submitKey,
    addressId: page.defaultAddressId,
    note: "",
    total: String(page.view.totals.totalMinor),
    line: page.view.lines.map((line) => `${line.productId}:${line.quantity}`),
    ...changes,
  };
}

async function submit(cookie: string, fields: Record<string, string | string[]>) {
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm("/order/orderConfirm", fields, { cookie }), context, params: {} }));
  return { ...reply, context };
}

async function ordersOf(account: number) {
  return db().select().from(orders).where(eq(orders.accountId, account));
}

async function expectRefused(cookie: string, fields: Record<string, string | string[]>, key: string) {
  const reply = await submit(cookie, fields);
  expect(reply.status).toBe(400);
  expect(reply.context.formFailed).toBe(true);
  const errors = refusedErrors(reply.data);
  expect(errors.map((error) => error.key)).toContain(key);
  return errors;
}

beforeEach(async () => {
  // The cart starts empty: no single lines, and none of the demo's combination groups or pallets.
  await db().delete(cartItems);
  await db().delete(cartCombinations);
  await db().delete(cartPallets);
  await db().delete(orders);
});

describe("GET /order/orderConfirm", () => {
  it("shows the ticked lines at the buyer's net prices, the totals with tax, the address book and a 32-character key", async () => {
    const buyer = await accountId(BUYER);
    const [a, b, c] = await plainProducts(3);
    await fill(buyer, [
      { id: a!.id, quantity: quantityWorth(a!, 20_000) },
      { id: b!.id, quantity: b!.minOrderQty * 10 },
      { id: c!.id, quantity: c!.minOrderQty },
    ]);
    await db().update(cartItems).set({ checked: false }).where(eq(cartItems.productId, c!.id));
    await db().update(products).set({ offlineOnly: true }).where(eq(products.id, b!.id));
    const page = await openConfirm(await sessionCookieFor(BUYER));
    expect(page.title).toBe("Confirm order – Aigostar");
    expect(page.submitKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(page.view.lines.map((line) => line.productId)).toEqual([a!.id]);
    expect(page.view.excluded).toMatchObject([{ productId: b!.id, issue: { key: "offlineOnly" } }]);
    const line = page.view.lines[0]!;
    // buyer.gb: 5 % own rate, 20 % VAT.
    expect(line.unitMinor).toBe(applyRate(a!.price, 500));
    const net = line.unitMinor * line.quantity;
    expect(page.view.totals).toMatchObject({
      subtotalMinor: a!.price * line.quantity,
      discountMinor: a!.price * line.quantity - net,
      taxRateBp: 2_000,
      taxMinor: Math.round(net * 0.2),
      totalMinor: net + Math.round(net * 0.2),
    });
    const defaultAddress = page.view.addresses.find((address) => address.isDefault)!;
    expect(page.defaultAddressId).toBe(String(defaultAddress.id));
    expect((await openConfirm(await sessionCookieFor(BUYER))).submitKey).not.toBe(page.submitKey);
    await db().update(products).set({ offlineOnly: false }).where(eq(products.id, b!.id));
  });

  it("sends a signed-out visitor to /login", async () => {
    const reply = await settle(() => loader({ request: getRequest("/order/orderConfirm"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?redirectTo=%2Forder%2ForderConfirm");
  });
});

describe("POST /order/orderConfirm: success", () => {
  it("places one order: row, lines, event, stock taken, cart lines removed, sales counted, message recorded", async () => {
    const buyer = await accountId(BUYER);
    const [a, b, other] = await plainProducts(3);
    const qa = quantityWorth(a!, 20_000);
    const qb = b!.minOrderQty;
    await fill(buyer, [
      { id: a!.id, quantity: qa },
      { id: b!.id, quantity: qb },
      { id: other!.id, quantity: other!.minOrderQty },
    ]);
    await db().update(cartItems).set({ checked: false }).where(eq(cartItems.productId, other!.id));
    const [salesBefore] = await db().select({ n: products.salesCount }).from(products).where(eq(products.id, a!.id));
    const cookie = await sessionCookieFor(BUYER);
    const page = await openConfirm(cookie);
    const reply = await submit(cookie, formOf(page, { note: "Deliver before noon, please." }));
    expect(reply.status).toBe(302);
    const [order] = await ordersOf(buyer);
    expect(reply.headers.get("Location")).toBe(`/order/orderSuccess?orderNumber=${order!.orderNumber}`);
    expect(order).toMatchObject({
      status: "submitted",
      placedById: buyer,
      salesmanId: null,
      currency: "GBP",
      brandKey: "aigostar",
      note: "Deliver before noon, please.",
      submitKey: page.submitKey,
      addressId: Number(page.defaultAddressId),
      subtotalMinor: page.view.totals.subtotalMinor,
      discountMinor: page.view.totals.discountMinor,
      taxRateBp: 2_000,
      taxMinor: page.view.totals.taxMinor,
      totalMinor: page.view.totals.totalMinor,
      totalQuantity: qa + qb,
      language: "en",
    });
    expect(order!.orderNumber).toMatch(/^SO\d{6,}$/);
    expect(order!.invoiceNumber).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(order!.shippingAddress).toMatchObject({ countryCode: "GB", city: "London", postalCode: "WC1N 3AX" });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.lineNo);
    expect(lines).toMatchObject([
      { lineNo: 1, productId: a!.id, quantity: qa, listUnitMinor: a!.price, unitMinor: applyRate(a!.price, 500), lineTotalMinor: applyRate(a!.price, 500) * qa, stockTaken: true, promotionItemId: null },
      { lineNo: 2, productId: b!.id, quantity: qb, listUnitMinor: b!.price, stockTaken: true },
    ]);
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).toMatchObject([{ status: "submitted", actorId: buyer }]);
    const [stockA] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, a!.id));
    expect(stockA!.available).toBe(a!.available - qa);
    const [salesAfter] = await db().select({ n: products.salesCount }).from(products).where(eq(products.id, a!.id));
    expect(salesAfter!.n).toBe(salesBefore!.n + qa);
    // Only the ordered lines leave the cart.
    expect(await db().select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.accountId, buyer))).toEqual([{ productId: other!.id }]);
    const [mail] = await mailsOf(buyer, "orderConfirmation");
    expect(mail!.subject).toBe(`Your Aigostar order ${order!.orderNumber} has been placed`);
    expect(mail!.body).toContain(`http://localhost:3000/order/orderDetail?orderNumber=${order!.orderNumber}`);

    // The success page shows it; another account gets a 404.
    const success = await settle(() => successLoader({ request: getRequest(`/order/orderSuccess?orderNumber=${order!.orderNumber}`, { cookie }), context: contextFor(), params: {} }));
    expect(success.status).toBe(200);
    expect(success.data).toMatchObject({ order: { orderNumber: order!.orderNumber, invoiceNumber: order!.invoiceNumber, totalMinor: order!.totalMinor } });
    const stranger = await sessionCookieFor("buyer.it@demo.test");
    const foreign = await settle(() => successLoader({ request: getRequest(`/order/orderSuccess?orderNumber=${order!.orderNumber}`, { cookie: stranger }), context: contextFor(), params: {} }));
    expect(foreign.status).toBe(404);
    const junk = await settle(() => successLoader({ request: getRequest("/order/orderSuccess?orderNumber=%3Cscript%3E", { cookie }), context: contextFor(), params: {} }));
    expect(junk.status).toBe(404);

    // The same form again (double submit, back button, retry): the same order, nothing new.
    const again = await submit(cookie, formOf(page, { note: "Deliver before noon, please." }));
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`/order/orderSuccess?orderNumber=${order!.orderNumber}`);
    expect(await ordersOf(buyer)).toHaveLength(1);
    const [stockAgain] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, a!.id));
    expect(stockAgain!.available).toBe(a!.available - qa);
    expect(await mailsOf(buyer, "orderConfirmation")).toHaveLength(1);
  });

  it("records the salesman acting for a client, and an audit event", async () => {
    const salesman = await accountId("sales@demo.test");
    const client = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    const [{ currency, minimum } = { currency: "EUR", minimum: 0 }] = await queryRows<{ currency: string; minimum: number }>(
      db(),
      sql`select trim(c.currency) as currency, coalesce((select minimum_minor::int from order_minimums m where m.brand_key = 'aigostar' and m.currency = c.currency), 0) as minimum
          from accounts a join companies c on c.id = a.company_id where a.id = ${client}`,
    );
    const [a] = await plainProducts(1, currency);
    await fill(client, [{ id: a!.id, quantity: quantityWorth(a!, minimum + 1) }]);
    const cookie = await sessionCookieFor("sales@demo.test");
    const page = await openConfirm(cookie);
    expect(page.view.lines).toHaveLength(1);
    const reply = await submit(cookie, formOf(page));
    expect(reply.status).toBe(302);
    const [order] = await ordersOf(client);
    expect(order).toMatchObject({ accountId: client, placedById: salesman, salesmanId: salesman });
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).toMatchObject([{ status: "submitted", actorId: salesman }]);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "order.submit")));
    expect(audit).toMatchObject([{ actorId: salesman, entity: "order", entityId: String(order!.id) }]);
  });
});

describe("POST /order/orderConfirm: every rule answers 400 with its message and leaves the cart as it was", () => {
  async function prepared(email = BUYER, worth = 20_000) {
    // worth: above the demo minimum (GBP 130, EUR 150).
    const account = await accountId(email);
    const [a] = await plainProducts(1, email === BUYER ? "GBP" : "EUR", 5);
    const quantity = quantityWorth(a!, worth);
    await fill(account, [{ id: a!.id, quantity }]);
    const cookie = await sessionCookieFor(email);
    return { account, product: a!, quantity, cookie, page: await openConfirm(cookie) };
  }

  async function cartUnchanged(account: number, productId: number, quantity: number) {
    expect(await db().select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.accountId, account))).toEqual([
      { productId, quantity },
    ]);
    expect(await ordersOf(account)).toHaveLength(0);
  }

  it("unofficial account", async () => {
    const { account, product, quantity, cookie, page } = await prepared("unofficial@demo.test");
    expect(page.view.warnings).toMatchObject([{ key: "unofficial" }]);
    await expectRefused(cookie, formOf(page), "unofficial");
    await cartUnchanged(account, product.id, quantity);
  });

  it("no delivery address chosen, and keeps the note", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    const reply = await submit(cookie, formOf(page, { addressId: "", note: "Ring twice" }));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ addressId: [{ key: "checkout:errors.noAddress" }] });
    expect(refusal(reply.data).typed).toMatchObject({ note: "Ring twice" });
    expect(refusal(reply.data).typed.addressId ?? "").toBe("");
    await cartUnchanged(account, product.id, quantity);
  });

  it("another account's address", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    const [foreign] = await db().select({ id: addresses.id }).from(addresses).where(eq(addresses.accountId, await accountId("buyer.it@demo.test")));
    await expectRefused(cookie, formOf(page, { addressId: String(foreign!.id) }), "addressNotFound");
    await cartUnchanged(account, product.id, quantity);
  });

  it("no line selected", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    await expectRefused(cookie, formOf(page, { line: [] }), "noLines");
    await cartUnchanged(account, product.id, quantity);
  });

  it("a product outside the sales scope", async () => {
    const email = "buyer.nl@demo.test";
    const account = await accountId(email);
    const [outside] = await queryRows<{ id: number; quantity: number }>(
      db(),
      sql`select p.id, p.min_order_qty as quantity from products p join categories c on c.id = p.category_id
          join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor > 0
          join stock s on s.product_id = p.id and s.available >= 100
          where p.brand_key = 'aigostar' and not (p.off_market or p.not_online or p.offline_only)
            and not exists (select 1 from sales_scope_categories sc join companies co on co.sales_scope_id = sc.scope_id
              join accounts a on a.company_id = co.id and a.id = ${account}
              where sc.category_id in (c.id, c.parent_id, (select parent_id from categories where id = c.parent_id)))
          order by p.id limit 1`,
    );
    await fill(account, [{ id: Number(outside!.id), quantity: outside!.quantity }]);
    const cookie = await sessionCookieFor(email);
    const page = await openConfirm(cookie);
    expect(page.view.excluded).toMatchObject([{ issue: { key: "outOfScope" } }]);
    const errors = await expectRefused(cookie, formOf(page, { line: [`${outside!.id}:${outside!.quantity}`] }), "line");
    expect(errors).toMatchObject([{ key: "line", issue: "outOfScope" }]);
    await cartUnchanged(account, Number(outside!.id), outside!.quantity);
  });

  it("a product that became offline-only (or not for online sale) after the page was shown", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    await db().update(products).set({ offlineOnly: true }).where(eq(products.id, product.id));
    let errors = await expectRefused(cookie, formOf(page), "line");
    expect(errors).toMatchObject([{ key: "line", productId: product.id, issue: "offlineOnly" }]);
    await db().update(products).set({ offlineOnly: false, notOnline: true }).where(eq(products.id, product.id));
    errors = await expectRefused(cookie, formOf(page), "line");
    expect(errors).toMatchObject([{ key: "line", issue: "notOnline" }]);
    await db().update(products).set({ notOnline: false }).where(eq(products.id, product.id));
    await cartUnchanged(account, product.id, quantity);
  });

  it("the minimum order amount", async () => {
    const minimum = and(eq(orderMinimums.brandKey, "aigostar"), eq(orderMinimums.currency, "GBP"));
    const [before] = await db().select().from(orderMinimums).where(minimum);
    await db().update(orderMinimums).set({ minimumMinor: 50_000_000 }).where(minimum);
    const { account, product, quantity, cookie, page } = await prepared();
    expect(page.view.warnings).toMatchObject([{ key: "minimumAmount", minimumMinor: 50_000_000 }]);
    const errors = await expectRefused(cookie, formOf(page), "minimumAmount");
    // In the buyer's language and currency (buyer.gb: English, GBP).
    expect(errors[0]).toMatchObject({ brand: "Aigostar", minimum: formatMoney(50_000_000, "GBP", "en"), amount: formatMoney(page.view.totals.subtotalMinor - page.view.totals.discountMinor, "GBP", "en") });
    await cartUnchanged(account, product.id, quantity);
    await db().update(orderMinimums).set({ minimumMinor: before!.minimumMinor }).where(minimum);
  });

  it("goods shipped directly from China below 65 m³", async () => {
    const { account, product, quantity, cookie } = await prepared();
    await db().update(products).set({ shipsFromChina: true, cartonVolumeCm3: 100_000 }).where(eq(products.id, product.id));
    const page = await openConfirm(cookie);
    const errors = await expectRefused(cookie, formOf(page), "chinaVolume");
    expect(errors[0]).toMatchObject({ key: "chinaVolume" });
    // Enough cartons: no refusal for the volume (the order goes through).
    await db().update(products).set({ cartonVolumeCm3: 65_000_000 }).where(eq(products.id, product.id));
    const ok = await submit(cookie, formOf(await openConfirm(cookie)));
    expect(ok.status).toBe(302);
    expect((await ordersOf(account))[0]!.totalVolumeCm3).toBeGreaterThanOrEqual(65_000_000);
    await db().update(products).set({ shipsFromChina: false }).where(eq(products.id, product.id));
    await db().delete(orders).where(eq(orders.accountId, account));
    await fill(account, [{ id: product.id, quantity }]);
    await cartUnchanged(account, product.id, quantity);
  });

  it("insufficient stock", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    const [before] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, product.id));
    await db().update(stock).set({ available: quantity - 1 }).where(eq(stock.productId, product.id));
    const errors = await expectRefused(cookie, formOf(page), "line");
    expect(errors).toMatchObject([{ key: "line", issue: "insufficientStock" }]);
    expect((await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, product.id)))[0]!.available).toBe(quantity - 1);
    await db().update(stock).set({ available: before!.available }).where(eq(stock.productId, product.id));
    await cartUnchanged(account, product.id, quantity);
  });

  it("promotion quantities: the per-customer limit and the promotion stock left", async () => {
    const { account, product, quantity, cookie } = await prepared();
    const now = Date.now();
    const [promotion] = await db()
      .insert(promotions)
      .values({ brandKey: "aigostar", kind: "flash_sale", names: { en: "Test flash sale" }, startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 3_600_000) })
      .returning({ id: promotions.id });
    const [item] = await db()
      .insert(promotionItems)
      .values({ promotionId: promotion!.id, productId: product.id, currency: "GBP", activityRateBp: 1_000, quantityLimit: quantity * 10, remainingQty: quantity * 10, perAccountLimit: quantity - 1 })
      .returning({ id: promotionItems.id });
    let page = await openConfirm(cookie);
    expect(page.view.excluded).toMatchObject([{ issue: { key: "promotionLimit" } }]);
    let errors = await expectRefused(cookie, formOf(page, { line: [`${product.id}:${quantity}`] }), "line");
    expect(errors).toMatchObject([{ issue: "promotionLimit", limit: quantity - 1 }]);
    await db().update(promotionItems).set({ perAccountLimit: null, remainingQty: quantity - 1 }).where(eq(promotionItems.id, item!.id));
    page = await openConfirm(cookie);
    errors = await expectRefused(cookie, formOf(page, { line: [`${product.id}:${quantity}`] }), "line");
    expect(errors).toMatchObject([{ issue: "promotionSoldOut", remaining: quantity - 1 }]);
    await cartUnchanged(account, product.id, quantity);

    // With enough promotion stock the order takes it and records the promotion item.
    await db().update(promotionItems).set({ remainingQty: quantity * 10 }).where(eq(promotionItems.id, item!.id));
    page = await openConfirm(cookie);
    expect(page.view.lines[0]!.unitMinor).toBe(applyRate(product.price, 1_450)); // 1 − 0.95 × 0.9
    expect((await submit(cookie, formOf(page))).status).toBe(302);
    const [order] = await ordersOf(account);
    expect(await db().select({ promotionItemId: orderLines.promotionItemId }).from(orderLines).where(eq(orderLines.orderId, order!.id))).toEqual([{ promotionItemId: item!.id }]);
    const [left] = await db().select({ remainingQty: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, item!.id));
    expect(left!.remainingQty).toBe(quantity * 9);
    await db().delete(promotions).where(eq(promotions.id, promotion!.id));
  });

  it("a cart that changed since the page was shown", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    await expectRefused(cookie, formOf(page, { line: [`${product.id}:${quantity + product.saleDouble}`] }), "cartChanged");
    await expectRefused(cookie, formOf(page, { line: ["junk"] }), "cartChanged");
    await cartUnchanged(account, product.id, quantity);
  });

  it("a total that changed since the page was shown (a promotion ended, a price changed)", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    await expectRefused(cookie, formOf(page, { total: String(page.view.totals.totalMinor - 1) }), "pricesChanged");
    await expectRefused(cookie, formOf(page, { total: "lots" }), "cartChanged");
    await cartUnchanged(account, product.id, quantity);
  });

  it("a missing key or a note that is too long", async () => {
    const { account, product, quantity, cookie, page } = await prepared();
    await expectRefused(cookie, formOf(page, { submitKey: "" }), "expired");
    const reply = await submit(cookie, formOf(page, { note: "x".repeat(501) }));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ note: [{ key: "checkout:errors.noteTooLong", values: { max: 500 } }] });
    expect(refusal(reply.data).typed).toMatchObject({ note: "x".repeat(501) });
    await cartUnchanged(account, product.id, quantity);
  });

  it("a key that failed can be used again once the problem is solved", async () => {
    const { account, cookie, page } = await prepared();
    await expectRefused(cookie, formOf(page, { addressId: "" }), "noAddress");
    const reply = await submit(cookie, formOf(page));
    expect(reply.status).toBe(302);
    expect(await ordersOf(account)).toMatchObject([{ submitKey: page.submitKey }]);
  });
});
