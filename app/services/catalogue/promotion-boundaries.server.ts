import { sql } from "drizzle-orm";
import { type Executor, type Transaction, db, queryRows } from "~/db/client.server";
import type { ClaimedJob } from "~/services/platform/jobs.server";
import { enqueueJob } from "~/services/platform/jobs.server";

/**
 * A promotion that starts or ends changes the prices of its products without any row changing:
 * the `promotion-boundaries` job moves those products' `updated_at`, so the API's incremental sync
 * (`updatedSince`, decision 0107) sees the new prices. Each run takes the periods that began or
 * ended after the previous run's instant and up to its own (the database's clock), and queues the
 * next run with that instant: a server that was down catches up on its first run. Edits of
 * promotions and their items are the triggers' (migration 0014).
 */

/** How often the job looks: a price a promotion changed reaches the sync within this time. */
export const PROMOTION_BOUNDARY_POLL_SECONDS = 60;

const KIND = "promotion-boundaries";

/** Moves `updated_at` of the products whose promotion began or ended in (since, until]; returns how many. */
export async function touchPromotionBoundaries(executor: Executor, since: Date, until: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`update products set updated_at = now()
        where id in (
          select i.product_id from promotion_items i join promotions p on p.id = i.promotion_id
          where (p.starts_at > ${since.toISOString()}::timestamptz and p.starts_at <= ${until.toISOString()}::timestamptz)
             or (p.ends_at > ${since.toISOString()}::timestamptz and p.ends_at <= ${until.toISOString()}::timestamptz))
          and updated_at < now()
        returning id`,
  );
  return rows.length;
}

/** Queues the first run, looking from now on, unless a run is queued already (each server's start asks). */
export async function schedulePromotionBoundaries(executor: Executor = db()): Promise<void> {
  await executor.execute(
    sql`insert into jobs (kind, payload, max_attempts, run_at)
        select ${KIND}, jsonb_build_object('since', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), 3,
               now() + make_interval(secs => ${PROMOTION_BOUNDARY_POLL_SECONDS})
        where not exists (select 1 from jobs where kind = ${KIND} and status in ('queued', 'running'))`,
  );
}

function sinceOf(payload: unknown): Date | null {
  const since = (payload as { since?: unknown } | null)?.since;
  if (typeof since !== "string") return null;
  const at = new Date(since);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The job, in one transaction with its completion: touches the products, queues the next run from
 * this run's instant, and deletes the earlier finished runs (one a minute would otherwise fill the
 * queue's table until its 30-day pruning; the last one stays, for a look at when it ran).
 */
export async function runPromotionBoundariesJob(job: ClaimedJob, tx: Transaction): Promise<void> {
  const [clock] = await queryRows<{ now: string }>(tx, sql`select to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`);
  const until = new Date(clock!.now);
  const since = sinceOf(job.payload) ?? until;
  await touchPromotionBoundaries(tx, since, until);
  await enqueueJob(KIND, { since: clock!.now }, { executor: tx, maxAttempts: 3, runAt: new Date(Date.now() + PROMOTION_BOUNDARY_POLL_SECONDS * 1000) });
  await tx.execute(sql`delete from jobs where kind = ${KIND} and status = 'done' and id <> ${job.id}`);
}
