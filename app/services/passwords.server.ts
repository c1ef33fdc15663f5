import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { consumeToken, issueToken } from "./email-tokens.server";
import { recipientOf, sendMail } from "./messages.server";
import { hashPassword, verifyPassword } from "./password.server";
import { type LinkBase, findAccountByEmail } from "./registration.server";
import { endOtherSessions } from "./session.server";

async function fullNameOf(accountId: number): Promise<string> {
  const [row] = await db().select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.fullName ?? "";
}

async function mailPasswordChanged(accountId: number, brandName: string) {
  const recipient = await recipientOf(accountId);
  if (recipient) await sendMail(recipient, "passwordChanged", { brand: brandName, name: await fullNameOf(accountId) });
}

/**
 * "Forgotten password": mails a one-time reset link when the email has an account (older reset
 * links stop working). Returns whether a mail was sent; the page answers the same either way.
 */
export async function requestPasswordReset(email: string, base: LinkBase): Promise<boolean> {
  const account = await findAccountByEmail(email);
  if (!account) return false;
  const recipient = await recipientOf(account.id);
  if (!recipient) return false;
  const token = await issueToken(account.id, "reset_password");
  await sendMail(recipient, "resetPassword", {
    brand: base.brandName,
    name: await fullNameOf(account.id),
    link: `${base.origin}/ResetPwd?${new URLSearchParams({ token })}`,
  });
  return true;
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
    return id;
  });
  if (accountId === null) return false;
  await endOtherSessions(accountId, null);
  await mailPasswordChanged(accountId, brandName);
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
  await db().update(accounts).set({ passwordHash, passwordChangedAt: now }).where(eq(accounts.id, input.accountId));
  await recordAudit({ accountId: input.accountId, actorId: input.accountId, action: "password.changed" });
  await endOtherSessions(input.accountId, input.sessionId);
  await mailPasswordChanged(input.accountId, input.brandName);
  return { ok: true };
}
