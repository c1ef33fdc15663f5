import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Keys may hold emails or addresses: store a hash, not the value. */
export function rateLimitKey(scope: string, value: string): string {
  return `${scope}:${crypto.createHash("sha256").update(value.toLowerCase()).digest("hex").slice(0, 32)}`;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Counts one hit in the current fixed window and says whether it is within the limit. The counter
 * is a database row (one atomic upsert), so every app server shares it.
 */
export async function hit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const start = windowStart(now, rule.windowSeconds);
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** Old windows are of no use; removed at every start. */
export async function pruneRateLimits(olderThan: Date): Promise<void> {
  await db().delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}
