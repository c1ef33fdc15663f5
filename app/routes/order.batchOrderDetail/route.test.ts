import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents, cartItems, products } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { TEST_CARTON, chinaProducts, clearPalletsAndCart, newPallet, palletLines, palletsOf, putCartons, setAvailable } from "~tests/support/pallets";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type DetailData = {
  title: string;
  pallet: { id: number; name: string; cartons: number; valueMinor: number; figures: { volumePermille: number; volumeLeft: string }; lines: { productId: number; cartons: number; quantity: number; lineTotalMinor: number | null }[] };
  picker: { total: number; q: string; categoryId: number | null; categories: { id: number; name: string }[]; products: { id: number; fits: number; stockCartons: number | null; issue: string | null }[] };
};

async function page(path: string, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  return settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
}

async function post(id: number | string, fields: Record<string, string>, { email = BUYER, query = "" } = {}) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const path = `/order/batchOrderDetail?id=${id}${query}`;
  return { ...(await settle(() => action({ request: postForm(path, fields, { cookie }), context, params: {} }))), context };
}

beforeEach(async () => {
  await clearPalletsAndCart(BUYER);
});

describe("GET /order/batchOrderDetail", () => {
  it("shows the pallet's lines, fill and value, and the brand's China-direct products to add", async () => {
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER, { name: "May" });
    await putCartons(pallet, a!.id, 2);
    const reply = await page(`/order/batchOrderDetail?id=${pallet}`);
    expect(reply.status).toBe(200);
    const data = reply.data as DetailData;
    expect(data.title).toBe("Pallet May – Aigostar");
    expect(data.pallet.lines).toMatchObject([{ productId: a!.id, cartons: 2, quantity: 2 * TEST_CARTON.pkgNum }]);
    // 1.0 of 1.728 m³.
    expect(data.pallet.figures).toMatchObject({ volumePermille: 578, volumeLeft: "0.72" });
    expect(data.pallet.valueMinor).toBe(data.pallet.lines[0]!.lineTotalMinor);
    const ids = data.picker.products.map((product) => product.id);
    expect(ids).toEqual(expect.arrayContaining([a!.id, b!.id]));
    const chinaCount = await db().$count(products, eq(products.shipsFromChina, true));
    expect(data.picker.total).toBeLessThanOrEqual(chinaCount);
    // One more test carton fits beside the two.
    expect(data.picker.products.find((product) => product.id === b!.id)).toMatchObject({ fits: 1, issue: null });
    expect(data.picker.categories.length).toBeGreaterThan(0);
  });

  it("searches by barcode or its last six digits, and filters by category", async () => {
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER);
    let data = (await page(`/order/batchOrderDetail?id=${pallet}&q=${a!.barcode}`)).data as DetailData;
    expect(data.picker.products.map((product) => product.id)).toEqual([a!.id]);
    data = (await page(`/order/batchOrderDetail?id=${pallet}&q=${b!.barcode.slice(-6)}`)).data as DetailData;
    expect(data.picker.products.map((product) => product.id)).toEqual([b!.id]);
    const [category] = await db().select({ id: products.categoryId }).from(products).where(eq(products.id, a!.id));
    data = (await page(`/order/batchOrderDetail?id=${pallet}&category=${category!.id}`)).data as DetailData;
    expect(data.picker.categoryId).toBe(category!.id);
    expect(data.picker.products.map((product) => product.id)).toContain(a!.id);
    // A junk query is left out, not an error.
    expect((await page(`/order/batchOrderDetail?id=${pallet}&category=abc&page=-3&q=${"x".repeat(5000)}`)).status).toBe(200);
  });

  it("another account's pallet, an unknown or a junk id is a 404", async () => {
    const foreign = await newPallet("buyer.it@demo.test");
    expect((await page(`/order/batchOrderDetail?id=${foreign}`)).status).toBe(404);
    expect((await page("/order/batchOrderDetail?id=999999")).status).toBe(404);
    expect((await page("/order/batchOrderDetail?id=1e3")).status).toBe(404);
    expect((await page("/order/batchOrderDetail")).status).toBe(404);
  });
});

