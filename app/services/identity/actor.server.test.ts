import { describe, expect, it } from "vitest";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { requireActor } from "./actor.server";
import { getViewer } from "./auth.server";
import { chooseClient } from "./salesman-clients.server";
import { createSession, sessionCookie } from "./session.server";

// Decision 0090: one guard gives every page the acting account, with who acts for it.

const actorOf = (cookie: string, path = "/cart") => requireActor(getRequest(path, { cookie }), contextFor());

describe("requireActor", () => {
  it("gives a buyer his own account, with no salesman", async () => {
    const actor = await actorOf(await sessionCookieFor("buyer.fr@demo.test"));
    expect(actor).toMatchObject({ accountId: await accountId("buyer.fr@demo.test"), salesmanId: null, countryCode: "FR", currency: "EUR", official: true });
  });

  it("sends a salesman without a client to the client picker, and back here afterwards", async () => {
    const token = await createSession({ accountId: await accountId("sales@demo.test"), actingAccountId: null, countryCode: null, isTest: false });
    const cookie = (await sessionCookie(getRequest("/")).serialize(token)).split(";")[0]!;
    const reply = await settle(() => actorOf(cookie, "/order/myOrder?status=shipped"));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/salesman/clients?${new URLSearchParams({ redirectTo: "/order/myOrder?status=shipped" })}`);
  });

  it("gives a salesman acting for a client the client's account, with himself as the salesman", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const salesmanId = await accountId("sales@demo.test");
    const client = await accountId("buyer.it@demo.test");
    const viewer = await getViewer(getRequest("/", { cookie }), contextFor());
    await chooseClient({ salesmanId, sessionId: viewer!.sessionId, clientAccountId: client });
    expect(await actorOf(cookie)).toMatchObject({ accountId: client, salesmanId, countryCode: "IT" });
  });

  it("sends an anonymous visitor to sign in", async () => {
    const reply = await settle(() => requireActor(getRequest("/cart"), contextFor()));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toMatch(/^\/login\?/);
  });
});
