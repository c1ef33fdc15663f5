import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents, sessions } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { hashPassword } from "~/services/identity/password-hashing.server";
import { changeStaffRole, setStaffDisabled } from "~/services/office/staff-accounts.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Details = Awaited<ReturnType<typeof loader>>;

const pathOf = (id: number | string) => `/office/staff/${id}`;

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(pathOf(id), { cookie }), context: contextFor(), params: { accountId: String(id) } }));
  return { ...reply, body: reply.data as Details };
}

const post = (id: number | string, fields: Record<string, string>, cookie: string) =>
  settle(() => action({ request: postForm(pathOf(id), fields, { cookie }), context: contextFor(), params: { accountId: String(id) } }));

let counter = 0;
/** A fresh staff account that can sign in (its password known), so each test changes its own. */
async function freshStaff(role: "salesman" | "service" | "admin" = "service") {
  counter += 1;
  const email = `staff.${counter}.${Date.now()}@example.com`;
  const [row] = await db()
    .insert(accounts)
    .values({ role, email, fullName: `Staff ${counter}`, language: "en", passwordHash: await hashPassword("Demo12345"), emailVerifiedAt: new Date() })
    .returning({ id: accounts.id });
  return { id: row!.id, email };
}

const lastEvent = async (id: number) => (await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "account"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1))[0];

