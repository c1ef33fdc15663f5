import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { emailTokens } from "~/db/schema";

export type TokenPurpose = "confirm_email" | "reset_password";

/** How long a link works: the mails say 48 hours for confirmation and 1 hour for a reset. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirm_email: 48 * 60 * 60,
  reset_password: 60 * 60,
};

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A token from a link is 43 base64url characters; anything else is not worth a query. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * A new one-time token for a mailed link. Older unused tokens of the same purpose stop working,
 * so only the latest link is good. Only the token's SHA-256 is stored.
 */
export async function issueToken(accountId: number, purpose: TokenPurpose, now = new Date(), executor: Executor = db()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000);
  await executor
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await executor.insert(emailTokens).values({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The account of a token that is still good (unused, not expired), without using it. */
export async function peekToken(token: unknown, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db()
    .select({ accountId: emailTokens.accountId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)));
  return row?.accountId ?? null;
}

/**
 * Uses a token once: one conditional UPDATE, so two parallel requests cannot both succeed.
 * Returns the account, or null when the token is unknown, used or expired.
 */
export async function consumeToken(token: unknown, purpose: TokenPurpose, now = new Date(), executor: Executor = db()): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await executor
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ accountId: emailTokens.accountId });
  return row?.accountId ?? null;
}
