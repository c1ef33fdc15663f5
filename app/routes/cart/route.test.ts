import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { auditEvents, cartItems, products, stock } from "~/db/schema";
import { applyRate } from "~/domain/pricing";
import { verifyLogin } from "~/services/identity/auth.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action as addAction } from "../cart_.add/route";
import { action as removeAction, loader as removeLoader } from "../cart_.remove/route";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type CartData = {
  title: string;
  cart: {
    groups: { brandKey: string; lines: { productId: number; quantity: number; checked: boolean; issue: { key: string } | null; lineTotalMinor: number | null }[] }[];
    count: number;
    totalQuantity: number;
    totalMinor: number;
    issues: number;
  };
  summary: { entries: number; units: number; totalMinor: number; selected: number; selectedMinor: number; issues: number; allChecked: boolean };
};

async function plainProducts(count: number): Promise<{ id: number; saleDouble: number; minOrderQty: number; price: number }[]> {
  const rows = await queryRows<{ id: number; sale_double: number; min_order_qty: number; price: number }>(
    db(),
    sql`select p.id, p.sale_double, p.min_order_qty, pp.price_minor::int as price from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP'
        where pp.price_minor > 0 and p.sale_double >= 2 and s.available >= 200 and not s.not_check_stock and p.brand_key = 'aigostar'
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => ({ id: Number(row.id), saleDouble: row.sale_double, minOrderQty: row.min_order_qty, price: Number(row.price) }));
}

async function fill(email: string, lines: { id: number; quantity: number }[]) {
  const account = await accountId(email);
  await db()
    .insert(cartItems)
    .values(lines.map((line) => ({ accountId: account, productId: line.id, quantity: line.quantity })));
}

async function post(fields: Record<string, string>, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  return { ...(await settle(() => action({ request: postForm("/cart", fields, { cookie }), context, params: {} }))), context };
}

async function quantities(email = BUYER) {
  const rows = await db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, checked: cartItems.checked })
    .from(cartItems)
    .where(eq(cartItems.accountId, await accountId(email)))
    .orderBy(cartItems.productId);
  return rows;
}

beforeEach(async () => {
  await db().delete(cartItems);
});

describe("GET /cart", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    const reply = await settle(() => loader({ request: getRequest("/cart"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?redirectTo=%2Fcart");
  });

  it("shows an empty cart", async () => {
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }));
    const data = reply.data as CartData;
    expect(data.title).toBe("Carrinho – Aigostar");
    expect(data.cart.count).toBe(0);
  });

  it("groups the lines, totals them in the account's currency and marks lines that cannot be ordered", async () => {
    const [a, b, c] = await plainProducts(3);
    await fill(BUYER, [
      { id: a!.id, quantity: a!.minOrderQty },
      { id: b!.id, quantity: b!.minOrderQty * 2 },
      { id: c!.id, quantity: c!.minOrderQty },
    ]);
    await db().update(products).set({ offMarket: true }).where(eq(products.id, c!.id));
    await db().update(cartItems).set({ checked: false }).where(eq(cartItems.productId, b!.id));
    const cookie = await sessionCookieFor(BUYER);
    const data = (await settle(() => loader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }))).data as CartData;
    expect(data.cart.groups.map((group) => group.brandKey)).toEqual(["aigostar"]);
    const lines = data.cart.groups[0]!.lines;
    expect(lines.map((line) => line.issue?.key ?? null)).toEqual([null, null, "offMarket"]);
    expect(data.cart.count).toBe(3);
    expect(data.cart.issues).toBe(1);
    // The buyer's own 5 % rate applies to the line prices (decision 0048).
    const net = (price: number) => applyRate(price, 500);
    const totals = [net(a!.price) * a!.minOrderQty, net(b!.price) * b!.minOrderQty * 2, net(c!.price) * c!.minOrderQty];
    expect(data.cart.totalMinor).toBe(totals[0]! + totals[1]! + totals[2]!);
    expect(data.summary).toMatchObject({ entries: 3, units: a!.minOrderQty + b!.minOrderQty * 2 + c!.minOrderQty, totalMinor: totals[0]! + totals[1]! + totals[2]!, issues: 1, allChecked: false });
    // Ticked and orderable: only the first line.
    expect(data.summary).toMatchObject({ selected: 1, selectedMinor: totals[0] });
  });
});

describe("POST /cart intent=setQuantity", () => {
  it("sets a multiple", async () => {
    const [p] = await plainProducts(1);
    await fill(BUYER, [{ id: p!.id, quantity: p!.minOrderQty }]);
    const quantity = p!.minOrderQty + p!.saleDouble * 3;
    const reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity: String(quantity) });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/cart?notice=updated#line-${p!.id}`);
    expect(await quantities()).toEqual([{ productId: p!.id, quantity, checked: true }]);
  });

  it("reduces a non-multiple to the nearest lower multiple and reports the allowed quantity", async () => {
    const [p] = await plainProducts(1);
    await fill(BUYER, [{ id: p!.id, quantity: p!.minOrderQty }]);
    const allowed = p!.minOrderQty + p!.saleDouble;
    const reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity: String(allowed + 1) });
    expect(reply.headers.get("Location")).toBe(`/cart?notice=updated&line=${p!.id}&reducedFrom=${allowed + 1}&reducedTo=${allowed}&multiple=${p!.saleDouble}#line-${p!.id}`);
    expect((await quantities())[0]?.quantity).toBe(allowed);
  });

  it.each([
    ["empty", "", "cart:errors.quantityRequired"],
    ["letters", "ten", "cart:errors.quantityWhole"],
    ["too large", "12345678901", "cart:errors.quantityTooLarge"],
    ["zero", "0", "cart:errors.positive"],
    ["negative", "-4", "cart:errors.positive"],
  ])("refuses %s with 400, the message and the input kept, and no change", async (_name, quantity, key) => {
    const [p] = await plainProducts(1);
    await fill(BUYER, [{ id: p!.id, quantity: p!.minOrderQty }]);
    const reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const refused = refusal(reply.data);
    expect(refused.message?.key).toBe(key);
    expect(refused.typed).toMatchObject({ goodsId: String(p!.id), ...(quantity ? { quantity } : {}) });
    expect((await quantities())[0]?.quantity).toBe(p!.minOrderQty);
  });

  it("refuses what the rules forbid, with the message: minimum, stock, shelf product, off the market", async () => {
    const [p] = await plainProducts(1);
    const start = p!.minOrderQty + p!.saleDouble * 2;
    await fill(BUYER, [{ id: p!.id, quantity: start }]);
    await db().update(products).set({ minOrderQty: p!.saleDouble * 2 }).where(eq(products.id, p!.id));
    let reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity: String(p!.saleDouble) });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).message).toEqual({ key: "cart:errors.belowMinimum", values: { minimum: p!.saleDouble * 2 } });

    await db().update(stock).set({ available: start }).where(eq(stock.productId, p!.id));
    reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity: String(start + p!.saleDouble) });
    expect(refusal(reply.data).message).toEqual({ key: "cart:errors.insufficientStock" });

    await db().update(products).set({ offShelves: true }).where(eq(products.id, p!.id));
    reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity: String(start - p!.saleDouble) });
    expect(refusal(reply.data).message).toEqual({ key: "cart:errors.shelfFixed" });

    await db().update(products).set({ offMarket: true }).where(eq(products.id, p!.id));
    reply = await post({ intent: "setQuantity", goodsId: String(p!.id), quantity: String(start - p!.saleDouble) });
    expect(refusal(reply.data).message).toEqual({ key: "cart:errors.offMarket" });
    expect((await quantities())[0]?.quantity).toBe(start);
  });

  it("an unknown intent is a 400, not a 500", async () => {
    const reply = await post({ intent: "explode" });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ intent: [{ key: "cart:errors.intent" }] });
  });
});