describe("/office/staff/:accountId", () => {
  it("shows a staff account", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const { status, body } = await open(await accountId("service@demo.test"), cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Staff account: Elena Ruiz – Aigostar");
    expect(body.account).toMatchObject({ email: "service@demo.test", role: "service", disabled: null });
    expect(body.self).toBe(false);
    expect((await open(await accountId("admin@demo.test"), cookie)).body.self).toBe(true);
  });

  it.each(["0", "-1", "abc", "99999999999", String(2 ** 31)])("answers an id that is no number in range (%s) with 404", async (raw) => {
    const cookie = await sessionCookieFor("admin@demo.test");
    expect((await open(raw, cookie)).status).toBe(404);
    expect((await post(raw, { intent: "disable" }, cookie)).status).toBe(404);
  });

  it("answers an unknown account, and a buyer's, with 404", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    for (const id of [2_000_000_000, await accountId("buyer.de@demo.test")]) {
      expect((await open(id, cookie)).status).toBe(404);
      expect((await post(id, { intent: "disable" }, cookie)).status).toBe(404);
      expect((await post(id, { intent: "changeRole", role: "admin" }, cookie)).status).toBe(404);
    }
    expect(await db().select({ disabledAt: accounts.disabledAt }).from(accounts).where(eq(accounts.email, "buyer.de@demo.test"))).toEqual([{ disabledAt: null }]);
  });

  it("changes the role: audited with before and after, the account's sessions ended", async () => {
    const { id, email } = await freshStaff("salesman");
    const theirs = await sessionCookieFor(email);
    const cookie = await sessionCookieFor("admin@demo.test");
    const reply = await post(id, { intent: "changeRole", role: "service" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`${pathOf(id)}?notice=roleChanged`);
    expect((await open(id, cookie)).body.account.role).toBe("service");
    expect(await lastEvent(id)).toMatchObject({ action: "staff.role", actorId: await accountId("admin@demo.test"), accountId: null, details: { before: { role: "salesman" }, after: { role: "service" } } });
    expect(await db().select().from(sessions).where(eq(sessions.accountId, id))).toEqual([]);
    const dashboard = await import("~/routes/office._index/route");
    expect((await settle(() => dashboard.loader({ request: getRequest("/office", { cookie: theirs }), context: contextFor(), params: {} }))).status).toBe(302);
    // The same role again changes nothing and writes nothing.
    expect((await post(id, { intent: "changeRole", role: "service" }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=unchanged`);
    expect((await lastEvent(id))?.action).toBe("staff.role");
  });

  it("disables: the session ends at once, sign-in is refused; enable lets it in again", async () => {
    const { id, email } = await freshStaff("service");
    const theirs = await sessionCookieFor(email);
    const dashboard = await import("~/routes/office._index/route");
    const asThem = () => settle(() => dashboard.loader({ request: getRequest("/office", { cookie: theirs }), context: contextFor(), params: {} }));
    expect((await asThem()).status).toBe(200);
    const cookie = await sessionCookieFor("admin@demo.test");
    const reply = await post(id, { intent: "disable" }, cookie);
    expect(reply.headers.get("Location")).toBe(`${pathOf(id)}?notice=disabled`);
    expect((await asThem()).status).toBe(302);
    expect(await verifyLogin(email, "Demo12345")).toBeNull();
    expect(await lastEvent(id)).toMatchObject({ action: "staff.disable", details: { before: { disabled: false }, after: { disabled: true } } });
    expect((await open(id, cookie)).body.account.disabled).toMatch(/\d/);

    expect((await post(id, { intent: "enable" }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=enabled`);
    expect(await verifyLogin(email, "Demo12345")).toMatchObject({ role: "service" });
    expect(await lastEvent(id)).toMatchObject({ action: "staff.enable", details: { before: { disabled: true }, after: { disabled: false } } });
  });

  it("does not let an administrator disable himself or change his own role (409, clear message)", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const self = await accountId("admin@demo.test");
    const disable = await post(self, { intent: "disable" }, cookie);
    expect(disable.status).toBe(409);
    expect(refusal(disable.data).message?.key).toBe("office:staff.errors.self");
    const demote = await post(self, { intent: "changeRole", role: "service" }, cookie);
    expect(demote.status).toBe(409);
    expect(refusal(demote.data).typed.role).toBe("service");
    expect(await db().select({ role: accounts.role, disabledAt: accounts.disabledAt }).from(accounts).where(eq(accounts.id, self))).toEqual([{ role: "admin", disabledAt: null }]);
  });

  it("never removes the last enabled administrator, even when two administrators demote each other at once", async () => {
    const first = await freshStaff("admin");
    const second = await freshStaff("admin");
    const demo = await accountId("admin@demo.test");
    // The demo administrator steps aside for this test (no other enabled administrator but the two).
    await db().update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, demo));
    try {
      const outcomes = await Promise.all([
        changeStaffRole({ adminId: first.id, accountId: second.id, role: "service" }),
        changeStaffRole({ adminId: second.id, accountId: first.id, role: "service" }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["lastAdmin", "roleChanged"]);
      const left = await db().select({ id: accounts.id }).from(accounts).where(and(eq(accounts.role, "admin"), eq(accounts.id, outcomes[0]!.status === "roleChanged" ? first.id : second.id)));
      expect(left).toHaveLength(1);
      // Disabling the one left is refused too (by anyone but himself: the command line).
      const remaining = left[0]!.id;
      expect((await setStaffDisabled({ adminId: -1, accountId: remaining, disabled: true })).status).toBe("lastAdmin");
    } finally {
      await db().update(accounts).set({ disabledAt: null }).where(eq(accounts.id, demo));
    }
  });

  it.each([
    ["no role", { intent: "changeRole" }, "role", "office:staff.errors.roleRequired"],
    ["a buyer's role", { intent: "changeRole", role: "buyer" }, "role", "office:staff.errors.roleRequired"],
    ["an unknown intent", { intent: "delete" }, "intent", "office:staff.errors.invalid"],
  ])("refuses %s with 400", async (_label, fields, field, key) => {
    const { id } = await freshStaff();
    const reply = await post(id, fields, await sessionCookieFor("admin@demo.test"));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors[field]?.[0]?.key).toBe(key);
  });

  it("answers customer service 403", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { id } = await freshStaff();
    expect((await open(id, cookie)).status).toBe(403);
    expect((await post(id, { intent: "disable" }, cookie)).status).toBe(403);
    expect(await db().select({ disabledAt: accounts.disabledAt }).from(accounts).where(eq(accounts.id, id))).toEqual([{ disabledAt: null }]);
  });
});
