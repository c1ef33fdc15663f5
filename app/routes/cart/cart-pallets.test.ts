import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartCombinations, cartItems, cartPallets, products } from "~/db/schema";
import { loader as rootLoader } from "~/root";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { holdGroup } from "~tests/support/combinations";
import { TEST_CARTON, chinaProducts, clearPalletsAndCart, newPallet, putCartons } from "~tests/support/pallets";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type CartData = {
  cart: { count: number; totalQuantity: number; totalMinor: number };
  combinations: { netMinor: number | null; items: { quantity: number }[] }[];
  summary: { entries: number; units: number; totalMinor: number; selected: number; selectedMinor: number; reductions: { brandKey: string }[] };
  pallets: { id: number; name: string; typeName: string; figures: { volumePermille: number; volumeUsed: string }; lines: { productId: number; cartons: number; quantity: number; lineTotalMinor: number | null }[] }[];
};

async function cartPage(email = BUYER) {
  const cookie = await sessionCookieFor(email);
  return (await settle(() => loader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }))).data as CartData;
}

beforeEach(async () => {
  await clearPalletsAndCart(BUYER);
  await db().delete(cartCombinations).where(eq(cartCombinations.accountId, await accountId(BUYER)));
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

describe("GET /cart: the summary and the header count groups and pallets (decision 0108)", () => {
  it("counts a line, a combination group and a pallet with goods (not an empty one), ticked ones in the selection, as the header does", async () => {
    const [a, b] = await chinaProducts(2);
    await db().update(products).set({ minOrderQty: 1, saleDouble: 1 }).where(eq(products.id, b!.id));
    await db().insert(cartItems).values({ accountId: await accountId(BUYER), productId: b!.id, quantity: 5 });
    await holdGroup(BUYER, "STARTER", 2);
    const pallet = await newPallet(BUYER, { name: "Shipment 1" });
    await putCartons(pallet, a!.id, 3);
    await newPallet(BUYER, { name: "Empty" });
    const data = await cartPage();
    const [group] = data.combinations;
    const [shown] = data.pallets;
    const groupUnits = group!.items.reduce((sum, item) => sum + item.quantity, 0);
    const palletMinor = shown!.lines.reduce((sum, line) => sum + line.lineTotalMinor!, 0);
    expect(data.summary).toMatchObject({
      entries: 3,
      units: data.cart.totalQuantity + groupUnits + 3 * TEST_CARTON.pkgNum,
      totalMinor: data.cart.totalMinor + group!.netMinor! + palletMinor,
      selected: 3,
      selectedMinor: data.cart.totalMinor + group!.netMinor! + palletMinor,
    });
    // The demo runs a GBP reduction for Aigostar: reached or not, the summary says where the selection stands.
    expect(data.summary.reductions.map((reduction) => reduction.brandKey)).toEqual(["aigostar"]);
    const cookie = await sessionCookieFor(BUYER);
    const root = (await settle(() => rootLoader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }))).data as { cart: { lines: number; quantity: number } };
    expect(root.cart).toMatchObject({ lines: data.summary.entries, quantity: data.summary.units });

    // Unticked, the group stays in the cart and in the header's count, out of the selection.
    await db().update(cartCombinations).set({ checked: false }).where(eq(cartCombinations.accountId, await accountId(BUYER)));
    const unticked = await cartPage();
    expect(unticked.summary).toMatchObject({ entries: 3, selected: 2, selectedMinor: data.cart.totalMinor + palletMinor });
  });
});

describe("POST /cart intent=palletCheck / palletUncheck", () => {
  const post = async (fields: Record<string, string>) => settle(async () => action({ request: postForm("/cart", fields, { cookie: await sessionCookieFor(BUYER) }), context: contextFor(), params: {} }));
  const checked = async (id: number) => (await db().select({ checked: cartPallets.checked }).from(cartPallets).where(eq(cartPallets.id, id)))[0]?.checked;

  it("unticks a pallet out of the selection and ticks it back, at the pallet", async () => {
    const [a] = await chinaProducts(1);
    const pallet = await newPallet(BUYER, { name: "Shipment 1" });
    await putCartons(pallet, a!.id, 2);
    const off = await post({ intent: "palletUncheck", id: String(pallet) });
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe(`/cart?notice=checked#pallet-${pallet}`);
    expect(await checked(pallet)).toBe(false);
    expect((await cartPage()).summary).toMatchObject({ entries: 1, selected: 0, selectedMinor: 0 });
    expect((await post({ intent: "palletCheck", id: String(pallet) })).status).toBe(302);
    expect(await checked(pallet)).toBe(true);
    expect((await cartPage()).summary).toMatchObject({ entries: 1, selected: 1 });
  });

  it("answers 404 for another account's pallet or an unknown id, 400 for junk, and changes nothing", async () => {
    const theirs = await newPallet("buyer.it@demo.test", { name: "Not mine" });
    for (const id of [String(theirs), "999999999"]) expect((await post({ intent: "palletUncheck", id })).status).toBe(404);
    expect(await checked(theirs)).toBe(true);
    for (const id of ["", "abc", "1e3", "-1", "<script>", "9".repeat(40)]) expect((await post({ intent: "palletCheck", id })).status).toBe(400);
  });
});
