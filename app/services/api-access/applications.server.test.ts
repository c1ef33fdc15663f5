import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiApplications, apiClientSecrets, apiTokens, auditEvents } from "~/db/schema";
import { scopesFor } from "~/domain/api-access";
import { mailsOf } from "~tests/support/mail";
import { accountId, actorFor, salesmanActingFor } from "~tests/support/requests";
import { type ApplicationInput, apiApplicationOf, decideApplication, saveApplication } from "./applications.server";
import { createClientSecret, hashClientSecret } from "./credentials.server";

// Decision 0107: submitted → review → approved, or failed with staff's note (resubmit: reCommit);
// revoke ends an approved application's secret and tokens. The demo's buyer.es, fr, it and pl hold
// Aigostar applications; these tests use the other accounts.

const ANSWERS: ApplicationInput = {
  companyName: "Brightwell Home Supplies Ltd",
  shopUrl: "https://shop.brightwell.example",
  enterpriseSize: "11-50",
  technicalStaff: true,
  dataWanted: ["basic", "images", "other"],
  otherData: "energy labels",
  contactNote: "Nightly sync",
};

const decide = (email: string, decision: "review" | "approve" | "refuse" | "revoke", extra: { reason?: string; brandKey?: string } = {}) =>
  decideApplication({ email, decision, decidedBy: "command line (tester)", ...extra });

async function rowOf(email: string, brandKey = "aigostar") {
  const [row] = await db()
    .select()
    .from(apiApplications)
    .where(and(eq(apiApplications.accountId, await accountId(email)), eq(apiApplications.brandKey, brandKey)));
  return row;
}

