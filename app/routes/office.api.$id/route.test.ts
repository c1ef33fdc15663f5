import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, apiApplications, auditEvents } from "~/db/schema";
import { type ApplicationInput, saveApplication } from "~/services/api-access/applications.server";
import { accountId, actorFor, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { mailsOf } from "~tests/support/mail";
import { action, loader } from "./route";

type Details = Awaited<ReturnType<typeof loader>>;
const pathOf = (id: number | string) => `/office/api/${id}`;

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(pathOf(id), { cookie }), context: contextFor(), params: { id: String(id) } }));
  return { ...reply, body: reply.data as Details };
}

async function post(id: number | string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(pathOf(id), fields, { cookie }), context: contextFor(), params: { id: String(id) } }));
}

const ANSWERS: ApplicationInput = {
  companyName: "Lar & Luz Online",
  shopUrl: "https://loja.lar-e-luz.example",
  enterpriseSize: "1-10",
  technicalStaff: true,
  dataWanted: ["basic", "inventory"],
  otherData: null,
  contactNote: "Stock sync",
};

const applicationOf = async (email: string, brandKey = "aigostar") =>
  (await db().select().from(apiApplications).innerJoin(accounts, eq(accounts.id, apiApplications.accountId)).where(and(eq(accounts.email, email), eq(apiApplications.brandKey, brandKey))))[0]!.api_applications;

async function lastEvent(id: number) {
  const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "api_application"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1);
  return event!;
}

