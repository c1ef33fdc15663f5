import { z } from "zod";
import type { Transaction } from "~/db/client.server";
import { type AccountRole, accounts } from "~/db/schema";
import { type SignedIn, verifyLogin } from "./auth.server";
import type { Brand } from "~/services/platform/brands.server";
import { type ClaimedJob, enqueueJob } from "~/services/platform/jobs.server";
import { linkBaseOf } from "~/services/platform/links.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";
import { type RateLimitRule, hit, peek, rateLimitKey, release } from "~/services/platform/rate-limit.server";
import { answerChallenge, openEmailedChallenge, sendEmailedCode } from "./verification.server";
import { accountEmailIs } from "./account-email.server";

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
/** The buyer's door (/login) and the office door (/salesman/login: salesman, service, admin; decision 0112). */
export type Door = "buyer" | "salesman";

export const doorOf = (role: AccountRole): Door => (role === "buyer" ? "buyer" : "salesman");

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
 * One sign-in attempt (decision 0080). The address is counted first, and an address over its
 * limit is refused without anything else being looked at or counted. Then an account email over
 * its limit is refused, then the verification code is checked, and only an attempt that answered
 * it is counted against the email: a stranger who cannot solve the challenge cannot lock an account
 * out. The counts are taken back when the password was right: only failures count.
 */
export async function attemptSignIn({ email, password, challenge, code, clientIp, door, now = new Date() }: SignInAttempt): Promise<SignInOutcome> {
  const byEmail = emailKey("login-email", email);
  const byAddress = rateLimitKey("login-address", clientIp);
  const perAddress = await hit(byAddress, FAILURES_PER_ADDRESS, now);
  if (!perAddress.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: perAddress.retryAfterSeconds };
  const emailSoFar = await peek(byEmail, FAILURES_PER_EMAIL, now);
  if (!emailSoFar.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: emailSoFar.retryAfterSeconds };
  if (!(await answerChallenge({ key: challenge, code, email, now }))) return { ok: false, reason: "wrongCode" };
  // Counted before the password is checked, so that parallel attempts cannot all slip under the limit.
  const perEmail = await hit(byEmail, FAILURES_PER_EMAIL, now);
  if (!perEmail.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: perEmail.retryAfterSeconds };
  const signedIn = await verifyLogin(email, password);
  if (!signedIn) return { ok: false, reason: "invalidCredentials" };
  await release(byEmail, FAILURES_PER_EMAIL, now);
  await release(byAddress, FAILURES_PER_ADDRESS, now);
  const accountDoor = doorOf(signedIn.role);
  if (accountDoor !== door) return { ok: false, reason: "wrongDoor", door: accountDoor };
  if (!signedIn.emailConfirmed) return { ok: false, reason: "unconfirmed" };
  return { ok: true, signedIn };
}

export type CodeMailOutcome = { ok: true; challenge: string } | { ok: false; retryAfterSeconds: number };

const codeRequest = z.object({ email: z.string(), challenge: z.string(), brandKey: z.string() });

/**
 * "Email me a code instead": opens an emailed challenge and queues the request. The job sends a
 * code valid for that account's sign-in when the email belongs to one. The answer is the same
 * either way, and as quick (a challenge key that only a mailed code answers), so the form does not
 * tell which emails have accounts.
 */
export async function sendSignInCode({ email, clientIp, brand, now = new Date() }: { email: string; clientIp: string; brand: Brand; now?: Date }): Promise<CodeMailOutcome> {
  const perEmail = await hit(emailKey("login-code-email", email), CODE_MAILS_PER_EMAIL, now);
  const perAddress = await hit(rateLimitKey("login-code-address", clientIp), CODE_MAILS_PER_ADDRESS, now);
  const blocked = [perEmail, perAddress].filter((result) => !result.allowed);
  if (blocked.length > 0) return { ok: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
  const challenge = await openEmailedChallenge(now);
  await enqueueJob("signInCode", { email, challenge, brandKey: brand.key });
  return { ok: true, challenge };
}

/** The job of an "email me a code" request: the code is made and mailed only for an account. */
export async function completeSignInCodeRequest(job: ClaimedJob, tx: Transaction): Promise<void> {
  const { email, challenge, brandKey } = codeRequest.parse(job.payload);
  const [account] = await tx
    .select({ id: accounts.id, fullName: accounts.fullName })
    .from(accounts)
    .where(accountEmailIs(email));
  if (!account) return;
  const issued = await sendEmailedCode(challenge, account.id, tx);
  if (!issued) return;
  const recipient = await recipientOf(account.id, tx);
  if (!recipient) return;
  await queueMail(
    recipient,
    "loginCode",
    { brand: linkBaseOf(brandKey).brandName, name: account.fullName },
    { secret: { name: "code", value: issued.code, expiresAt: issued.expiresAt }, executor: tx },
  );
}