describe("POST /cart tick and untick", () => {
  it("one line, then all", async () => {
    const [a, b] = await plainProducts(2);
    await fill(BUYER, [
      { id: a!.id, quantity: a!.minOrderQty },
      { id: b!.id, quantity: b!.minOrderQty },
    ]);
    expect((await post({ intent: "uncheck", goodsId: String(a!.id) })).status).toBe(302);
    expect((await quantities()).map((line) => line.checked)).toEqual([false, true]);
    await post({ intent: "uncheckAll" });
    expect((await quantities()).map((line) => line.checked)).toEqual([false, false]);
    await post({ intent: "check", goodsId: String(b!.id) });
    expect((await quantities()).map((line) => line.checked)).toEqual([false, true]);
    await post({ intent: "checkAll" });
    expect((await quantities()).map((line) => line.checked)).toEqual([true, true]);
  });

  it("a junk goodsId is a 400", async () => {
    const reply = await post({ intent: "check", goodsId: "x" });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ goodsId: [{ key: "cart:errors.goodsId" }] });
  });

  it("touches only the acting account's lines", async () => {
    const [a] = await plainProducts(1);
    await fill("buyer.it@demo.test", [{ id: a!.id, quantity: a!.minOrderQty }]);
    await post({ intent: "uncheckAll" });
    expect((await quantities("buyer.it@demo.test"))[0]?.checked).toBe(true);
  });
});

