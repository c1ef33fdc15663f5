import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, messages, orderEvents, orderLines, orderReturnLines, orderReturns, orders, promotionItems } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { availableOf, createOrder, promotionLine } from "~tests/support/orders";
import { accountId } from "~tests/support/requests";
import { listOfficeOrders, markUnshipped, moveOrder, officeOrder } from "./orders.server";

async function stockProducts(n = 2) {
  return findDemoProducts(db(), "aigostar", "stockAbove100", n);
}

async function newOrder(email = "buyer.de@demo.test", quantities = [2, 4]) {
  const products = await stockProducts(quantities.length);
  return createOrder({ email, lines: quantities.map((quantity, index) => ({ productId: products[index]!, quantity })) });
}

const statusOf = async (orderId: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe("moveOrder (decision 0112)", () => {
  it("walks an order along the flow: events by the staff member, audit before/after, the buyer's mails in the buyer's language, the return and its lines", async () => {
    const staff = { accountId: await accountId("service@demo.test") };
    const order = await newOrder();
    expect(await moveOrder(staff, order.id, "unshipped", { seen: "submitted" })).toMatchObject({ ok: true, from: "submitted", to: "unshipped" });
    expect(await moveOrder(staff, order.id, "shipped", { seen: "unshipped", carrier: " DHL Express ", trackingNumber: "JD0146000038" })).toMatchObject({ ok: true });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.lineNo);
    const returning = await moveOrder(staff, order.id, "returning", {
      seen: "shipped",
      returnOrderNumber: `RT-${order.orderNumber}`,
      returnLines: [
        { lineNo: lines[0]!.lineNo, quantity: 0 },
        { lineNo: lines[1]!.lineNo, quantity: 3 },
      ],
    });
    expect(returning).toMatchObject({ ok: true, to: "returning" });
    const [opened] = await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    expect(opened).toMatchObject({ returnNumber: `RT-${order.orderNumber}`, state: "returning", createdBy: staff.accountId, completedAt: null });
    expect(await db().select({ lineNo: orderReturnLines.lineNo, quantity: orderReturnLines.quantity }).from(orderReturnLines).where(eq(orderReturnLines.returnId, opened!.id))).toEqual([
      { lineNo: lines[1]!.lineNo, quantity: 3 },
    ]);
    expect(await moveOrder(staff, order.id, "returned", { seen: "returning" })).toMatchObject({ ok: true, to: "returned" });

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "returned", carrier: "DHL Express", trackingNumber: "JD0146000038", returnOrderNumber: `RT-${order.orderNumber}` });
    const [closed] = await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    expect(closed).toMatchObject({ state: "returned" });
    expect(closed!.completedAt).not.toBeNull();

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((event) => [event.status, event.actorId === staff.accountId])).toEqual([
      ["submitted", false],
      ["unshipped", true],
      ["shipped", true],
      ["returning", true],
      ["returned", true],
    ]);
    expect(events[2]!.note).toBe("DHL Express JD0146000038");
    expect(events[3]!.note).toBe(`RT-${order.orderNumber}`);

    const audits = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "order"), eq(auditEvents.entityId, order.orderNumber))).orderBy(auditEvents.id);
    expect(audits.map((event) => [event.action, event.actorId])).toEqual(Array.from({ length: 4 }, () => ["order.status", staff.accountId]));
    expect(audits[1]!.details).toEqual({
      before: { status: "unshipped", carrier: null, trackingNumber: null, returnOrderNumber: null },
      after: { status: "shipped", carrier: "DHL Express", trackingNumber: "JD0146000038", returnOrderNumber: null },
    });

    const mails = await db().select().from(messages).where(eq(messages.accountId, order.accountId)).orderBy(desc(messages.id)).limit(4);
    expect(mails.map((mail) => mail.kind).reverse()).toEqual(["orderStatusUnshipped", "orderStatusShipped", "orderStatusReturning", "orderStatusReturned"]);
    const shipped = mails.find((mail) => mail.kind === "orderStatusShipped")!;
    // buyer.de writes German: the mail is in the buyer's language, not the staff member's.
    expect(shipped.subject).toContain("versandt");
    expect(shipped.body).toContain("JD0146000038");
    expect(mails.find((mail) => mail.kind === "orderStatusReturning")!.body).toContain(`RT-${order.orderNumber}`);

    const view = await officeOrder(order.id, "en");
    expect(view?.returns).toMatchObject([{ returnNumber: `RT-${order.orderNumber}`, state: "returned", lines: [{ lineNo: lines[1]!.lineNo, quantity: 3 }] }]);
    expect(view?.buyer.email).toBe("buyer.de@demo.test");
  });

  it("takes every line in full when the return names none", async () => {
    const order = await createOrder({ email: "buyer.it@demo.test", lines: [{ productId: (await stockProducts(1))[0]!, quantity: 4 }], status: "shipped" });
    expect(await moveOrder(null, order.id, "returning", { returnOrderNumber: `RA-${order.orderNumber}` })).toMatchObject({ ok: true });
    const [opened] = await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    expect(await db().select({ quantity: orderReturnLines.quantity }).from(orderReturnLines).where(eq(orderReturnLines.returnId, opened!.id))).toEqual([{ quantity: 4 }]);
  });

  it("tells the second of two staff members on one order that it changed meanwhile, and moves it once", async () => {
    const staff = { accountId: await accountId("service@demo.test") };
    const admin = { accountId: await accountId("admin@demo.test") };
    const order = await newOrder();
    const results = await Promise.all([
      moveOrder(staff, order.id, "unshipped", { seen: "submitted" }),
      moveOrder(admin, order.id, "cancelled", { seen: "submitted", reason: "Duplicate order" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.problem === "changedMeanwhile")).toHaveLength(1);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(2);
    // A page showing an older status: nothing happens.
    expect(await moveOrder(staff, order.id, "unshipped", { seen: "submitted" })).toMatchObject({ ok: false, problem: "changedMeanwhile" });
  });

  it("cancels from unshipped with a reason, giving stock and promotion quantities back as the buyer's cancel does", async () => {
    const staff = { accountId: await accountId("admin@demo.test") };
    const [productId] = await stockProducts(1);
    const promo = await promotionLine();
    const before = { stock: await availableOf(productId!), promoStock: await availableOf(promo.product_id) };
    const order = await createOrder({
      email: "buyer.fr@demo.test",
      status: "unshipped",
      lines: [
        { productId: productId!, quantity: 3 },
        { productId: promo.product_id, quantity: promo.quantity, promotionItemId: promo.id },
      ],
    });
    expect(await availableOf(productId!)).toBe(before.stock - 3);
    expect(await moveOrder(staff, order.id, "cancelled", { seen: "unshipped", reason: "  " })).toMatchObject({ ok: false, problem: "reasonRequired" });
    expect(await moveOrder(staff, order.id, "cancelled", { seen: "unshipped", reason: "The buyer asked by telephone" })).toMatchObject({ ok: true, from: "unshipped", to: "cancelled" });
    expect(await availableOf(productId!)).toBe(before.stock);
    expect(await availableOf(promo.product_id)).toBe(before.promoStock);
    const [item] = await db().select({ remaining: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, promo.id));
    expect(item!.remaining).toBe(promo.remaining_qty);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "other: The buyer asked by telephone" });
    const [mail] = await db().select().from(messages).where(and(eq(messages.accountId, order.accountId), eq(messages.kind, "orderStatusCancelled"))).orderBy(desc(messages.id)).limit(1);
    expect(mail!.body).toContain("The buyer asked by telephone");
    // A second cancel gives nothing back twice.
    expect(await moveOrder(staff, order.id, "cancelled", { reason: "again" })).toMatchObject({ ok: false, problem: "sameStatus" });
    expect(await availableOf(productId!)).toBe(before.stock);
  });

  it.each([
    ["shipped", "cancelled", { reason: "late" }, "notAllowed"],
    ["submitted", "shipped", { carrier: "DHL", trackingNumber: "1" }, "notAllowed"],
    ["unshipped", "shipped", { carrier: "DHL" }, "carrierRequired"],
    ["shipped", "returning", {}, "returnNumberRequired"],
    ["returned", "returning", { returnOrderNumber: "R1" }, "notAllowed"],
    ["unshipped", "shipped", { carrier: "x".repeat(51), trackingNumber: "1" }, "detailsInvalid"],
    ["unshipped", "shipped", { carrier: "DHL", trackingNumber: "12\u00003" }, "detailsInvalid"],
    ["unshipped", "shipped", { carrier: "DHL\nX", trackingNumber: "1" }, "detailsInvalid"],
    ["submitted", "cancelled", { reason: "x".repeat(501) }, "detailsInvalid"],
    ["submitted", "cancelled", { reason: "bad\u0007" }, "detailsInvalid"],
  ] as const)("refuses %s → %s with %j (%s) and changes nothing", async (from, to, details, problem) => {
    const order = await createOrder({ email: "buyer.nl@demo.test", lines: [{ productId: (await stockProducts(1))[0]!, quantity: 1 }], status: from });
    const eventsBefore = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).length;
    expect(await moveOrder({ accountId: await accountId("service@demo.test") }, order.id, to, details)).toMatchObject({ ok: false, problem, from });
    expect(await statusOf(order.id)).toBe(from);
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(eventsBefore);
  });

  it("keeps a return's quantities within the lines and its number unique", async () => {
    const staff = { accountId: await accountId("service@demo.test") };
    const order = await createOrder({ email: "buyer.nl@demo.test", lines: [{ productId: (await stockProducts(1))[0]!, quantity: 2 }], status: "shipped" });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const returnLines of [
      [{ lineNo: line!.lineNo, quantity: 3 }],
      [{ lineNo: line!.lineNo, quantity: -1 }],
      [{ lineNo: line!.lineNo, quantity: 0 }],
      [{ lineNo: 999, quantity: 1 }],
      [{ lineNo: line!.lineNo, quantity: 1 }, { lineNo: line!.lineNo, quantity: 1 }],
      [{ lineNo: line!.lineNo, quantity: 1.5 }],
    ]) {
      expect(await moveOrder(staff, order.id, "returning", { returnOrderNumber: `RQ-${order.orderNumber}`, returnLines }), JSON.stringify(returnLines)).toMatchObject({ ok: false, problem: "returnLinesInvalid" });
    }
    const other = await createOrder({ email: "buyer.nl@demo.test", lines: [{ productId: (await stockProducts(1))[0]!, quantity: 1 }], status: "shipped" });
    expect(await moveOrder(staff, other.id, "returning", { returnOrderNumber: `RQ-${order.orderNumber}` })).toMatchObject({ ok: true });
    expect(await moveOrder(staff, order.id, "returning", { returnOrderNumber: `RQ-${order.orderNumber}` })).toMatchObject({ ok: false, problem: "returnNumberTaken" });
    expect(await statusOf(order.id)).toBe("shipped");
    expect(await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id))).toEqual([]);
    expect(await moveOrder(staff, 2_000_000_000, "unshipped")).toEqual({ ok: false, problem: "notFound" });
  });

  it("marks several submitted orders unshipped, each on its own, and says why the others were left", async () => {
    const staff = { accountId: await accountId("service@demo.test") };
    const first = await newOrder("buyer.es@demo.test", [1]);
    const second = await newOrder("buyer.es@demo.test", [1]);
    const shipped = await createOrder({ email: "buyer.es@demo.test", lines: [{ productId: (await stockProducts(1))[0]!, quantity: 1 }], status: "shipped" });
    const result = await markUnshipped(staff, [first.id, second.id, shipped.id, first.id, 2_000_000_000]);
    expect(result.done.sort()).toEqual([first.orderNumber, second.orderNumber].sort());
    expect(result.refused).toEqual([
      { orderId: shipped.id, orderNumber: shipped.orderNumber, why: "notAllowed" },
      { orderId: 2_000_000_000, orderNumber: null, why: "notFound" },
    ]);
    expect(await statusOf(first.id)).toBe("unshipped");
  });
});

