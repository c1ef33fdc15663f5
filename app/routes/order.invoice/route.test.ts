import { describe, expect, it } from "vitest";
import { listOrders, orderDetail } from "~/services/ordering/orders.server";
import { invoicePdf } from "~/services/ordering/order-exports.server";
import { accountId, contextFor, getRequest, sessionCookieFor } from "~tests/support/requests";
import { loader } from "./route";

async function download(email: string, orderNumber: string) {
  const cookie = await sessionCookieFor(email);
  return (await loader({
    request: getRequest(`/order/invoice?orderNumber=${encodeURIComponent(orderNumber)}`, { cookie }),
    context: contextFor(),
    params: {},
  })) as Response;
}

async function firstOrder(email: string) {
  const list = await listOrders({ accountId: await accountId(email), status: "all", period: "all", page: 1, pageSize: 20 });
  return list.items[0]!;
}

describe("GET /order/invoice", () => {
  it("answers the invoice as a PDF named after its number, holding the invoice number", async () => {
    const order = await firstOrder("buyer.pl@demo.test");
    const detail = await orderDetail({ accountId: await accountId("buyer.pl@demo.test"), orderNumber: order.orderNumber, lng: "pl" });
    const response = await download("buyer.pl@demo.test", order.orderNumber);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="invoice-${detail!.invoiceNumber}.pdf"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The document information holds the number in clear text (the page content is compressed).
    expect(bytes.toString("latin1")).toContain(detail!.invoiceNumber!);
    expect(bytes.toString("latin1")).toContain("NotoSans");
    expect(bytes.byteLength).toBeLessThan(400_000);
  });

  it("embeds the Chinese font only for Chinese text, and keeps the file small", async () => {
    const buyer = await accountId("buyer.de@demo.test");
    const order = await firstOrder("buyer.de@demo.test");
    const zh = await orderDetail({ accountId: buyer, orderNumber: order.orderNumber, lng: "zh-cn" });
    const pdf = await invoicePdf({ order: zh!, lng: "zh-cn", timeZone: "Europe/Berlin", brandName: "Aigostar", compress: false });
    expect(pdf.toString("latin1")).toContain("NotoSansSC");
    expect(pdf.byteLength).toBeLessThan(1_000_000);
    const de = await invoicePdf({ order: { ...zh!, lines: zh!.lines.map((line) => ({ ...line, name: "Wasserkocher" })) }, lng: "de", timeZone: "Europe/Berlin", brandName: "Aigostar", compress: false });
    expect(de.toString("latin1")).not.toContain("NotoSansSC");
    expect(de.toString("latin1")).toContain(zh!.invoiceNumber!);
  });

  it.each([
    ["another account's order", 404],
    ["an unknown order", 404],
    ["junk", 404],
  ] as const)("answers %s with a readable page in the user's language", async (kind, status) => {
    const foreign = (await firstOrder("buyer.de@demo.test")).orderNumber;
    const number = { "another account's order": foreign, "an unknown order": "SO000000000000", junk: "../../etc/passwd" }[kind];
    const response = await download("buyer.pl@demo.test", number);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('lang="pl"');
    expect(html).toContain("Pobieranie nie powiodło się");
    expect(html).toContain("To zamówienie nie istnieje");
  });

  it("says so when the order has no invoice yet", async () => {
    const { createOrder } = await import("~tests/support/orders");
    const { findDemoProducts } = await import("../../../scripts/demo/states");
    const { db } = await import("~/db/client.server");
    const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
    const order = await createOrder({ email: "buyer.fr@demo.test", lines: [{ productId: productId!, quantity: 1 }], invoiceNumber: null });
    const response = await download("buyer.fr@demo.test", order.orderNumber);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Aucune facture n’a encore été émise pour cette commande.");
  });
});
