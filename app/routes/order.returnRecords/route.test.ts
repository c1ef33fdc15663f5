import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, orderLines, orderReturnLines, orderReturns, orders } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { createOrder } from "~tests/support/orders";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action as detailAction, loader as detailLoader } from "../order.returnDetail/route";
import { loader } from "./route";

type List = Awaited<ReturnType<typeof loader>>;
type Detail = Awaited<ReturnType<typeof detailLoader>>;

async function list(email: string, search = "") {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() => loader({ request: getRequest(`/order/returnRecords${search}`, { cookie }), context: contextFor(), params: {} }));
  return { status: reply.status, page: reply.data as List };
}

async function detail(email: string, id: string) {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() => detailLoader({ request: getRequest(`/order/returnDetail?id=${id}`, { cookie }), context: contextFor(), params: {} }));
  return { status: reply.status, data: reply.data as Detail };
}

async function postTracking(email: string, id: string, trackingNumber: string) {
  const cookie = await sessionCookieFor(email);
  return settle(() => detailAction({ request: postForm(`/order/returnDetail?id=${id}`, { trackingNumber }, { cookie }), context: contextFor(), params: {} }));
}

/** A return as the back office opens it, on a new order of the account (its only line, `quantity` of it back). */
async function openReturn(email: string, { returnNumber, state = "returning", quantity = 1, createdAt }: { returnNumber: string; state?: "returning" | "returned"; quantity?: number; createdAt?: Date }) {
  const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
  const order = await createOrder({ email, lines: [{ productId: productId!, quantity: 3 }] });
  const [line] = await db().select({ lineNo: orderLines.lineNo }).from(orderLines).where(eq(orderLines.orderId, order.id));
  const [opened] = await db()
    .insert(orderReturns)
    .values({ orderId: order.id, returnNumber, state, createdAt: createdAt ?? new Date(), completedAt: state === "returned" ? new Date() : null })
    .returning({ id: orderReturns.id });
  await db().insert(orderReturnLines).values({ returnId: opened!.id, orderId: order.id, lineNo: line!.lineNo, quantity });
  return { id: opened!.id, orderNumber: order.orderNumber };
}

