/** SPEC.md section 4: a session within 24 hours of its generation time is refreshed. */
export const REFRESH_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A refresh rotates the tokens and writes the session row; doing it at most every five minutes
 * keeps a burst of navigations from writing on every request (decision 0011).
 */
export const REFRESH_MIN_INTERVAL_MS = 5 * 60 * 1000;

export type RefreshDecision = "expired" | "refresh" | "keep";

type SessionTimes = { now: Date; genTime: Date; expiresInSeconds: number };

/**
 * Before each protected request: past expiry → expired (sign in again); within 24 hours of the
 * generation time (and at least five minutes after it) → refresh (rotate the tokens, new
 * generation time); otherwise keep it as it is. A generation time in the future (a clock moved
 * back) is kept, not refreshed.
 */
export function refreshDecision({ now, genTime, expiresInSeconds }: SessionTimes): RefreshDecision {
  const age = now.getTime() - genTime.getTime();
  if (!Number.isFinite(age) || expiresInSeconds <= 0 || age >= expiresInSeconds * 1000) return "expired";
  if (age >= REFRESH_MIN_INTERVAL_MS && age < REFRESH_WINDOW_MS) return "refresh";
  return "keep";
}
