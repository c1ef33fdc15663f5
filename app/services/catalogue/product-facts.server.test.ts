import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { promotionItems, promotions } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { contextFor, getRequest, sessionCookieFor } from "~tests/support/requests";
import { requireActor } from "~/services/identity/actor.server";
import { cardsByIds } from "./product-cards.server";
import { priceTerms, productFacts } from "./product-facts.server";

// Issue 14 item 2: one "which promotion applies" query (runningPromotions) for the card and the cart.

const made: number[] = [];
afterEach(async () => {
  if (made.length > 0) await db().delete(promotions).where(inArray(promotions.id, made.splice(0)));
});

async function promotion(brandKey: string, kind: "flash_sale" | "discount", endsInDays: number): Promise<number> {
  const now = Date.now();
  const [row] = await db()
    .insert(promotions)
    .values({ brandKey, kind, names: { en: `Test ${kind}` }, startsAt: new Date(now - 86_400_000), endsAt: new Date(now + endsInDays * 86_400_000) })
    .returning({ id: promotions.id });
  made.push(row!.id);
  return row!.id;
}

describe("runningPromotions: which promotion applies, for the card and the cart alike", () => {
  it("a flash sale first, then the one ending soonest, only of the product's own brand, only while it has quantity", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "normal");
    const actor = await requireActor(getRequest("/cart", { cookie: await sessionCookieFor("buyer.fr@demo.test") }), contextFor());
    const item = (promotionId: number, activityPriceMinor: number, remainingQty: number | null = null) =>
      db().insert(promotionItems).values({ promotionId, productId: productId!, currency: actor.currency, activityPriceMinor, remainingQty, quantityLimit: remainingQty }).returning({ id: promotionItems.id });
    const applied = async () => {
      const now = new Date();
      const [card] = await cardsByIds([productId!], { lng: "en", currency: actor.currency, now });
      const row = (await productFacts(db(), actor, [productId!], "en", now)).get(productId!)!;
      expect(priceTerms(row).activityPriceMinor, "the cart takes the card's promotion").toBe(card!.activityPriceMinor);
      return card!.activityPriceMinor;
    };

    expect(await applied()).toBeNull();
    await item(await promotion("aigostar", "discount", 20), 901);
    await item(await promotion("aigostar", "discount", 10), 902);
    expect(await applied(), "the one ending soonest").toBe(902);
    // Another brand's flash sale on the product ranks first but gives it nothing.
    await item(await promotion("lumora", "flash_sale", 5), 903);
    expect(await applied(), "not another brand's").toBe(902);
    const [flash] = await item(await promotion("aigostar", "flash_sale", 30), 904, 3);
    expect(await applied(), "a flash sale first").toBe(904);
    await db().update(promotionItems).set({ remainingQty: 0 }).where(eq(promotionItems.id, flash!.id));
    expect(await applied(), "a flash sale run out gives nothing").toBe(902);
  });
});
