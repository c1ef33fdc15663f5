import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { createOrder } from "~tests/support/orders";
import { contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type ListData = Awaited<ReturnType<typeof loader>>;

async function list(path: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as ListData };
}

const post = (fields: Record<string, string | string[]>, cookie: string) => settle(() => action({ request: postForm("/office/orders", fields, { cookie }), context: contextFor(), params: {} }));

async function newOrder(status: "submitted" | "shipped" = "submitted") {
  const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
  return createOrder({ email: "buyer.gb@demo.test", lines: [{ productId: productId!, quantity: 1 }], status });
}

describe("/office/orders", () => {
  it("lists every brand's orders newest first, 25 a page, each linking to its page", async () => {
    const order = await newOrder();
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list("/office/orders", cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Orders – Aigostar");
    expect(body.items.length).toBeLessThanOrEqual(25);
    expect(body.items[0]).toMatchObject({ id: order.id, orderNumber: order.orderNumber, status: "submitted", email: "buyer.gb@demo.test", brand: "Aigostar" });
    expect(new Set(body.items.map((item) => item.brand)).size).toBeGreaterThan(1);
  });

  it("filters by number, status, brand and dates, and reads a crafted address as the defaults", async () => {
    const order = await newOrder();
    const cookie = await sessionCookieFor("admin@demo.test");
    const today = new Date().toISOString().slice(0, 10);
    const found = await list(`/office/orders?q=${order.orderNumber}&status=submitted&brand=aigostar&from=${today}&to=${today}`, cookie);
    expect(found.body.items.map((item) => item.orderNumber)).toEqual([order.orderNumber]);
    const crafted = await list(`/office/orders?status=evil&brand=<x>&from=2026-02-31&to=yesterday&page=-3&q=${"x".repeat(5000)}`, cookie);
    expect(crafted.status).toBe(200);
    expect(crafted.body.query).toEqual({ q: "", status: "all", brand: "", from: null, to: null, page: 1 });
  });

  it("marks the ticked submitted orders unshipped, each on its own, and lists the others with why", async () => {
    const first = await newOrder();
    const shipped = await newOrder("shipped");
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post({ intent: "markUnshipped", orderId: [String(first.id), String(shipped.id), "2000000000"], back: "/office/orders?status=submitted&notice=bulkUnshipped&done=9" }, cookie);
    expect(reply.status).toBe(302);
    const location = reply.headers.get("Location")!;
    expect(location).toBe(`/office/orders?status=submitted&notice=bulkUnshipped&done=1&refused=${shipped.orderNumber}%7EnotAllowed`);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, first.id));
    expect(row!.status).toBe("unshipped");
    const { body } = await list(location, cookie);
    expect(body.notice).toEqual({ done: 1, refused: [{ orderNumber: shipped.orderNumber, why: "notAllowed" }] });
  });

  it("sends the answer back to the list only", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post({ intent: "markUnshipped", orderId: "2000000000", back: "https://evil.example/office/orders" }, cookie);
    expect(reply.headers.get("Location")).toBe("/office/orders?notice=bulkUnshipped&done=0");
  });

  it.each([
    ["none ticked", { intent: "markUnshipped" }, "orderId", "office:orders.errors.noneSelected"],
    ["a crafted id", { intent: "markUnshipped", orderId: ["12", "x"] }, "orderId[1]", "office:orders.errors.invalid"],
    ["too many", { intent: "markUnshipped", orderId: Array.from({ length: 101 }, (_, index) => String(index + 1)) }, "orderId", "office:orders.errors.tooMany"],
    ["an unknown intent", { intent: "deleteAll" }, "intent", "office:orders.errors.invalid"],
  ])("refuses %s with 400", async (_label, fields, field, key) => {
    const reply = await post(fields, await sessionCookieFor("service@demo.test"));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors[field]?.[0]?.key).toBe(key);
  });

  it("answers a buyer and a salesman 403", async () => {
    for (const email of ["buyer.de@demo.test", "sales@demo.test"]) {
      expect((await list("/office/orders", await sessionCookieFor(email))).status, email).toBe(403);
      expect((await post({ intent: "markUnshipped", orderId: "1" }, await sessionCookieFor(email))).status, email).toBe(403);
    }
  });
});
