import { describe, expect, it } from "vitest";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Page = {
  filter: { status: string; period: string; pageSize: number; page: number };
  counts: Record<string, number>;
  total: number;
  pages: number;
  items: { orderNumber: string; status: string; items: string; total: string; placedBy: { name: string; bySalesman: boolean } }[];
};

async function list(email: string, search = "") {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() => loader({ request: getRequest(`/order/myOrder${search}`, { cookie }), context: contextFor(), params: {} }));
  return { status: reply.status, page: reply.data as Page };
}

describe("GET /order/myOrder", () => {
  it("lists the account's orders newest first with counts per status", async () => {
    const { status, page } = await list("buyer.fr@demo.test");
    expect(status).toBe(200);
    expect(page.total).toBe(8);
    expect(page.counts).toEqual({ all: 8, submitted: 2, unshipped: 1, shipped: 2, returning: 1, returned: 1, cancelled: 1 });
    expect(page.items.map((item) => item.status)).toEqual(["submitted", "submitted", "unshipped", "shipped", "returning", "returned", "cancelled", "shipped"]);
    expect(page.items[0]!.total).toMatch(/€/);
    expect(page.items[0]!.placedBy).toEqual({ name: "Camille Durand", bySalesman: false });
    expect(page.items[1]!.placedBy).toEqual({ name: "Sofía Navarro", bySalesman: true });
  });

  it.each([
    ["?period=week", 2, { all: 2, submitted: 2, unshipped: 0, shipped: 0, returning: 0, returned: 0, cancelled: 0 }],
    ["?period=month", 3, { all: 3, submitted: 2, unshipped: 1, shipped: 0, returning: 0, returned: 0, cancelled: 0 }],
    ["?period=threeMonths", 5, { all: 5, submitted: 2, unshipped: 1, shipped: 1, returning: 1, returned: 0, cancelled: 0 }],
    ["?status=shipped", 2, { all: 8, submitted: 2, unshipped: 1, shipped: 2, returning: 1, returned: 1, cancelled: 1 }],
    ["?status=shipped&period=threeMonths", 1, { all: 5, submitted: 2, unshipped: 1, shipped: 1, returning: 1, returned: 0, cancelled: 0 }],
    ["?status=cancelled&period=week", 0, { all: 2, submitted: 2, unshipped: 0, shipped: 0, returning: 0, returned: 0, cancelled: 0 }],
  ])("%s shows %i orders; the counts respect the period", async (search, total, counts) => {
    const { page } = await list("buyer.fr@demo.test", search);
    expect(page.total).toBe(total);
    expect(page.items).toHaveLength(total);
    expect(page.counts).toEqual(counts);
  });

  it("ignores junk in the address", async () => {
    const { status, page } = await list("buyer.fr@demo.test", "?status=%3Cscript%3E&period=forever&pageSize=7&page=-3");
    expect(status).toBe(200);
    expect(page.filter).toEqual({ status: "all", period: "all", pageSize: 20, page: 1 });
    expect(page.total).toBe(8);
  });

  it("pages with the page size of the product lists; a page past the end shows the last", async () => {
    const { createOrder } = await import("~tests/support/orders");
    const { findDemoProducts } = await import("../../../scripts/demo/states");
    const { db } = await import("~/db/client.server");
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    for (let index = 0; index < 15; index += 1) await createOrder({ email: "buyer.it@demo.test", lines: [{ productId: productId!, quantity: 1 }] });
    const first = await list("buyer.it@demo.test");
    expect(first.page).toMatchObject({ total: 23, pages: 2 });
    expect(first.page.items).toHaveLength(20);
    const last = await list("buyer.it@demo.test", "?page=9");
    expect(last.page.filter.page).toBe(2);
    expect(last.page.items).toHaveLength(3);
    const big = await list("buyer.it@demo.test", "?pageSize=40");
    expect(big.page).toMatchObject({ pages: 1 });
    expect(big.page.items).toHaveLength(23);
  });

  it("never shows another account's orders", async () => {
    const fr = await list("buyer.fr@demo.test");
    const de = await list("buyer.de@demo.test");
    const mine = new Set(fr.page.items.map((item) => item.orderNumber));
    expect(de.page.items.some((item) => mine.has(item.orderNumber))).toBe(false);
  });

  it("shows a salesman the orders of the client he acts for", async () => {
    // The salesman's pinned client (buyer.es) is the one he acts for after signing in.
    const { page } = await list("sales@demo.test");
    const es = await list("buyer.es@demo.test");
    expect(page.items.map((item) => item.orderNumber)).toEqual(es.page.items.map((item) => item.orderNumber));
  });

  it("sends a visitor to sign in", async () => {
    const reply = await settle(() => loader({ request: getRequest("/order/myOrder"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toMatch(/^\/login/);
  });
});
