import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiApplications, apiClientSecrets, apiTokens, auditEvents } from "~/db/schema";
import { db, queryRows } from "~/db/client.server";
import { accountId, actorFor, salesmanActingFor } from "~tests/support/requests";
import { apiApplicationOf, decideApplication, saveApplication } from "./applications.server";
import { createClientSecret, hashClientSecret, newClientId, newClientSecret, rotateClientSecret, secretHint } from "./credentials.server";

const ANSWERS = { companyName: "Huis & Licht", shopUrl: "https://huisenlicht.example", enterpriseSize: "1-10", technicalStaff: true, dataWanted: ["basic"], otherData: null, contactNote: "" } as const;

async function approvedActor(email: string) {
  const actor = await actorFor(email);
  await saveApplication(actor, "aigostar", "submit", { ...ANSWERS, dataWanted: [...ANSWERS.dataWanted] });
  await decideApplication({ email, decision: "approve", decidedBy: "tester" });
  const [application] = await db().select({ id: apiApplications.id }).from(apiApplications).where(and(eq(apiApplications.accountId, actor.accountId), eq(apiApplications.brandKey, "aigostar")));
  return { actor, applicationId: application!.id };
}

async function token(applicationId: number, secretId: number) {
  const tokenHash = crypto.randomBytes(32).toString("hex");
  await db().insert(apiTokens).values({ tokenHash, applicationId, secretId, expiresAt: new Date(Date.now() + 3_600_000) });
  return tokenHash;
}

const revokedAtOf = async (tokenHash: string) => (await db().select({ at: apiTokens.revokedAt }).from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash)))[0]!.at;

describe("the client's credentials", () => {
  it("are a client id of 20 base32 characters and a secret of 256 random bits, stored as the SHA-256 of the whole string", () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^am_[a-z2-7]{20}$/);
    const secret = newClientSecret();
    expect(secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice(3), "base64url")).toHaveLength(32);
    expect(newClientSecret()).not.toBe(secret);
    expect(hashClientSecret(secret)).toBe(crypto.createHash("sha256").update(secret).digest("hex"));
    expect(hashClientSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientSecret("cs_a")).not.toBe(hashClientSecret("a"));
    expect(secretHint(secret)).toBe(secret.slice(-4));
  });

  it("are made once by the buyer of an approved application: the secret is returned once and only its hash kept", async () => {
    const { actor, applicationId } = await approvedActor("buyer.nl@demo.test");
    const made = await createClientSecret(actor, "aigostar");
    if (!made.ok) throw new Error(made.problem);
    expect(made.secret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    expect(made.hint).toBe(made.secret.slice(-4));
    const rows = await db().select().from(apiClientSecrets).where(eq(apiClientSecrets.applicationId, applicationId));
    expect(rows).toEqual([expect.objectContaining({ secretHash: hashClientSecret(made.secret), hint: made.hint, revokedAt: null })]);
    // The secret itself is nowhere in the database: not in its row, not in the audit trail.
    const [found] = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from api_client_secrets s where s::text like ${`%${made.secret.slice(3)}%`}) + (select count(*) from audit_events e where e.details::text like ${`%${made.secret.slice(3)}%`}) as n`,
    );
    expect(Number(found!.n)).toBe(0);
    const view = await apiApplicationOf(actor.accountId, "aigostar");
    expect(view!.secret).toEqual({ id: rows[0]!.id, hint: made.hint, createdAt: made.createdAt });
    expect(JSON.stringify(view)).not.toContain(made.secret);

    expect(await createClientSecret(actor, "aigostar")).toEqual({ ok: false, problem: "secretExists" });
    const events = await db().select({ action: auditEvents.action, details: auditEvents.details }).from(auditEvents).where(eq(auditEvents.accountId, actor.accountId));
    expect(events.find((event) => event.action === "apiSecret.create")!.details).toEqual({ applicationId, hint: made.hint });
  });

  it("rotated: the old secret and every token made with it end at once, other clients' tokens stay", async () => {
    const { actor, applicationId } = await approvedActor("buyer.pt@demo.test");
    const first = await createClientSecret(actor, "aigostar");
    if (!first.ok) throw new Error(first.problem);
    const [old] = await db().select({ id: apiClientSecrets.id }).from(apiClientSecrets).where(eq(apiClientSecrets.secretHash, hashClientSecret(first.secret)));
    const tokens = [await token(applicationId, old!.id), await token(applicationId, old!.id)];
    // The demo's approved client (buyer.es) and its live secret.
    const [demo] = await db().select({ id: apiClientSecrets.id, applicationId: apiClientSecrets.applicationId }).from(apiClientSecrets).where(isNull(apiClientSecrets.revokedAt)).limit(1);
    const othersToken = await token(demo!.applicationId, demo!.id);

    const now = new Date();
    const rotated = await rotateClientSecret(actor, "aigostar", old!.id, now);
    if (!rotated.ok) throw new Error(rotated.problem);
    expect(rotated.secret).not.toBe(first.secret);
    const secrets = await db().select().from(apiClientSecrets).where(eq(apiClientSecrets.applicationId, applicationId)).orderBy(apiClientSecrets.id);
    expect(secrets.map((secret) => [secret.secretHash, secret.revokedAt])).toEqual([
      [hashClientSecret(first.secret), now],
      [hashClientSecret(rotated.secret), null],
    ]);
    for (const tokenHash of tokens) expect(await revokedAtOf(tokenHash)).toEqual(now);
    expect(await revokedAtOf(othersToken)).toBeNull();

    // The same confirmation posted again (a reload) does not rotate again.
    expect(await rotateClientSecret(actor, "aigostar", old!.id)).toEqual({ ok: false, problem: "secretChanged" });
    expect((await apiApplicationOf(actor.accountId, "aigostar"))!.secret!.hint).toBe(rotated.hint);
    const again = await rotateClientSecret(actor, "aigostar", secrets[1]!.id);
    expect(again).toMatchObject({ ok: true });
    const audit = await db().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.accountId, actor.accountId));
    expect(audit.filter((event) => event.action.startsWith("apiSecret.")).map((event) => event.action)).toEqual(["apiSecret.create", "apiSecret.rotate", "apiSecret.rotate"]);
  });

  it("are refused before approval, to a salesman acting for the client, and for a rotation with no secret", async () => {
    const actor = await actorFor("box@demo.test");
    expect(await createClientSecret(actor, "aigostar")).toEqual({ ok: false, problem: "notApproved" });
    await saveApplication(actor, "aigostar", "submit", { ...ANSWERS, dataWanted: ["basic"] });
    expect(await createClientSecret(actor, "aigostar")).toEqual({ ok: false, problem: "notApproved" });
    await decideApplication({ email: "box@demo.test", decision: "approve", decidedBy: "tester" });
    expect(await rotateClientSecret(actor, "aigostar", 1)).toEqual({ ok: false, problem: "noSecret" });
    const { actor: salesman } = await salesmanActingFor("sales@demo.test", "box@demo.test");
    expect(await createClientSecret(salesman, "aigostar")).toEqual({ ok: false, problem: "salesman" });
    expect(await rotateClientSecret(salesman, "aigostar", 1)).toEqual({ ok: false, problem: "salesman" });
    expect(await db().select().from(apiClientSecrets).where(eq(apiClientSecrets.applicationId, (await apiApplicationOf(await accountId("box@demo.test"), "aigostar"))!.id))).toEqual([]);
  });
});