describe("/office/api/:id", () => {
  it("shows the application: the answers, the buyer, the brand and the history from the audit trail", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { id } = await applicationOf("buyer.es@demo.test", "ubathlife");
    const { status, body } = await open(id, cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("API application: Electrodomésticos Levante S.L. – Aigostar");
    expect(body.application).toMatchObject({ email: "buyer.es@demo.test", state: "revoked", brandName: "uBathLife", country: "Spain", official: true, dataWanted: ["basic", "inventory"], clientId: "am_demobuyeresrevoked22", secret: null });
    expect(body.application.history.map((entry) => [entry.action, entry.by])).toEqual([
      ["apiApplication.revoke", "Elena Ruiz"],
      ["apiApplication.approve", "Elena Ruiz"],
      ["apiApplication.submit", "Lucía Martínez García"],
    ]);
    expect(body.application.history[0]!.reason).toContain("rate");
  });

  it.each(["0", "-1", "abc", "99999999999", "1e3", String(2 ** 31)])("answers an id that is no number in range (%s) with 404", async (raw) => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(raw, cookie)).status).toBe(404);
    expect((await post(raw, { intent: "approve" }, cookie)).status).toBe(404);
  });

  it("answers an unknown application with 404, GET and POST", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    expect((await open(2_000_000_000, cookie)).status).toBe(404);
    for (const intent of ["review", "approve"]) expect((await post(2_000_000_000, { intent }, cookie)).status).toBe(404);
    expect((await post(2_000_000_000, { intent: "refuse", reason: "No." }, cookie)).status).toBe(404);
  });

  it("answers a buyer (even the applicant) and a salesman 403", async () => {
    const { id } = await applicationOf("buyer.fr@demo.test");
    for (const email of ["buyer.fr@demo.test", "sales@demo.test"]) {
      const cookie = await sessionCookieFor(email);
      expect((await open(id, cookie)).status).toBe(403);
      expect((await post(id, { intent: "approve" }, cookie)).status).toBe(403);
    }
  });

  it("takes under review, refuses with a note, the buyer resubmits, approves (the client id), revokes: each audited with the staff member and mailed", async () => {
    const email = "buyer.pt@demo.test";
    const buyerId = await accountId(email);
    const staffId = await accountId("service@demo.test");
    const saved = await saveApplication(await actorFor(email), "aigostar", "submit", ANSWERS);
    if (!saved.ok) throw new Error("not submitted");
    const id = saved.id;
    const cookie = await sessionCookieFor("service@demo.test");

    expect((await post(id, { intent: "review" }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=review`);
    expect(await lastEvent(id)).toMatchObject({ actorId: staffId, accountId: buyerId, action: "apiApplication.review", details: { decidedBy: "Elena Ruiz", before: { status: "submitted" }, after: { status: "review" } } });
    // Taken twice: it changed meanwhile (409).
    const twice = await post(id, { intent: "review" }, cookie);
    expect(twice.status).toBe(409);
    expect(refusal(twice.data).message?.key).toBe("office:apiApplication.errors.wrongState.review");

    // A refusal needs its note.
    const bare = await post(id, { intent: "refuse", reason: " " }, cookie);
    expect(bare.status).toBe(400);
    expect(refusal(bare.data).errors.reason?.[0]?.key).toBe("office:queue.errors.reasonRequired");
    expect((await post(id, { intent: "refuse", reason: "Please give the live shop's address." }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=refuse`);
    expect(await applicationOf(email)).toMatchObject({ status: "failed", reason: "Please give the live shop's address.", decidedBy: "Elena Ruiz" });
    expect((await open(id, cookie)).body.application.state).toBe("failed");
    expect(await lastEvent(id)).toMatchObject({ actorId: staffId, details: { before: { status: "review", reason: null }, after: { status: "failed", reason: "Please give the live shop's address." } } });
    expect((await mailsOf(buyerId, "apiApplicationRefused"))[0]?.body).toContain("Please give the live shop's address.");

    // The buyer corrects and resubmits; an administrator approves.
    expect(await saveApplication(await actorFor(email), "aigostar", "resubmit", { ...ANSWERS, shopUrl: "https://www.lar-e-luz.example" })).toMatchObject({ ok: true, revision: 2 });
    const admin = await sessionCookieFor("admin@demo.test");
    expect((await post(id, { intent: "approve" }, admin)).headers.get("Location")).toBe(`${pathOf(id)}?notice=approve`);
    const approved = await applicationOf(email);
    expect(approved).toMatchObject({ status: "approved", scopes: ["products", "stock"], decidedBy: "Pablo Ortega" });
    expect(approved.clientId).toMatch(/^am_[a-z2-7]{20}$/);
    expect((await open(id, cookie)).body.application).toMatchObject({ state: "approved", clientId: approved.clientId, secret: null });
    expect(await mailsOf(buyerId, "apiApplicationApproved")).toHaveLength(1);

    // Revoked with a reason: shown apart from a refusal.
    const noReason = await post(id, { intent: "revoke" }, cookie);
    expect(noReason.status).toBe(400);
    expect((await post(id, { intent: "revoke", reason: "Too many calls." }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=revoke`);
    const revoked = (await open(id, cookie)).body.application;
    expect(revoked).toMatchObject({ state: "revoked", reason: "Too many calls.", clientId: approved.clientId });
    expect(revoked.history.map((entry) => entry.action)).toEqual(["apiApplication.revoke", "apiApplication.approve", "apiApplication.resubmit", "apiApplication.refuse", "apiApplication.review", "apiApplication.submit"]);
    expect(await lastEvent(id)).toMatchObject({ actorId: staffId, details: { before: { status: "approved" }, after: { status: "failed", reason: "Too many calls." } } });
    // Approving a revoked one: not from this state (409).
    expect((await post(id, { intent: "approve" }, cookie)).status).toBe(409);
  });

  it.each([
    ["too long", { reason: "x".repeat(501) }, "office:queue.errors.reasonTooLong"],
    ["a NUL", { reason: "bad\u0000reason" }, "office:queue.errors.reasonInvalid"],
  ])("refuses a note that is %s with 400, keeping what was typed", async (_label, fields, key) => {
    const { id } = await applicationOf("buyer.it@demo.test");
    const reply = await post(id, { intent: "refuse", ...fields }, await sessionCookieFor("service@demo.test"));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors.reason?.[0]?.key).toBe(key);
    expect(refusal(reply.data).typed.reason).toBe(fields.reason);
    expect((await applicationOf("buyer.it@demo.test")).status).toBe("review");
  });

  it("refuses an unknown intent with 400", async () => {
    const { id } = await applicationOf("buyer.it@demo.test");
    expect((await post(id, { intent: "delete" }, await sessionCookieFor("service@demo.test"))).status).toBe(400);
  });
});
