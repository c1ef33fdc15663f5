import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { type OrderStatus, orderLines, orderReturnLines, orderReturns, orders } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { availableOf, createOrder } from "~tests/support/orders";
import { contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type PageData = Awaited<ReturnType<typeof loader>>;

async function productId() {
  return (await findDemoProducts(db(), "aigostar", "stockAbove100"))[0]!;
}

async function newOrder(status: OrderStatus = "submitted", quantity = 2) {
  return createOrder({ email: "buyer.nl@demo.test", lines: [{ productId: await productId(), quantity }], status });
}

async function page(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(`/office/orders/${id}`, { cookie }), context: contextFor(), params: { orderId: String(id) } }));
  return { ...reply, body: reply.data as PageData };
}

async function post(id: number, fields: Record<string, string>, cookie: string) {
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm(`/office/orders/${id}`, fields, { cookie }), context, params: { orderId: String(id) } }));
  return { ...reply, formFailed: context.formFailed };
}

const statusOf = async (id: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe("/office/orders/:orderId", () => {
  it("shows the order as its buyer sees it, with the buyer and the moves allowed from its status", async () => {
    const order = await newOrder();
    const { status, body } = await page(order.id, await sessionCookieFor("service@demo.test"));
    expect(status).toBe(200);
    expect(body.title).toBe(`Order ${order.orderNumber} – Aigostar`);
    expect(body).toMatchObject({ id: order.id, next: ["unshipped"], cancellable: true, buyer: { email: "buyer.nl@demo.test" }, brand: "Aigostar" });
    expect(body.order.orderNumber).toBe(order.orderNumber);
    expect(body.order.events.map((event) => event.status)).toEqual(["submitted"]);
    expect(body.returnable).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it.each([["0"], ["x"], ["2000000000"], ["99999999999"]])("answers 404 for the id %s", async (id) => {
    expect((await page(id, await sessionCookieFor("admin@demo.test"))).status).toBe(404);
  });

  it("walks the flow: unshipped, shipped with carrier and tracking number, a return of part, returned", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const order = await newOrder("submitted", 4);
    let reply = await post(order.id, { intent: "unshipped", seen: "submitted" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/office/orders/${order.id}?notice=unshipped`);
    reply = await post(order.id, { intent: "ship", seen: "unshipped", carrier: "GLS", trackingNumber: "GLS-77" }, cookie);
    expect(reply.headers.get("Location")).toBe(`/office/orders/${order.id}?notice=shipped`);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    reply = await post(order.id, { intent: "return", seen: "shipped", returnNumber: `RR-${order.orderNumber}`, [`qty-${line!.lineNo}`]: "3" }, cookie);
    expect(reply.headers.get("Location")).toBe(`/office/orders/${order.id}?notice=returning`);
    const [opened] = await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    expect(await db().select({ quantity: orderReturnLines.quantity }).from(orderReturnLines).where(eq(orderReturnLines.returnId, opened!.id))).toEqual([{ quantity: 3 }]);
    reply = await post(order.id, { intent: "returned", seen: "returning" }, cookie);
    expect(reply.headers.get("Location")).toBe(`/office/orders/${order.id}?notice=returned`);
    const { body } = await page(order.id, cookie);
    expect(body.order).toMatchObject({ status: "returned", carrier: "GLS", trackingNumber: "GLS-77", returnOrderNumber: `RR-${order.orderNumber}` });
    expect(body.returns).toMatchObject([{ returnNumber: `RR-${order.orderNumber}`, state: "returned", lines: [{ quantity: 3 }] }]);
    expect(body.next).toEqual([]);
    expect(body.cancellable).toBe(false);
  });

  it("cancels with a reason and gives the stock back", async () => {
    const before = await availableOf(await productId());
    const order = await newOrder("unshipped", 2);
    const reply = await post(order.id, { intent: "cancel", seen: "unshipped", reason: "Customer asked by phone" }, await sessionCookieFor("admin@demo.test"));
    expect(reply.headers.get("Location")).toBe(`/office/orders/${order.id}?notice=cancelled`);
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(await availableOf(await productId())).toBe(before);
  });

  it("answers the second of two staff members 409: the order changed meanwhile", async () => {
    const order = await newOrder();
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await post(order.id, { intent: "unshipped", seen: "submitted" }, cookie)).status).toBe(302);
    const second = await post(order.id, { intent: "cancel", seen: "submitted", reason: "Duplicate" }, cookie);
    expect(second.status).toBe(409);
    expect(refusal(second.data).errors[""]?.[0]?.key).toBe("office:order.errors.changedMeanwhile");
    expect(refusal(second.data).typed).toMatchObject({ reason: "Duplicate" });
    expect(await statusOf(order.id)).toBe("unshipped");
  });

  it.each([
    ["ship without a tracking number", "unshipped", { intent: "ship", seen: "unshipped", carrier: "DHL" }, 400, "trackingNumber", "office:order.errors.trackingNumberRequired"],
    ["ship with a long carrier", "unshipped", { intent: "ship", seen: "unshipped", carrier: "x".repeat(51), trackingNumber: "1" }, 400, "carrier", "office:order.errors.tooLong"],
    ["ship with a NUL", "unshipped", { intent: "ship", seen: "unshipped", carrier: "DHL", trackingNumber: "1\u00002" }, 400, "trackingNumber", "office:order.errors.controlCharacters"],
    ["a return without a number", "shipped", { intent: "return", seen: "shipped" }, 400, "returnNumber", "office:order.errors.returnNumberRequired"],
    ["a return of a crafted quantity", "shipped", { intent: "return", seen: "shipped", returnNumber: "R-X1", "qty-1": "-2" }, 400, "qty-1", "office:order.errors.quantity"],
    ["a return above the line's quantity", "shipped", { intent: "return", seen: "shipped", returnNumber: "R-X2", "qty-1": "99" }, 400, "", "office:order.errors.returnLines"],
    ["a cancel without a reason", "submitted", { intent: "cancel", seen: "submitted", reason: " " }, 400, "reason", "office:order.errors.reasonRequired"],
    ["a cancel of a shipped order", "shipped", { intent: "cancel", seen: "shipped", reason: "late" }, 409, "", "office:order.errors.notAllowed"],
    ["a crafted seen status", "submitted", { intent: "unshipped", seen: "flying" }, 400, "", "office:order.errors.invalid"],
    ["an unknown intent", "submitted", { intent: "explode", seen: "submitted" }, 400, "intent", "office:order.errors.invalid"],
  ] as const)("refuses %s, keeping the order", async (_label, status, fields, code, field, key) => {
    const order = await newOrder(status);
    const reply = await post(order.id, fields, await sessionCookieFor("service@demo.test"));
    expect(reply.status).toBe(code);
    expect(reply.formFailed).toBe(true);
    const { errors } = refusal(reply.data);
    expect(errors[field]?.[0]?.key).toBe(key);
    expect(await statusOf(order.id)).toBe(status);
  });

  it("answers a buyer and a salesman 403, and 404 for an unknown order", async () => {
    const order = await newOrder();
    for (const email of ["buyer.nl@demo.test", "sales@demo.test"]) {
      expect((await page(order.id, await sessionCookieFor(email))).status, email).toBe(403);
      expect((await post(order.id, { intent: "unshipped", seen: "submitted" }, await sessionCookieFor(email))).status, email).toBe(403);
    }
    expect((await post(2_000_000_000, { intent: "unshipped", seen: "submitted" }, await sessionCookieFor("service@demo.test"))).status).toBe(404);
  });
});
