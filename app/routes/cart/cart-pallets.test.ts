import { beforeEach, describe, expect, it } from "vitest";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { TEST_CARTON, chinaProducts, clearPalletsAndCart, newPallet, putCartons } from "~tests/support/pallets";
import { loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type CartData = {
  cart: { count: number };
  pallets: { id: number; name: string; typeName: string; figures: { volumePermille: number; volumeUsed: string }; lines: { productId: number; cartons: number; quantity: number; lineTotalMinor: number | null }[] }[];
};

async function cartPage(email = BUYER) {
  const cookie = await sessionCookieFor(email);
  return (await settle(() => loader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }))).data as CartData;
}

beforeEach(async () => {
  await clearPalletsAndCart(BUYER);
});

describe("GET /cart: the pallets, read-only", () => {
  it("shows each of the account's pallets with its type, fill and lines, apart from the single lines", async () => {
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER, { name: "Shipment 1" });
    await putCartons(pallet, a!.id, 2);
    await putCartons(pallet, b!.id, 1);
    await newPallet("buyer.it@demo.test", { name: "Not mine" });
    const data = await cartPage();
    expect(data.cart.count).toBe(0);
    expect(data.pallets).toHaveLength(1);
    const [shown] = data.pallets;
    expect(shown).toMatchObject({ id: pallet, name: "Shipment 1", figures: { volumePermille: 868, volumeUsed: "1.50" } });
    expect(shown!.typeName).toContain("EUR");
    expect(shown!.lines.map((line) => [line.productId, line.cartons, line.quantity])).toEqual(
      [
        [a!.id, 2, 2 * TEST_CARTON.pkgNum],
        [b!.id, 1, TEST_CARTON.pkgNum],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    expect(shown!.lines.every((line) => line.lineTotalMinor! > 0)).toBe(true);
  });

  it("has none when the account has none", async () => {
    expect((await cartPage()).pallets).toEqual([]);
  });
});