describe("POST /cart intent=confirm: Confirm order, whether or not a line is ticked (decision 0111)", () => {
  it("a new line starts ticked, and Confirm order goes on to the confirm page", async () => {
    const [a] = await plainProducts(1);
    const cookie = await sessionCookieFor(BUYER);
    const added = await settle(() => addAction({ request: postForm("/cart/add", { goodsId: String(a!.id), quantity: String(a!.minOrderQty), redirectTo: "/cart" }, { cookie }), context: contextFor(), params: {} }));
    expect(added.status).toBe(302);
    expect((await quantities()).map((line) => line.checked)).toEqual([true]);
    const reply = await post({ intent: "confirm" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/order/orderConfirm");
  });

  it("with no line ticked answers 'you have not selected a product', and changes nothing", async () => {
    const [a, b] = await plainProducts(2);
    await fill(BUYER, [
      { id: a!.id, quantity: a!.minOrderQty },
      { id: b!.id, quantity: b!.minOrderQty },
    ]);
    await post({ intent: "uncheckAll" });
    const reply = await post({ intent: "confirm" });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ confirm: [{ key: "plans:errors.noneSelected" }] });
    expect(reply.context.formFailed).toBe(true);
    expect((await quantities()).map((line) => line.checked)).toEqual([false, false]);
    // One ticked line is enough.
    await post({ intent: "check", goodsId: String(b!.id) });
    expect((await post({ intent: "confirm" })).headers.get("Location")).toBe("/order/orderConfirm");
  });

  it("an empty cart, or another account's ticked lines, do not count", async () => {
    expect(refusal((await post({ intent: "confirm" })).data).errors).toEqual({ confirm: [{ key: "plans:errors.noneSelected" }] });
    const [a] = await plainProducts(1);
    await fill("buyer.it@demo.test", [{ id: a!.id, quantity: a!.minOrderQty }]);
    expect((await post({ intent: "confirm" })).status).toBe(400);
  });
});

describe("POST /cart: combination groups and pallets count as ticked, and Select all takes them with it", () => {
  it("a ticked group alone, or a ticked pallet with cartons, goes on; an empty pallet does not; untick all unticks them", async () => {
    const account = await accountId(BUYER);
    await db().execute(sql`delete from cart_combinations where account_id = ${account}`);
    await db().execute(sql`delete from cart_pallets where account_id = ${account}`);
    const [combination] = await queryRows<{ id: number; version: number }>(db(), sql`select id, version from combinations where brand_key = 'aigostar' and code = 'STARTER'`);
    await db().execute(sql`insert into cart_combinations (account_id, combination_id, sets, version_seen) values (${account}, ${combination!.id}, 1, ${combination!.version})`);
    expect((await post({ intent: "confirm" })).headers.get("Location")).toBe("/order/orderConfirm");
    await post({ intent: "uncheckAll" });
    expect((await post({ intent: "confirm" })).status).toBe(400);
    const [pallet] = await queryRows<{ id: number }>(
      db(),
      sql`insert into cart_pallets (account_id, brand_key, type_code, name) values (${account}, 'aigostar', 'EUR', 'Test pallet') returning id`,
    );
    // An empty pallet is nothing to order.
    expect((await post({ intent: "confirm" })).status).toBe(400);
    const [a] = await plainProducts(1);
    await db().execute(sql`insert into cart_pallet_items (pallet_id, product_id, cartons) values (${pallet!.id}, ${a!.id}, 1)`);
    await db().execute(sql`update cart_pallets set checked = true where id = ${pallet!.id}`);
    expect((await post({ intent: "confirm" })).headers.get("Location")).toBe("/order/orderConfirm");
    await post({ intent: "uncheckAll" });
    expect((await post({ intent: "confirm" })).status).toBe(400);
    await post({ intent: "checkAll" });
    const ticked = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from cart_combinations where account_id = ${account} and checked)::int + (select count(*) from cart_pallets where account_id = ${account} and checked)::int as n`,
    );
    expect(ticked[0]!.n).toBe(2);
    await db().execute(sql`delete from cart_combinations where account_id = ${account}`);
    await db().execute(sql`delete from cart_pallets where account_id = ${account}`);
  });
});

describe("/cart/remove: a confirmation page, then the removal", () => {
  it("shows the line to confirm, removes it on POST, and records a salesman", async () => {
    const [a] = await plainProducts(1);
    const salesman = await accountId("sales@demo.test");
    const client = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    await db().insert(cartItems).values({ accountId: client, productId: a!.id, quantity: a!.minOrderQty });
    const cookie = await sessionCookieFor("sales@demo.test");
    const page = await settle(() => removeLoader({ request: getRequest(`/cart/remove?goodsId=${a!.id}`, { cookie }), context: contextFor(), params: {} }));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ line: { productId: a!.id, quantity: a!.minOrderQty } });
    const reply = await settle(() => removeAction({ request: postForm(`/cart/remove?goodsId=${a!.id}`, {}, { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/cart?notice=removed");
    expect(await db().select().from(cartItems).where(eq(cartItems.accountId, client))).toEqual([]);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "cart.remove")));
    expect(audit).toMatchObject([{ actorId: salesman, entityId: String(a!.id) }]);
  });

  it("another account's line, or no line, goes back to the cart and removes nothing", async () => {
    const [a] = await plainProducts(1);
    await fill("buyer.it@demo.test", [{ id: a!.id, quantity: a!.minOrderQty }]);
    const cookie = await sessionCookieFor(BUYER);
    const page = await settle(() => removeLoader({ request: getRequest(`/cart/remove?goodsId=${a!.id}`, { cookie }), context: contextFor(), params: {} }));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/cart");
    await settle(() => removeAction({ request: postForm(`/cart/remove?goodsId=${a!.id}`, {}, { cookie }), context: contextFor(), params: {} }));
    expect(await quantities("buyer.it@demo.test")).toHaveLength(1);
  });
});
