import { randomBytes } from "node:crypto";
import { type SQL, and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { type Transaction, db } from "~/db/client.server";
import { accounts, categories, companies, downloadFiles, downloadRecords } from "~/db/schema";
import { MAX_TYPED_CHARS, type ImportProblem, displayFileName, parseTyped, rowsToEntries } from "~/domain/barcode-import";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import {
  type FailureReason,
  type FileKind,
  LATEST_RECORDS,
  MAX_GENERATING_PER_ACCOUNT,
  MAX_PACKAGE_PRODUCTS,
  PACKAGE_JOB_ATTEMPTS,
  type PackageContents,
  type PackagePart,
  type PackageProblem,
  type PackageRequest,
  RECORDS_PAGE_SIZE,
  type RecordSource,
  type RecordState,
  type SkippedBarcode,
  type VideoResolution,
  canRedownload,
  downloadFileHref,
  formatFileSize,
  normalizeParts,
  recordExpiry,
  recordState,
  unwatermarkedProblem,
} from "~/domain/downloads";
import { FALLBACK_LANGUAGE, type Language, isLanguage } from "~/i18n/languages";
import { type UploadedFile, readImportFile } from "~/services/cart/import-files.server";
import { lockAccount } from "~/services/cart/cart.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { enqueueJob } from "~/services/platform/jobs.server";
import { linkBaseOf } from "~/services/platform/links.server";
import { queueMail } from "~/services/platform/mail.server";
import { type PackageScope, type ProductSelection, brandCategory, cartBarcodes, measureSelection, sortBarcodes } from "./package-products.server";
import { permissionState } from "./permissions.server";

/**
 * The download centre's records (decision 0103): a buyer asks for a package by category, by
 * barcodes or from the cart; the record and its `download-package` job are written in one
 * transaction; the job (package-job.server.ts) writes the files. Everything here is scoped to the
 * acting account: another account's record or file is null (the pages answer 404).
 */

/** What every way of asking takes: the brand (from the host) and what to include. */
export type PackageOptions = {
  brandKey: string;
  /** The ticked parts, as the form sent them (unknown values are dropped). */
  parts: readonly string[];
  videoResolution?: VideoResolution;
  unwatermarked?: boolean;
  now?: Date;
};

export type RequestOutcome = { ok: true; recordId: number; skipped: SkippedBarcode[] } | { ok: false; problem: PackageProblem };

const refuse = (problem: PackageProblem) => ({ ok: false as const, problem });

const scopeOf = (actor: Actor, brandKey: string): PackageScope => ({ brandKey, salesScopeId: actor.salesScopeId });

/** What to include, or why not: nothing ticked, or unwatermarked images the account may not have. */
async function contentsOf(actor: Actor, options: PackageOptions): Promise<PackageContents | { problem: PackageProblem }> {
  const parts = normalizeParts(options.parts);
  if (parts.length === 0) return { problem: { key: "nothingIncluded" } };
  const unwatermarked = options.unwatermarked === true;
  if (unwatermarked) {
    const problem = unwatermarkedProblem(await permissionState(actor.accountId));
    if (problem) return { problem };
  }
  return { parts, videoResolution: options.videoResolution === "high" ? "high" : "standard", unwatermarked };
}

type NewRecord = {
  source: RecordSource;
  categoryId: number | null;
  request: PackageRequest;
  skipped: SkippedBarcode[];
  productCount: number;
};

/** Refuses a selection that would make no file or too many products; else writes the record. */
async function measureAndCreate(actor: Actor, options: PackageOptions, contents: PackageContents, selection: ProductSelection, record: NewRecord): Promise<RequestOutcome> {
  const measured = await measureSelection(scopeOf(actor, options.brandKey), selection, contents);
  if (measured.products > MAX_PACKAGE_PRODUCTS) return refuse({ key: "tooManyProducts", max: MAX_PACKAGE_PRODUCTS });
  if (measured.files === 0) return refuse({ key: "nothingToPackage", skipped: record.skipped });
  return createRecord(actor, options, { ...record, productCount: measured.products });
}

/**
 * The record (generating) and its job, in one transaction. The account's row is locked first, so
 * two requests at once cannot both pass the limit of packages generating together.
 */
async function createRecord(actor: Actor, options: Pick<PackageOptions, "brandKey" | "now">, record: NewRecord): Promise<RequestOutcome> {
  const now = options.now ?? new Date();
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    if ((await generatingCount(tx, actor.accountId)) >= MAX_GENERATING_PER_ACCOUNT) {
      return refuse({ key: "tooManyGenerating", max: MAX_GENERATING_PER_ACCOUNT });
    }
    const [row] = await tx
      .insert(downloadRecords)
      .values({
        accountId: actor.accountId,
        salesmanId: actor.salesmanId,
        brandKey: options.brandKey,
        source: record.source,
        categoryId: record.categoryId,
        request: record.request,
        skipped: record.skipped,
        productCount: record.productCount,
        requestedAt: now,
        expiresAt: recordExpiry(now),
      })
      .returning({ id: downloadRecords.id });
    const recordId = row!.id;
    await queueRecordJob(tx, recordId, record.source);
    if (actor.salesmanId !== null) {
      await recordAudit(
        { accountId: actor.accountId, actorId: actor.salesmanId, action: "downloads.request", entity: "download_record", entityId: recordId, details: { source: record.source } },
        tx,
      );
    }
    return { ok: true as const, recordId, skipped: record.skipped };
  });
}

