import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartItems } from "~/db/schema";
import { accountId } from "~tests/support/requests";
import { cartQuantities } from "./product-cards.server";

describe("cartQuantities", () => {
  it("gives the account's quantities of the asked products only", async () => {
    const account = await accountId("buyer.pt@demo.test");
    const [product] = await queryRows<{ id: number }>(
      db(),
      sql`select id from products p where not exists (select 1 from cart_items c where c.account_id = ${account} and c.product_id = p.id) order by id limit 1`,
    );
    const productId = Number(product!.id);
    await db().insert(cartItems).values({ accountId: account, productId, quantity: 12_345 });
    try {
      expect(await cartQuantities(account, [productId, -1])).toEqual({ [productId]: 12_345 });
      expect(await cartQuantities(account, [])).toEqual({});
      expect(await cartQuantities(-1, [productId])).toEqual({});
    } finally {
      await db().delete(cartItems).where(and(eq(cartItems.accountId, account), eq(cartItems.productId, productId)));
    }
  });
});