describe("POST /order/batchOrderDetail intent=add", () => {
  it("adds N cartons (quantity = cartons × pkgNum) and adds to the product's line on a second add; the picker's query stays", async () => {
    const [a] = await chinaProducts(1);
    const pallet = await newPallet(BUYER);
    let reply = await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "2" }, { query: "&q=kettle&page=2" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/order/batchOrderDetail?id=${pallet}&q=kettle&page=2&notice=added&cartons=2#line-${a!.id}`);
    reply = await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "1" });
    expect(reply.status).toBe(302);
    expect(await palletLines(pallet)).toEqual([{ productId: a!.id, cartons: 3 }]);
  });

  it("refuses what passes the volume, with what is left and the most cartons that still fit, and changes nothing", async () => {
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER);
    await putCartons(pallet, a!.id, 1);
    let reply = await post(pallet, { intent: "add", goodsId: String(b!.id), cartons: "5" });
    expect(reply.status).toBe(409);
    expect(reply.context.formFailed).toBe(true);
    let refused = refusal(reply.data);
    // 1.728 − 0.5 m³ and 1,000 − 100 kg left: two more cartons fit.
    expect(refused.errors.cartons).toEqual([{ key: "pallets:errors.overfill", values: { volume: "1.22", weight: "900", cartons: 2 } }]);
    expect(refused.typed).toMatchObject({ goodsId: String(b!.id), cartons: "5" });
    await putCartons(pallet, b!.id, 2);
    reply = await post(pallet, { intent: "add", goodsId: String(b!.id), cartons: "1" });
    refused = refusal(reply.data);
    expect(refused.errors.cartons).toEqual([{ key: "pallets:errors.overfillNone", values: { volume: "0.22", weight: "700", cartons: 0 } }]);
    expect(await palletLines(pallet)).toEqual([
      { productId: a!.id, cartons: 1 },
      { productId: b!.id, cartons: 2 },
    ].sort((x, y) => x.productId - y.productId));
  });

  it("refuses by weight too", async () => {
    const [a] = await chinaProducts(1);
    await db().update(products).set({ cartonVolumeCm3: 1_000, cartonWeightG: 300_000 }).where(eq(products.id, a!.id));
    const pallet = await newPallet(BUYER);
    const reply = await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "4" });
    expect(refusal(reply.data).errors.cartons).toEqual([{ key: "pallets:errors.overfill", values: { volume: "1.72", weight: "1,000", cartons: 3 } }]);
  });

  it.each([
    ["empty", "", "pallets:errors.cartonsRequired"],
    ["letters", "ten", "pallets:errors.cartonsWhole"],
    ["a fraction", "1.5", "pallets:errors.cartonsWhole"],
    ["negative", "-2", "pallets:errors.cartonsWhole"],
    ["zero", "0", "pallets:errors.cartons"],
    ["too many", "100000", "pallets:errors.cartons"],
    ["far too many", "99999999999999999999", "pallets:errors.cartons"],
  ])("refuses %s cartons with a 400, the message and the input kept", async (_name, cartons, key) => {
    const [a] = await chinaProducts(1);
    const pallet = await newPallet(BUYER);
    const reply = await post(pallet, { intent: "add", goodsId: String(a!.id), cartons });
    expect(reply.status).toBe(400);
    const refused = refusal(reply.data);
    expect(refused.errors.cartons?.[0]?.key).toBe(key);
    expect(refused.typed).toMatchObject({ goodsId: String(a!.id), ...(cartons ? { cartons } : {}) });
    expect(await palletLines(pallet)).toEqual([]);
  });

  it("refuses a product that is not China-direct, of another brand, or unknown", async () => {
    const [a] = await chinaProducts(1);
    await db().update(products).set({ shipsFromChina: false }).where(eq(products.id, a!.id));
    const [other] = await db().select({ id: products.id }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    await db().update(products).set({ shipsFromChina: true }).where(eq(products.id, other!.id));
    const pallet = await newPallet(BUYER);
    for (const goodsId of [a!.id, other!.id, 99_999_999]) {
      const reply = await post(pallet, { intent: "add", goodsId: String(goodsId), cartons: "1" });
      expect(reply.status).toBe(400);
      expect(refusal(reply.data).errors.cartons).toEqual([{ key: "pallets:errors.product" }]);
    }
    expect((await post(pallet, { intent: "add", goodsId: "abc", cartons: "1" })).status).toBe(400);
    expect(await palletLines(pallet)).toEqual([]);
  });

  it("refuses a product off the market or off the shelves with the reason", async () => {
    const [a, b] = await chinaProducts(2);
    await db().update(products).set({ offMarket: true }).where(eq(products.id, a!.id));
    await db().update(products).set({ offShelves: true }).where(eq(products.id, b!.id));
    const pallet = await newPallet(BUYER);
    expect(refusal((await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "1" })).data).errors.cartons).toEqual([{ key: "pallets:errors.offMarket" }]);
    expect(refusal((await post(pallet, { intent: "add", goodsId: String(b!.id), cartons: "1" })).data).errors.cartons).toEqual([{ key: "pallets:errors.shelfFixed" }]);
  });

  it("respects the stock, counting the single line and the other pallets of the product", async () => {
    const [a] = await chinaProducts(1);
    await setAvailable(a!.id, 45);
    const other = await newPallet(BUYER, { name: "Other" });
    await putCartons(other, a!.id, 1);
    await db().insert(cartItems).values({ accountId: await accountId(BUYER), productId: a!.id, quantity: 10 });
    const pallet = await newPallet(BUYER);
    // 45 − 10 − 10 = 25 units: two cartons of 10.
    let reply = await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "3" });
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).errors.cartons).toEqual([{ key: "pallets:errors.insufficientStock", values: { cartons: 2 } }]);
    expect((await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "2" })).status).toBe(302);
    reply = await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "1" });
    expect(refusal(reply.data).errors.cartons).toEqual([{ key: "pallets:errors.noStock", values: { cartons: 0 } }]);
    expect(await palletLines(pallet)).toEqual([{ productId: a!.id, cartons: 2 }]);
  });

  it("a salesman acting for a client fills the client's pallet, each write in the client's audit trail", async () => {
    const [a] = await chinaProducts(1);
    const salesmanId = await accountId("sales@demo.test");
    const clientId = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    const [client] = await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.id, clientId));
    const pallet = await newPallet(client!.email);
    expect((await post(pallet, { intent: "add", goodsId: String(a!.id), cartons: "1" }, { email: "sales@demo.test" })).status).toBe(302);
    expect(await palletLines(pallet)).toEqual([{ productId: a!.id, cartons: 1 }]);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, clientId), eq(auditEvents.action, "pallet.add")));
    expect(audit).toMatchObject([{ actorId: salesmanId, entityId: String(pallet), details: { productId: a!.id, from: 0, to: 1 } }]);
    // Another account's pallet than the client's is none of his.
    const foreign = await newPallet(client!.email === "buyer.it@demo.test" ? "buyer.de@demo.test" : "buyer.it@demo.test");
    expect((await post(foreign, { intent: "add", goodsId: String(a!.id), cartons: "1" }, { email: "sales@demo.test" })).status).toBe(404);
  });

  it("another account's pallet is a 404 and gets nothing", async () => {
    const [a] = await chinaProducts(1);
    const foreign = await newPallet("buyer.it@demo.test");
    expect((await post(foreign, { intent: "add", goodsId: String(a!.id), cartons: "1" })).status).toBe(404);
    expect((await post("x", { intent: "add", goodsId: String(a!.id), cartons: "1" })).status).toBe(404);
    expect(await palletLines(foreign)).toEqual([]);
  });
});

