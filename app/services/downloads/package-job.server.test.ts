import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { downloadFiles, downloadRecords, imagePermissions, jobs, productVideos } from "~/db/schema";
import { JOB_LEASE_SECONDS, claimJob, extendJobLease } from "~/services/platform/jobs.server";
import { runNextJob } from "~/services/platform/job-worker.server";
import { type Storage, configureStorage, localStorage } from "~/services/platform/storage.server";
import { actorFor } from "~tests/support/requests";
import { meanDifference, picture, pixels } from "~tests/support/images";
import { listKeys, readZip, storedBytes } from "~tests/support/zip";
import { DEMO_VIDEOS, demoDocuments, demoVideoFiles } from "../../../scripts/demo/downloads";
import { ABANDONED_WRITE_HOURS, cleanUpDownloads, scheduleDownloadCleanup } from "./cleanup-job.server";
import { keepLease, mediaKey } from "./package-job.server";
import { findDownloadFile, requestBarcodePackage, requestCategoryPackage } from "./records.server";

// Decision 0103: the package job end to end on a local storage folder, its crashes and retries,
// and the daily clean-up. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const DAY = 86_400_000;
const SECOND = 1000;
let folder: string;
let files: Storage;

/** The storage the job sees: the folder, with a way to make it fail on purpose. */
let failNext: ((key: string, operation: "put" | "get") => boolean) | null = null;
const flaky = (inner: Storage): Storage => ({
  ...inner,
  async put(key, body, options) {
    if (failNext?.(key, "put")) throw new Error(`simulated crash writing ${key}`);
    return inner.put(key, body, options);
  },
  async get(key, range) {
    if (failNext?.(key, "get")) throw new Error(`simulated crash reading ${key}`);
    return inner.get(key, range);
  },
});

async function products(condition: ReturnType<typeof sql>, limit: number) {
  const rows = await queryRows<{ id: number; barcode: string; images: string[] }>(db(), sql`select p.id, p.barcode, p.images from products p where ${condition} order by p.id limit ${limit}`);
  return rows.map((row) => ({ id: Number(row.id), barcode: row.barcode, images: row.images }));
}

/** Product-like pictures (a mark over them changes pixels) where the products' media keys point. */
async function putPictures(images: string[]) {
  for (const [index, image] of images.entries()) await files.put(mediaKey(image), await picture(480, 480, "webp", ["#eef4fb", "#f6f1ea", "#eef7f1"][index % 3]));
}

async function recordRow(id: number) {
  const [row] = await db().select().from(downloadRecords).where(eq(downloadRecords.id, id));
  return row!;
}

async function jobRow(id: number) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** Works due jobs until this one has been worked once (as the server's worker would); other due jobs run too. */
async function work(jobId: number, now = new Date()): Promise<void> {
  await db().update(jobs).set({ runAt: sql`least(${jobs.runAt}, ${now.toISOString()}::timestamptz)` }).where(eq(jobs.id, jobId));
  const before = (await jobRow(jobId)).attempts;
  for (let i = 0; i < 50 && (await jobRow(jobId)).attempts === before; i += 1) {
    if (!(await runNextJob(() => {}, now))) break;
  }
  expect((await jobRow(jobId)).attempts).toBe(before + 1);
}

const keys = (prefix: string) => listKeys(files, prefix);
const bytesOf = (key: string) => storedBytes(files, key);

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "dlmodel-files-"));
  files = localStorage(folder);
  configureStorage(flaky(files));
  for (const document of await demoDocuments()) if (document.brandKey === "aigostar") await files.put(document.key, document.bytes);
  for (const video of await demoVideoFiles()) await files.put(video.key, video.bytes);
});

afterAll(async () => {
  failNext = null;
  await rm(folder, { recursive: true, force: true });
});