async function generatingCount(tx: Transaction, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(downloadRecords)
    .where(and(eq(downloadRecords.accountId, accountId), eq(downloadRecords.status, "generating")));
  return row?.n ?? 0;
}

/** The record's job: a package's, or a price list's (decision 0113 item 6). */
async function queueRecordJob(tx: Transaction, recordId: number, source: RecordSource): Promise<void> {
  const jobId = await enqueueJob(source === "priceList" ? "price-list" : "download-package", { recordId }, { executor: tx, maxAttempts: PACKAGE_JOB_ATTEMPTS });
  await tx.update(downloadRecords).set({ jobId }).where(eq(downloadRecords.id, recordId));
}

/** By category: a category of the brand at any level, its products (and those below it) in scope. */
export async function requestCategoryPackage(actor: Actor, options: PackageOptions & { categoryId: number | null }): Promise<RequestOutcome> {
  const category = options.categoryId === null ? null : await brandCategory(options.brandKey, options.categoryId);
  if (!category) return refuse({ key: "noCategory" });
  const contents = await contentsOf(actor, options);
  if ("problem" in contents) return refuse(contents.problem);
  return measureAndCreate(actor, options, contents, { categoryId: category.id }, {
    source: "category",
    categoryId: category.id,
    request: { ...contents, productIds: null, fileName: null },
    skipped: [],
    productCount: 0,
  });
}

const fileProblem = (problem: ImportProblem): PackageProblem => (problem === "noFile" ? { key: "noFile" } : { key: "file", problem });

/** The codes of a barcode file (its first column; a header row is skipped) or of typed text. */
async function barcodesOf(file: UploadedFile | null, typed: string): Promise<{ codes: string[]; fileName: string | null } | { problem: PackageProblem }> {
  if (file && !(file.bytes.length === 0 && file.name === "")) {
    const read = await readImportFile(file);
    if (!read.ok) return { problem: fileProblem(read.problem) };
    const entries = rowsToEntries(
      read.rows.map((row) => row.slice(0, 1)),
      { header: true },
    );
    if (!entries.ok) return { problem: fileProblem(entries.problem) };
    return { codes: entries.entries.map((entry) => entry.barcode), fileName: displayFileName(file.name) };
  }
  if (typed.trim() === "") return { problem: { key: "noFile" } };
  if (typed.length > MAX_TYPED_CHARS) return { problem: fileProblem("tooMany") };
  const entries = rowsToEntries(
    parseTyped(typed).map((row) => row.slice(0, 1)),
    { header: false },
  );
  if (!entries.ok) return { problem: fileProblem(entries.problem === "empty" ? "typedEmpty" : entries.problem) };
  return { codes: entries.entries.map((entry) => entry.barcode), fileName: null };
}

/**
 * By barcode: a spreadsheet (.xls, .xlsx, .csv, read by the cart import's safe readers) or typed
 * barcodes, at most 500. Unknown ones, another brand's and those outside the account's scope are
 * kept on the record with the reason; the rest are packaged.
 */
