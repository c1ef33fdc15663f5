/**
 * When a failed background job is tried again (decision 0078): 5 s after the first failure, then
 * twice as long each time, at most an hour apart; with the default twelve attempts a job keeps trying
 * for about two and a half hours (an SMTP server down for a while) before it is marked failed.
 */
export const JOB_ATTEMPTS = 12;
const FIRST_DELAY_SECONDS = 5;
const MAX_DELAY_SECONDS = 60 * 60;

export function retryDelaySeconds(failedAttempts: number): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) return FIRST_DELAY_SECONDS;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(failedAttempts - 1, 30));
}

/** Whether a job that has now failed this many times is given up. */
export function isLastAttempt(failedAttempts: number, maxAttempts: number): boolean {
  return failedAttempts >= maxAttempts;
}
