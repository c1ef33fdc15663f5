import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
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

function secondsLeft(start: Date, rule: RateLimitRule, now: Date): number {
  return Math.max(1, Math.ceil((start.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
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
  return { allowed: count <= rule.limit, count, retryAfterSeconds: secondsLeft(start, rule, now) };
}

/** Whether the current window is still within the limit, without counting a hit. */
export async function peek(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const start = windowStart(now, rule.windowSeconds);
  const [row] = await db()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
  const count = row?.count ?? 0;
  return { allowed: count < rule.limit, count, retryAfterSeconds: secondsLeft(start, rule, now) };
}

/**
 * Takes back one hit of the current window (when the attempt turned out well: a successful
 * sign-in is not a failure). Counting first and releasing afterwards keeps the check atomic:
 * parallel attempts cannot all slip under the limit before any of them is counted.
 */
export async function release(key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
  await db()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, rule.windowSeconds))));
}

/** Old windows are of no use; removed at every start. */
export async function pruneRateLimits(olderThan: Date): Promise<void> {
  await db().delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}
