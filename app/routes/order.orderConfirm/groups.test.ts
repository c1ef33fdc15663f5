import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartCombinations, cartItems, cartPallets, orderGroups, orderLines, orders } from "~/db/schema";
import type { CheckoutView } from "~/services/ordering/order-submit.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { formatMoney } from "~/domain/money";
import { invoicePdf, ordersWorkbook } from "~/services/ordering/order-exports.server";
import { allOrders, orderDetail } from "~/services/ordering/orders.server";
import { loader as detailLoader } from "../order.orderDetail/route";
import { action, loader } from "./route";


// The confirm page and its submit with the demo's combination groups and pallets (decision 0108):
// buyer.es holds version 1 of each EUR brand's SEASON combination (now at version 2) and three
// Aigostar pallets, together below the 65 m³ of direct shipping from China.

const BUYER = "buyer.es@demo.test";

type Page = { submitKey: string; defaultAddressId: string; view: CheckoutView };

let cookie = "";
let buyer = 0;

beforeAll(async () => {
  buyer = await accountId(BUYER);
  cookie = await sessionCookieFor(BUYER);
  await db().delete(cartItems).where(eq(cartItems.accountId, buyer));
});

async function openConfirm(): Promise<Page> {
  const reply = await settle(() => loader({ request: getRequest("/order/orderConfirm", { cookie }), context: contextFor(), params: {} }));
  expect(reply.status).toBe(200);
  return reply.data as Page;
}

/** The form as the page renders it (route.tsx: a "group" field per combination, one per pallet line). */
function formOf(page: Page, changes: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    submitKey: page.submitKey,
    addressId: page.defaultAddressId,
    note: "",
    total: String(page.view.totals.totalMinor),
    line: page.view.lines.map((line) => `${line.productId}:${line.quantity}`),
    group: page.view.groups.flatMap((group) =>
      group.kind === "combination" ? [`c:${group.combinationId}:${group.sets}:${group.versionSeen}`] : group.lines.map((line) => `p:${group.palletId}:${line.productId}:${line.cartons}`),
    ),
    ...changes,
  };
}

async function submit(fields: Record<string, string | string[]>, lng = "es") {
  const context = contextFor();
  return settle(() => action({ request: postForm("/order/orderConfirm", fields, { cookie: `${cookie}; lng=${lng}` }), context, params: {} }));
}

const messages = (data: unknown) => Object.entries(refusal(data).errors).flatMap(([field, list]) => list.map((message) => ({ field, key: message.key.replace(/^checkout:errors\./, ""), values: message.values })));

