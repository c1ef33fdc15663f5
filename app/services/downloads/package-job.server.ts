import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type Executor, db } from "~/db/client.server";
import { accounts, companies, downloadFiles, downloadRecords, productDocuments, productVideos } from "~/db/schema";
import {
  type FailureReason,
  type FileKind,
  MAX_PACKAGE_PRODUCTS,
  PACKAGE_PART_BYTES,
  type PackagePart,
  type PackageRequest,
  type RecordSource,
  type VideoResolution,
  documentEntryPath,
  filesExpiry,
  imageEntries,
  packageBaseName,
  packagePrefix,
  videoFileName,
  watermarkedFor,
} from "~/domain/downloads";
import type { BrandKey } from "~/services/platform/brands.server";
import { type ClaimedJob, JOB_LEASE_SECONDS, PermanentJobError, extendJobLease } from "~/services/platform/jobs.server";
import { type Storage, storage } from "~/services/platform/storage.server";
import { EntryTooLargeError, ImageSourceError, MissingSourceError, type PackageEntry, type WrittenPart, writeZipParts } from "./package-writer.server";
import { type PackageProduct, type ProductSelection, packageProducts } from "./package-products.server";
import { permissionState } from "./permissions.server";
import { newFileToken } from "./records.server";

/**
 * The `download-package` job (decision 0103): builds a record's package from its request, writes
 * the zip parts to storage under a folder of this attempt, and then, in one transaction with the
 * job's completion, records the files and marks the record done. Until that commit nothing is
 * downloadable: a crash leaves objects without rows (the daily clean-up removes them) and the
 * retried job writes afresh under a new folder. Only the attempt that took the record may finish it.
 */

const payload = z.object({ recordId: z.number().int().positive() });

/** Where media objects live in storage: a product's `images` holds paths under `media/`. */
export const mediaKey = (path: string) => `media/${path}`;

/** A failure trying again will not mend, with the reason the buyer reads on the record. */
export class FailedPackage extends PermanentJobError {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

class LeaseLostError extends Error {}

/**
 * Keeps the job's lease while it works (the lease is JOB_LEASE_SECONDS; a package may take
 * longer): renewed every quarter of it. When the job is found to be another worker's, the signal
 * aborts the work. stop() ends the renewals.
 */
export function keepLease(job: Pick<ClaimedJob, "id" | "attempts">, everyMs = (JOB_LEASE_SECONDS * 1000) / 4): { signal: AbortSignal; stop(): void } {
  const controller = new AbortController();
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    extendJobLease(job)
      .then((kept) => {
        if (!kept) controller.abort(new LeaseLostError(`job ${job.id} is no longer this worker's`));
      })
      .catch(() => {
        // A failed renewal (the database away for a moment) is tried again at the next tick.
      })
      .finally(() => {
        renewing = false;
      });
  }, everyMs);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

/** A record as its generation needs it. */
export type PackageRecord = {
  id: number;
  accountId: number;
  brandKey: string;
  source: RecordSource;
  categoryId: number | null;
  request: PackageRequest;
  expiresAt: Date;
  /** This attempt's number: its folder in storage, and the only attempt allowed to finish the record. */
  attempt: number;
};

const recordColumns = {
  id: downloadRecords.id,
  accountId: downloadRecords.accountId,
  brandKey: downloadRecords.brandKey,
  source: downloadRecords.source,
  categoryId: downloadRecords.categoryId,
  request: downloadRecords.request,
  expiresAt: downloadRecords.expiresAt,
  attempt: downloadRecords.attempt,
};

/** Takes the record for this attempt: still generating and still this job's. Null when there is nothing to do. */
export async function takeRecord(executor: Executor, recordId: number, jobId: number): Promise<PackageRecord | null> {
  const [row] = await executor
    .update(downloadRecords)
    .set({ attempt: sql`${downloadRecords.attempt} + 1` })
    .where(and(eq(downloadRecords.id, recordId), eq(downloadRecords.status, "generating"), eq(downloadRecords.jobId, jobId)))
    .returning(recordColumns);
  return row ?? null;
}

async function salesScopeOf(executor: Executor, accountId: number): Promise<number | null> {
  const [row] = await executor.select({ scope: companies.salesScopeId }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.id, accountId));
  return row?.scope ?? null;
}

