import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { type ImportResultLine, cartItems, distributionPlanItems, distributionPlans, stock } from "~/db/schema";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action as saveAction, loader as saveLoader } from "../cart_.savePlan/route";
import { loader as resultLoader } from "../cart_.import_.$id/route";
import { loader as listLoader } from "../order.distributionPlans/route";
import { action as deleteAction, loader as deleteLoader } from "../order.distributionDetail_.delete/route";
import { loader as downloadLoader } from "../order.distributionDetail_.download";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";
const OTHER = "buyer.es@demo.test";

type Product = { id: number; barcode: string; saleDouble: number; minimum: number; price: number };

async function plainProducts(count: number): Promise<Product[]> {
  const rows = await queryRows<{ id: number; barcode: string; sale_double: number; min_order_qty: number; price: number }>(
    db(),
    sql`select p.id, p.barcode, p.sale_double, p.min_order_qty, pp.price_minor::int as price from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP'
        where pp.price_minor > 0 and p.sale_double >= 2 and s.available >= 500 and not s.not_check_stock and p.brand_key = 'aigostar'
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    barcode: row.barcode,
    saleDouble: row.sale_double,
    minimum: Math.ceil(row.min_order_qty / row.sale_double) * row.sale_double,
    price: Number(row.price),
  }));
}

async function fill(lines: { id: number; quantity: number; checked?: boolean }[], email = BUYER) {
  const account = await accountId(email);
  await db()
    .insert(cartItems)
    .values(lines.map((line) => ({ accountId: account, productId: line.id, quantity: line.quantity, checked: line.checked ?? true })));
}

async function save(name: string, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  return { ...(await settle(() => saveAction({ request: postForm("/cart/savePlan", { name }, { cookie }), context, params: {} }))), context };
}

const idFrom = (location: string | null) => Number(/id=(\d+)/.exec(location ?? "")?.[1]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the plan pages' loaders
type AnyLoader = (args: any) => Promise<unknown>;

async function get(run: AnyLoader, path: string, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  return settle(() => run({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
}

async function post(run: AnyLoader, path: string, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  return settle(() => run({ request: postForm(path, {}, { cookie }), context: contextFor(), params: {} }));
}

async function cart(email = BUYER) {
  return db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.accountId, await accountId(email)))
    .orderBy(cartItems.productId);
}

beforeEach(async () => {
  await db().delete(cartItems);
  await db().delete(distributionPlans);
});

describe("POST /cart/savePlan", () => {
  it("saves the ticked lines only, under the trimmed name", async () => {
    const [a, b, c] = await plainProducts(3);
    await fill([
      { id: a!.id, quantity: a!.minimum },
      { id: b!.id, quantity: b!.minimum * 2, checked: false },
      { id: c!.id, quantity: c!.minimum * 3 },
    ]);
    const reply = await save("  Spring shelves  ");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toMatch(/^\/order\/distributionDetail\?id=\d+&notice=saved$/);
    const id = idFrom(reply.headers.get("Location"));
    const [plan] = await db().select().from(distributionPlans).where(eq(distributionPlans.id, id));
    expect(plan).toMatchObject({ name: "Spring shelves", accountId: await accountId(BUYER) });
    const items = await db().select({ productId: distributionPlanItems.productId, quantity: distributionPlanItems.quantity }).from(distributionPlanItems).where(eq(distributionPlanItems.planId, id));
    expect(items.sort((x, y) => x.productId - y.productId)).toEqual(
      [
        { productId: a!.id, quantity: a!.minimum },
        { productId: c!.id, quantity: c!.minimum * 3 },
      ].sort((x, y) => x.productId - y.productId),
    );
  });

  it.each([
    ["no ticked line", "Plan", { lines: [{ key: "plans:errors.noneSelected" }] }, false],
    ["a missing name", "   ", { name: [{ key: "plans:errors.nameRequired" }] }, true],
    ["a name over 60 characters", "x".repeat(61), { name: [{ key: "plans:errors.nameTooLong", values: { max: 60 } }] }, true],
    ["a name far too long", "x".repeat(5000), { name: [{ key: "plans:errors.nameTooLong", values: { max: 60 } }] }, true],
    ["a missing name and no ticked line", "", { name: [{ key: "plans:errors.nameRequired" }], lines: [{ key: "plans:errors.noneSelected" }] }, false],
  ])("refuses %s with 400, keeping the name", async (_name, name, errors, ticked) => {
    const [a] = await plainProducts(1);
    await fill([{ id: a!.id, quantity: a!.minimum, checked: ticked }]);
    const reply = await save(name);
    expect(reply.status).toBe(400);
    const refused = refusal(reply.data);
    expect(refused.errors).toEqual(errors);
    if (name) expect(refused.typed.name).toBe(name);
    expect(reply.context.formFailed).toBe(true);
    expect(await db().select().from(distributionPlans)).toEqual([]);
  });

  it("shows the form on GET", async () => {
    const reply = await get(saveLoader, "/cart/savePlan");
    expect(reply.data).toEqual({ title: "Save as distribution plan – Aigostar" });
  });
});

describe("distribution plans", () => {
  async function savedPlan(name = "Shelves") {
    const [a, b] = await plainProducts(2);
    await fill([
      { id: a!.id, quantity: a!.minimum * 2 },
      { id: b!.id, quantity: b!.minimum },
    ]);
    const id = idFrom((await save(name)).headers.get("Location"));
    return { id, a: a!, b: b! };
  }

  it("lists the account's plans with item count, product quantity and saved time", async () => {
    const { a, b } = await savedPlan("First");
    await save("Second");
    const reply = await get(listLoader, "/order/distributionPlans");
    const { list } = reply.data as { list: { items: { name: string; itemCount: number; totalQuantity: number; savedAt: string }[]; total: number } };
    expect(list.total).toBe(2);
    expect(list.items.map((item) => [item.name, item.itemCount, item.totalQuantity])).toEqual([
      ["Second", 2, a.minimum * 2 + b.minimum],
      ["First", 2, a.minimum * 2 + b.minimum],
    ]);
    expect(list.items[0]!.savedAt).not.toBe("");
    const other = await get(listLoader, "/order/distributionPlans", OTHER);
    expect((other.data as { list: { total: number } }).list.total).toBe(0);
  });

  it("shows a plan with today's prices in the account's currency and availability", async () => {
    const { id, a, b } = await savedPlan();
    await db().update(stock).set({ available: 0 }).where(eq(stock.productId, b.id));
    const reply = await get(loader, `/order/distributionDetail?id=${id}`);
    expect(reply.status).toBe(200);
    const { plan, currency } = reply.data as { plan: { name: string; lines: { productId: number; unitMinor: number; lineTotalMinor: number; issue: { key: string } | null }[] }; currency: string };
    expect(currency).toBe("GBP");
    expect(plan.name).toBe("Shelves");
    expect(plan.lines.map((line) => [line.productId, line.unitMinor, line.lineTotalMinor, line.issue?.key ?? null])).toEqual([
      [a.id, a.price, a.price * a.minimum * 2, null],
      [b.id, b.price, b.price * b.minimum, "insufficientStock"],
    ]);
  });

  it("loads a plan into the cart, setting each line under today's rules, and says what changed", async () => {
    const { id, a, b } = await savedPlan();
    await db().delete(cartItems);
    await fill([{ id: b.id, quantity: b.minimum * 5 }]);
    await db().update(stock).set({ available: 0 }).where(eq(stock.productId, a.id));
    const reply = await post(action, `/order/distributionDetail?id=${id}`);
    expect(reply.status).toBe(302);
    const location = reply.headers.get("Location")!;
    expect(location).toMatch(/^\/cart\/import\/\d+$/);
    const cookie = await sessionCookieFor(BUYER);
    const importId = location.split("/").pop()!;
    const page = await settle(() => resultLoader({ request: getRequest(location, { cookie }), context: contextFor(), params: { id: importId } }));
    const lines = (page.data as { result: { source: string; lines: ImportResultLine[] } }).result;
    expect(lines.source).toBe("plan");
    expect(lines.lines.map((line) => [line.productId, line.status, line.reason])).toEqual([
      [a.id, "rejected", "cart:errors.insufficientStock"],
      [b.id, "added", null],
    ]);
    expect(await cart()).toEqual([{ productId: b.id, quantity: b.minimum }]);
  });

  it("downloads a plan as .xlsx with a proper attachment name", async () => {
    const { id, a, b } = await savedPlan("Spring/Summer «2027»");
    const reply = await (async () => {
      const cookie = await sessionCookieFor(BUYER);
      return downloadLoader({ request: getRequest(`/order/distributionDetail/download?id=${id}`, { cookie }), context: contextFor(), params: {} });
    })();
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(reply.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Spring-Summer-2027-\d+\.xlsx"; filename\*=UTF-8''Spring-Summer%20%C2%AB2027%C2%BB\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reply.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1))).toEqual([
      ["Barcode", "Product", "Quantity", "Unit price (GBP)", "Line total (GBP)"],
      [a.barcode, expect.any(String), a.minimum * 2, a.price / 100, (a.price * a.minimum * 2) / 100],
      [b.barcode, expect.any(String), b.minimum, b.price / 100, (b.price * b.minimum) / 100],
    ]);
  });

  it("deletes a plan after its confirmation page", async () => {
    const { id } = await savedPlan();
    const confirm = await get(deleteLoader, `/order/distributionDetail/delete?id=${id}`);
    expect(confirm.data).toMatchObject({ plan: { id, name: "Shelves" } });
    const reply = await post(deleteAction, `/order/distributionDetail/delete?id=${id}`);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/order/distributionPlans?notice=deleted");
    expect(await db().select().from(distributionPlans)).toEqual([]);
  });

  it("answers 404 for another account's plan on every page and action, and changes nothing", async () => {
    const { id } = await savedPlan();
    await db().delete(cartItems);
    for (const run of [loader, deleteLoader]) {
      expect((await get(run, `/order/distributionDetail?id=${id}`, OTHER)).status).toBe(404);
    }
    expect((await get(loader, "/order/distributionDetail?id=abc")).status).toBe(404);
    expect((await post(action, `/order/distributionDetail?id=${id}`, OTHER)).status).toBe(404);
    expect((await post(deleteAction, `/order/distributionDetail/delete?id=${id}`, OTHER)).status).toBe(404);
    const download = await (async () => {
      const cookie = await sessionCookieFor(OTHER);
      return downloadLoader({ request: getRequest(`/order/distributionDetail/download?id=${id}`, { cookie }), context: contextFor(), params: {} });
    })();
    expect(download.status).toBe(404);
    expect(download.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await download.text()).toBe("Descarga fallida: no se encontró este plan de distribución.");
    expect(await db().select().from(distributionPlans)).toHaveLength(1);
    expect(await cart(OTHER)).toEqual([]);
  });
});