describe("the API application", () => {
  it("is submitted, edited, reviewed, refused with a note, corrected and resubmitted, then approved", async () => {
    const email = "buyer.gb@demo.test";
    const actor = await actorFor(email);
    expect(await apiApplicationOf(actor.accountId, "aigostar")).toBeNull();
    expect(await saveApplication(actor, "aigostar", "edit", ANSWERS)).toEqual({ ok: false, problem: "stale" });

    const submitted = await saveApplication(actor, "aigostar", "submit", ANSWERS);
    expect(submitted).toMatchObject({ ok: true, status: "submitted", revision: 1 });
    expect(await apiApplicationOf(actor.accountId, "aigostar")).toMatchObject({ ...ANSWERS, status: "submitted", reason: null, scopes: [], clientId: null, secret: null });
    // A second first submission (another tab) finds one there.
    expect(await saveApplication(actor, "aigostar", "submit", ANSWERS)).toEqual({ ok: false, problem: "stale" });
    expect(await saveApplication(actor, "aigostar", "resubmit", ANSWERS)).toEqual({ ok: false, problem: "stale" });

    // Edited while submitted: stays submitted; "other" dropped, its text goes with it.
    expect(await saveApplication(actor, "aigostar", "edit", { ...ANSWERS, dataWanted: ["basic"], otherData: "ignored" })).toMatchObject({ ok: true, status: "submitted" });
    expect(await rowOf(email)).toMatchObject({ dataWanted: ["basic"], otherData: null, status: "submitted" });

    expect(await decide(email, "review")).toMatchObject({ status: "done", to: "review", brandKey: "aigostar" });
    expect(await decide(email, "review")).toEqual({ status: "wrongState", state: "review", brandKey: "aigostar" });
    expect(await saveApplication(actor, "aigostar", "edit", { ...ANSWERS, dataWanted: ["basic", "inventory"] })).toMatchObject({ ok: true, status: "review" });

    expect(await decide(email, "refuse")).toEqual({ status: "reasonMissing" });
    expect(await decide(email, "refuse", { reason: "x".repeat(501) })).toEqual({ status: "reasonTooLong" });
    expect(await decide(email, "refuse", { reason: "  The shop does not open  " })).toMatchObject({ status: "done", to: "failed" });
    expect(await apiApplicationOf(actor.accountId, "aigostar")).toMatchObject({ status: "failed", reason: "The shop does not open" });
    expect(await saveApplication(actor, "aigostar", "edit", ANSWERS)).toEqual({ ok: false, problem: "stale" });

    expect(await saveApplication(actor, "aigostar", "resubmit", { ...ANSWERS, shopUrl: "https://www.brightwell.example" })).toMatchObject({ ok: true, status: "submitted", revision: 2 });
    expect(await rowOf(email)).toMatchObject({ status: "submitted", reason: null, decidedAt: null, decidedBy: null, revision: 2, shopUrl: "https://www.brightwell.example" });

    const approved = await decide(email, "approve");
    expect(approved).toMatchObject({ status: "done", to: "approved", scopes: scopesFor(ANSWERS.dataWanted) });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: "approved", scopes: ["products", "images"], decidedBy: "command line (tester)", reason: null });
    expect(row!.clientId).toMatch(/^am_[a-z2-7]{20}$/);
    expect(row!.decidedAt).toBeInstanceOf(Date);
    expect(await saveApplication(actor, "aigostar", "edit", ANSWERS)).toEqual({ ok: false, problem: "approved" });
    expect(await decide(email, "approve")).toEqual({ status: "wrongState", state: "approved", brandKey: "aigostar" });

    const actions = await db().select({ action: auditEvents.action, details: auditEvents.details }).from(auditEvents).where(and(eq(auditEvents.accountId, actor.accountId), like(auditEvents.action, "apiApplication.%")));
    expect(actions.map((event) => event.action)).toEqual([
      "apiApplication.submit",
      "apiApplication.edit",
      "apiApplication.review",
      "apiApplication.edit",
      "apiApplication.refuse",
      "apiApplication.resubmit",
      "apiApplication.approve",
    ]);
    expect(actions.at(-1)!.details).toMatchObject({ brand: "aigostar", decidedBy: "command line (tester)", clientId: row!.clientId });

    // Each staff decision told the buyer by mail, in the account's language (English for buyer.gb).
    const mails = await mailsOf(actor.accountId);
    expect(mails.filter((mail) => mail.kind.startsWith("apiApplication")).map((mail) => mail.kind)).toEqual(["apiApplicationApproved", "apiApplicationRefused", "apiApplicationReview"]);
    const refused = mails.find((mail) => mail.kind === "apiApplicationRefused")!;
    expect(refused.subject).toBe("Your API application for Aigostar was not approved");
    expect(refused.body).toContain("API application refused as not meeting standards.");
    expect(refused.body).toContain("The shop does not open");
  });

  it("revoked: the secret and its tokens end at once, it is failed with the reason, and a new approval keeps the client id", async () => {
    const email = "buyer.de@demo.test";
    const actor = await actorFor(email);
    await saveApplication(actor, "aigostar", "submit", { ...ANSWERS, dataWanted: ["inventory"], otherData: null });
    await decide(email, "approve");
    const clientId = (await rowOf(email))!.clientId;
    const made = await createClientSecret(actor, "aigostar");
    if (!made.ok) throw new Error(made.problem);
    const [secret] = await db().select().from(apiClientSecrets).where(eq(apiClientSecrets.secretHash, hashClientSecret(made.secret)));
    const application = (await rowOf(email))!;
    await db().insert(apiTokens).values({ tokenHash: "a".repeat(64), applicationId: application.id, secretId: secret!.id, expiresAt: new Date(Date.now() + 3_600_000) });

    expect(await decide(email, "revoke")).toEqual({ status: "reasonMissing" });
    expect(await decide(email, "revoke", { reason: "Prices were published" })).toMatchObject({ status: "done", to: "failed", scopes: [] });
    expect(await rowOf(email)).toMatchObject({ status: "failed", reason: "Prices were published", scopes: [], clientId });
    const [ended] = await db().select().from(apiClientSecrets).where(eq(apiClientSecrets.id, secret!.id));
    const [token] = await db().select().from(apiTokens).where(eq(apiTokens.tokenHash, "a".repeat(64)));
    expect(ended!.revokedAt).toBeInstanceOf(Date);
    expect(token!.revokedAt).toEqual(ended!.revokedAt);
    expect(await apiApplicationOf(actor.accountId, "aigostar")).toMatchObject({ status: "failed", secret: null });
    expect(await decide(email, "revoke", { reason: "again" })).toEqual({ status: "wrongState", state: "failed", brandKey: "aigostar" });
    expect((await mailsOf(actor.accountId, "apiApplicationRevoked"))[0]!.body).toContain("Prices were published");

    await saveApplication(actor, "aigostar", "resubmit", { ...ANSWERS, dataWanted: ["inventory"], otherData: null });
    await decide(email, "approve");
    expect(await rowOf(email)).toMatchObject({ status: "approved", clientId, scopes: ["stock"] });
  });

  it("refuses a salesman acting for the client and an account not yet approved, and writes nothing", async () => {
    const { actor } = await salesmanActingFor("sales@demo.test", "buyer.pt@demo.test");
    expect(await saveApplication(actor, "aigostar", "submit", ANSWERS)).toEqual({ ok: false, problem: "salesman" });
    expect(await createClientSecret(actor, "aigostar")).toEqual({ ok: false, problem: "salesman" });
    const unofficial = await actorFor("unofficial@demo.test");
    expect(await saveApplication(unofficial, "aigostar", "submit", ANSWERS)).toEqual({ ok: false, problem: "unofficial" });
    expect(await rowOf("buyer.pt@demo.test")).toBeUndefined();
    expect(await rowOf("unofficial@demo.test")).toBeUndefined();
    expect(await decide("sales@demo.test", "approve")).toEqual({ status: "salesman" });
  });

  it("is the acting account's own, per brand: another account's application is never read or changed", async () => {
    const mx = await actorFor("buyer.mx@demo.test");
    const es = await accountId("buyer.es@demo.test");
    expect(await apiApplicationOf(mx.accountId, "aigostar")).toBeNull();
    expect(await apiApplicationOf(es, "nobleza")).toBeNull();
    const before = await rowOf("buyer.es@demo.test");
    expect(await saveApplication(mx, "aigostar", "submit", ANSWERS)).toMatchObject({ ok: true });
    expect(await rowOf("buyer.es@demo.test")).toEqual(before);
    expect((await apiApplicationOf(mx.accountId, "aigostar"))!.companyName).toBe(ANSWERS.companyName);
    expect((await apiApplicationOf(es, "aigostar"))!.companyName).toBe("Electrodomésticos Levante S.L.");

    // A second brand: a second application; staff then name the brand.
    expect(await saveApplication(mx, "aigostar-mx", "submit", ANSWERS)).toMatchObject({ ok: true, status: "submitted" });
    expect(await decide("buyer.mx@demo.test", "review")).toEqual({ status: "chooseBrand", brands: ["aigostar", "aigostar-mx"] });
    expect(await decide("buyer.mx@demo.test", "review", { brandKey: "aigostar-mx" })).toMatchObject({ status: "done", brandKey: "aigostar-mx" });
    expect((await rowOf("buyer.mx@demo.test"))!.status).toBe("submitted");
    expect(await decide("buyer.mx@demo.test", "review", { brandKey: "lumora" })).toEqual({ status: "noApplication", brandKey: "lumora" });
    expect(await decide("buyer.mx@demo.test", "review", { brandKey: "acme" })).toEqual({ status: "unknownBrand", brandKey: "acme" });
    expect(await decide("nobody@nowhere.example", "review")).toEqual({ status: "unknownAccount" });
    expect(await decide("buyer.nl@demo.test", "review")).toEqual({ status: "noApplication", brandKey: null });
  });
});