describe("the confirm page with groups", () => {
  it("lists the ticked combination groups and pallets with their lines, the full reduction, and warns of the changed combinations and the 65 m³", async () => {
    const page = await openConfirm();
    const combos = page.view.groups.filter((group) => group.kind === "combination");
    const pallets = page.view.groups.filter((group) => group.kind === "pallet");
    expect(combos.length).toBeGreaterThanOrEqual(1);
    expect(combos.every((group) => group.issue?.key === "combinationChanged")).toBe(true);
    // The empty container carries nothing to order.
    expect(pallets.map((group) => group.name).sort()).toEqual(["Contenedor 1", "Palé 1"]);
    for (const pallet of pallets) expect(pallet.netMinor).toBe(pallet.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0));
    expect(page.view.chinaShort).toBe(true);
    const keys = page.view.warnings.map((warning) => warning.key);
    expect(keys).toContain("combinationChanged");
    expect(keys).toContain("chinaVolume");
    // The full reduction is its own line, and the totals take it off before tax.
    expect(page.view.reductions.length).toBeGreaterThan(0);
    expect(page.view.totals.reductionMinor).toBe(page.view.reductions.reduce((sum, reduction) => sum + reduction.amountOffMinor, 0));
    expect(page.view.totals.reductionMinor).toBeGreaterThan(0);
  });

  it("refuses the submit with the changed combinations' message, each pointing at its group", async () => {
    const page = await openConfirm();
    const reply = await submit(formOf(page, { chinaMerge: "1" }));
    expect(reply.status).toBe(400);
    const refused = messages(reply.data);
    const changed = refused.filter((message) => message.key === "combinationChanged");
    expect(changed.length).toBe(page.view.groups.filter((group) => group.kind === "combination").length);
    expect(changed[0]!.field).toMatch(/^combination-\d+$/);
    expect(await db().select().from(orders).where(eq(orders.submitKey, page.submitKey))).toEqual([]);
  });

  it("refuses junk, duplicated and foreign group fields as a changed cart, never a 500", async () => {
    const page = await openConfirm();
    const [other] = await queryRows<{ id: number }>(db(), sql`select p.id from cart_pallets p where p.account_id <> ${buyer} limit 1`);
    const foreign = other ? `p:${other.id}:1:1` : "p:999999999:1:1";
    for (const group of [["c:abc"], ["c:1:99999:1"], [foreign], ["c:1:1:1", "c:1:1:1"], ["p:1:2:3", "p:1:2:4"]]) {
      const reply = await submit(formOf(page, { group }));
      expect(reply.status).toBe(400);
      expect(messages(reply.data).map((message) => message.key)).toEqual(["cartChanged"]);
    }
  });

  it("with the combinations left out: refuses the pallets below 65 m³ without merging, places the order with it", async () => {
    // The buyer leaves the changed combinations out of this order: they stay in the cart, unticked.
    for (const group of (await openConfirm()).view.groups) {
      if (group.kind !== "combination") continue;
      const left = await submit({ intent: "leaveOut", group: `c:${group.combinationId}` });
      expect(left.status).toBe(302);
    }
    // Another account's or an unknown group is a 404.
    const [foreign] = await queryRows<{ id: number }>(db(), sql`select id from cart_pallets where account_id <> ${buyer} union all select 999999999 limit 1`);
    for (const group of [`p:${foreign!.id}`, "c:999999999", "x:1"]) expect((await submit({ intent: "leaveOut", group })).status).toBe(404);
    expect((await db().select().from(cartCombinations).where(eq(cartCombinations.accountId, buyer))).every((row) => !row.checked)).toBe(true);
    const page = await openConfirm();
    expect(page.view.groups.every((group) => group.kind === "pallet")).toBe(true);
    const without = await submit(formOf(page));
    expect(without.status).toBe(400);
    const [china] = messages(without.data);
    expect(china).toMatchObject({ key: "chinaVolume", field: "" });

    const reply = await submit(formOf(page, { chinaMerge: "1" }));
    expect(reply.status).toBe(302);
    const [order] = await db().select().from(orders).where(eq(orders.submitKey, page.submitKey));
    expect(order).toMatchObject({ chinaMerge: true, totalMinor: page.view.totals.totalMinor, reductionMinor: page.view.totals.reductionMinor });
    const groups = await db().select().from(orderGroups).where(eq(orderGroups.orderId, order!.id)).orderBy(orderGroups.groupNo);
    expect(groups.map((group) => [group.kind, group.names.en])).toEqual(page.view.groups.map((group) => ["pallet", group.name]));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.every((line) => line.groupNo !== null)).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.reductionMinor, 0)).toBe(order!.reductionMinor);
    // The ordered pallets left the cart; the empty one and the unticked groups stay.
    expect((await db().select({ name: cartPallets.name }).from(cartPallets).where(eq(cartPallets.accountId, buyer))).map((row) => row.name)).toEqual(["Contenedor 2"]);
    expect((await db().select().from(cartCombinations).where(eq(cartCombinations.accountId, buyer))).length).toBeGreaterThan(0);

    // The order detail, the invoice and the Excel list show the groups, the full reduction and the merge.
    const shown = await settle(() => detailLoader({ request: getRequest(`/order/orderDetail?orderNumber=${order!.orderNumber}`, { cookie }), context: contextFor(), params: {} }));
    const detail = (shown.data as { order: { sections: { heading: string | null; lines: unknown[] }[]; reduction: string | null; chinaMerge: string | null } }).order;
    const pallets = page.view.groups.filter((group) => group.kind === "pallet");
    expect(detail.sections.map((section) => [section.heading, section.lines.length])).toEqual(pallets.map((group) => [`${group.name} (${group.typeName})`, group.lines.length]));
    expect(detail.reduction).toBe(`−${formatMoney(order!.reductionMinor, "EUR", "es")}`);
    expect(detail.chinaMerge).toMatch(/^Pedido agrupado: .* unos 21 días más tarde\)\.$/);

    const spy = vi.spyOn(PDFDocument.prototype, "text");
    const full = await orderDetail({ accountId: buyer, orderNumber: order!.orderNumber, lng: "es" });
    await invoicePdf({ order: full!, lng: "es", timeZone: "Europe/Madrid", brandName: "Aigostar", compress: false });
    const texts = spy.mock.calls.map((call) => String(call[0]));
    spy.mockRestore();
    for (const section of detail.sections) expect(texts).toContain(section.heading);
    expect(texts).toContain("Descuento por importe");
    expect(texts).toContain(detail.reduction);
    expect(texts.some((text) => text.startsWith("Envío desde China: Pedido agrupado"))).toBe(true);

    const [summary] = (await allOrders({ accountId: buyer, status: "all", period: "all" })).filter((item) => item.orderNumber === order!.orderNumber);
    const workbook = new ExcelJS.Workbook();
    const file = await ordersWorkbook([summary!], { lng: "es", timeZone: "Europe/Madrid" });
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const cells = (workbook.worksheets[0]!.getRow(2).values as unknown[]).slice(1);
    expect(cells.slice(11)).toEqual([order!.reductionMinor / 100, "Pedido agrupado"]);
  });
});
