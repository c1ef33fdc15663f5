import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { addresses, cartItems, orderEvents, orderMinimums, orders, sessions } from "~/db/schema";
import { findDemoProducts } from "../../scripts/demo/states";
import { availableOf, createOrder } from "~tests/support/orders";
import { accountId } from "~tests/support/requests";

const minimums = () => db().select().from(orderMinimums).orderBy(orderMinimums.brandKey, orderMinimums.currency);

/** The order fixture (tests/support/orders.ts) places orders through the real submit; these check its extra steps. */
describe("createOrder", () => {
  it("places the order through the submit: stock taken, the submit's numbers, one submitted event, nothing left behind", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const buyer = await accountId("buyer.pt@demo.test");
    const before = { stock: await availableOf(productId!), sessions: await db().$count(sessions), minimums: await minimums() };
    const order = await createOrder({ email: "buyer.pt@demo.test", lines: [{ productId: productId!, quantity: 2 }] });
    expect(order.accountId).toBe(buyer);
    expect(await availableOf(productId!)).toBe(before.stock - 2);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderNumber: expect.stringMatching(/^SO\d+$/), invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/), status: "submitted", placedById: buyer, salesmanId: null });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => [event.status, event.actorId])).toEqual([["submitted", buyer]]);
    expect(await db().$count(sessions)).toBe(before.sessions);
    expect(await minimums()).toEqual(before.minimums);
  });

  it("keeps the account's earlier cart line of an ordered product", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const buyer = await accountId("buyer.it@demo.test");
    await db().delete(cartItems).where(eq(cartItems.accountId, buyer));
    await db().insert(cartItems).values({ accountId: buyer, productId: productId!, quantity: 7, checked: false });
    await createOrder({ email: "buyer.it@demo.test", lines: [{ productId: productId!, quantity: 1 }] });
    const cart = await db().select({ productId: cartItems.productId, quantity: cartItems.quantity, checked: cartItems.checked }).from(cartItems).where(eq(cartItems.accountId, buyer));
    expect(cart).toEqual([{ productId: productId!, quantity: 7, checked: false }]);
  });

  it("records the salesman who placed it, moves it to createdAt and walks the back-office flow to the status", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const salesman = await accountId("sales@demo.test");
    const createdAt = new Date("2026-01-15T10:00:00Z");
    const order = await createOrder({ email: "buyer.es@demo.test", lines: [{ productId: productId!, quantity: 1 }], salesmanEmail: "sales@demo.test", status: "returning", createdAt, invoiceNumber: "INV-OLD-1" });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "returning", placedById: salesman, salesmanId: salesman, invoiceNumber: "INV-OLD-1", createdAt, carrier: "DHL", returnOrderNumber: `RT-${order.orderNumber}` });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((event) => event.status)).toEqual(["submitted", "unshipped", "shipped", "returning"]);
    expect(events[0]!.actorId).toBe(salesman);
    expect(events.every((event) => event.createdAt.getTime() === createdAt.getTime())).toBe(true);
  });

  it("cancels through the buyer's cancel: the stock comes back", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const before = await availableOf(productId!);
    const order = await createOrder({ email: "buyer.fr@demo.test", lines: [{ productId: productId!, quantity: 3 }], status: "cancelled" });
    expect(await availableOf(productId!)).toBe(before);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "mistake" });
  });

  it("creates a default address through the address service when the account has none", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const buyer = await accountId("buyer.de@demo.test");
    await db().delete(addresses).where(eq(addresses.accountId, buyer));
    const order = await createOrder({ email: "buyer.de@demo.test", lines: [{ productId: productId!, quantity: 1 }] });
    const book = await db().select().from(addresses).where(and(eq(addresses.accountId, buyer), eq(addresses.isDefault, true)));
    expect(book).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ addressId: book[0]!.id, shippingAddress: { countryCode: "DE", fullName: "Test buyer" } });
  });
});
