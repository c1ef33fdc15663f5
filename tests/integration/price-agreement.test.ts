import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, orderLines } from "~/db/schema";
import { applyRate, cardPrice, combinedDiscountBp } from "~/domain/pricing";
import { type Actor, requireActor } from "~/services/identity/actor.server";
import { minimumQuantity } from "~/domain/cart-quantity";
import { cartView, setCartQuantity } from "~/services/cart/cart.server";
import { productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { cardsByIds } from "~/services/catalogue/product-cards.server";
import { checkoutView } from "~/services/ordering/order-submit.server";
import { type DemoState, findDemoProducts } from "../../scripts/demo/states";
import { createOrder } from "~tests/support/orders";
import { accountId, contextFor, getRequest, sessionCookieFor } from "~tests/support/requests";

/**
 * Issue 14 item 2: the card, the cart, the confirm page and the placed order line agree on the
 * net unit price of a product, for every demo card state and every account set and user rate of
 * the demo buyers. The card shows the price before the buyer's own rate (SPEC.md section 5: the
 * activity price if present, else the price); the buyer's rate applies once, on that price, when
 * the promotion is a fixed activity price, or combined with the promotion's rate on the list price.
 */

const BRAND = "aigostar";

/** Every state of a card that has a price and can be bought. */
const STATES: DemoState[] = ["normal", "flashSale", "discount", "orderNow", "cashbackTiers", "cashbackFromZero", "presale", "unlimitedStock", "stockBelow100", "new", "top", "inTransit"];

/** The demo buyers: standard set without a rate, with rates of 1.5 %, 2 %, 3 % and 5 % (EUR, GBP), and the china set (CNY). */
const BUYERS = ["buyer.fr@demo.test", "buyer.pt@demo.test", "buyer.de@demo.test", "buyer.es@demo.test", "buyer.gb@demo.test", "box@demo.test"];

async function actorOf(email: string): Promise<Actor> {
  return requireActor(getRequest("/cart", { cookie: await sessionCookieFor(email) }), contextFor());
}

async function demoProducts(): Promise<Map<DemoState, number>> {
  const found = new Map<DemoState, number>();
  for (const state of STATES) {
    const [id] = await findDemoProducts(db(), BRAND, state);
    if (id === undefined) throw new Error(`no ${BRAND} product in state ${state}`);
    found.set(state, id);
  }
  return found;
}

describe("one net price on the card, in the cart, on the confirm page and in the order", () => {
  it.each(BUYERS)("for %s", async (email) => {
    const actor = await actorOf(email);
    const products = await demoProducts();
    const ids = [...new Set(products.values())];
    const now = new Date();
    await db().delete(cartItems).where(eq(cartItems.accountId, actor.accountId));

    // The cart: each product at the smallest quantity the account may order.
    const facts = await productFacts(db(), actor, ids, "en", now);
    for (const id of ids) {
      const quantity = minimumQuantity(toQuantityProduct(facts.get(id)!), actor.accountSet);
      const put = await setCartQuantity(actor, id, quantity, now);
      expect(put, `${email}: the cart takes ${quantity} of product ${id}`).toMatchObject({ ok: true, quantity });
    }
    const cart = await cartView(actor, { lng: "en", brandKey: BRAND, now });
    const cartLines = new Map(cart.groups.flatMap((group) => group.lines).map((line) => [line.productId, line]));

    // The card of the list page, for the account's currency and rate.
    const cards = new Map((await cardsByIds(ids, { lng: "en", currency: actor.currency, now })).map((card) => [card.id, card]));

    // The confirm page's lines.
    const confirm = await checkoutView(actor, { lng: "en", now });
    const confirmLines = new Map(confirm.lines.map((line) => [line.productId, line]));

    const priced = ids.filter((id) => cartLines.get(id)?.unitMinor !== null && cartLines.get(id)?.issue === null);
    expect(
      ids.filter((id) => !priced.includes(id)).map((id) => [id, cartLines.get(id)?.unitMinor, cartLines.get(id)?.issue]),
      "every state is priced and orderable",
    ).toEqual([]);

    // The placed order, through the real submit.
    const order = await createOrder({ email, lines: priced.map((id) => ({ productId: id, quantity: cartLines.get(id)!.quantity })) });
    const placed = new Map(
      (await db().select().from(orderLines).where(and(eq(orderLines.orderId, order.id), inArray(orderLines.productId, priced)))).map((line) => [line.productId, line]),
    );

    for (const [state, id] of products) {
      const card = cards.get(id)!;
      const line = cartLines.get(id)!;
      const shown = cardPrice({ priceMinor: card.priceMinor, activityPriceMinor: card.activityPriceMinor, strikeOnlyWhenLower: false });
      const where = `${email}, ${state} (product ${id})`;
      if (shown.kind === "zero") {
        expect(line.unitMinor, where).toBeNull();
        continue;
      }
      // The card's net price: its shown price with the buyer's rate (a rate-off promotion
      // combines the two rates on the list price, one rounding).
      const rateOff = card.promotion !== null && card.activityRateBp !== null && card.activityPriceMinor === applyRate(card.priceMinor ?? 0, card.activityRateBp);
      const cardNet = rateOff ? applyRate(card.priceMinor!, combinedDiscountBp(actor.userRateBp, card.activityRateBp!)) : applyRate(shown.shownMinor, actor.userRateBp);
      expect(line.unitMinor, `${where}: cart = card`).toBe(cardNet);
      if (!priced.includes(id)) continue;
      expect(confirmLines.get(id)?.unitMinor, `${where}: confirm = cart`).toBe(line.unitMinor);
      expect(placed.get(id)?.unitMinor, `${where}: order = cart`).toBe(line.unitMinor);
      expect(placed.get(id)?.lineTotalMinor, `${where}: order line total = cart line total`).toBe(line.lineTotalMinor);
    }
    await db().delete(cartItems).where(eq(cartItems.accountId, await accountId(email)));
  });
});
