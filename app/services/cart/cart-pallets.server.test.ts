import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartCombinations, cartItems, combinations } from "~/db/schema";
import { changeCombination, createCombination } from "~/services/combined/combinations.server";
import { actorFor } from "~tests/support/requests";
import { chinaProducts, clearPalletsAndCart, newPallet, palletLines, putCartons, setAvailable } from "~tests/support/pallets";
import { addCartons, setCartons } from "./cart-pallets.server";

// Two tabs filling one pallet (decision 0108): each write is checked under the pallet's row lock,
// so the second sees the first's cartons. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
// where both tests fail without the locks (seen: each add then passes the check on its own). And
// the stock check counts what the cart holds elsewhere, combination groups included.

const BUYER = "buyer.gb@demo.test";

beforeEach(async () => {
  await clearPalletsAndCart(BUYER);
});

describe("pallet writes at the same time", () => {
  it("two adds that each fit alone but not together: one is taken, the other refused with what is left", async () => {
    const actor = await actorFor(BUYER);
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER);
    // An EUR pallet takes 3 of the test cartons: 2 + 2 do not fit.
    const results = await Promise.all([addCartons(actor, pallet, a!.id, 2), addCartons(actor, pallet, b!.id, 2)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused).toMatchObject({ ok: false, issue: { key: "overfill", reason: "volume", maxCartons: 1 } });
    const lines = await palletLines(pallet);
    expect(lines.reduce((sum, line) => sum + line.cartons, 0)).toBe(2);
  });

  it("six adds of one carton at once: exactly three fit, the line holds three", async () => {
    const actor = await actorFor(BUYER);
    const [a] = await chinaProducts(1);
    const pallet = await newPallet(BUYER);
    const results = await Promise.all(Array.from({ length: 6 }, () => addCartons(actor, pallet, a!.id, 1)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(await palletLines(pallet)).toEqual([{ productId: a!.id, cartons: 3 }]);
  });
});

describe("the stock a pallet line may take", () => {
  it("counts what the cart holds of the product singly, on other pallets and in combination groups (at the version each group holds)", async () => {
    const actor = await actorFor(BUYER);
    const [a, b] = await chinaProducts(2);
    // 40 in stock; 5 on the single line, 1 carton (10) on another pallet, 3 sets × 4 in a group
    // that holds version 1 (staff have since made it 1 a set): 27 held elsewhere, so 1 carton fits, not 2.
    await setAvailable(a!.id, 40);
    await db().insert(cartItems).values({ accountId: actor.accountId, productId: a!.id, quantity: 5 });
    const other = await newPallet(BUYER, { name: "Other pallet" });
    await putCartons(other, a!.id, 1);
    const created = await createCombination({ brandKey: "aigostar", code: `pallet-stock-${Date.now()}`, names: { en: "Pallet stock pair" }, items: [{ productId: a!.id, quantity: 4 }, { productId: b!.id, quantity: 1 }] });
    if (!created.ok) throw new Error(created.issue);
    try {
      await db().insert(cartCombinations).values({ accountId: actor.accountId, combinationId: created.id, sets: 3, versionSeen: 1 });
      expect(await changeCombination(created.id, { items: [{ productId: a!.id, quantity: 1 }, { productId: b!.id, quantity: 1 }] })).toMatchObject({ ok: true, version: 2 });
      const pallet = await newPallet(BUYER);
      expect(await addCartons(actor, pallet, a!.id, 2)).toEqual({ ok: false, issue: { key: "insufficientStock", maxCartons: 1 } });
      expect(await addCartons(actor, pallet, a!.id, 1)).toMatchObject({ ok: true, cartons: 1 });
      // Changing the line is checked the same way: 1 carton is the most it can hold.
      expect(await setCartons(actor, pallet, a!.id, 2)).toEqual({ ok: false, issue: { key: "insufficientStock", maxCartons: 1 } });
      // Without the group the stock gives the line 2 more cartons.
      await db().delete(cartCombinations).where(eq(cartCombinations.accountId, actor.accountId));
      expect(await setCartons(actor, pallet, a!.id, 2)).toMatchObject({ ok: true, cartons: 2 });
    } finally {
      await db().delete(combinations).where(eq(combinations.id, created.id));
    }
  });
});
