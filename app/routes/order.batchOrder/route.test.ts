import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, cartItems, cartPallets } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { TEST_CARTON, cartLinesOf, chinaProducts, clearPalletsAndCart, newPallet, palletLines, palletsOf, putCartons } from "~tests/support/pallets";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type ListData = {
  title: string;
  pallets: { id: number; name: string; typeName: string; lineCount: number; cartons: number; valueMinor: number; figures: { volumePermille: number; volumeLeft: string; weightUsed: string } }[];
  types: { code: string; name: string }[];
  defaultName: string;
  confirm: { kind: string; pallet: { id: number; name: string } } | null;
};

async function page(path: string, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  return settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
}

async function post(fields: Record<string, string>, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  return { ...(await settle(() => action({ request: postForm("/order/batchOrder", fields, { cookie }), context, params: {} }))), context };
}

beforeEach(async () => {
  await clearPalletsAndCart(BUYER);
});

describe("GET /order/batchOrder", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const reply = await settle(() => loader({ request: getRequest("/order/batchOrder"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?redirectTo=%2Forder%2FbatchOrder");
  });

  it("lists the demo buyer's pallets with their type, fill, value and lines, and a default name in his language", async () => {
    const reply = await page("/order/batchOrder", "buyer.es@demo.test");
    expect(reply.status).toBe(200);
    const data = reply.data as ListData;
    expect(data.title).toBe("Palés y contenedores – Aigostar");
    expect(data.pallets.map((pallet) => pallet.name)).toEqual(["Palé 1", "Contenedor 1", "Contenedor 2"]);
    const [half, full, empty] = data.pallets;
    expect(half!.figures.volumePermille).toBeGreaterThan(300);
    expect(full!.figures.volumePermille).toBeGreaterThan(850);
    expect(empty).toMatchObject({ lineCount: 0, cartons: 0, valueMinor: 0, figures: { volumePermille: 0, volumeLeft: "76,00" } });
    expect(half!.lineCount).toBeGreaterThan(0);
    expect(half!.valueMinor).toBeGreaterThan(0);
    expect(data.types.map((type) => type.code)).toEqual(["EUR", "20GP", "40GP", "40HQ"]);
    // "Palé 1" is taken: the next default is "Palé 2".
    expect(data.defaultName).toBe("Palé 2");
  });

  it("shows only the acting account's pallets", async () => {
    await newPallet("buyer.it@demo.test", { name: "Not mine" });
    const data = (await page("/order/batchOrder")).data as ListData;
    expect(data.pallets).toEqual([]);
    expect(data.defaultName).toBe("Pallet 1");
  });

  it("asks before cancelling or deleting; another account's pallet or a junk id is a 404", async () => {
    const own = await newPallet(BUYER, { name: "Mine" });
    const foreign = await newPallet("buyer.it@demo.test", { name: "Theirs" });
    const cancel = await page(`/order/batchOrder?confirm=cancel&id=${own}`);
    expect(cancel.status).toBe(200);
    expect((cancel.data as ListData).confirm).toMatchObject({ kind: "cancel", pallet: { id: own, name: "Mine" } });
    expect((cancel.data as ListData).title).toBe("Cancel the pallet Mine – Aigostar");
    expect(((await page(`/order/batchOrder?confirm=delete&id=${own}`)).data as ListData).confirm?.kind).toBe("delete");
    expect((await page(`/order/batchOrder?confirm=delete&id=${foreign}`)).status).toBe(404);
    expect((await page("/order/batchOrder?confirm=cancel&id=x1")).status).toBe(404);
    expect((await page("/order/batchOrder?confirm=cancel")).status).toBe(404);
    expect(await palletsOf(BUYER)).toHaveLength(1);
  });
});

describe("POST /order/batchOrder intent=create", () => {
  it("creates a pallet of the type with the trimmed name and opens it", async () => {
    const reply = await post({ intent: "create", type: "20GP", name: "  Container for May " });
    expect(reply.status).toBe(302);
    const [created] = await palletsOf(BUYER);
    expect(created).toMatchObject({ name: "Container for May", typeCode: "20GP" });
    expect(reply.headers.get("Location")).toBe(`/order/batchOrderDetail?id=${created!.id}&notice=created`);
  });

  it.each([
    ["an empty name", { type: "EUR", name: "   " }, "name", { key: "pallets:errors.nameEmpty" }],
    ["no name", { type: "EUR" }, "name", { key: "pallets:errors.nameEmpty" }],
    ["51 characters", { type: "EUR", name: "x".repeat(51) }, "name", { key: "pallets:errors.nameTooLong", values: { max: 50 } }],
    ["a huge name", { type: "EUR", name: "<script>".repeat(20_000) }, "name", { key: "pallets:errors.nameTooLong", values: { max: 50 } }],
    ["an unknown type", { type: "99XX", name: "Pallet 1" }, "type", { key: "pallets:errors.type" }],
    ["no type", { name: "Pallet 1" }, "type", { key: "pallets:errors.type" }],
  ])("refuses %s with a 400, the message, what was typed, and creates nothing", async (_name, fields, field, message) => {
    const reply = await post({ intent: "create", ...fields });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const refused = refusal(reply.data);
    expect(refused.errors[field]).toEqual([message]);
    if ("name" in fields && fields.name.length < 100) expect(refused.typed).toMatchObject({ name: fields.name });
    expect(await palletsOf(BUYER)).toEqual([]);
  });

  it("50 characters (emoji count as one) are taken", async () => {
    expect((await post({ intent: "create", type: "EUR", name: "📦".repeat(50) })).status).toBe(302);
    expect((await palletsOf(BUYER))[0]?.name).toBe("📦".repeat(50));
  });

  it("an unknown intent is a 400", async () => {
    const reply = await post({ intent: "explode" });
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors).toEqual({ intent: [{ key: "pallets:errors.intent" }] });
  });

  it("a salesman acting for a client creates it for the client, recorded in the client's audit trail", async () => {
    const salesmanId = await accountId("sales@demo.test");
    const clientId = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    await db().delete(cartPallets).where(eq(cartPallets.accountId, clientId));
    const reply = await post({ intent: "create", type: "EUR", name: "By the salesman" }, "sales@demo.test");
    expect(reply.status).toBe(302);
    const [created] = await db().select().from(cartPallets).where(eq(cartPallets.accountId, clientId));
    expect(created).toMatchObject({ name: "By the salesman", salesmanId });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, clientId), eq(auditEvents.action, "pallet.create")));
    expect(audit).toMatchObject([{ actorId: salesmanId, entityId: String(created!.id) }]);
  });
});