export async function requestBarcodePackage(actor: Actor, options: PackageOptions & { file: UploadedFile | null; typed: string }): Promise<RequestOutcome> {
  const given = await barcodesOf(options.file, options.typed);
  if ("problem" in given) return refuse(given.problem);
  const contents = await contentsOf(actor, options);
  if ("problem" in contents) return refuse(contents.problem);
  const { productIds, skipped } = await sortBarcodes(scopeOf(actor, options.brandKey), given.codes);
  return measureAndCreate(actor, options, contents, { productIds }, {
    source: "barcodes",
    categoryId: null,
    request: { ...contents, productIds, fileName: given.fileName },
    skipped,
    productCount: 0,
  });
}

/**
 * A price list too large to write in the request (decision 0113 item 6): a record of source
 * `priceList` whose job writes the one file. The selection was checked by the caller
 * (checkPriceListRequest); the same limit of records generating together applies.
 */
export async function requestPriceListRecord(
  actor: Actor,
  { brandKey, categoryId, format, lng, productCount, now }: { brandKey: string; categoryId: number | null; format: "xlsx" | "pdf"; lng: Language; productCount: number; now?: Date },
): Promise<RequestOutcome> {
  return createRecord(actor, { brandKey, now }, {
    source: "priceList",
    categoryId,
    request: { parts: [], videoResolution: "standard", unwatermarked: false, productIds: null, fileName: null, priceList: { format, lng } },
    skipped: [],
    productCount,
  });
}

/** From the cart: its products of the brand; other brands' lines and those out of scope are listed as skipped. */
export async function requestCartPackage(actor: Actor, options: PackageOptions): Promise<RequestOutcome> {
  const contents = await contentsOf(actor, options);
  if ("problem" in contents) return refuse(contents.problem);
  const { productIds, skipped } = await sortBarcodes(scopeOf(actor, options.brandKey), await cartBarcodes(actor.accountId));
  return measureAndCreate(actor, options, contents, { productIds }, {
    source: "cart",
    categoryId: null,
    request: { ...contents, productIds, fileName: null },
    skipped,
    productCount: 0,
  });
}

export type DownloadFileSummary = { token: string; kind: FileKind; part: number; fileName: string; bytes: number };

/** A record as the centre lists it (SPEC.md section 3: type, size, status, generation time, category, file count, expiry date, remark). */
export type RecordSummary = {
  id: number;
  brandKey: string;
  source: RecordSource;
  parts: PackagePart[];
  videoResolution: VideoResolution;
  state: RecordState;
  /** Whether the images carry the watermark; null until the job has run. */
  watermarked: boolean | null;
  bytes: number;
  fileCount: number;
  productCount: number;
  requestedAt: Date;
  finishedAt: Date | null;
  /** When the files stop being downloadable (the expiry date shown); null while generating or after a failure. */
  filesExpireAt: Date | null;
  category: { id: number; name: string } | null;
  /** The uploaded barcode file's name. */
  fileName: string | null;
  /** The remark: barcodes left out and, after a failure, why. */
  skipped: SkippedBarcode[];
  failureReason: FailureReason | null;
  /** The files, while they are valid. */
  files: DownloadFileSummary[];
};

export type RecordPage = { items: RecordSummary[]; total: number; page: number; pageSize: number; lastPage: number };

/**
 * The account's records of the last 30 days, newest first; `source: "cart"` is the cart download
 * history. A page past the end shows the last one.
 */
export async function listRecords(
  accountId: number,
  { page = 1, pageSize = RECORDS_PAGE_SIZE, source, lng, now = new Date() }: { page?: number; pageSize?: number; source?: RecordSource; lng: Language; now?: Date },
): Promise<RecordPage> {
  const where = and(eq(downloadRecords.accountId, accountId), gt(downloadRecords.expiresAt, now), source ? eq(downloadRecords.source, source) : undefined);
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(downloadRecords).where(where);
  const size = Math.max(1, Math.min(100, Math.floor(pageSize) || RECORDS_PAGE_SIZE));
  const lastPage = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const items = total === 0 ? [] : await summaries(where, { limit: size, offset: (current - 1) * size, lng, now });
  return { items, total, page: current, pageSize: size, lastPage };
}

/** The latest 10 records, as the centre shows them. */
export async function latestRecords(accountId: number, { lng, now = new Date() }: { lng: Language; now?: Date }): Promise<RecordSummary[]> {
  return summaries(and(eq(downloadRecords.accountId, accountId), gt(downloadRecords.expiresAt, now)), { limit: LATEST_RECORDS, offset: 0, lng, now });
}

