import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartItems } from "~/db/schema";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "../../../tests/support/requests";
import { loader } from "./route";

async function load(email: string | null) {
  const cookie = email ? await sessionCookieFor(email) : undefined;
  return settle(() => loader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }));
}

type CartData = { title: string; cart: { lines: { productId: number; quantity: number }[]; count: number; totalQuantity: number; totalMinor: number } | null };

describe("GET /cart", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    const reply = await load(null);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?redirectTo=%2Fcart");
  });

  it("shows an empty cart", async () => {
    const reply = await load("buyer.pt@demo.test");
    expect(reply.status).toBe(200);
    const data = reply.data as CartData;
    expect(data.title).toBe("Carrinho – Aigostar");
    expect(data.cart?.lines).toEqual([]);
  });

  it("shows the acting account's lines and totals", async () => {
    const buyer = await accountId("buyer.gb@demo.test");
    const rows = await queryRows<{ id: number; price: number }>(
      db(),
      sql`select p.id, pp.price_minor::int as price from products p join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP'
          where not p.off_market and pp.price_minor > 0 and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
          order by p.id limit 2`,
    );
    await db().delete(cartItems).where(eq(cartItems.accountId, buyer));
    await db()
      .insert(cartItems)
      .values(rows.map((row, index) => ({ accountId: buyer, productId: Number(row.id), quantity: index + 2 })));
    const data = (await load("buyer.gb@demo.test")).data as CartData;
    expect(data.cart?.count).toBe(2);
    expect(data.cart?.totalQuantity).toBe(5);
    expect(data.cart?.totalMinor).toBe(2 * Number(rows[0]!.price) + 3 * Number(rows[1]!.price));
  });
});
