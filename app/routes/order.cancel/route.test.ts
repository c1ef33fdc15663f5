import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, messages, orderEvents, orders, promotionItems } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { availableOf, createOrder, promotionLine } from "~tests/support/orders";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

const path = (orderNumber: string) => `/order/cancel?orderNumber=${encodeURIComponent(orderNumber)}`;

async function cancel(email: string, orderNumber: string, fields: Record<string, string>, cookie?: string) {
  const session = cookie ?? (await sessionCookieFor(email));
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm(path(orderNumber), fields, { cookie: session }), context, params: {} }));
  return { ...reply, formFailed: context.formFailed };
}

async function stockProduct() {
  const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
  return productId!;
}

describe("/order/cancel", () => {
  it("shows the reasons as radio buttons for a cancellable order", async () => {
    const order = await createOrder({ email: "buyer.pt@demo.test", lines: [{ productId: await stockProduct(), quantity: 1 }] });
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    const reply = await settle(() => loader({ request: getRequest(path(order.orderNumber), { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ order: { orderNumber: order.orderNumber, cancellable: true, status: "submitted" } });
  });

  it.each([
    [{}, "reason", "orders:cancel.errors.reasonRequired"],
    [{ reason: "whatever" }, "reason", "orders:cancel.errors.reasonRequired"],
    [{ reason: "other", text: "   " }, "text", "orders:cancel.errors.textRequired"],
    [{ reason: "other", text: "x".repeat(501) }, "text", "orders:cancel.errors.textTooLong"],
  ])("refuses %j with a 400 and the message, keeping the order", async (fields, field, key) => {
    const order = await createOrder({ email: "buyer.pt@demo.test", lines: [{ productId: await stockProduct(), quantity: 1 }] });
    const reply = await cancel("buyer.pt@demo.test", order.orderNumber, fields as Record<string, string>);
    expect(reply.status).toBe(400);
    expect(reply.formFailed).toBe(true);
    expect(refusal(reply.data).errors).toEqual({ [field]: [{ key }] });
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("submitted");
  });

  it("cancels with a reason: stock and promotion quantity come back, an event and a mail are recorded", async () => {
    const productId = await stockProduct();
    const promo = await promotionLine();
    const before = { stock: await availableOf(productId), promoStock: await availableOf(promo.product_id) };
    const order = await createOrder({
      email: "buyer.pt@demo.test",
      lines: [
        { productId, quantity: 3 },
        { productId: promo.product_id, quantity: promo.quantity, promotionItemId: promo.id },
      ],
    });
    expect(await availableOf(productId)).toBe(before.stock - 3);
    const [taken] = await db().select({ remaining: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, promo.id));
    expect(taken!.remaining).toBe(promo.remaining_qty - promo.quantity);
    const reply = await cancel("buyer.pt@demo.test", order.orderNumber, { reason: "other", text: "Ordered twice by two colleagues" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/order/orderDetail?orderNumber=${order.orderNumber}&notice=cancelled`);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "other: Ordered twice by two colleagues" });
    expect(row!.cancelledAt).not.toBeNull();
    expect(await availableOf(productId)).toBe(before.stock);
    expect(await availableOf(promo.product_id)).toBe(before.promoStock);
    const [item] = await db().select({ remaining: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, promo.id));
    expect(item!.remaining).toBe(promo.remaining_qty);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((event) => event.status)).toEqual(["submitted", "cancelled"]);
    expect(events[1]!.actorId).toBe(order.accountId);
    const mails = await db().select().from(messages).where(and(eq(messages.accountId, order.accountId), eq(messages.kind, "orderCancelled")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.orderNumber);
  });

  it("returns stock and promotion quantity exactly once when two cancels race", async () => {
    const productId = await stockProduct();
    const promo = await promotionLine();
    const before = await availableOf(productId);
    const order = await createOrder({
      email: "buyer.es@demo.test",
      lines: [
        { productId, quantity: 4 },
        { productId: promo.product_id, quantity: promo.quantity, promotionItemId: promo.id },
      ],
    });
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const replies = await Promise.all([
      cancel("buyer.es@demo.test", order.orderNumber, { reason: "mistake" }, cookie),
      cancel("buyer.es@demo.test", order.orderNumber, { reason: "tooSlow" }, cookie),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([302, 409]);
    expect(await availableOf(productId)).toBe(before);
    const [item] = await db().select({ remaining: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, promo.id));
    expect(item!.remaining).toBe(promo.remaining_qty);
    const events = await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "cancelled")));
    expect(events).toHaveLength(1);
  });

  it("never raises a promotion's remaining quantity above its limit", async () => {
    const promo = await promotionLine();
    const order = await createOrder({ email: "buyer.pt@demo.test", lines: [{ productId: promo.product_id, quantity: promo.quantity, promotionItemId: promo.id }] });
    // The back office refilled the promotion meanwhile.
    await db().update(promotionItems).set({ remainingQty: promo.quantity_limit }).where(eq(promotionItems.id, promo.id));
    expect((await cancel("buyer.pt@demo.test", order.orderNumber, { reason: "mistake" })).status).toBe(302);
    const [item] = await db().select({ remaining: promotionItems.remainingQty }).from(promotionItems).where(eq(promotionItems.id, promo.id));
    expect(item!.remaining).toBe(promo.quantity_limit);
  });

  it.each(["shipped", "cancelled", "returned"] as const)("refuses to cancel a %s order with a clear message", async (status) => {
    const order = await createOrder({ email: "buyer.pt@demo.test", lines: [{ productId: await stockProduct(), quantity: 1 }], status });
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    const page = await settle(() => loader({ request: getRequest(path(order.orderNumber), { cookie }), context: contextFor(), params: {} }));
    expect(page.data).toMatchObject({ order: { cancellable: false } });
    const reply = await cancel("buyer.pt@demo.test", order.orderNumber, { reason: "mistake" }, cookie);
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).errors).toEqual({ "": [{ key: "orders:cancel.errors.wrongState", values: { status } }] });
  });

  it("answers 404 for another account's order, and changes nothing", async () => {
    const order = await createOrder({ email: "buyer.de@demo.test", lines: [{ productId: await stockProduct(), quantity: 1 }] });
    const reply = await cancel("buyer.pt@demo.test", order.orderNumber, { reason: "mistake" });
    expect(reply.status).toBe(404);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("submitted");
  });

  it("records the salesman acting for the client in the event and the audit trail", async () => {
    const order = await createOrder({ email: "buyer.es@demo.test", lines: [{ productId: await stockProduct(), quantity: 1 }] });
    const reply = await cancel("sales@demo.test", order.orderNumber, { reason: "wrongQuantity" });
    expect(reply.status).toBe(302);
    const salesman = await accountId("sales@demo.test");
    const [event] = await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, "cancelled")));
    expect(event!.actorId).toBe(salesman);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "order.cancel"), eq(auditEvents.entityId, order.orderNumber)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ accountId: order.accountId, actorId: salesman });
  });
});