/** One record of the account (null for another account's or one past its 30 days). */
export async function findRecord(accountId: number, recordId: number, { lng, now = new Date() }: { lng: Language; now?: Date }): Promise<RecordSummary | null> {
  if (!Number.isSafeInteger(recordId) || recordId <= 0 || recordId > 2_147_483_647) return null;
  const [found] = await summaries(and(eq(downloadRecords.id, recordId), eq(downloadRecords.accountId, accountId), gt(downloadRecords.expiresAt, now)), {
    limit: 1,
    offset: 0,
    lng,
    now,
  });
  return found ?? null;
}

async function summaries(where: SQL | undefined, { limit, offset, lng, now }: { limit: number; offset: number; lng: Language; now: Date }): Promise<RecordSummary[]> {
  const rows = await db()
    .select({
      id: downloadRecords.id,
      brandKey: downloadRecords.brandKey,
      source: downloadRecords.source,
      request: downloadRecords.request,
      status: downloadRecords.status,
      watermarked: downloadRecords.watermarked,
      bytes: downloadRecords.bytes,
      fileCount: downloadRecords.fileCount,
      productCount: downloadRecords.productCount,
      requestedAt: downloadRecords.requestedAt,
      finishedAt: downloadRecords.finishedAt,
      filesExpireAt: downloadRecords.filesExpireAt,
      categoryId: categories.id,
      categoryName: sql<string | null>`coalesce(${categories.names}->>${lng}::text, ${categories.names}->>'en')`,
      skipped: downloadRecords.skipped,
      failureReason: downloadRecords.failureReason,
    })
    .from(downloadRecords)
    .leftJoin(categories, eq(categories.id, downloadRecords.categoryId))
    .where(where)
    .orderBy(desc(downloadRecords.requestedAt), desc(downloadRecords.id))
    .limit(limit)
    .offset(offset);
  const states = new Map(rows.map((row) => [row.id, recordState(row.status, row.filesExpireAt, now)]));
  const withFiles = rows.filter((row) => states.get(row.id) === "done").map((row) => row.id);
  const files =
    withFiles.length === 0
      ? []
      : await db()
          .select({ recordId: downloadFiles.recordId, token: downloadFiles.token, kind: downloadFiles.kind, part: downloadFiles.part, fileName: downloadFiles.fileName, bytes: downloadFiles.bytes })
          .from(downloadFiles)
          .where(inArray(downloadFiles.recordId, withFiles))
          .orderBy(downloadFiles.recordId, downloadFiles.kind, downloadFiles.part);
  return rows.map((row) => ({
    id: row.id,
    brandKey: row.brandKey,
    source: row.source,
    parts: row.request.parts,
    videoResolution: row.request.videoResolution,
    state: states.get(row.id)!,
    watermarked: row.watermarked,
    bytes: row.bytes,
    fileCount: row.fileCount,
    productCount: row.productCount,
    requestedAt: row.requestedAt,
    finishedAt: row.finishedAt,
    filesExpireAt: row.status === "done" ? row.filesExpireAt : null,
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? "" },
    fileName: row.request.fileName,
    skipped: row.skipped,
    failureReason: row.status === "failed" ? row.failureReason : null,
    files: files.filter((file) => file.recordId === row.id).map(({ recordId: _recordId, ...file }) => file),
  }));
}

/**
 * An expired (or failed) record generated again: the same request, as a new job on the same
 * record. Null for another account's record; refused while it is generating or still valid, and
 * when two packages are already generating.
 */
export async function redownloadRecord(actor: Actor, recordId: number, { now = new Date() }: { now?: Date } = {}): Promise<{ ok: true } | { ok: false; problem: PackageProblem } | null> {
  if (!Number.isSafeInteger(recordId) || recordId <= 0 || recordId > 2_147_483_647) return null;
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [row] = await tx
      .select({ status: downloadRecords.status, filesExpireAt: downloadRecords.filesExpireAt, source: downloadRecords.source })
      .from(downloadRecords)
      .where(and(eq(downloadRecords.id, recordId), eq(downloadRecords.accountId, actor.accountId), gt(downloadRecords.expiresAt, now)));
    if (!row) return null;
    if (!canRedownload(recordState(row.status, row.filesExpireAt, now))) return refuse({ key: "notRedownloadable" });
    if ((await generatingCount(tx, actor.accountId)) >= MAX_GENERATING_PER_ACCOUNT) {
      return refuse({ key: "tooManyGenerating", max: MAX_GENERATING_PER_ACCOUNT });
    }
    // The expired files' rows go now (their objects are left to the daily clean-up): a link can
    // never point at the next generation's files.
    await tx.delete(downloadFiles).where(eq(downloadFiles.recordId, recordId));
    await tx
      .update(downloadRecords)
      .set({ status: "generating", failureReason: null, watermarked: null, fileCount: 0, bytes: 0, finishedAt: null, filesExpireAt: null, seenAt: null })
      .where(eq(downloadRecords.id, recordId));
    await queueRecordJob(tx, recordId, row.source);
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "downloads.redownload", entity: "download_record", entityId: recordId }, tx);
    }
    return { ok: true as const };
  });
}

