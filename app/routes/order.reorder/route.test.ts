import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartItems, productPrices, products } from "~/db/schema";
import { createOrder } from "~tests/support/orders";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Result = {
  orderNumber: string;
  added: number;
  lines: { barcode: string; outcome: string; ordered: string; added: string; issue: { key: string; minimum?: number } | null; priceNow: string | null }[];
};

/** Plain products with plenty of stock, a price in EUR and the given sales multiple. */
async function plainProducts(count: number, saleDouble: number) {
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`select p.id from products p join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor > 0
        where p.brand_key = 'aigostar' and not p.off_market and not p.off_shelves and not p.not_online and not p.offline_only and not p.presale
          and s.available > 500 and not s.not_check_stock and p.sale_double = ${saleDouble} and p.min_order_qty <= ${saleDouble}
          and not exists (select 1 from promotion_items i where i.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => Number(row.id));
}

async function reorder(email: string, orderNumber: string) {
  const cookie = await sessionCookieFor(email);
  const posted = await settle(() => action({ request: postForm("/order/reorder", { orderNumber }, { cookie }), context: contextFor(), params: {} }));
  if (posted.status !== 302) return { posted, result: null };
  const location = posted.headers.get("Location")!;
  const page = await settle(() => loader({ request: getRequest(location, { cookie }), context: contextFor(), params: {} }));
  return { posted, location, result: page.data as Result, cookie };
}

describe("/order/reorder", () => {
  it("puts the lines back under today's rules and says what changed per line", async () => {
    const [asIs, offMarket, repriced, multiple] = await plainProducts(4, 1);
    const buyer = await accountId("buyer.pt@demo.test");
    await db().delete(cartItems).where(eq(cartItems.accountId, buyer));
    const order = await createOrder({
      email: "buyer.pt@demo.test",
      lines: [
        { productId: asIs!, quantity: 5 },
        { productId: offMarket!, quantity: 2 },
        { productId: repriced!, quantity: 3 },
        { productId: multiple!, quantity: 12 },
      ],
    });
    // Since the order: one product left the market, one changed price, one now sells in tens.
    await db().update(products).set({ offMarket: true }).where(eq(products.id, offMarket!));
    await db().update(productPrices).set({ priceMinor: sql`${productPrices.priceMinor} + 100` }).where(and(eq(productPrices.productId, repriced!), eq(productPrices.currency, "EUR")));
    await db().update(products).set({ saleDouble: 5, minOrderQty: 5 }).where(eq(products.id, multiple!));

    const { posted, location, result } = await reorder("buyer.pt@demo.test", order.orderNumber);
    expect(posted.status).toBe(302);
    expect(location).toMatch(/^\/order\/reorder\?id=\d+$/);
    expect(result!.orderNumber).toBe(order.orderNumber);
    expect(result!.added).toBe(3);
    expect(result!.lines.map((line) => [line.outcome, line.added, line.issue?.key ?? null, line.priceNow !== null])).toEqual([
      ["added", "5", null, false],
      ["refused", "0", "offMarket", false],
      ["added", "3", null, true],
      ["reduced", "10", null, false],
    ]);
    const cart = await db().select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.accountId, buyer)).orderBy(cartItems.productId);
    expect(cart).toEqual(
      [
        { productId: asIs!, quantity: 5 },
        { productId: repriced!, quantity: 3 },
        { productId: multiple!, quantity: 10 },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it("raises a quantity below today's minimum to it", async () => {
    const [productId] = await plainProducts(1, 1);
    const buyer = await accountId("buyer.es@demo.test");
    await db().delete(cartItems).where(eq(cartItems.accountId, buyer));
    const order = await createOrder({ email: "buyer.es@demo.test", lines: [{ productId: productId!, quantity: 2 }] });
    await db().update(products).set({ minOrderQty: 8 }).where(eq(products.id, productId!));
    const { result } = await reorder("buyer.es@demo.test", order.orderNumber);
    expect(result!.lines[0]).toMatchObject({ outcome: "raised", added: "8", ordered: "2" });
  });

  it("shows the same result on reload without adding again", async () => {
    const [productId] = await plainProducts(1, 1);
    const buyer = await accountId("buyer.es@demo.test");
    await db().delete(cartItems).where(eq(cartItems.accountId, buyer));
    const order = await createOrder({ email: "buyer.es@demo.test", lines: [{ productId: productId!, quantity: 4 }] });
    const { location, cookie } = await reorder("buyer.es@demo.test", order.orderNumber);
    await settle(() => loader({ request: getRequest(location!, { cookie }), context: contextFor(), params: {} }));
    const cart = await db().select({ quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.accountId, buyer), eq(cartItems.productId, productId!)));
    expect(cart).toEqual([{ quantity: 4 }]);
  });

  it("answers 404 for another account's order and for another account's result", async () => {
    const [productId] = await plainProducts(1, 1);
    const order = await createOrder({ email: "buyer.de@demo.test", lines: [{ productId: productId!, quantity: 1 }] });
    const foreign = await reorder("buyer.pt@demo.test", order.orderNumber);
    expect(foreign.posted.status).toBe(404);
    const own = await reorder("buyer.de@demo.test", order.orderNumber);
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    const peek = await settle(() => loader({ request: getRequest(own.location!, { cookie }), context: contextFor(), params: {} }));
    expect(peek.status).toBe(404);
  });
});
