import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { generateChallengeKey } from "~/domain/verification-code";
import { type SignedIn, verifyLogin } from "./auth.server";
import { sendMail } from "./messages.server";
import { type RateLimitRule, hit, rateLimitKey, release } from "./rate-limit.server";
import { answerChallenge, issueEmailedChallenge } from "./verification.server";

/**
 * Failed sign-ins (decision 0017). Per account email — counted whether or not the account exists,
 * so the limit reveals nothing — at most 10 in 15 minutes: at most 40 an hour on one account, well
 * under the 100 the issue allows. Per client address 50 an hour (an office behind one address
 * still has room for typing mistakes).
 */
export const FAILURES_PER_EMAIL: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
export const FAILURES_PER_ADDRESS: RateLimitRule = { limit: 50, windowSeconds: 60 * 60 };
/** Codes by email: a few per account email, more per address (against mail flooding). */
export const CODE_MAILS_PER_EMAIL: RateLimitRule = { limit: 3, windowSeconds: 15 * 60 };
export const CODE_MAILS_PER_ADDRESS: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

/** Which login the form is: the shop's (/login) or the office accounts' (/salesman/login). */
export type Door = "buyer" | "salesman";

export type SignInAttempt = {
  email: string;
  password: string;
  challenge: unknown;
  code: string;
  clientIp: string;
  door: Door;
  now?: Date;
};

export type SignInOutcome =
  | { ok: true; signedIn: SignedIn }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number }
  | { ok: false; reason: "wrongCode" | "invalidCredentials" | "unconfirmed" }
  | { ok: false; reason: "wrongDoor"; door: Door };

const emailKey = (scope: string, email: string) => rateLimitKey(scope, email.trim().toLowerCase());

/**
 * One sign-in attempt: count it, refuse at once when over a limit (without looking at the
 * password), then the verification code, then the password. The counts are taken back when the
 * password was right: only failures count.
 */
export async function attemptSignIn({ email, password, challenge, code, clientIp, door, now = new Date() }: SignInAttempt): Promise<SignInOutcome> {
  const byEmail = emailKey("login-email", email);
  const byAddress = rateLimitKey("login-address", clientIp);
  const [perEmail, perAddress] = [await hit(byEmail, FAILURES_PER_EMAIL, now), await hit(byAddress, FAILURES_PER_ADDRESS, now)];
  const blocked = [perEmail, perAddress].filter((result) => !result.allowed);
  if (blocked.length > 0) {
    return { ok: false, reason: "rateLimited", retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
  }
  if (!(await answerChallenge({ key: challenge, code, email, now }))) return { ok: false, reason: "wrongCode" };
  const signedIn = await verifyLogin(email, password);
  if (!signedIn) return { ok: false, reason: "invalidCredentials" };
  await release(byEmail, FAILURES_PER_EMAIL, now);
  await release(byAddress, FAILURES_PER_ADDRESS, now);
  if (signedIn.role !== door) return { ok: false, reason: "wrongDoor", door: signedIn.role };
  if (!signedIn.emailConfirmed) return { ok: false, reason: "unconfirmed" };
  return { ok: true, signedIn };
}

export type CodeMailOutcome = { ok: true; challenge: string } | { ok: false; retryAfterSeconds: number };

/**
 * "Email me a code instead": when the email belongs to an account, a code valid for that account's
 * sign-in is sent to it. The answer is the same either way (a challenge key that only the mailed
 * code answers), so the form does not tell which emails have accounts.
 */
export async function sendSignInCode({ email, clientIp, brandName, now = new Date() }: { email: string; clientIp: string; brandName: string; now?: Date }): Promise<CodeMailOutcome> {
  const perEmail = await hit(emailKey("login-code-email", email), CODE_MAILS_PER_EMAIL, now);
  const perAddress = await hit(rateLimitKey("login-code-address", clientIp), CODE_MAILS_PER_ADDRESS, now);
  const blocked = [perEmail, perAddress].filter((result) => !result.allowed);
  if (blocked.length > 0) return { ok: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
  const [account] = await db()
    .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, language: accounts.language })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`);
  if (!account) return { ok: true, challenge: generateChallengeKey(crypto.randomInt) };
  const { key, code } = await issueEmailedChallenge(account.id, now);
  await sendMail({ accountId: account.id, email: account.email, language: account.language }, "loginCode", {
    brand: brandName,
    name: account.fullName,
    code,
  });
  return { ok: true, challenge: key };
}
