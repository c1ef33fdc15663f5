import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents } from "~/db/schema";
import { resetPassword } from "~/services/identity/password-reset.server";
import { verifyLogin } from "~/services/identity/auth.server";
import { latestLink } from "~tests/support/mail";
import { contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type ListData = Awaited<ReturnType<typeof loader>>;

const list = async (cookie: string, path = "/office/staff") => {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as ListData };
};

const post = (fields: Record<string, string>, cookie: string) => settle(() => action({ request: postForm("/office/staff", fields, { cookie }), context: contextFor(), params: {} }));

let counter = 0;
const fresh = () => `new.staff.${++counter}.${Date.now()}@example.com`;

describe("/office/staff", () => {
  it("lists every office account with role, language, state and last sign-in", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const { status, body } = await list(cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Staff accounts – Aigostar");
    const byEmail = new Map(body.staff.map((each) => [each.email, each]));
    expect(byEmail.get("service@demo.test")).toMatchObject({ fullName: "Elena Ruiz", role: "service", disabled: null });
    expect(byEmail.get("sales@demo.test")).toMatchObject({ role: "salesman" });
    // The administrator signed in for this test: his last sign-in is known.
    expect(byEmail.get("admin@demo.test")?.lastSignIn).toMatch(/\d/);
    expect(body.staff.some((each) => each.email === "buyer.de@demo.test")).toBe(false);
  });

  it("creates a staff account: audited, mailed the reset link that sets its first password", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const email = fresh();
    const reply = await post({ intent: "create", fullName: "  Nora Staff  ", email: email.toUpperCase(), role: "service", language: "de" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/office/staff?notice=created");
    const [row] = await db().select().from(accounts).where(eq(accounts.email, email.toUpperCase()));
    expect(row).toMatchObject({ fullName: "Nora Staff", role: "service", language: "de", companyId: null, disabledAt: null });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "staff.create"), eq(auditEvents.entityId, String(row!.id))));
    expect(event).toMatchObject({ accountId: null, entity: "account", details: { before: null, after: { fullName: "Nora Staff", role: "service", language: "de" } } });
    // Nobody can sign in before the link is used; after it, the new member can.
    expect(await verifyLogin(email, "Start2026")).toBeNull();
    const { token } = await latestLink(row!.id, "resetPassword");
    expect(await resetPassword(token, "Start2026", "Aigostar")).toBe(true);
    expect(await verifyLogin(email, "Start2026")).toMatchObject({ role: "service" });
    expect((await list(cookie, "/office/staff?notice=created")).body.notice).toBe("created");
  });

  it("refuses an e-mail that has an account already (any case) with 409, keeping what was typed", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const reply = await post({ intent: "create", fullName: "Copy", email: "Buyer.DE@demo.test", role: "admin", language: "en" }, cookie);
    expect(reply.status).toBe(409);
    const { errors, typed } = refusal(reply.data);
    expect(errors.email?.[0]?.key).toBe("office:staff.errors.emailTaken");
    expect(typed).toMatchObject({ fullName: "Copy", role: "admin" });
  });

  it.each([
    ["no name", { email: "a@example.com", role: "service", language: "en" }, "fullName", "office:staff.errors.nameRequired"],
    ["a blank name", { fullName: "  ", email: "a@example.com", role: "service", language: "en" }, "fullName", "office:staff.errors.name_required"],
    ["a long name", { fullName: "x".repeat(101), email: "a@example.com", role: "service", language: "en" }, "fullName", "office:staff.errors.name_tooLong"],
    ["a NUL in the name", { fullName: "a\u0000b", email: "a@example.com", role: "service", language: "en" }, "fullName", "office:staff.errors.name_invalid"],
    ["a bad e-mail", { fullName: "A", email: "not-an-email", role: "service", language: "en" }, "email", "validation.email.invalid"],
    ["a buyer's role", { fullName: "A", email: "a@example.com", role: "buyer", language: "en" }, "role", "office:staff.errors.roleRequired"],
    ["an unknown language", { fullName: "A", email: "a@example.com", role: "service", language: "xx" }, "language", "office:staff.errors.languageRequired"],
  ])("refuses %s with 400", async (_label, fields, field, key) => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const reply = await post({ intent: "create", ...fields }, cookie);
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors[field]?.[0]?.key).toBe(key);
    expect(await db().select().from(accounts).where(eq(accounts.email, "a@example.com"))).toEqual([]);
  });

  it("refuses an unknown intent with 400", async () => {
    const reply = await post({ intent: "deleteAll" }, await sessionCookieFor("admin@demo.test"));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors.intent?.[0]?.key).toBe("office:staff.errors.invalid");
  });

  it("answers customer service 403, on the list and the form", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await list(cookie)).status).toBe(403);
    expect((await post({ intent: "create", fullName: "X", email: fresh(), role: "admin", language: "en" }, cookie)).status).toBe(403);
    const [latest] = await db().select({ action: auditEvents.action }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(latest?.action).not.toBe("staff.create");
  });
});
