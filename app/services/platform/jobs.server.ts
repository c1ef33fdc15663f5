import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Executor, db, queryRows } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { JOB_ATTEMPTS, isLastAttempt, retryDelaySeconds } from "~/domain/job-retry";
import { seal, unseal } from "./sealed.server";

/**
 * The job queue (decision 0078): rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED so that
 * several app servers on one PostgreSQL never take the same job, and worked by the app server
 * itself (job-worker.server.ts). This module is the queue; what each kind does lives with its
 * service.
 */
export type JobKind = "mail" | "registration" | "passwordReset" | "confirmationLink" | "signInCode" | "download-package" | "price-list" | "download-cleanup" | "promotion-boundaries";

/** A failure that trying again will not mend (an address the mail server refuses for good). */
export class PermanentJobError extends Error {}

/** How long a claimed job is its worker's before another may take it (a crashed server's jobs). */
export const JOB_LEASE_SECONDS = 120;

type EnqueueOptions = {
  /** What the job needs but the database must not hold readable; sealed until the job ends. */
  sealed?: unknown;
  /** Inside the caller's transaction, so the job exists exactly when what it follows from does. */
  executor?: Executor;
  maxAttempts?: number;
  /** When it is due; now by default. */
  runAt?: Date;
};

export async function enqueueJob(kind: JobKind, payload: Record<string, unknown>, { sealed, executor = db(), maxAttempts = JOB_ATTEMPTS, runAt = new Date() }: EnqueueOptions = {}): Promise<number> {
  const [row] = await executor
    .insert(jobs)
    // Due from the worker's clock (milliseconds), not the database's (microseconds): a worker that
    // looks in the same millisecond finds it.
    .values({ kind, payload, sealed: sealed === undefined ? null : seal(sealed), maxAttempts, runAt })
    .returning({ id: jobs.id });
  wakeJobWorker();
  return row!.id;
}

export type ClaimedJob = {
  id: number;
  kind: JobKind;
  payload: unknown;
  /** The sealed part, opened; null when the job has none. */
  secrets: unknown;
  attempts: number;
  maxAttempts: number;
};

/**
 * Takes the next due job: a queued one whose time has come, or a running one whose worker's lease
 * ran out (its server died). Null when there is none. A sealed part that cannot be opened (the
 * session secret changed) is reported as `secrets: undefined` and the job fails at once.
 */
export async function claimJob(now = new Date()): Promise<(ClaimedJob & { unreadable: boolean }) | null> {
  const lease = new Date(now.getTime() + JOB_LEASE_SECONDS * 1000);
  const [row] = await queryRows<{ id: string | number; kind: JobKind; payload: unknown; sealed: string | null; attempts: number; max_attempts: number }>(
    db(),
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_until = ${lease.toISOString()}::timestamptz
      where id = (
        select id from jobs
        where (status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
           or (status = 'running' and locked_until < ${now.toISOString()}::timestamptz)
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, sealed, attempts, max_attempts`,
  );
  if (!row) return null;
  let secrets: unknown = null;
  let unreadable = false;
  if (row.sealed !== null) {
    try {
      secrets = unseal(row.sealed);
    } catch {
      unreadable = true;
    }
  }
  return { id: Number(row.id), kind: row.kind, payload: row.payload, secrets, attempts: row.attempts, maxAttempts: row.max_attempts, unreadable };
}

/**
 * Keeps a long job (a download package) its worker's: moves its lease on by JOB_LEASE_SECONDS.
 * False when the job is no longer this attempt's (its lease ran out and another worker took it):
 * the worker must then stop and record nothing.
 */
export async function extendJobLease(job: Pick<ClaimedJob, "id" | "attempts">, now = new Date()): Promise<boolean> {
  const lease = new Date(now.getTime() + JOB_LEASE_SECONDS * 1000);
  const rows = await db()
    .update(jobs)
    .set({ lockedUntil: lease })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a claimed job done and erases its sealed part. */
export async function completeJob(id: number, executor: Executor = db(), now = new Date()): Promise<void> {
  await executor.update(jobs).set({ status: "done", sealed: null, lockedUntil: null, lastError: null, finishedAt: now }).where(eq(jobs.id, id));
}

/**
 * After a failed attempt: queued again after the backoff, or failed for good (its sealed part
 * erased) when this was the last attempt or the failure is permanent. Returns whether it gave up
 * (false too when the job is no longer this attempt's).
 */
export async function failJob(job: Pick<ClaimedJob, "id" | "attempts" | "maxAttempts">, error: string, { permanent = false, now = new Date() } = {}): Promise<boolean> {
  const givenUp = permanent || isLastAttempt(job.attempts, job.maxAttempts);
  const lastError = error.slice(0, 1000);
  // Only this attempt's: a job whose lease ran out and that another worker took is left to it.
  const mine = and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));
  const runAt = new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000);
  const updated = await db()
    .update(jobs)
    .set(givenUp ? { status: "failed", sealed: null, lockedUntil: null, lastError, finishedAt: now } : { status: "queued", lockedUntil: null, lastError, runAt })
    .where(mine)
    .returning({ id: jobs.id });
  return givenUp && updated.length > 0;
}

/**
 * At the start of the only server of an embedded database: jobs it was running when it stopped
 * are queued again at once (no other server can be running them). On PostgreSQL the lease decides.
 */
export async function requeueInterruptedJobs(): Promise<number> {
  const rows = await db().update(jobs).set({ status: "queued", lockedUntil: null }).where(eq(jobs.status, "running")).returning({ id: jobs.id });
  return rows.length;
}

/** Finished jobs are kept a while for inspection, then removed. */
export async function pruneJobs(olderThan: Date): Promise<void> {
  await db()
    .delete(jobs)
    .where(and(inArray(jobs.status, ["done", "failed"]), lt(jobs.finishedAt, olderThan)));
}

// The worker runs in the server bundle, jobs are queued from the Remix build: two copies of this
// module share the wake-up through globalThis, as they share the database.
const slot = Symbol.for("wholesale-shop.job-wake");
type Slot = { [slot]?: () => void };

/** Asks the worker of this process, if any, to look for due jobs now instead of at its next poll. */
export function wakeJobWorker(): void {
  (globalThis as Slot)[slot]?.();
}

export function onJobWake(listener: (() => void) | undefined): void {
  (globalThis as Slot)[slot] = listener;
}
