import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartOutletItems, outletLots } from "~/db/schema";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Page = Awaited<ReturnType<typeof loader>>;

async function open(path: string, cookie?: string) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as Page };
}

async function post(fields: Record<string, string>, cookie?: string) {
  return settle(() => action({ request: postForm("/Scratch", fields, { cookie }), context: contextFor(), params: {} }));
}

describe("/Scratch", () => {
  it("shows the brand's open demo lots of every grade to anyone, without prices and add forms when signed out", async () => {
    const page = await open("/Scratch");
    expect(page.status).toBe(200);
    expect(page.body.viewer).toBe("anonymous");
    expect(new Set(page.body.lots.map((lot) => lot.grade))).toEqual(new Set(["A", "B", "C"]));
    expect(page.body.lots.every((lot) => lot.prices === null && lot.unitsLeft > 0)).toBe(true);
    const onlyC = await open("/Scratch?grade=C");
    expect(onlyC.body.grade).toBe("C");
    expect(onlyC.body.lots.every((lot) => lot.grade === "C")).toBe(true);
    // An unknown grade is every grade.
    expect((await open("/Scratch?grade=Z")).body.lots).toHaveLength(page.body.lots.length);
  });

  it("gives staff the lots without prices (no add forms), and a buyer his prices", async () => {
    const staff = await open("/Scratch", await sessionCookieFor("service@demo.test"));
    expect(staff.body.viewer).toBe("staff");
    expect(staff.body.lots.every((lot) => lot.prices === null)).toBe(true);
    const buyer = await open("/Scratch", await sessionCookieFor("buyer.fr@demo.test"));
    expect(buyer.body.viewer).toBe("buyer");
    expect(buyer.body.lots.every((lot) => lot.prices !== null && lot.prices.outletMinor < lot.prices.unitMinor)).toBe(true);
    // Staff may not add (the buyer's pages' 403); signed out goes to the sign-in.
    expect((await post({ lotId: String(buyer.body.lots[0]!.lotId), quantity: "1" }, await sessionCookieFor("service@demo.test"))).status).toBe(403);
    expect((await post({ lotId: String(buyer.body.lots[0]!.lotId), quantity: "1" })).status).toBe(302);
  });

  it("adds units within the lot's units left, keeps the input of a refused add, and refuses bad input with 4xx", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const buyerId = await accountId("buyer.fr@demo.test");
    const [lot] = (await open("/Scratch?grade=C", cookie)).body.lots;
    const added = await post({ lotId: String(lot!.lotId), quantity: "1", grade: "C" }, cookie);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/Scratch?grade=C&notice=added&added=1&quantity=1#lot-${lot!.lotId}`);
    const tooMany = await post({ lotId: String(lot!.lotId), quantity: String(lot!.unitsLeft) }, cookie);
    expect(tooMany.status).toBe(400);
    const refused = refusal(tooMany.data);
    expect(refused.errors.quantity?.[0]).toMatchObject({ key: "outlet:errors.lotShort", values: { unitsLeft: lot!.unitsLeft } });
    expect(refused.typed.quantity).toBe(String(lot!.unitsLeft));
    for (const quantity of ["0", "-1", "abc", "", "99999999999", "1.5"]) expect((await post({ lotId: String(lot!.lotId), quantity }, cookie)).status, quantity).toBe(400);
    expect((await post({ lotId: "999999999", quantity: "1" }, cookie)).status).toBe(404);
    expect((await post({ lotId: "<script>", quantity: "1" }, cookie)).status).toBe(400);
    const [closed] = await db().select({ id: outletLots.id }).from(outletLots).where(eq(outletLots.brandKey, "aigostar")).orderBy(outletLots.closedAt).limit(1);
    await db().update(outletLots).set({ closedAt: new Date() }).where(eq(outletLots.id, closed!.id));
    expect(refusal((await post({ lotId: String(closed!.id), quantity: "1" }, cookie)).data).errors.quantity?.[0]).toMatchObject({ key: "outlet:errors.lotUnavailable" });
    const [line] = await db().select().from(cartOutletItems).where(and(eq(cartOutletItems.accountId, buyerId), eq(cartOutletItems.lotId, lot!.lotId)));
    expect(line?.quantity).toBe(1);
    await db().delete(cartOutletItems).where(eq(cartOutletItems.accountId, buyerId));
  });
});
