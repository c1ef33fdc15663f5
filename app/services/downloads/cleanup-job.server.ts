import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { downloadFiles, downloadRecords } from "~/db/schema";
import { CLEANUP_INTERVAL_HOURS, recordOfPackageKey } from "~/domain/downloads";
import { storage } from "~/services/platform/storage.server";

/**
 * The daily `download-cleanup` job (decision 0103): files past their 7 days are deleted with
 * their rows (the record stays, expired, and can be generated again); records past their 30 days
 * are deleted; objects under `packages/` that no row points at and whose record is not generating
 * (an interrupted attempt's, a redownloaded record's old files) are deleted; what writes killed in
 * the middle left in the storage (local partial files, unfinished multipart uploads: decision 0105)
 * is removed once ABANDONED_WRITE_HOURS old. It queues its next run with its completion. Only
 * objects under `packages/` are ever deleted: a video's row points at the product's own video,
 * which stays.
 */

/**
 * How long a write must have lain untouched before the clean-up takes it for one whose process
 * was killed: a local partial file not written to for this long, a multipart upload started this
 * long ago. Far longer than a job's lease (JOB_LEASE_SECONDS, 2 minutes: the time after which a
 * killed package job is retried, in a new attempt's files) and than writing the largest object
 * takes (a zip part of at most 200 MB), so a write still going on is never touched.
 */
export const ABANDONED_WRITE_HOURS = 6;

const isPackageKey = (key: string) => key.startsWith("packages/");

/** Queues the next clean-up, unless one is queued already (a server's start, and each run, ask for one). */
export async function scheduleDownloadCleanup(executor: Executor = db(), runAt = new Date()): Promise<void> {
  await executor.execute(
    sql`insert into jobs (kind, payload, max_attempts, run_at)
        select 'download-cleanup', '{}'::jsonb, 3, ${runAt.toISOString()}::timestamptz
        where not exists (select 1 from jobs where kind = 'download-cleanup' and status = 'queued')`,
  );
}

async function deleteObjects(keys: Iterable<string>): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    if (!isPackageKey(key)) continue;
    await storage().delete(key);
    deleted += 1;
  }
  return deleted;
}

export type CleanupSummary = { expiredFiles: number; expiredRecords: number; leftovers: number; abandonedWrites: number };

/** The clean-up's work outside a transaction; returns the row deletions to commit with the job. */
export async function cleanUpDownloads(now = new Date()): Promise<{ summary: CleanupSummary; commit(executor: Executor): Promise<void> }> {
  // Files past their date, and every file of a record past its 30 days.
  const expired = await db()
    .select({ id: downloadFiles.id, storageKey: downloadFiles.storageKey })
    .from(downloadFiles)
    .innerJoin(downloadRecords, eq(downloadRecords.id, downloadFiles.recordId))
    .where(sql`${downloadRecords.filesExpireAt} <= ${now.toISOString()}::timestamptz or ${downloadRecords.expiresAt} <= ${now.toISOString()}::timestamptz`);
  await deleteObjects(expired.map((file) => file.storageKey));
  const oldRecords = await db().select({ id: downloadRecords.id }).from(downloadRecords).where(lte(downloadRecords.expiresAt, now));

  // Objects no row points at, of records that are not generating (or are gone).
  const listed: string[] = [];
  for await (const key of storage().list("packages/")) listed.push(key);
  const recordIds = [...new Set(listed.map(recordOfPackageKey).filter((id): id is number => id !== null))];
  const dropping = new Set(oldRecords.map((record) => record.id));
  const generating = new Set<number>();
  const kept = new Set<string>();
  if (recordIds.length > 0) {
    for (const row of await db().select({ id: downloadRecords.id }).from(downloadRecords).where(and(inArray(downloadRecords.id, recordIds), eq(downloadRecords.status, "generating")))) {
      if (!dropping.has(row.id)) generating.add(row.id);
    }
    const expiredIds = new Set(expired.map((file) => file.id));
    for (const row of await db().select({ id: downloadFiles.id, storageKey: downloadFiles.storageKey }).from(downloadFiles).where(inArray(downloadFiles.recordId, recordIds))) {
      if (!expiredIds.has(row.id)) kept.add(row.storageKey);
    }
  }
  const leftovers = listed.filter((key) => {
    const recordId = recordOfPackageKey(key);
    return recordId === null || (!generating.has(recordId) && !kept.has(key));
  });
  await deleteObjects(leftovers);

  // Anywhere in the storage: a put of product media can be killed as well as a package's.
  const abandonedWrites = await storage().removeAbandonedWrites(new Date(now.getTime() - ABANDONED_WRITE_HOURS * 60 * 60 * 1000));

  return {
    summary: { expiredFiles: expired.length, expiredRecords: oldRecords.length, leftovers: leftovers.length, abandonedWrites },
    async commit(executor) {
      if (expired.length > 0) await executor.delete(downloadFiles).where(inArray(downloadFiles.id, expired.map((file) => file.id)));
      if (oldRecords.length > 0) await executor.delete(downloadRecords).where(inArray(downloadRecords.id, oldRecords.map((record) => record.id)));
    },
  };
}

/** The line the server log gets when the clean-up removed anything. */
export function cleanupLine(summary: CleanupSummary): string | null {
  if (Object.values(summary).every((n) => n === 0)) return null;
  return `download clean-up: ${summary.expiredFiles} expired files, ${summary.expiredRecords} records past 30 days, ${summary.leftovers} leftover package objects, ${summary.abandonedWrites} abandoned writes removed`;
}

/** The job: cleans up, then, with its completion, deletes the rows, queues tomorrow's run and logs what it removed. */
export async function runCleanupJob(_job: unknown, log: (line: string) => void = () => {}): Promise<(executor: Executor) => Promise<void>> {
  const now = new Date();
  const { summary, commit } = await cleanUpDownloads(now);
  return async (executor) => {
    await commit(executor);
    await scheduleDownloadCleanup(executor, new Date(now.getTime() + CLEANUP_INTERVAL_HOURS * 60 * 60 * 1000));
    const line = cleanupLine(summary);
    if (line) log(line);
  };
}
