import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, companies, accounts, messages } from "~/db/schema";
import { registerBuyer } from "~/services/identity/registration.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Details = Awaited<ReturnType<typeof loader>>;

const pathOf = (id: number | string) => `/office/registrations/${id}`;

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(pathOf(id), { cookie }), context: contextFor(), params: { accountId: String(id) } }));
  return { ...reply, body: reply.data as Details };
}

async function post(id: number | string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(pathOf(id), fields, { cookie }), context: contextFor(), params: { accountId: String(id) } }));
}

let counter = 0;
/** A fresh pending registration (its own company), so that each test decides on its own. */
async function freshRegistration(language: "de" | "en" = "de") {
  counter += 1;
  const email = `office.${counter}@example.com`;
  const result = await registerBuyer({ companyName: `Office Test ${counter} GmbH`, fullName: `Kim Test ${counter}`, email, password: "Start2026", countryCode: "DE", telephone: "30 1234", language });
  if (!result.ok) throw new Error("registration failed");
  return { id: result.accountId, email };
}

async function companyOf(id: number) {
  const [row] = await db().select({ official: companies.official, refusedAt: companies.refusedAt, refusalReason: companies.refusalReason, reviewedBy: companies.reviewedBy }).from(companies).innerJoin(accounts, eq(accounts.companyId, companies.id)).where(eq(accounts.id, id));
  return row!;
}

describe("/office/registrations/:accountId", () => {
  it("shows a registration's details, state and history", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await open(await accountId("refused@demo.test"), cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Registration: Hurt-Tech Wiśniewski – Aigostar");
    expect(body.registration).toMatchObject({ email: "refused@demo.test", state: "refused", country: "Poland", emailConfirmed: true, reviewedBy: "Pablo Ortega" });
    expect(body.registration.refusalReason).toContain("VAT number");
  });

  it.each(["0", "-1", "abc", "99999999999", "1e3", String(2 ** 31)])("answers an id that is no number in range (%s) with 404", async (raw) => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(raw, cookie)).status).toBe(404);
    expect((await post(raw, { intent: "approve" }, cookie)).status).toBe(404);
  });

  it("answers an unknown account, and an office account, with 404", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    for (const id of [2_000_000_000, await accountId("sales@demo.test")]) {
      expect((await open(id, cookie)).status).toBe(404);
      expect((await post(id, { intent: "approve" }, cookie)).status).toBe(404);
      expect((await post(id, { intent: "refuse", reason: "No." }, cookie)).status).toBe(404);
    }
  });

  it("approves: official, audited with before and after, the buyer mailed in his language", async () => {
    const { id, email } = await freshRegistration("de");
    const cookie = await sessionCookieFor("service@demo.test");
    const staffId = await accountId("service@demo.test");
    const reply = await post(id, { intent: "approve" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`${pathOf(id)}?notice=approved`);
    expect(await companyOf(id)).toMatchObject({ official: true, refusedAt: null, reviewedBy: staffId });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.accountId, id)).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ actorId: staffId, action: "registration.approve", entity: "company", details: { before: { state: "pending", refusalReason: null }, after: { state: "official", refusalReason: null } } });
    const [mail] = await db().select().from(messages).where(and(eq(messages.toEmail, email), eq(messages.kind, "accountApproved")));
    expect(mail?.subject).toBe("Ihr Großhandelskonto wurde freigegeben");
    // Approving again changes nothing and says so.
    const again = await post(id, { intent: "approve" }, cookie);
    expect(again.headers.get("Location")).toBe(`${pathOf(id)}?notice=alreadyApproved`);
    expect((await open(id, cookie)).body.registration.history.map((entry) => entry.action)).toEqual(["registration.approve"]);
  });

  it("refuses with the reason, mails it, and a refused registration may be approved later", async () => {
    const { id, email } = await freshRegistration("en");
    const cookie = await sessionCookieFor("admin@demo.test");
    const reply = await post(id, { intent: "refuse", reason: "  Please send your VAT certificate.  " }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`${pathOf(id)}?notice=refused`);
    expect(await companyOf(id)).toMatchObject({ official: false, refusalReason: "Please send your VAT certificate." });
    const [mail] = await db().select().from(messages).where(and(eq(messages.toEmail, email), eq(messages.kind, "accountRefused")));
    expect(mail?.body).toContain("Reason: Please send your VAT certificate.");
    expect((await open(id, cookie)).body.registration.state).toBe("refused");

    expect((await post(id, { intent: "approve" }, cookie)).status).toBe(302);
    expect(await companyOf(id)).toMatchObject({ official: true, refusedAt: null, refusalReason: null });
    const history = (await open(id, cookie)).body.registration.history;
    expect(history.map((entry) => [entry.action, entry.by, entry.reason])).toEqual([
      ["registration.approve", "Pablo Ortega", null],
      ["registration.refuse", "Pablo Ortega", "Please send your VAT certificate."],
    ]);
  });

  it.each([
    ["missing", {}, "office:registration.errors.reasonRequired"],
    ["blank", { reason: "   " }, "office:registration.errors.reasonRequired"],
    ["too long", { reason: "x".repeat(501) }, "office:registration.errors.reasonTooLong"],
    ["a NUL", { reason: "bad\u0000reason" }, "office:registration.errors.reasonInvalid"],
  ])("refuses a refusal whose reason is %s with 400, keeping what was typed", async (_label, fields, key) => {
    const { id } = await freshRegistration();
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post(id, { intent: "refuse", ...fields }, cookie);
    expect(reply.status).toBe(400);
    const { errors, typed } = refusal(reply.data);
    expect(errors.reason?.[0]?.key).toBe(key);
    if ("reason" in fields) expect(typed.reason).toBe(fields.reason);
    expect(await companyOf(id)).toMatchObject({ official: false, refusedAt: null });
  });

  it("does not refuse an approved company (409), and refuses an unknown intent (400)", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const official = await accountId("buyer.de@demo.test");
    const reply = await post(official, { intent: "refuse", reason: "Changed my mind" }, cookie);
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).message?.key).toBe("office:registration.errors.alreadyOfficial");
    expect(refusal(reply.data).typed.reason).toBe("Changed my mind");
    expect(await companyOf(official)).toMatchObject({ official: true, refusalReason: null });
    expect((await post(official, { intent: "delete" }, cookie)).status).toBe(400);
  });

  it("lets the approved buyer order: the session's actor is official at once", async () => {
    const id = await accountId("pending.de@demo.test");
    const buyer = await sessionCookieFor("pending.de@demo.test");
    const { requireActor } = await import("~/services/identity/actor.server");
    expect((await requireActor(getRequest("/cart", { cookie: buyer }), contextFor())).official).toBe(false);
    await post(id, { intent: "approve" }, await sessionCookieFor("service@demo.test"));
    expect((await requireActor(getRequest("/cart", { cookie: buyer }), contextFor())).official).toBe(true);
  });
});
