import type { Executor, Transaction } from "~/db/client.server";
import { db } from "~/db/client.server";
import { type ClaimedJob, type JobKind, PermanentJobError, claimJob, completeJob, failJob, onJobWake } from "./jobs.server";
import { deliverQueuedMail, markMailFailed } from "./mail.server";
import { completePasswordResetRequest } from "~/services/identity/password-reset.server";
import { completeConfirmationLinkRequest, completeRegistration } from "~/services/identity/registration.server";
import { completeSignInCodeRequest } from "~/services/identity/sign-in-attempts.server";
import { runPromotionBoundariesJob } from "~/services/catalogue/promotion-boundaries.server";
import { runCleanupJob } from "~/services/downloads/cleanup-job.server";
import { failPackage, runPackageJob } from "~/services/downloads/package-job.server";
import { runPriceListJob } from "~/services/downloads/price-list-job.server";

/**
 * What each kind of job does. A `transaction` job only writes to the database: it runs in one
 * transaction with its completion, so it happens exactly once. An `external` job talks to the
 * outside (SMTP): it runs outside any transaction and returns what to record, which is written in
 * one transaction with its completion; a crash between the outside call and that commit is the
 * one window in which it can run twice (decision 0078). A download package writes its files
 * outside any transaction too, and records them with its completion (decision 0103).
 */
type Handler =
  | { mode: "transaction"; run(job: ClaimedJob, tx: Transaction): Promise<void> }
  | { mode: "external"; run(job: ClaimedJob, log: (line: string) => void): Promise<(executor: Executor) => Promise<void>>; gaveUp?(job: ClaimedJob): Promise<void> };

const HANDLERS: Record<JobKind, Handler> = {
  mail: { mode: "external", run: deliverQueuedMail, gaveUp: markMailFailed },
  registration: { mode: "transaction", run: completeRegistration },
  passwordReset: { mode: "transaction", run: completePasswordResetRequest },
  confirmationLink: { mode: "transaction", run: completeConfirmationLinkRequest },
  signInCode: { mode: "transaction", run: completeSignInCodeRequest },
  "download-package": { mode: "external", run: runPackageJob, gaveUp: failPackage },
  "price-list": { mode: "external", run: runPriceListJob, gaveUp: failPackage },
  "download-cleanup": { mode: "external", run: runCleanupJob },
  "promotion-boundaries": { mode: "transaction", run: runPromotionBoundariesJob },
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function work(job: ClaimedJob & { unreadable: boolean }, log: (line: string) => void): Promise<void> {
  const handler = HANDLERS[job.kind];
  try {
    if (!handler) throw new PermanentJobError(`unknown job kind ${String(job.kind)}`);
    if (job.unreadable) throw new PermanentJobError("its sealed part cannot be opened (was the session secret changed?)");
    if (handler.mode === "transaction") {
      await db().transaction(async (tx) => {
        await handler.run(job, tx);
        await completeJob(job.id, tx);
      });
    } else {
      const record = await handler.run(job, log);
      await db().transaction(async (tx) => {
        await record(tx);
        await completeJob(job.id, tx);
      });
    }
  } catch (error) {
    const permanent = error instanceof PermanentJobError;
    const gaveUp = await failJob(job, describe(error), { permanent });
    log(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed${gaveUp ? ", given up" : ", will retry"}: ${describe(error)}`);
    if (gaveUp && handler?.mode === "external") await handler.gaveUp?.(job);
  }
}

/** Claims and works one due job; false when there was none. */
export async function runNextJob(log: (line: string) => void = () => {}, now = new Date()): Promise<boolean> {
  const job = await claimJob(now);
  if (!job) return false;
  await work(job, log);
  return true;
}

/**
 * Works every job that is due, one after another, until none is left (jobs queued by a job are
 * worked too): what the tests and the maintenance commands call. Returns how many were worked.
 */
export async function runDueJobs({ log = () => {}, now }: { log?: (line: string) => void; now?: () => Date } = {}): Promise<number> {
  let worked = 0;
  while (await runNextJob(log, now?.() ?? new Date())) worked += 1;
  return worked;
}

export type JobWorker = { stop(): Promise<void> };

/**
 * The worker loop of an app server: works due jobs, then waits for the next poll or for a wake-up
 * from a request that queued one. stop() lets the job at hand finish.
 */
export function startJobWorker({ log, pollMs = 1000 }: { log: (line: string) => void; pollMs?: number }): JobWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let wokenWhileBusy = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      current = runDueJobs({ log })
        .then(() => undefined)
        .catch((error: unknown) => log(`job worker: ${describe(error)}`))
        .finally(() => {
          current = undefined;
          if (!stopped) schedule(wokenWhileBusy ? 20 : pollMs);
          wokenWhileBusy = false;
        });
    }, delay);
  };

  // A request's transaction commits a moment after it queued the job: look shortly after.
  onJobWake(() => {
    if (stopped) return;
    if (current) wokenWhileBusy = true;
    else schedule(20);
  });
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      onJobWake(undefined);
      await current;
    },
  };
}
