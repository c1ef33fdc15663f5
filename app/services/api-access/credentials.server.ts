import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { apiApplications, apiClientSecrets, apiTokens } from "~/db/schema";
import { CLIENT_ID_PREFIX, CLIENT_SECRET_PREFIX } from "~/domain/api-access";
import { lockAccount } from "~/services/cart/cart.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { type ApplicantProblem, applicantProblem } from "./applicant.server";

/**
 * The API client's credentials (decision 0107): the client id (applicationMaterialId), fixed at
 * the first approval, and the client secret, which only the buyer creates and sees, once. Only the
 * secret's SHA-256 is kept; the token endpoint (the API's side) finds a secret by the same hash.
 */

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const CLIENT_ID_CHARS = 20;
const SECRET_BYTES = 32;
const HINT_CHARS = 4;

/** `am_` + 20 random base32 characters (lowercase): 100 bits, unguessable and easy to read out. */
export function newClientId(): string {
  const bytes = crypto.randomBytes(CLIENT_ID_CHARS);
  return CLIENT_ID_PREFIX + Array.from(bytes, (byte) => BASE32[byte & 31]).join("");
}

/** `cs_` + base64url of 32 random bytes (256 bits). */
export function newClientSecret(): string {
  return CLIENT_SECRET_PREFIX + crypto.randomBytes(SECRET_BYTES).toString("base64url");
}

/**
 * What is stored of a client secret, and what a presented one is looked up by: the SHA-256 (hex)
 * of the whole string, prefix included. A secret of 256 random bits needs no slow hash.
 */
export function hashClientSecret(secret: string): string {
  return crypto.createHash("sha256").update(secret, "utf8").digest("hex");
}

/** The secret's last four characters, shown beside its date so the buyer can tell which one a shop holds. */
export function secretHint(secret: string): string {
  return secret.slice(-HINT_CHARS);
}

/** The application's live secret as the page shows it (never the secret itself). */
export type SecretSummary = { id: number; hint: string; createdAt: Date };

export async function liveSecretOf(applicationId: number, executor: Executor = db()): Promise<SecretSummary | null> {
  const [row] = await executor
    .select({ id: apiClientSecrets.id, hint: apiClientSecrets.hint, createdAt: apiClientSecrets.createdAt })
    .from(apiClientSecrets)
    .where(and(eq(apiClientSecrets.applicationId, applicationId), isNull(apiClientSecrets.revokedAt)));
  return row ?? null;
}

/**
 * Ends the application's live secret and every token issued with it, at once (call it inside the
 * transaction of the change that needs it: a rotation, a revocation). Returns the ended secret's id.
 */
export async function revokeLiveSecret(tx: Executor, applicationId: number, now: Date): Promise<number | null> {
  const [ended] = await tx
    .update(apiClientSecrets)
    .set({ revokedAt: now })
    .where(and(eq(apiClientSecrets.applicationId, applicationId), isNull(apiClientSecrets.revokedAt)))
    .returning({ id: apiClientSecrets.id });
  if (!ended) return null;
  await tx.update(apiTokens).set({ revokedAt: now }).where(and(eq(apiTokens.secretId, ended.id), isNull(apiTokens.revokedAt)));
  return ended.id;
}

/** Why a secret is not made; keys under `apiaccess:problems`. */
export type SecretProblem = ApplicantProblem | "notApproved" | "secretExists" | "noSecret" | "secretChanged";

export type NewSecret = { ok: true; secret: string; hint: string; createdAt: Date; clientId: string };

async function issue(tx: Executor, application: { id: number; clientId: string }, accountId: number, action: "apiSecret.create" | "apiSecret.rotate", now: Date, ended: number | null): Promise<NewSecret> {
  const secret = newClientSecret();
  const hint = secretHint(secret);
  const [row] = await tx
    .insert(apiClientSecrets)
    .values({ applicationId: application.id, secretHash: hashClientSecret(secret), hint, createdAt: now })
    .returning({ id: apiClientSecrets.id });
  await recordAudit(
    { accountId, actorId: accountId, action, entity: "api_client_secret", entityId: row!.id, details: { applicationId: application.id, hint, ...(ended === null ? {} : { revokedSecretId: ended }) } },
    tx,
  );
  return { ok: true, secret, hint, createdAt: now, clientId: application.clientId };
}

/** The approved application of the account for the brand, locked with the account; null when none is approved. */
async function approvedApplication(tx: Executor, accountId: number, brandKey: string) {
  await lockAccount(tx, accountId);
  const [row] = await tx
    .select({ id: apiApplications.id, status: apiApplications.status, clientId: apiApplications.clientId })
    .from(apiApplications)
    .where(and(eq(apiApplications.accountId, accountId), eq(apiApplications.brandKey, brandKey)));
  return row && row.status === "approved" && row.clientId ? { id: row.id, clientId: row.clientId } : null;
}

/**
 * The first client secret of an approved application: made here, returned once (the caller shows
 * it and forgets it), stored as its hash. Refused when one is live (rotate it instead).
 */
export async function createClientSecret(actor: Actor, brandKey: string, now = new Date()): Promise<NewSecret | { ok: false; problem: SecretProblem }> {
  const refused = applicantProblem(actor);
  if (refused) return { ok: false, problem: refused };
  return db().transaction(async (tx) => {
    const application = await approvedApplication(tx, actor.accountId, brandKey);
    if (!application) return { ok: false as const, problem: "notApproved" as const };
    if (await liveSecretOf(application.id, tx)) return { ok: false as const, problem: "secretExists" as const };
    return issue(tx, application, actor.accountId, "apiSecret.create", now, null);
  });
}

/**
 * A new secret in place of the live one, which ends at once with every token made with it.
 * `replacing` is the id of the secret the buyer saw when confirming: a second post of the same
 * confirmation (a reload) finds another secret live and is refused, instead of rotating again.
 */
export async function rotateClientSecret(actor: Actor, brandKey: string, replacing: number, now = new Date()): Promise<NewSecret | { ok: false; problem: SecretProblem }> {
  const refused = applicantProblem(actor);
  if (refused) return { ok: false, problem: refused };
  return db().transaction(async (tx) => {
    const application = await approvedApplication(tx, actor.accountId, brandKey);
    if (!application) return { ok: false as const, problem: "notApproved" as const };
    const live = await liveSecretOf(application.id, tx);
    if (!live) return { ok: false as const, problem: "noSecret" as const };
    if (live.id !== replacing) return { ok: false as const, problem: "secretChanged" as const };
    const ended = await revokeLiveSecret(tx, application.id, now);
    return issue(tx, application, actor.accountId, "apiSecret.rotate", now, ended);
  });
}