export type PlannedFile = { kind: FileKind; part: number; fileName: string; storageKey: string; bytes: number; sha256: string };

/** What generating a package needs: the database, the storage, and a signal to stop. */
export type PackageDeps = { executor: Executor; storage: Storage; signal?: AbortSignal };

/** The zip's entries: per product, its images (in the ticked variants) and its documents. */
async function zipEntries(executor: Executor, products: PackageProduct[], parts: PackagePart[], watermark: BrandKey | null): Promise<PackageEntry[]> {
  const documents =
    parts.includes("documents") && products.length > 0
      ? await executor
          .select({ productId: productDocuments.productId, storageKey: productDocuments.storageKey, fileName: productDocuments.fileName })
          .from(productDocuments)
          .where(inArray(productDocuments.productId, products.map((product) => product.id)))
          .orderBy(productDocuments.productId, productDocuments.id)
      : [];
  const entries: PackageEntry[] = [];
  for (const product of products) {
    for (const plan of imageEntries(product.barcode, product.images, parts)) {
      entries.push({ path: plan.path, key: mediaKey(plan.sourcePath), transform: { image: plan.variant, watermark } });
    }
    const taken = new Set<string>();
    for (const document of documents.filter((row) => row.productId === product.id)) {
      entries.push({ path: documentEntryPath(product.barcode, document.fileName, taken), key: document.storageKey, transform: "asIs" });
    }
  }
  return entries;
}

/** Videos are files of their own, never zipped: each row points at the product's video object. */
async function videoFiles(products: PackageProduct[], resolution: VideoResolution, { executor, storage, signal }: PackageDeps): Promise<PlannedFile[]> {
  if (products.length === 0) return [];
  const rows = await executor
    .select({ productId: productVideos.productId, storageKey: productVideos.storageKey })
    .from(productVideos)
    .where(and(inArray(productVideos.productId, products.map((product) => product.id)), eq(productVideos.resolution, resolution)))
    .orderBy(productVideos.productId, productVideos.id);
  const barcodes = new Map(products.map((product) => [product.id, product.barcode]));
  const files: PlannedFile[] = [];
  const perProduct = new Map<number, number>();
  for (const row of rows) {
    signal?.throwIfAborted();
    const n = (perProduct.get(row.productId) ?? 0) + 1;
    perProduct.set(row.productId, n);
    const object = await storage.get(row.storageKey);
    if (!object) throw new FailedPackage("missingSource", `video ${row.storageKey} is not in storage`);
    const hash = createHash("sha256");
    for await (const chunk of object.body) hash.update(chunk as Buffer);
    files.push({ kind: "video", part: files.length + 1, fileName: videoFileName(barcodes.get(row.productId)!, resolution, n, row.storageKey), storageKey: row.storageKey, bytes: object.size, sha256: hash.digest("hex") });
  }
  return files;
}

function selectionOf(record: PackageRecord): ProductSelection {
  if (record.source === "category" && record.categoryId !== null) return { categoryId: record.categoryId };
  return { productIds: record.request.productIds ?? [] };
}

/** What a job wrote: a package's files, or a price list's one (whose images question does not arise: watermarked null). */
export type BuiltPackage = { watermarked: boolean | null; productCount: number; files: PlannedFile[] };

/**
 * Writes a record's package: today's products in scope and today's permission (not the request's:
 * a package holds what may be given now), zip parts under the attempt's folder, videos as their
 * own files. Records nothing: see finishPackage.
 */
export async function buildPackage(record: PackageRecord, deps: PackageDeps): Promise<BuiltPackage> {
  const { executor } = deps;
  const scope = { brandKey: record.brandKey, salesScopeId: await salesScopeOf(executor, record.accountId) };
  const watermarked = watermarkedFor(await permissionState(record.accountId, executor));
  const products = await packageProducts(executor, scope, selectionOf(record), MAX_PACKAGE_PRODUCTS);
  if (products.length === 0) throw new FailedPackage("noProducts", "none of the package's products may be given now");
  const entries = await zipEntries(executor, products, record.request.parts, watermarked ? (record.brandKey as BrandKey) : null);
  const written: WrittenPart[] =
    entries.length === 0
      ? []
      : await writeZipParts(entries, {
          storage: deps.storage,
          keyPrefix: packagePrefix(record.id, record.attempt),
          baseName: packageBaseName(record.brandKey, record.source, record.id),
          partBytes: PACKAGE_PART_BYTES,
          signal: deps.signal,
        });
  const videos = record.request.parts.includes("videos") ? await videoFiles(products, record.request.videoResolution, deps) : [];
  const files: PlannedFile[] = [
    ...written.map((part) => ({ kind: "zip" as const, part: part.part, fileName: part.fileName, storageKey: part.key, bytes: part.bytes, sha256: part.sha256 })),
    ...videos,
  ];
  if (files.length === 0) throw new FailedPackage("noProducts", "the package's products have no file of the kinds asked for");
  return { watermarked, productCount: products.length, files };
}

