import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartItems } from "~/db/schema";
import { accountId } from "~tests/support/requests";
import { cardsAndCart, cardsByIds } from "./product-cards.server";

describe("cardsAndCart", () => {
  it("gives the cards with the account's cart quantities of those products only", async () => {
    const account = await accountId("buyer.pt@demo.test");
    const [product, other] = await queryRows<{ id: number }>(
      db(),
      sql`select id from products p where not exists (select 1 from cart_items c where c.account_id = ${account} and c.product_id = p.id) order by id limit 2`,
    );
    const productId = Number(product!.id);
    const otherId = Number(other!.id);
    await db().insert(cartItems).values({ accountId: account, productId, quantity: 12_345 });
    try {
      const options = { lng: "en" as const, currency: "EUR", now: new Date() };
      const read = await cardsAndCart([otherId, productId, -1], { ...options, cartOf: account });
      expect(read.cards.map((card) => card.id)).toEqual([otherId, productId]);
      expect(read.cards).toEqual(await cardsByIds([otherId, productId], options));
      expect(read.inCart).toEqual({ [productId]: 12_345 });
      expect((await cardsAndCart([productId], { ...options, cartOf: null })).inCart).toEqual({});
      expect((await cardsAndCart([productId], { ...options, cartOf: -1 })).inCart).toEqual({});
      expect(await cardsAndCart([], { ...options, cartOf: account })).toEqual({ cards: [], inCart: {} });
    } finally {
      await db().delete(cartItems).where(and(eq(cartItems.accountId, account), eq(cartItems.productId, productId)));
    }
  });
});
