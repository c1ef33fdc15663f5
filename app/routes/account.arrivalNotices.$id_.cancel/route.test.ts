import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { arrivalNotices, auditEvents } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { subscribeArrivalNotice } from "~/services/catalogue/arrival-notices.server";
import { findDemoProducts } from "../../../scripts/demo/states";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

async function subscription(accountIdValue: number, index = 0) {
  const ids = await findDemoProducts(db(), "aigostar", "soldOut", index + 1);
  const result = await subscribeArrivalNotice(
    { accountId: accountIdValue, salesmanId: null },
    { productId: ids[index]!, brandKey: "aigostar", email: "x@example.com", quantity: 3, lng: "en" },
  );
  if (!("id" in result)) throw new Error(result.status);
  return result.id;
}

const page = async (email: string, id: string) =>
  settle(async () => loader({ request: getRequest(`/account/arrivalNotices/${id}/cancel`, { cookie: await sessionCookieFor(email) }), context: contextFor(), params: { id } }));
const confirm = async (email: string, id: string) =>
  settle(async () => action({ request: postForm(`/account/arrivalNotices/${id}/cancel`, {}, { cookie: await sessionCookieFor(email) }), context: contextFor(), params: { id } }));
const exists = async (id: number) => (await db().select().from(arrivalNotices).where(eq(arrivalNotices.id, id))).length === 1;

describe("/account/arrivalNotices/:id/cancel", () => {
  it("asks first (GET cancels nothing), then cancels on POST and says so", async () => {
    const id = await subscription(await accountId("buyer.es@demo.test"));
    const ask = await page("buyer.es@demo.test", String(id));
    expect(ask.status).toBe(200);
    expect((ask.data as { notice: { barcode: string } }).notice.barcode).toMatch(/^\d+$/);
    expect(await exists(id)).toBe(true);
    const done = await confirm("buyer.es@demo.test", String(id));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/account/arrivalNotices?notice=cancelled");
    expect(await exists(id)).toBe(false);
    // Cancelling twice finds nothing.
    expect((await confirm("buyer.es@demo.test", String(id))).status).toBe(404);
  });

  it("answers 404 to another account's, an unknown or a malformed id, and cancels nothing", async () => {
    const foreign = await subscription(await accountId("buyer.pl@demo.test"));
    for (const id of [String(foreign), "999999", "abc", "0"]) {
      expect((await page("buyer.es@demo.test", id)).status, id).toBe(404);
      expect((await confirm("buyer.es@demo.test", id)).status, id).toBe(404);
    }
    expect(await exists(foreign)).toBe(true);
  });

  it("records a salesman's cancellation in the client's audit trail", async () => {
    const signedIn = (await verifyLogin("sales@demo.test", "Demo12345"))!;
    const client = signedIn.actingAccountId!;
    const id = await subscription(client, 1);
    expect((await confirm("sales@demo.test", String(id))).status).toBe(302);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "arrivalNotice.cancel")));
    expect(audit).toMatchObject([{ actorId: signedIn.accountId, entityId: String(id) }]);
  });
});