export type DownloadFile = { recordId: number; kind: FileKind; fileName: string; storageKey: string; bytes: number; sha256: string; brandKey: string };

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A new file token: 128 random bits, base64url. */
export const newFileToken = () => randomBytes(16).toString("base64url");

/** The file behind a token, for its owner only and while it is valid; null otherwise (the page answers 404). */
export async function findDownloadFile(accountId: number, token: string, now = new Date()): Promise<DownloadFile | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db()
    .select({
      recordId: downloadFiles.recordId,
      kind: downloadFiles.kind,
      fileName: downloadFiles.fileName,
      storageKey: downloadFiles.storageKey,
      bytes: downloadFiles.bytes,
      sha256: downloadFiles.sha256,
      brandKey: downloadRecords.brandKey,
    })
    .from(downloadFiles)
    .innerJoin(downloadRecords, eq(downloadRecords.id, downloadFiles.recordId))
    .where(
      and(eq(downloadFiles.token, token), eq(downloadRecords.accountId, accountId), eq(downloadRecords.status, "done"), gt(downloadRecords.filesExpireAt, now)),
    );
  return row ?? null;
}

const unseen = (accountId: number) => and(eq(downloadRecords.accountId, accountId), isNotNull(downloadRecords.finishedAt), isNull(downloadRecords.seenAt));

/** Packages finished (done or failed) since the account last opened the centre: the header's count. */
export async function unseenDownloadCount(accountId: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(downloadRecords).where(unseen(accountId));
  return row?.n ?? 0;
}

/** The centre was opened: what has finished so far is seen. Returns how many were marked. */
export async function markDownloadsSeen(accountId: number, now = new Date()): Promise<number> {
  const rows = await db().update(downloadRecords).set({ seenAt: now }).where(unseen(accountId)).returning({ id: downloadRecords.id });
  return rows.length;
}

/**
 * The record's links mailed to the account's subscription e-mail (its e-mail when it has none),
 * in the account's language: a queued mail like the shop's others. Null for another account's
 * record; refused unless its files are valid.
 */
export async function sendDownloadLinks(
  actor: Actor,
  recordId: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ ok: true; messageId: number; to: string } | { ok: false; problem: PackageProblem } | null> {
  if (!Number.isSafeInteger(recordId) || recordId <= 0 || recordId > 2_147_483_647) return null;
  const [recipient] = await db()
    .select({ email: accounts.email, subscriptionEmail: accounts.subscriptionEmail, fullName: accounts.fullName, language: accounts.language, countryCode: companies.countryCode })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, actor.accountId));
  const lng: Language = isLanguage(recipient?.language) ? recipient.language : FALLBACK_LANGUAGE;
  const record = await findRecord(actor.accountId, recordId, { lng, now });
  if (!record || !recipient) return null;
  if (record.state !== "done" || record.files.length === 0) return refuse({ key: "notSendable" });
  const { origin, brandName } = linkBaseOf(record.brandKey);
  const to = recipient.subscriptionEmail?.trim() || recipient.email;
  const links = record.files.map((file) => `${file.fileName} (${formatFileSize(file.bytes, lng)})\n${origin}${downloadFileHref(file.token)}`).join("\n\n");
  const messageId = await db().transaction(async (tx) => {
    const id = await queueMail(
      { accountId: actor.accountId, email: to, language: lng },
      "downloadLinks",
      {
        brand: brandName,
        name: recipient.fullName,
        files: String(record.files.length),
        links,
        until: formatDateTime(record.filesExpireAt!.toISOString(), lng, timeZoneForCountry(recipient.countryCode)),
      },
      { executor: tx },
    );
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "downloads.send", entity: "download_record", entityId: recordId }, tx);
    }
    return id;
  });
  return { ok: true, messageId, to };
}
