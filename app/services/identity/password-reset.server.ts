import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Executor, type Transaction, db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { recordAudit } from "~/services/platform/audit.server";
import type { Brand } from "~/services/platform/brands.server";
import { consumeToken, issueToken } from "./email-tokens.server";
import { type ClaimedJob, enqueueJob } from "~/services/platform/jobs.server";
import { linkBaseOf } from "~/services/platform/links.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";
import { hashPassword, verifyPassword } from "./password-hashing.server";
import { findAccountByEmail } from "./account-email.server";
import { endOtherSessions } from "./session.server";

async function fullNameOf(accountId: number, executor: Executor = db()): Promise<string> {
  const [row] = await executor.select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.fullName ?? "";
}

async function mailPasswordChanged(accountId: number, brandName: string, executor: Executor) {
  const recipient = await recipientOf(accountId, executor);
  if (recipient) await queueMail(recipient, "passwordChanged", { brand: brandName, name: await fullNameOf(accountId, executor) }, { executor });
}

const resetRequest = z.object({ email: z.string(), brandKey: z.string() });

/**
 * "Forgotten password": queues the request and returns. The job looks the email up and, when it
 * has an account, mails a one-time reset link (older ones stop working); the answer takes the same
 * time whether the email has an account or not (decision 0080).
 */
export async function requestPasswordReset(email: string, brand: Brand): Promise<void> {
  await enqueueJob("passwordReset", { email, brandKey: brand.key });
}

/** The job of a reset request (in one transaction with its completion). */
export async function completePasswordResetRequest(job: ClaimedJob, tx: Transaction): Promise<void> {
  const { email, brandKey } = resetRequest.parse(job.payload);
  const account = await findAccountByEmail(email, tx);
  if (!account) return;
  await mailResetLink(account.id, brandKey, tx);
}

/**
 * Mails the account a one-time reset link (older ones stop working). Also how a new staff account
 * gets its first password (decision 0112): the administrator's creation mails it in its transaction.
 */
export async function mailResetLink(accountId: number, brandKey: string, executor: Executor): Promise<void> {
  const recipient = await recipientOf(accountId, executor);
  if (!recipient) return;
  const base = linkBaseOf(brandKey);
  const { token, expiresAt } = await issueToken(accountId, "reset_password", new Date(), executor);
  await queueMail(
    recipient,
    "resetPassword",
    { brand: base.brandName, name: await fullNameOf(accountId, executor) },
    { secret: { name: "link", value: `${base.origin}/ResetPwd?${new URLSearchParams({ token })}`, expiresAt }, executor },
  );
}

/**
 * Sets a new password from a reset link: the token is used once, every session of the account
 * ends, and a "password changed" mail follows. The link also proves the address, so an
 * unconfirmed address becomes confirmed. False when the link is no good.
 */
export async function resetPassword(token: unknown, newPassword: string, brandName: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  const accountId = await db().transaction(async (tx) => {
    const id = await consumeToken(token, "reset_password", now, tx);
    if (id === null) return null;
    await tx
      .update(accounts)
      .set({
        passwordHash,
        passwordChangedAt: now,
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(accounts.id, id));
    await recordAudit({ accountId: id, actorId: id, action: "password.reset" }, tx);
    await mailPasswordChanged(id, brandName, tx);
    return id;
  });
  if (accountId === null) return false;
  await endOtherSessions(accountId, null);
  return true;
}

export type ChangePasswordResult = { ok: true } | { ok: false; reason: "wrongPassword" };

/**
 * Changes the signed-in person's own password (a salesman's office account too). The current
 * session stays; every other session of the account ends.
 */
export async function changePassword(
  input: { accountId: number; sessionId: string; currentPassword: string; newPassword: string; brandName: string },
  now = new Date(),
): Promise<ChangePasswordResult> {
  const [account] = await db().select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, input.accountId));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) return { ok: false, reason: "wrongPassword" };
  const passwordHash = await hashPassword(input.newPassword);
  await db().transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, passwordChangedAt: now }).where(eq(accounts.id, input.accountId));
    await recordAudit({ accountId: input.accountId, actorId: input.accountId, action: "password.changed" }, tx);
    await mailPasswordChanged(input.accountId, input.brandName, tx);
  });
  await endOtherSessions(input.accountId, input.sessionId);
  return { ok: true };
}