describe("the download-package job", () => {
  it("generates a package end to end: zip parts and videos recorded, the record done, its files valid 7 days", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    const [withVideo] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and exists (select 1 from product_videos v where v.product_id = p.id)`, 1);
    const [plain] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) >= 2 and not exists (select 1 from product_videos v where v.product_id = p.id)`, 1);
    await putPictures([...withVideo!.images, ...plain!.images]);
    const outcome = await requestBarcodePackage(actor, {
      brandKey: "aigostar",
      file: null,
      typed: `${withVideo!.barcode}, ${plain!.barcode}`,
      parts: ["images", "thumbnails", "cardImages", "documents", "videos"],
      videoResolution: "high",
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { jobId } = await recordRow(outcome.recordId);
    await work(jobId!);

    const record = await recordRow(outcome.recordId);
    expect(record).toMatchObject({ status: "done", failureReason: null, watermarked: true, productCount: 2, attempt: 1 });
    expect(record.filesExpireAt!.getTime() - record.finishedAt!.getTime()).toBe(7 * DAY);
    expect((await jobRow(jobId!)).status).toBe("done");
    const rows = await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, outcome.recordId)).orderBy(downloadFiles.kind, downloadFiles.part);
    expect(record.fileCount).toBe(rows.length);
    expect(record.bytes).toBe(rows.reduce((sum, row) => sum + row.bytes, 0));

    const zips = rows.filter((row) => row.kind === "zip");
    expect(zips.length).toBeGreaterThanOrEqual(1);
    const entries: string[] = [];
    for (const zip of zips) {
      expect(zip.storageKey.startsWith(`packages/${outcome.recordId}/1/`)).toBe(true);
      expect(zip.fileName).toMatch(/^aigostar-barcodes-\d+-part-\d+\.zip$/);
      const bytes = await bytesOf(zip.storageKey);
      expect(bytes.length).toBe(zip.bytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(zip.sha256);
      entries.push(...(await readZip(bytes)).map((entry) => entry.name));
    }
    const [document] = await queryRows<{ file_name: string }>(db(), sql`select file_name from product_documents where product_id = ${plain!.id} order by id limit 1`);
    for (const product of [withVideo!, plain!]) {
      expect(entries).toContain(`${product.barcode}/images/1.webp`);
      expect(entries).toContain(`${product.barcode}/thumbnails/1.webp`);
      expect(entries).toContain(`${product.barcode}/card-images/1.webp`);
      expect(entries.filter((entry) => entry.startsWith(`${product.barcode}/images/`))).toHaveLength(product.images.length);
      expect(entries.filter((entry) => entry.startsWith(`${product.barcode}/card-images/`))).toHaveLength(1);
    }
    expect(entries).toContain(`${plain!.barcode}/documents/${document!.file_name}`);
    expect(entries.some((entry) => entry.endsWith(".mp4"))).toBe(false);

    // Videos are files of their own, one per video, pointing at the product's video.
    const videos = rows.filter((row) => row.kind === "video");
    const high = DEMO_VIDEOS.find((video) => video.resolution === "high")!;
    expect(videos.map((video) => [video.fileName, video.storageKey])).toEqual([[`${withVideo!.barcode}-high-1.mp4`, high.key]]);
    expect(videos[0]!.sha256).toBe(createHash("sha256").update(await bytesOf(high.key)).digest("hex"));

    for (const row of rows) expect(await findDownloadFile(actor.accountId, row.token)).toMatchObject({ storageKey: row.storageKey, bytes: row.bytes });
  });

  it("leaves nothing downloadable when it crashes in the middle; the retry writes afresh and finishes; the clean-up removes the first attempt's objects", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    const [product] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and exists (select 1 from product_videos v where v.product_id = p.id)`, 1);
    await putPictures(product!.images);
    const outcome = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["images", "videos"] });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { jobId } = await recordRow(outcome.recordId);

    // The zip part is written, then reading the video fails: the attempt dies before recording anything.
    failNext = (key, operation) => operation === "get" && key.startsWith("media/videos/");
    const start = new Date();
    await work(jobId!, start);
    failNext = null;
    expect(await recordRow(outcome.recordId)).toMatchObject({ status: "generating", attempt: 1, fileCount: 0 });
    expect(await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, outcome.recordId))).toEqual([]);
    expect(await jobRow(jobId!)).toMatchObject({ status: "queued", attempts: 1 });
    expect(await keys(`packages/${outcome.recordId}/`)).toEqual([expect.stringMatching(new RegExp(`^packages/${outcome.recordId}/1/part-1\\.zip$`))]);

    // The worker dies right after claiming the next attempt: another takes it once the lease has run out.
    const later = new Date(start.getTime() + 10 * SECOND);
    await db().update(jobs).set({ runAt: later }).where(eq(jobs.id, jobId!));
    let claimed = await claimJob(later);
    while (claimed && claimed.id !== jobId) claimed = await claimJob(later);
    expect(claimed).toMatchObject({ id: jobId, attempts: 2 });
    await work(jobId!, new Date(later.getTime() + (JOB_LEASE_SECONDS + 1) * SECOND));

    const record = await recordRow(outcome.recordId);
    expect(record).toMatchObject({ status: "done", attempt: 2, failureReason: null });
    const rows = await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, outcome.recordId));
    expect(rows.map((row) => row.kind).sort()).toEqual(["video", "zip"]);
    expect(rows.find((row) => row.kind === "zip")!.storageKey).toBe(`packages/${outcome.recordId}/2/part-1.zip`);
    expect(await keys(`packages/${outcome.recordId}/`)).toEqual([`packages/${outcome.recordId}/1/part-1.zip`, `packages/${outcome.recordId}/2/part-1.zip`]);

    const { summary, commit } = await cleanUpDownloads();
    await db().transaction((tx) => commit(tx));
    expect(summary.leftovers).toBeGreaterThanOrEqual(1);
    expect(await keys(`packages/${outcome.recordId}/`)).toEqual([`packages/${outcome.recordId}/2/part-1.zip`]);
  });

  it("fails the record at once when a source is missing from storage, with the reason", async () => {
    const actor = await actorFor("buyer.mx@demo.test");
    const [product] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0`, 1);
    await files.delete(mediaKey(product!.images[0]!));
    const outcome = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["images"] });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { jobId } = await recordRow(outcome.recordId);
    await work(jobId!);
    expect(await recordRow(outcome.recordId)).toMatchObject({ status: "failed", failureReason: "missingSource" });
    expect(await jobRow(jobId!)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await recordRow(outcome.recordId)).finishedAt).toBeInstanceOf(Date);
  });

  it("fails the record at once when a picture is damaged, with the reason", async () => {
    const actor = await actorFor("buyer.nl@demo.test");
    const [product] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0 and p.category_id in (select id from categories where slug = 'kettles')`, 1);
    await files.put(mediaKey(product!.images[0]!), "this is not a picture");
    const outcome = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["thumbnails"] });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { jobId } = await recordRow(outcome.recordId);
    await work(jobId!);
    expect(await recordRow(outcome.recordId)).toMatchObject({ status: "failed", failureReason: "damagedSource" });
    expect(await jobRow(jobId!)).toMatchObject({ status: "failed", attempts: 1 });
    expect(await keys(`packages/${outcome.recordId}/`)).toEqual([]);
  });

  it("fails the record after its last attempt when generation keeps failing", async () => {
    const actor = await actorFor("box@demo.test");
    const [product] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0`, 1);
    await putPictures(product!.images);
    const outcome = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["images"] });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { jobId } = await recordRow(outcome.recordId);
    failNext = (key, operation) => operation === "put" && key.startsWith(`packages/${outcome.recordId}/`);
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await work(jobId!, now);
      expect((await recordRow(outcome.recordId)).status).toBe(attempt < 3 ? "generating" : "failed");
      now = new Date(now.getTime() + 3600 * SECOND);
    }
    failNext = null;
    expect(await recordRow(outcome.recordId)).toMatchObject({ status: "failed", failureReason: "generationFailed", attempt: 3 });
    expect(await jobRow(jobId!)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("decides the watermark when it runs: the brand's mark on every image until the account is approved, none after", async () => {
    const actor = await actorFor("test@demo.test");
    const [product] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0`, 1);
    await putPictures(product!.images);
    const thumbnailOf = async (recordId: number) => {
      const [zip] = await db().select().from(downloadFiles).where(and(eq(downloadFiles.recordId, recordId), eq(downloadFiles.kind, "zip")));
      const entry = (await readZip(await bytesOf(zip!.storageKey))).find((candidate) => candidate.name === `${product!.barcode}/thumbnails/1.webp`);
      return pixels(entry!.bytes);
    };
    const generate = async () => {
      const outcome = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["thumbnails"] });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      await work((await recordRow(outcome.recordId)).jobId!);
      return outcome.recordId;
    };
    const marked = await generate();
    expect(await recordRow(marked)).toMatchObject({ status: "done", watermarked: true });
    // Asked while not approved; approved before the job runs: no mark.
    const plainRecord = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["thumbnails"] });
    if (!plainRecord.ok) throw new Error(JSON.stringify(plainRecord));
    await db().insert(imagePermissions).values({ accountId: actor.accountId, purpose: "website", status: "approved", decidedAt: new Date(), decidedBy: "test" });
    await work((await recordRow(plainRecord.recordId)).jobId!);
    expect(await recordRow(plainRecord.recordId)).toMatchObject({ status: "done", watermarked: false });

    const [a, b] = [await thumbnailOf(marked), await thumbnailOf(plainRecord.recordId)];
    expect([a.width, a.height]).toEqual([600, 600]);
    // The mark sits bottom right; the rest of the picture is the same.
    expect(meanDifference(a, b, { left: 440, top: 440, width: 160, height: 160 })).toBeGreaterThan(2);
    expect(meanDifference(a, b, { left: 0, top: 0, width: 300, height: 300 })).toBeLessThan(1);
  });

  it("does nothing for a record that is no longer generating under this job", async () => {
    const actor = await actorFor("buyer.nl@demo.test");
    const [kitchen] = await queryRows<{ id: number }>(db(), sql`select id from categories where brand_key = 'aigostar' and slug = 'kettles'`);
    const outcome = await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: Number(kitchen!.id), parts: ["documents"] });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { jobId } = await recordRow(outcome.recordId);
    await db().delete(downloadRecords).where(eq(downloadRecords.id, outcome.recordId));
    await work(jobId!);
    expect(await jobRow(jobId!)).toMatchObject({ status: "done" });
  });
});

describe("the job's lease", () => {
  it("is renewed while the job works, and the work is stopped once another worker holds the job", async () => {
    const [job] = await db().insert(jobs).values({ kind: "download-cleanup", payload: {}, maxAttempts: 3, status: "running", attempts: 1, lockedUntil: new Date(Date.now() + 5 * SECOND) }).returning();
    expect(await extendJobLease({ id: job!.id, attempts: 2 })).toBe(false);
    const lease = keepLease({ id: job!.id, attempts: 1 }, 20);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const renewed = (await jobRow(job!.id)).lockedUntil!;
    expect(renewed.getTime()).toBeGreaterThan(Date.now() + (JOB_LEASE_SECONDS - 5) * SECOND);
    expect(lease.signal.aborted).toBe(false);
    // Its lease ran out and another worker claimed it: this one must stop.
    await db().update(jobs).set({ attempts: 2 }).where(eq(jobs.id, job!.id));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lease.signal.aborted).toBe(true);
    lease.stop();
    await db().delete(jobs).where(eq(jobs.id, job!.id));
  });
});

describe("the daily clean-up", () => {
  it("deletes expired files with their rows (the record stays, expired), records past 30 days, and leftovers; keeps product videos and what is generating; queues its next run", async () => {
    const actor = await actorFor("buyer.pl@demo.test");
    const [product] = await products(sql`p.brand_key = 'aigostar' and not p.off_market and exists (select 1 from product_videos v where v.product_id = p.id)`, 1);
    await putPictures(product!.images);
    const make = async () => {
      const outcome = await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: product!.barcode, parts: ["images", "videos"] });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      await work((await recordRow(outcome.recordId)).jobId!);
      return outcome.recordId;
    };
    const expiring = await make();
    const old = await make();
    const valid = await make();
    await db().update(downloadRecords).set({ filesExpireAt: new Date(Date.now() - SECOND) }).where(eq(downloadRecords.id, expiring));
    await db().update(downloadRecords).set({ expiresAt: new Date(Date.now() - SECOND) }).where(eq(downloadRecords.id, old));
    // A generating record's objects (its attempt at work) and an orphan of a deleted record.
    const [generating] = await db()
      .insert(downloadRecords)
      .values({ accountId: actor.accountId, brandKey: "aigostar", source: "cart", request: { parts: ["images"], videoResolution: "standard", unwatermarked: false, productIds: [product!.id], fileName: null }, expiresAt: new Date(Date.now() + DAY) })
      .returning({ id: downloadRecords.id });
    await files.put(`packages/${generating!.id}/1/part-1.zip`, "half");
    await files.put("packages/99999999/1/part-1.zip", "orphan");
    await db().delete(jobs).where(and(eq(jobs.kind, "download-cleanup"), eq(jobs.status, "queued")));
    await scheduleDownloadCleanup();
    const [cleanupJob] = await db().select().from(jobs).where(and(eq(jobs.kind, "download-cleanup"), eq(jobs.status, "queued")));
    const videoKeys = (await db().selectDistinct({ key: productVideos.storageKey }).from(productVideos)).map((row) => row.key);

    const started = Date.now();
    await work(cleanupJob!.id);

    expect(await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, expiring))).toEqual([]);
    expect(await keys(`packages/${expiring}/`)).toEqual([]);
    expect(await recordRow(expiring)).toMatchObject({ status: "done" });
    expect(await db().select().from(downloadRecords).where(eq(downloadRecords.id, old))).toEqual([]);
    expect(await keys(`packages/${old}/`)).toEqual([]);
    expect((await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, valid))).length).toBe(2);
    expect(await keys(`packages/${valid}/`)).toHaveLength(1);
    expect(await keys(`packages/${generating!.id}/`)).toEqual([`packages/${generating!.id}/1/part-1.zip`]);
    expect(await keys("packages/99999999/")).toEqual([]);
    for (const key of videoKeys) expect(await files.head(key)).not.toBeNull();

    expect(await jobRow(cleanupJob!.id)).toMatchObject({ status: "done" });
    const next = await db().select().from(jobs).where(and(eq(jobs.kind, "download-cleanup"), eq(jobs.status, "queued")));
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThanOrEqual(started + 24 * 3600 * SECOND - 5 * SECOND);
    // Asking again (a server's start) keeps one queued run.
    await scheduleDownloadCleanup();
    expect(await db().select().from(jobs).where(and(eq(jobs.kind, "download-cleanup"), eq(jobs.status, "queued")))).toHaveLength(1);
  });

  it("removes the partial files of writes killed in the middle once ABANDONED_WRITE_HOURS old (far past the job's lease), counts them and logs it; a younger one stays", async () => {
    /** The hidden files of the storage folder (a put writes `.<name>.<random>.partial` beside its target). */
    const partials = async () =>
      (await readdir(folder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && entry.name.endsWith(".partial"))
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .sort();
    /** A put that stopped in the middle, as a killed server left it, last written `ageMs` ago. */
    const killedWrite = async (key: string, ageMs: number) => {
      const before = await partials();
      const stream = new PassThrough();
      const writing = files.put(key, stream).catch(() => undefined);
      stream.write(Buffer.alloc(64 * 1024, 9));
      for (let i = 0; i < 100 && (await partials()).length === before.length; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      const [partial] = (await partials()).filter((name) => !before.includes(name));
      if (!partial) throw new Error(`no partial file of ${key}`);
      const time = new Date(Date.now() - ageMs);
      await utimes(path.join(folder, partial), time, time);
      return { partial, abandon: () => (stream.destroy(new Error("killed")), writing) };
    };
    const HOUR = 3600 * SECOND;
    // A package part and a product picture, their servers killed a day ago; a package part killed
    // twice the lease ago (its retry is at work: the clean-up must not judge by the lease).
    const abandoned = [await killedWrite("packages/424242/1/part-1.zip", 24 * HOUR), await killedWrite("media/products/aigostar/killed.webp", (ABANDONED_WRITE_HOURS + 1) * HOUR)];
    const recent = await killedWrite("packages/424243/1/part-1.zip", 2 * JOB_LEASE_SECONDS * SECOND);
    expect(ABANDONED_WRITE_HOURS * 3600).toBeGreaterThan(10 * JOB_LEASE_SECONDS);

    await db().delete(jobs).where(and(eq(jobs.kind, "download-cleanup"), eq(jobs.status, "queued")));
    await scheduleDownloadCleanup();
    const lines: string[] = [];
    while (await runNextJob((line) => lines.push(line))) {
      // every due job, the clean-up among them
    }
    expect(await partials()).toEqual([recent.partial]);
    expect(lines).toEqual([expect.stringMatching(/^download clean-up: .*, 2 abandoned writes removed$/)]);
    // Counted in the clean-up's summary too; nothing left to remove the second time.
    expect((await cleanUpDownloads()).summary.abandonedWrites).toBe(0);
    expect((await cleanUpDownloads(new Date(Date.now() + ABANDONED_WRITE_HOURS * HOUR))).summary.abandonedWrites).toBe(1);
    for (const write of [...abandoned, recent]) await write.abandon();
    expect(await partials()).toEqual([]);
  });
});