describe("GET /order/returnRecords", () => {
  it("lists the account's returns newest first: numbers, the order, products, units, tracking, state and dates", async () => {
    const { status, page } = await list("buyer.fr@demo.test");
    expect(status).toBe(200);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.state)).toEqual(["returning", "returned"]);
    const [returning, returned] = page.items;
    expect(returning!.returnNumber).toMatch(/^RT/);
    expect(returning!.orderNumber).toMatch(/^SO/);
    expect(returning!.names).toHaveLength(1);
    expect(returning!.moreProducts).toBe(0);
    expect(Number(returning!.units)).toBeGreaterThan(0);
    expect(returning!.trackingNumber).toBeNull();
    expect(returning!.completed).toBeNull();
    expect(returned!.names).toHaveLength(2);
    expect(returned!.trackingNumber).toMatch(/^RET\d+$/);
    expect(returned!.completed).not.toBeNull();
  });

  it("names the products in the reader's language, the first two and how many more", async () => {
    const [a, b, c] = await findDemoProducts(db(), "aigostar", "stockAbove100", 3);
    const order = await createOrder({ email: "buyer.de@demo.test", lines: [a!, b!, c!].map((productId) => ({ productId, quantity: 2 })) });
    const lines = await db().select({ lineNo: orderLines.lineNo, names: orderLines.names }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.lineNo);
    const [opened] = await db().insert(orderReturns).values({ orderId: order.id, returnNumber: "R-THREE-1" }).returning({ id: orderReturns.id });
    await db().insert(orderReturnLines).values(lines.map((line) => ({ returnId: opened!.id, orderId: order.id, lineNo: line.lineNo, quantity: 2 })));
    const { page } = await list("buyer.de@demo.test");
    const row = page.items.find((item) => item.returnNumber === "R-THREE-1")!;
    expect(row.names).toEqual([lines[0]!.names.de ?? lines[0]!.names.en, lines[1]!.names.de ?? lines[1]!.names.en]);
    expect(row.moreProducts).toBe(1);
    expect(row.units).toBe("6");
  });

  it.each([
    ["?state=returning", ["returning"]],
    ["?state=returned", ["returned"]],
    ["?state=%3Cscript%3E", ["returning", "returned"]],
  ])("%s filters by state (junk shows all)", async (search, states) => {
    const { page } = await list("buyer.fr@demo.test", search);
    expect(page.items.map((item) => item.state)).toEqual(states);
  });

  it("pages 20 a page; a page past the end shows the last; one query for the page", async () => {
    const { countQueries } = await import("~/db/query-count.server");
    // One new order and 20 returns of it (the table allows several a return each), the newest last.
    const first = await openReturn("buyer.it@demo.test", { returnNumber: "R-PAGE-0", createdAt: new Date(Date.now()) });
    const [order] = await db().select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, first.id));
    const [line] = await db().select({ lineNo: orderReturnLines.lineNo }).from(orderReturnLines).where(eq(orderReturnLines.returnId, first.id));
    for (let index = 1; index < 20; index += 1) {
      const [opened] = await db()
        .insert(orderReturns)
        .values({ orderId: order!.orderId, returnNumber: `R-PAGE-${index}`, createdAt: new Date(Date.now() + index * 1000) })
        .returning({ id: orderReturns.id });
      await db().insert(orderReturnLines).values({ returnId: opened!.id, orderId: order!.orderId, lineNo: line!.lineNo, quantity: 1 });
    }
    const top = await list("buyer.it@demo.test");
    expect(top.page).toMatchObject({ total: 22, pages: 2, page: 1 });
    expect(top.page.items).toHaveLength(20);
    expect(top.page.items[0]!.returnNumber).toBe("R-PAGE-19");
    const last = await list("buyer.it@demo.test", "?page=7");
    expect(last.page.page).toBe(2);
    expect(last.page.items).toHaveLength(2);
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const request = getRequest("/order/returnRecords", { cookie });
    const context = contextFor();
    await loader({ request, context, params: {} });
    const { count } = await countQueries(() => loader({ request, context, params: {} }));
    // The session (memoised per request) and the page's one statement.
    expect(count.queries).toBeLessThanOrEqual(2);
  });

  it("never shows another account's returns; a salesman sees his client's", async () => {
    const fr = await list("buyer.fr@demo.test");
    const de = await list("buyer.de@demo.test");
    const mine = new Set(fr.page.items.map((item) => item.id));
    expect(de.page.items.some((item) => mine.has(item.id))).toBe(false);
    const sales = await list("sales@demo.test");
    const es = await list("buyer.es@demo.test");
    expect(sales.page.items.map((item) => item.id)).toEqual(es.page.items.map((item) => item.id));
    expect(sales.page.total).toBeGreaterThan(0);
  });

  it("sends a visitor to sign in", async () => {
    const reply = await settle(() => loader({ request: getRequest("/order/returnRecords"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("/order/returnDetail", () => {
  it("shows the lines (returned of ordered), the order, state, dates and tracking number", async () => {
    const opened = await openReturn("buyer.nl@demo.test", { returnNumber: "R-DETAIL-1", quantity: 2 });
    const { status, data } = await detail("buyer.nl@demo.test", String(opened.id));
    expect(status).toBe(200);
    expect(data).toMatchObject({ returnNumber: "R-DETAIL-1", orderNumber: opened.orderNumber, state: "returning", trackingNumber: null, completed: null });
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]).toMatchObject({ returned: "2", ordered: "3" });
    expect(data.lines[0]!.barcode).toMatch(/^\d+$/);
  });

  it.each([["another account's id"], ["non-numeric"], ["missing"], ["zero"], ["out of range"]])("answers 404 for %s", async (kind) => {
    const foreign = (await list("buyer.de@demo.test")).page.items[0]!.id;
    const id = { "another account's id": String(foreign), "non-numeric": "abc", missing: "", zero: "0", "out of range": "99999999999" }[kind]!;
    expect((await detail("buyer.fr@demo.test", id)).status).toBe(404);
    expect((await postTracking("buyer.fr@demo.test", id, "ABC123")).status).toBe(404);
  });

  it("lets the buyer enter and correct the tracking number while returning; audited; staff see it in the office order view", async () => {
    const opened = await openReturn("buyer.pl@demo.test", { returnNumber: "R-TRACK-1" });
    const saved = await postTracking("buyer.pl@demo.test", String(opened.id), "  DHL 0034 1234  ");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/order/returnDetail?id=${opened.id}&notice=trackingSaved`);
    expect((await detail("buyer.pl@demo.test", String(opened.id))).data.trackingNumber).toBe("DHL 0034 1234");
    await postTracking("buyer.pl@demo.test", String(opened.id), "GLS-99");
    expect((await detail("buyer.pl@demo.test", String(opened.id))).data.trackingNumber).toBe("GLS-99");
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "return.tracking"), eq(auditEvents.entityId, String(opened.id))));
    expect(events).toHaveLength(2);
    expect(events[0]!.actorId).toBe(await accountId("buyer.pl@demo.test"));
    const { loader: officeLoader } = await import("../office.orders.$orderId/route");
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, opened.orderNumber));
    const office = await settle(() => officeLoader({ request: getRequest(`/office/orders/${order!.id}`, { cookie: "" }).clone(), context: contextFor(), params: { orderId: String(order!.id) } }).catch((error: unknown) => error));
    // Signed out, the office sends to its sign-in: signed in as customer service, the return shows the number.
    expect(office.status).toBe(302);
    const cookie = await sessionCookieFor("service@demo.test");
    const seen = await settle(() => officeLoader({ request: getRequest(`/office/orders/${order!.id}`, { cookie }), context: contextFor(), params: { orderId: String(order!.id) } }));
    expect((seen.data as { returns: { trackingNumber: string | null }[] }).returns[0]!.trackingNumber).toBe("GLS-99");
  });

  it("refuses a tracking number with control characters with 400 and the message, the number kept as it was", async () => {
    const opened = await openReturn("buyer.pl@demo.test", { returnNumber: "R-TRACK-NUL" });
    const refused = await postTracking("buyer.pl@demo.test", String(opened.id), "DHL\u00000034");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("orders:returns.errors.controlCharacters");
    expect((await detail("buyer.pl@demo.test", String(opened.id))).data.trackingNumber).toBeNull();
  });

  it("a salesman acting for the client may enter it (audited as his)", async () => {
    const opened = await openReturn("buyer.es@demo.test", { returnNumber: "R-TRACK-ES" });
    expect((await postTracking("sales@demo.test", String(opened.id), "SEUR 77")).status).toBe(302);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "return.tracking"), eq(auditEvents.entityId, String(opened.id))));
    expect(event!.actorId).toBe(await accountId("sales@demo.test"));
    expect(event!.accountId).toBe(await accountId("buyer.es@demo.test"));
  });

  it.each([
    ["empty", "", "orders:returns.errors.trackingRequired"],
    ["spaces", "   ", "orders:returns.errors.trackingRequired"],
    ["51 characters", "x".repeat(51), "orders:returns.errors.trackingTooLong"],
  ])("refuses %s with 400 and keeps what was typed", async (_label, typed, key) => {
    const opened = await openReturn("buyer.pl@demo.test", { returnNumber: `R-BAD-${typed.length}` });
    const reply = await postTracking("buyer.pl@demo.test", String(opened.id), typed);
    expect(reply.status).toBe(400);
    const { errors, typed: kept } = refusal(reply.data);
    expect(errors.trackingNumber![0]!.key).toBe(key);
    // Conform leaves an empty field out of what comes back.
    expect(kept.trackingNumber ?? "").toBe(typed);
  });

  it("refuses a change once the return is returned (409), nothing changed", async () => {
    const { page } = await list("buyer.fr@demo.test", "?state=returned");
    const returned = page.items[0]!;
    const reply = await postTracking("buyer.fr@demo.test", String(returned.id), "NEW-1");
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).message!.key).toBe("orders:returns.errors.completed");
    expect((await detail("buyer.fr@demo.test", String(returned.id))).data.trackingNumber).toBe(returned.trackingNumber);
  });
});
