import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, arrivalNotices, auditEvents } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { findDemoProducts } from "../../../scripts/demo/states";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

const BUYER = "buyer.fr@demo.test";

async function productIn(state: "soldOut" | "replenishment" | "normal" | "presale" | "unlimitedStock", brand = "aigostar") {
  const [id] = await findDemoProducts(db(), brand, state);
  if (!id) throw new Error(`no ${state} product`);
  return id;
}

async function post(fields: Record<string, string>, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm("/arrivalNotice", fields, { cookie }), context, params: {} }));
  return { ...reply, context };
}

type Reply = { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };

const noticesOf = async (email: string) => db().select().from(arrivalNotices).where(eq(arrivalNotices.accountId, await accountId(email)));

describe("/arrivalNotice", () => {
  it("shows the form with the account's subscription email and the minimum quantity", async () => {
    const id = await productIn("soldOut");
    await db().update(accounts).set({ subscriptionEmail: "orders@maison.example" }).where(eq(accounts.email, BUYER));
    const cookie = await sessionCookieFor(BUYER);
    const reply = await settle(() => loader({ request: getRequest(`/arrivalNotice?goodsId=${id}&redirectTo=/searchResult%3Fkeyword%3Dx`, { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const page = reply.data as { product: { accepts: boolean }; defaults: { email: string; quantity: string }; redirectTo: string };
    expect(page.product.accepts).toBe(true);
    expect(page.defaults.email).toBe("orders@maison.example");
    expect(Number(page.defaults.quantity)).toBeGreaterThan(0);
    expect(page.redirectTo).toBe("/searchResult?keyword=x");
  });

  it("answers 404 for an unknown, malformed or other brand's product", async () => {
    const cookie = await sessionCookieFor(BUYER);
    const other = await productIn("soldOut", "nobleza");
    for (const goodsId of ["999999", "abc", "", String(other)]) {
      const reply = await settle(() => loader({ request: getRequest(`/arrivalNotice?goodsId=${goodsId}`, { cookie }), context: contextFor(), params: {} }));
      expect(reply.status, goodsId).toBe(404);
    }
    expect((await post({ goodsId: String(other), email: "a@b.example", quantity: "5" })).status).toBe(404);
    expect((await post({ goodsId: "x", email: "a@b.example", quantity: "5" })).status).toBe(404);
  });

  it.each([
    ["missing email", { email: "", quantity: "5" }, "email", "notices:validation.email.required"],
    ["email too long", { email: `${"a".repeat(250)}@example.com`, quantity: "5" }, "email", "notices:validation.email.tooLong"],
    ["email badly formed", { email: "not-an-address", quantity: "5" }, "email", "notices:validation.email.invalid"],
    ["missing quantity", { email: "a@b.example", quantity: "" }, "quantity", "notices:validation.quantity.required"],
    ["quantity not a number", { email: "a@b.example", quantity: "ten" }, "quantity", "notices:validation.quantity.notANumber"],
    ["negative quantity", { email: "a@b.example", quantity: "-4" }, "quantity", "notices:validation.quantity.notANumber"],
    ["quantity zero", { email: "a@b.example", quantity: "0" }, "quantity", "notices:validation.quantity.tooSmall"],
    ["quantity too large", { email: "a@b.example", quantity: "1000000" }, "quantity", "notices:validation.quantity.tooLarge"],
    ["quantity huge", { email: "a@b.example", quantity: "9".repeat(400) }, "quantity", "notices:validation.quantity.tooLarge"],
  ])("%s → 400 with the message, the input kept, nothing stored", async (_, fields, field, message) => {
    const id = await productIn("soldOut");
    const before = (await noticesOf(BUYER)).length;
    const reply = await post({ goodsId: String(id), ...fields });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const body = reply.data as Reply;
    expect(body.error?.[field]).toEqual([message]);
    expect(body.initialValue).toMatchObject(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "")));
    expect(await noticesOf(BUYER)).toHaveLength(before);
  });

  it("accepts only sold-out and replenishment products", async () => {
    for (const state of ["normal", "presale", "unlimitedStock"] as const) {
      const id = await productIn(state);
      const reply = await post({ goodsId: String(id), email: "a@b.example", quantity: "5" });
      expect(reply.status, state).toBe(400);
      expect((reply.data as Reply).error?.[""], state).toEqual(["notices:validation.product.notAccepted"]);
    }
    expect(await noticesOf(BUYER)).toHaveLength(0);
    const cookie = await sessionCookieFor(BUYER);
    const normal = await productIn("normal");
    const page = await settle(() => loader({ request: getRequest(`/arrivalNotice?goodsId=${normal}`, { cookie }), context: contextFor(), params: {} }));
    expect((page.data as { product: { accepts: boolean } }).product.accepts).toBe(false);
  });

  it("subscribes and redirects back with the notice; subscribing again updates the same subscription", async () => {
    const soldOut = await productIn("soldOut");
    const replenishment = await productIn("replenishment");
    const first = await post({ goodsId: String(soldOut), email: " Orders@Maison.example ", quantity: "0012", redirectTo: "/aigoStarProductList?show=soldOut" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/aigoStarProductList?show=soldOut&notice=arrivalNoticeSaved");
    const hostile = await post({ goodsId: String(replenishment), email: "x@y.example", quantity: "3", redirectTo: "https://evil.example/" });
    expect(hostile.headers.get("Location")).toBe(`/commodityDetail?goodsId=${replenishment}&brand=aigostar&notice=arrivalNoticeSaved`);
    const dotted = await post({ goodsId: String(replenishment), email: "x@y.example", quantity: "3", redirectTo: "/.//evil.example/phish" });
    expect(dotted.headers.get("Location")).toBe(`/commodityDetail?goodsId=${replenishment}&brand=aigostar&notice=arrivalNoticeSaved`);
    const again = await post({ goodsId: String(soldOut), email: "other@maison.example", quantity: "40" });
    expect(again.status).toBe(302);
    const rows = await noticesOf(BUYER);
    expect(rows.map((row) => [row.productId, row.email, row.quantity, row.salesmanId]).sort()).toEqual(
      [
        [soldOut, "other@maison.example", 40, null],
        [replenishment, "x@y.example", 3, null],
      ].sort(),
    );
  });

  it("answers the in-page form with data instead of a redirect", async () => {
    const id = await productIn("replenishment");
    const reply = await post({ goodsId: String(id), email: "inline@maison.example", quantity: "6", inline: "1" });
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ subscribed: true, email: "inline@maison.example" });
  });

  it("records the salesman acting for a client, with an audit event", async () => {
    const signedIn = (await verifyLogin("sales@demo.test", "Demo12345"))!;
    const client = signedIn.actingAccountId!;
    const id = await productIn("soldOut");
    expect((await post({ goodsId: String(id), email: "client@example.com", quantity: "2" }, "sales@demo.test")).status).toBe(302);
    const [row] = await db().select().from(arrivalNotices).where(eq(arrivalNotices.accountId, client));
    expect(row).toMatchObject({ productId: id, salesmanId: signedIn.accountId, quantity: 2 });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "arrivalNotice.create")));
    expect(audit).toMatchObject([{ actorId: signedIn.accountId, entityId: String(row!.id) }]);
  });
});
