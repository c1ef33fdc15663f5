import { and, desc, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, salesmanClients, sessions } from "~/db/schema";
import { loader as rootLoader } from "~/root";
import { verifyLogin } from "~/services/identity/auth.server";
import { listClients } from "~/services/identity/salesman-clients.server";
import { findViewer, sessionCookie } from "~/services/identity/session.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type ListData = Awaited<ReturnType<typeof loader>>;

async function list(path: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as ListData };
}

async function post(fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm("/salesman/clients", fields, { cookie }), context: contextFor(), params: {} }));
}

const tokenOf = async (cookie: string) => (await sessionCookie(getRequest("/")).parse(cookie)) as string;

describe("/salesman/clients access", () => {
  it("is forbidden (403) to a buyer, for the list and for its actions", async () => {
    const cookie = await sessionCookieFor("buyer.de@demo.test");
    expect((await list("/salesman/clients", cookie)).status).toBe(403);
    expect((await post({ intent: "choose", clientId: String(await accountId("buyer.it@demo.test")) }, cookie)).status).toBe(403);
  });

  it("sends a visitor without a session to sign in and back", async () => {
    const reply = await settle(() => loader({ request: getRequest("/salesman/clients?q=a"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/salesman/clients?q=a")}`);
  });
});

describe("the client list", () => {
  it("lists the salesman's clients, pinned first, then the last chosen", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const { status, body } = await list("/salesman/clients", cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Client accounts – Aigostar");
    expect(body.total).toBe(8);
    expect(body.items.map((item) => item.email).slice(0, 2)).toEqual(["buyer.es@demo.test", "buyer.de@demo.test"]);
    expect(body.items[0]).toMatchObject({ companyName: "Electrodomésticos Levante S.L.", contactName: "Lucía Martínez García", country: "Spain", vatNumber: "ESB46123457", official: true, pinned: true });
    expect(body.actingId).toBe(await accountId("buyer.es@demo.test"));
    expect(body.items.map((item) => item.email)).not.toContain("buyer.mx@demo.test");
  });

  it.each([
    ["company", "becker", ["buyer.de@demo.test"]],
    ["contact name", "ROSSI", ["buyer.it@demo.test"]],
    ["email", "buyer.pt@", ["buyer.pt@demo.test"]],
    ["VAT number", "IT0482", ["buyer.it@demo.test"]],
    ["nothing", "zzz-no-such-client", []],
    ["a LIKE wildcard taken literally", "%", []],
  ])("searches by %s", async (_label, q, emails) => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const { body } = await list(`/salesman/clients?q=${encodeURIComponent(q)}`, cookie);
    expect(body.items.map((item) => item.email)).toEqual(emails);
    expect(body.q).toBe(q);
  });

  it("shrugs off hostile query values", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const { status, body } = await list(`/salesman/clients?q=${"x".repeat(5000)}&page=-3&redirectTo=https://evil.example`, cookie);
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.redirectTo).toBe("");
    const dotted = await list("/salesman/clients?redirectTo=/.//evil.example/phish", cookie);
    expect(dotted.body.redirectTo).toBe("");
  });

  it("never sends the salesman off the site after choosing a client", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const italy = await accountId("buyer.it@demo.test");
    const reply = await post({ intent: "choose", clientId: String(italy), redirectTo: "/.//evil.example/phish" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/");
  });

  it("pages the list", async () => {
    const salesmanId = await accountId("sales@demo.test");
    const first = await listClients({ salesmanId, page: 1, pageSize: 3 });
    const second = await listClients({ salesmanId, page: 2, pageSize: 3 });
    const beyond = await listClients({ salesmanId, page: 99, pageSize: 3 });
    expect(first.lastPage).toBe(3);
    expect(second.items).toHaveLength(3);
    expect(second.items.map((item) => item.accountId)).not.toContain(first.items[0]!.accountId);
    expect(beyond.page).toBe(3);
    expect(beyond.items).toHaveLength(2);
  });
});

describe("pin, unpin and choose", () => {
  it("pins a client to the top and unpins it", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const gb = await accountId("buyer.gb@demo.test");
    const pinned = await post({ intent: "pin", clientId: String(gb), back: "/salesman/clients?q=o&page=1" }, cookie);
    expect(pinned.status).toBe(302);
    expect(pinned.headers.get("Location")).toBe("/salesman/clients?q=o&page=1");
    const after = await list("/salesman/clients", cookie);
    expect(after.body.items[0]).toMatchObject({ accountId: gb, pinned: true });

    const unpinned = await post({ intent: "unpin", clientId: String(gb), back: "https://evil.example/" }, cookie);
    expect(unpinned.headers.get("Location")).toBe("/salesman/clients");
    const again = await list("/salesman/clients", cookie);
    expect(again.body.items.find((item) => item.accountId === gb)?.pinned).toBe(false);
    expect(again.body.items[0]!.email).toBe("buyer.es@demo.test");
  });

  it("chooses a client: the session acts for it, the choice is remembered and audited", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const italy = await accountId("buyer.it@demo.test");
    const salesmanId = await accountId("sales@demo.test");
    const reply = await post({ intent: "choose", clientId: String(italy), redirectTo: "/cart" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/cart");
    const viewer = await findViewer(await tokenOf(cookie));
    expect(viewer?.acting?.accountId).toBe(italy);
    // The session's claims follow the client (SPEC.md section 3: country_code, is_test).
    const [session] = await db().select({ claims: sessions.claims }).from(sessions).where(eq(sessions.id, viewer!.sessionId));
    expect(session?.claims).toEqual({ country_code: "IT", is_test: false });
    const [link] = await db()
      .select({ lastChosenAt: salesmanClients.lastChosenAt })
      .from(salesmanClients)
      .where(and(eq(salesmanClients.salesmanId, salesmanId), eq(salesmanClients.clientAccountId, italy)));
    expect(Date.now() - link!.lastChosenAt!.getTime()).toBeLessThan(60_000);
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.accountId, italy)).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ actorId: salesmanId, action: "salesman.chooseClient" });

    // Every page shows whom the salesman acts for.
    const root = await settle(() => rootLoader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
    expect((root.data as { viewer: { actingFor: string } }).viewer.actingFor).toBe("Casa & Cucina Forniture S.r.l.");
  });

  it("makes the first client of the list the default at the next sign-in", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const salesmanId = await accountId("sales@demo.test");
    await db().update(salesmanClients).set({ pinnedAt: null }).where(and(eq(salesmanClients.salesmanId, salesmanId), isNotNull(salesmanClients.pinnedAt)));
    const pt = await accountId("buyer.pt@demo.test");
    await post({ intent: "choose", clientId: String(pt) }, cookie);
    expect((await listClients({ salesmanId })).items[0]!.accountId).toBe(pt);
    expect((await verifyLogin("sales@demo.test", "Demo12345"))?.actingAccountId).toBe(pt);
  });

  it("answers 404 for a client that is not the salesman's", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const mx = await accountId("buyer.mx@demo.test");
    expect((await post({ intent: "choose", clientId: String(mx) }, cookie)).status).toBe(404);
    expect((await post({ intent: "pin", clientId: String(mx) }, cookie)).status).toBe(404);
    const viewer = await findViewer(await tokenOf(cookie));
    expect(viewer?.acting?.accountId).not.toBe(mx);
  });

  it.each([
    [{ intent: "choose", clientId: "abc" }],
    [{ intent: "choose", clientId: "99999999999999" }],
    [{ intent: "delete", clientId: "1" }],
    [{}],
  ])("answers bad input %j with 400 and a message", async (fields) => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const reply = await settle(() => action({ request: postForm("/salesman/clients", fields, { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).message).toEqual({ key: "salesman:clients.invalid" });
  });
});