describe("listOfficeOrders", () => {
  type Query = Parameters<typeof listOfficeOrders>[0];
  const base: Query = { q: "", status: "all", brand: "", from: null, to: null, page: 1, pageSize: 25 };

  it("finds an order by its number (exact or prefix), the account's e-mail or the company, newest first", async () => {
    const order = await newOrder("buyer.pl@demo.test", [1]);
    const numbers = async (query: Partial<Query>) => (await listOfficeOrders({ ...base, ...query })).items.map((item) => item.orderNumber);
    expect(await numbers({ q: order.orderNumber })).toEqual([order.orderNumber]);
    expect(await numbers({ q: order.orderNumber.slice(0, -1) })).toContain(order.orderNumber);
    expect(await numbers({ q: "BUYER.PL@demo" })).toContain(order.orderNumber);
    const all = await listOfficeOrders({ ...base, q: "buyer.pl@demo.test" });
    expect(all.items[0]!.orderNumber).toBe(order.orderNumber);
    expect(all.items.map((item) => item.createdAt.getTime())).toEqual([...all.items.map((item) => item.createdAt.getTime())].sort((a, b) => b - a));
    expect(await numbers({ q: all.items[0]!.companyName.slice(2, 9).toLowerCase() })).toContain(order.orderNumber);
    expect(await numbers({ q: "%" })).toEqual([]);
    expect(await numbers({ q: order.orderNumber, status: "shipped" })).toEqual([]);
    expect(await numbers({ q: order.orderNumber, status: "submitted", brand: "aigostar" })).toEqual([order.orderNumber]);
    expect(await numbers({ q: order.orderNumber, brand: "lumora" })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers({ q: order.orderNumber, from: today, to: today })).toEqual([order.orderNumber]);
    expect(await numbers({ q: order.orderNumber, to: "2020-01-01" })).toEqual([]);
  });

  it("pages by 25 and shows the last page for one past the end", async () => {
    const first = await listOfficeOrders({ ...base, pageSize: 3 });
    const beyond = await listOfficeOrders({ ...base, pageSize: 3, page: 100_000 });
    expect(first.items).toHaveLength(3);
    expect(beyond.page).toBe(first.lastPage);
    expect(beyond.items.length).toBeGreaterThan(0);
  });
});
