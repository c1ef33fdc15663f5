import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { accounts, verificationChallenges } from "~/db/schema";
import {
  CHALLENGE_TTL_MS,
  CODE_ALPHABET,
  EMAILED_CODE_LENGTH,
  PICTURE_CODE_LENGTH,
  generateChallengeKey,
  generateCode,
  isChallengeKey,
  normaliseCode,
} from "~/domain/verification-code";
import { env } from "~/env.server";
import { sessionSecrets } from "~/services/platform/secrets.server";
import { accountEmailIs } from "./account-email.server";

const hashCode = (key: string, code: string) => crypto.createHash("sha256").update(`${key}:${normaliseCode(code)}`).digest("hex");

/**
 * The picture code of a challenge, derived from its key with the server secret: the picture route
 * can draw it again (the row keeps only a hash), and nobody without the secret can compute it.
 */
export function pictureCodeFor(key: string): string {
  const bytes = crypto.createHmac("sha256", sessionSecrets()[0]!).update(`verification-picture:${key}`).digest();
  // Rejection sampling keeps every character equally likely.
  const usable = 256 - (256 % CODE_ALPHABET.length);
  let code = "";
  for (const byte of bytes) {
    if (byte >= usable) continue;
    code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (code.length === PICTURE_CODE_LENGTH) return code;
  }
  // 32 bytes give five usable ones with overwhelming probability; fall back to a second round.
  return pictureCodeFor(`${key}+`);
}

/** Expired challenges are of no use; cheap to drop through the expiry index when a new one is made. */
async function pruneExpired(now: Date) {
  await db().delete(verificationChallenges).where(lt(verificationChallenges.expiresAt, now));
}

/** A new challenge shown as a picture; returns its key (for the hidden field and the picture URL). */
export async function issuePictureChallenge(now = new Date()): Promise<string> {
  await pruneExpired(now);
  const key = generateChallengeKey(crypto.randomInt);
  await db()
    .insert(verificationChallenges)
    .values({ key, codeHash: hashCode(key, pictureCodeFor(key)), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return key;
}

/**
 * The accessible alternative (WCAG 2.2 SC 3.3.8): a longer code, sent by email, valid only for
 * that account's sign-in. The request opens the challenge with a code nobody knows; the mail job
 * gives it its real code when the email has an account (sendEmailedCode).
 */
export async function openEmailedChallenge(now = new Date()): Promise<string> {
  await pruneExpired(now);
  const key = generateChallengeKey(crypto.randomInt);
  const unknown = crypto.randomBytes(16).toString("hex");
  await db()
    .insert(verificationChallenges)
    .values({ key, codeHash: hashCode(key, unknown), emailed: true, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return key;
}

/** Gives an open emailed challenge its code for the account; null when it was used or has expired. */
export async function sendEmailedCode(key: string, accountId: number, executor: Executor, now = new Date()): Promise<{ code: string; expiresAt: Date } | null> {
  const code = generateCode(crypto.randomInt, EMAILED_CODE_LENGTH);
  const [row] = await executor
    .update(verificationChallenges)
    .set({ codeHash: hashCode(key, code), emailedToAccountId: accountId })
    .where(and(eq(verificationChallenges.key, key), eq(verificationChallenges.emailed, true), isNull(verificationChallenges.usedAt), gt(verificationChallenges.expiresAt, now)))
    .returning({ expiresAt: verificationChallenges.expiresAt });
  return row ? { code, expiresAt: row.expiresAt } : null;
}

/** The code to draw for a picture challenge that can still be answered; null otherwise. */
export async function pictureCodeOf(key: string, now = new Date()): Promise<string | null> {
  if (!isChallengeKey(key)) return null;
  const [row] = await db()
    .select({ emailed: verificationChallenges.emailed, expiresAt: verificationChallenges.expiresAt, usedAt: verificationChallenges.usedAt })
    .from(verificationChallenges)
    .where(eq(verificationChallenges.key, key));
  if (!row || row.usedAt || row.emailed || row.expiresAt <= now) return null;
  return pictureCodeFor(key);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * Answers a challenge. Any answer uses it up, right or wrong (single use: a wrong guess gets a new
 * picture, never a second try at the same one). Right means: the key exists, is unused and
 * unexpired, the code matches (or VERIFICATION_TEST_CODE, outside production), and an emailed
 * code is answered for the account it was sent to.
 */
export async function answerChallenge({ key, code, email, now = new Date() }: { key: unknown; code: string; email: string; now?: Date }): Promise<boolean> {
  if (!isChallengeKey(key)) return false;
  const [row] = await db()
    .update(verificationChallenges)
    .set({ usedAt: now })
    .where(and(eq(verificationChallenges.key, key), isNull(verificationChallenges.usedAt)))
    .returning({
      codeHash: verificationChallenges.codeHash,
      emailed: verificationChallenges.emailed,
      emailedTo: verificationChallenges.emailedToAccountId,
      expiresAt: verificationChallenges.expiresAt,
    });
  if (!row || row.expiresAt <= now) return false;
  const typed = normaliseCode(code);
  const testCode = env().VERIFICATION_TEST_CODE;
  const matches = sameHash(hashCode(key, typed), row.codeHash) || (testCode !== undefined && typed === normaliseCode(testCode));
  if (!matches) return false;
  if (!row.emailed) return true;
  if (row.emailedTo === null) return false;
  const [owner] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(accountEmailIs(email));
  return owner?.id === row.emailedTo;
}