/**
 * Records a built package: its files and the record done, in the caller's transaction. Throws
 * when the record is no longer this attempt's (another worker took it over): nothing is recorded.
 */
export async function finishPackage(executor: Executor, record: PackageRecord, built: BuiltPackage, now = new Date()): Promise<void> {
  const [done] = await executor
    .update(downloadRecords)
    .set({
      status: "done",
      failureReason: null,
      watermarked: built.watermarked,
      productCount: built.productCount,
      fileCount: built.files.length,
      bytes: built.files.reduce((sum, file) => sum + file.bytes, 0),
      finishedAt: now,
      filesExpireAt: filesExpiry(now, record.expiresAt),
    })
    .where(and(eq(downloadRecords.id, record.id), eq(downloadRecords.status, "generating"), eq(downloadRecords.attempt, record.attempt)))
    .returning({ id: downloadRecords.id });
  if (!done) throw new LeaseLostError(`record ${record.id} is no longer attempt ${record.attempt}'s`);
  await executor.insert(downloadFiles).values(built.files.map((file) => ({ ...file, token: newFileToken(), recordId: record.id })));
}

/** A failure that trying again will not mend, with the reason the buyer reads; null for one worth retrying. */
function failureOf(error: unknown): FailedPackage | null {
  if (error instanceof FailedPackage) return error;
  if (error instanceof MissingSourceError) return new FailedPackage("missingSource", error.message);
  if (error instanceof ImageSourceError) return new FailedPackage("damagedSource", error.message);
  if (error instanceof EntryTooLargeError) return new FailedPackage("generationFailed", error.message);
  return null;
}

/**
 * A record's job, outside any transaction: takes the record for this attempt, builds its files
 * while keeping the lease, and returns what to record with the job's completion. A failure keeps
 * its reason on the record for the buyer. The package's job and the price list's (decision 0113
 * item 6) differ only in what they build.
 */
export async function runRecordJob(job: ClaimedJob, build: (record: PackageRecord, deps: PackageDeps) => Promise<BuiltPackage>): Promise<(executor: Executor) => Promise<void>> {
  const { recordId } = payload.parse(job.payload);
  const record = await takeRecord(db(), recordId, job.id);
  if (!record) return async () => {};
  const lease = keepLease(job);
  try {
    const built = await build(record, { executor: db(), storage: storage(), signal: lease.signal });
    lease.signal.throwIfAborted();
    return (executor) => finishPackage(executor, record, built);
  } catch (error) {
    const failure = failureOf(error);
    // Kept on the record for the last attempt: the reason the buyer reads once the job gives up.
    await db()
      .update(downloadRecords)
      .set({ failureReason: failure?.reason ?? "generationFailed" })
      .where(and(eq(downloadRecords.id, record.id), eq(downloadRecords.status, "generating"), eq(downloadRecords.attempt, record.attempt)));
    throw failure ?? error;
  } finally {
    lease.stop();
  }
}

/** The `download-package` job. */
export const runPackageJob = (job: ClaimedJob) => runRecordJob(job, buildPackage);

/** The job gave up: the record is failed, with the reason of its last attempt. */
export async function failPackage(job: ClaimedJob): Promise<void> {
  const parsed = payload.safeParse(job.payload);
  if (!parsed.success) return;
  await db()
    .update(downloadRecords)
    .set({ status: "failed", failureReason: sql`coalesce(${downloadRecords.failureReason}, 'generationFailed')`, finishedAt: new Date() })
    .where(and(eq(downloadRecords.id, parsed.data.recordId), eq(downloadRecords.status, "generating"), eq(downloadRecords.jobId, job.id)));
}
