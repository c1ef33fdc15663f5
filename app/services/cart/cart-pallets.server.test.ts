import { beforeEach, describe, expect, it } from "vitest";
import { actorFor } from "~tests/support/requests";
import { chinaProducts, clearPalletsAndCart, newPallet, palletLines } from "~tests/support/pallets";
import { addCartons } from "./cart-pallets.server";

// Two tabs filling one pallet (decision 0108): each write is checked under the pallet's row lock,
// so the second sees the first's cartons. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
// where both tests fail without the locks (seen: each add then passes the check on its own).

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