describe("POST /order/batchOrderDetail intent=rename", () => {
  it("renames the pallet (trimmed); a bad name is refused with the name kept; another account's pallet is a 404", async () => {
    const pallet = await newPallet(BUYER, { name: "Old" });
    let reply = await post(pallet, { intent: "rename", name: "  New name " }, { query: "&q=fan" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/order/batchOrderDetail?id=${pallet}&q=fan&notice=renamed`);
    expect((await palletsOf(BUYER)).map((row) => row.name)).toEqual(["New name"]);
    for (const [name, message] of [
      ["   ", { key: "pallets:errors.nameEmpty" }],
      ["y".repeat(51), { key: "pallets:errors.nameTooLong", values: { max: 50 } }],
    ] as const) {
      reply = await post(pallet, { intent: "rename", name });
      expect(reply.status).toBe(400);
      expect(refusal(reply.data).errors.name).toEqual([message]);
      expect(refusal(reply.data).typed).toMatchObject({ name });
    }
    expect((await palletsOf(BUYER)).map((row) => row.name)).toEqual(["New name"]);
    const foreign = await newPallet("buyer.it@demo.test", { name: "Theirs" });
    expect((await post(foreign, { intent: "rename", name: "Mine now" })).status).toBe(404);
    expect((await palletsOf("buyer.it@demo.test")).find((row) => row.id === foreign)?.name).toBe("Theirs");
  });
});

describe("POST /order/batchOrderDetail intent=setCartons and intent=remove", () => {
  it("changes a line's cartons; more than fits is refused with the most the line can hold", async () => {
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER);
    await putCartons(pallet, a!.id, 1);
    await putCartons(pallet, b!.id, 1);
    let reply = await post(pallet, { intent: "setCartons", goodsId: String(a!.id), cartons: "2" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/order/batchOrderDetail?id=${pallet}&notice=updated#line-${a!.id}`);
    reply = await post(pallet, { intent: "setCartons", goodsId: String(a!.id), cartons: "3" });
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).errors.cartons).toEqual([{ key: "pallets:errors.overfill", values: { volume: "0.22", weight: "700", cartons: 2 } }]);
    // Fewer cartons are always taken.
    expect((await post(pallet, { intent: "setCartons", goodsId: String(a!.id), cartons: "1" })).status).toBe(302);
    expect(await palletLines(pallet)).toEqual([
      { productId: a!.id, cartons: 1 },
      { productId: b!.id, cartons: 1 },
    ].sort((x, y) => x.productId - y.productId));
  });

  it("a product not on the pallet cannot be changed or removed", async () => {
    const [a] = await chinaProducts(1);
    const pallet = await newPallet(BUYER);
    let reply = await post(pallet, { intent: "setCartons", goodsId: String(a!.id), cartons: "1" });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors.cartons).toEqual([{ key: "pallets:errors.lineNotFound" }]);
    reply = await post(pallet, { intent: "remove", goodsId: String(a!.id) });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors.goodsId).toEqual([{ key: "pallets:errors.lineNotFound" }]);
  });

  it("removes a line; another account's line is a 404", async () => {
    const [a] = await chinaProducts(1);
    const pallet = await newPallet(BUYER);
    await putCartons(pallet, a!.id, 2);
    const foreign = await newPallet("buyer.it@demo.test");
    await putCartons(foreign, a!.id, 2);
    const reply = await post(pallet, { intent: "remove", goodsId: String(a!.id) });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/order/batchOrderDetail?id=${pallet}&notice=removed#lines`);
    expect(await palletLines(pallet)).toEqual([]);
    expect((await post(foreign, { intent: "remove", goodsId: String(a!.id) })).status).toBe(404);
    expect((await post(foreign, { intent: "setCartons", goodsId: String(a!.id), cartons: "1" })).status).toBe(404);
    expect(await palletLines(foreign)).toEqual([{ productId: a!.id, cartons: 2 }]);
  });

  it("an unknown intent is a 400", async () => {
    const pallet = await newPallet(BUYER);
    const reply = await post(pallet, { intent: "explode" });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ intent: [{ key: "pallets:errors.intent" }] });
  });
});
