import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { findDemoProducts } from "../../../scripts/demo/states";
import { createOrder } from "~tests/support/orders";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Detail = {
  order: {
    orderNumber: string;
    invoiceNumber: string | null;
    status: string;
    cancellable: boolean;
    total: string;
    address: { companyName: string };
    sections: { heading: string | null; lines: { barcode: string; name: string; quantity: string }[] }[];
    events: { status: string; actorName: string | null; note: string | null }[];
    placedBy: { name: string; bySalesman: boolean };
    carrier: string | null;
    trackingNumber: string | null;
    returnOrderNumber: string | null;
    cancelReason: { reason: string; text: string | null } | null;
  };
};

async function detail(email: string, orderNumber: string) {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() =>
    loader({ request: getRequest(`/order/orderDetail?orderNumber=${encodeURIComponent(orderNumber)}`, { cookie }), context: contextFor(), params: {} }),
  );
  return { status: reply.status, data: reply.data as Detail };
}

async function seededNumbers(email: string) {
  const { listOrders } = await import("~/services/ordering/orders.server");
  const { accountId } = await import("~tests/support/requests");
  const list = await listOrders({ accountId: await accountId(email), status: "all", period: "all", page: 1, pageSize: 20 });
  return list.items;
}

describe("GET /order/orderDetail", () => {
  it("shows the order with lines in the user's language, amounts, address and the processing flow", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const order = await createOrder({ email: "buyer.pt@demo.test", lines: [{ productId: productId!, quantity: 2 }] });
    const { status, data } = await detail("buyer.pt@demo.test", order.orderNumber);
    expect(status).toBe(200);
    expect(data.order).toMatchObject({ orderNumber: order.orderNumber, invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/), status: "submitted", cancellable: true });
    expect(data.order.sections).toMatchObject([{ heading: null, lines: [{ quantity: "2" }] }]);
    expect(data.order.total).toMatch(/€/);
    expect(data.order.events.map((event) => event.status)).toEqual(["submitted"]);
    expect(data.order.placedBy).toEqual({ name: "João Ferreira", bySalesman: false });
  });

  it("shows carrier, tracking, return and cancel details of the seeded orders", async () => {
    const items = await seededNumbers("buyer.fr@demo.test");
    const returning = items.find((item) => item.status === "returning")!;
    const { data } = await detail("buyer.fr@demo.test", returning.orderNumber);
    expect(data.order.carrier).toBeTruthy();
    expect(data.order.trackingNumber).toBeTruthy();
    expect(data.order.returnOrderNumber).toMatch(/^RT/);
    expect(data.order.cancellable).toBe(false);
    expect(data.order.events.map((event) => event.status)).toEqual(["submitted", "unshipped", "shipped", "returning"]);
    const cancelled = items.find((item) => item.status === "cancelled")!;
    const { data: gone } = await detail("buyer.fr@demo.test", cancelled.orderNumber);
    expect(gone.order.cancelReason).toEqual({ reason: "betterPrice", text: null });
  });

  it("says who placed an order for the client", async () => {
    const items = await seededNumbers("buyer.fr@demo.test");
    const bySalesman = items.find((item) => item.placedBy.bySalesman)!;
    const { data } = await detail("buyer.fr@demo.test", bySalesman.orderNumber);
    expect(data.order.placedBy).toEqual({ name: "Sofía Navarro", bySalesman: true });
    expect(data.order.events[0]!.actorName).toBe("Sofía Navarro");
  });

  it.each([["another account's order"], ["an unknown number"], ["junk"], ["empty"]])("answers 404 for %s", async (kind) => {
    const foreign = (await seededNumbers("buyer.de@demo.test"))[0]!.orderNumber;
    const number = { "another account's order": foreign, "an unknown number": "SO999999999999", junk: "<script>alert(1)</script>", empty: "" }[kind]!;
    const { status } = await detail("buyer.fr@demo.test", number);
    expect(status).toBe(404);
  });
});