describe("POST /order/batchOrder intent=cancel and intent=delete", () => {
  it("cancel: the pallet's goods go to the cart as single lines, added to a line of the same product", async () => {
    const [a, b] = await chinaProducts(2);
    const pallet = await newPallet(BUYER);
    await putCartons(pallet, a!.id, 2);
    await putCartons(pallet, b!.id, 1);
    await db().insert(cartItems).values({ accountId: await accountId(BUYER), productId: a!.id, quantity: 7 });
    const reply = await post({ intent: "cancel", id: String(pallet) });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/order/batchOrder?notice=cancelled&lines=2");
    expect(await palletsOf(BUYER)).toEqual([]);
    expect(await palletLines(pallet)).toEqual([]);
    expect(await cartLinesOf(BUYER)).toEqual(
      [
        { productId: a!.id, quantity: 7 + 2 * TEST_CARTON.pkgNum },
        { productId: b!.id, quantity: TEST_CARTON.pkgNum },
      ].sort((x, y) => x.productId - y.productId),
    );
  });

  it("delete: the pallet goes with its lines, the cart stays as it was", async () => {
    const [a] = await chinaProducts(1);
    const keep = await newPallet(BUYER, { name: "Keep" });
    const pallet = await newPallet(BUYER, { name: "Drop" });
    await putCartons(pallet, a!.id, 2);
    const reply = await post({ intent: "delete", id: String(pallet) });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/order/batchOrder?notice=deleted");
    expect((await palletsOf(BUYER)).map((row) => row.id)).toEqual([keep]);
    expect(await palletLines(pallet)).toEqual([]);
    expect(await cartLinesOf(BUYER)).toEqual([]);
  });

  it("another account's pallet, a junk id or one already gone is a 404, and nothing changes", async () => {
    const [a] = await chinaProducts(1);
    const foreign = await newPallet("buyer.it@demo.test");
    await putCartons(foreign, a!.id, 1);
    for (const intent of ["cancel", "delete"]) {
      expect((await post({ intent, id: String(foreign) })).status).toBe(404);
      expect((await post({ intent, id: "1; drop table" })).status).toBe(404);
      expect((await post({ intent })).status).toBe(404);
    }
    expect(await palletLines(foreign)).toEqual([{ productId: a!.id, cartons: 1 }]);
    expect(await cartLinesOf("buyer.it@demo.test")).toEqual([]);
    const own = await newPallet(BUYER);
    expect((await post({ intent: "delete", id: String(own) })).status).toBe(302);
    expect((await post({ intent: "delete", id: String(own) })).status).toBe(404);
  });
});
