/**
 * The download centre's rules (SPEC.md sections 3, 4, 7, 9; decision 0103): how long records and
 * files are kept, what a package may hold, the states a buyer sees and the refusals the pages
 * translate. Pure: the services apply them.
 */
import type { Language } from "~/i18n/languages";
import { MAX_IMPORT_BARCODES, numberFormat } from "~/chunks/shell";

/** The centre lists the latest 10 records (SPEC.md section 9). */
export const LATEST_RECORDS = 10;
/** Records per page of the full list (the last 30 days) and of the cart download history. */
export const RECORDS_PAGE_SIZE = 20;
/** Records are kept 30 days from their request (SPEC.md section 9). */
export const RECORD_DAYS = 30;
/** Each file is valid 7 days from its generation (SPEC.md section 9). */
export const FILE_DAYS = 7;
/** Zip parts hold at most this much, so a part downloads on a slow line (decision 0103). */
export const PACKAGE_PART_BYTES = 200 * 1024 * 1024;
/** A third package of an account is refused while two generate. */
export const MAX_GENERATING_PER_ACCOUNT = 2;
/** By barcode: at most as many as the cart import takes. */
export const MAX_PACKAGE_BARCODES = MAX_IMPORT_BARCODES;
/**
 * A category package holds at most this many products: a whole first-level category of a large
 * catalogue is tens of gigabytes of pictures; the buyer picks a narrower category instead.
 */
export const MAX_PACKAGE_PRODUCTS = 5_000;
/** A package job is tried this often (a few seconds apart) before its record is failed. */
export const PACKAGE_JOB_ATTEMPTS = 3;
/** The clean-up runs once a day. */
export const CLEANUP_INTERVAL_HOURS = 24;
/** The note of a request for unwatermarked images. */
export const MAX_PERMISSION_NOTE_CHARS = 500;
/** The reason of a refused request. */
export const MAX_PERMISSION_REASON_CHARS = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

export const PACKAGE_SOURCES = ["category", "barcodes", "cart"] as const;
export type PackageSource = (typeof PACKAGE_SOURCES)[number];
/** What a record holds: a package of one of those sources, or a price list written in the background (decision 0113 item 6). */
export type RecordSource = PackageSource | "priceList";

/** What a buyer may tick; at least one. */
export const PACKAGE_PARTS = ["images", "thumbnails", "cardImages", "documents", "videos"] as const;
export type PackagePart = (typeof PACKAGE_PARTS)[number];

export const VIDEO_RESOLUTIONS = ["standard", "high"] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

export const DOCUMENT_KINDS = ["manual", "specification"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type PackageContents = {
  parts: PackagePart[];
  /** Which videos, when videos are ticked. */
  videoResolution: VideoResolution;
  /** The buyer asked for images without the watermark (allowed only once approved). */
  unwatermarked: boolean;
};

/**
 * What the record keeps of the request: enough to generate it again ("redownload"). A category
 * package is the category's products when the job runs; the others name their products.
 */
export type PackageRequest = PackageContents & {
  productIds: number[] | null;
  /** The uploaded file's shown name (by barcode). */
  fileName: string | null;
  /** A price list's format and language (source `priceList`; its parts are empty, its category is the record's). */
  priceList?: { format: "xlsx" | "pdf"; lng: string };
};

export type StoredStatus = "generating" | "done" | "failed";
/** What the buyer sees: a done record whose files have passed their date is expired. */
export type RecordState = StoredStatus | "expired";

/** A package's zip parts and videos; a price list's one workbook or PDF. */
export type FileKind = "zip" | "video" | "xlsx" | "pdf";

/** Why a barcode of a request was left out; keys under `downloads:skipped`. */
export type SkipReason = "invalidBarcode" | "unknown" | "otherBrand" | "outOfScope" | "offMarket";
export type SkippedBarcode = { barcode: string; reason: SkipReason };

/** Why a generation failed; keys under `downloads:failures`. */
export type FailureReason = "missingSource" | "damagedSource" | "generationFailed" | "noProducts";

export type ImportProblemKey = "empty" | "typedEmpty" | "tooMany" | "malformed" | "formula" | "wrongType" | "tooLarge" | "unreadable";

/** A request refused at the form, nothing generated; keys under `downloads:problems`. */
export type PackageProblem =
  | { key: "noCategory" }
  | { key: "noFile" }
  | { key: "file"; problem: ImportProblemKey }
  | { key: "nothingIncluded" }
  | { key: "nothingToPackage"; skipped: SkippedBarcode[] }
  | { key: "tooManyProducts"; max: number }
  | { key: "tooManyGenerating"; max: number }
  | { key: "underReview" }
  | { key: "unwatermarkedNotAllowed" }
  | { key: "notRedownloadable" }
  | { key: "notSendable" };

export function recordState(status: StoredStatus, filesExpireAt: Date | null, now: Date): RecordState {
  if (status === "done" && (filesExpireAt === null || filesExpireAt.getTime() <= now.getTime())) return "expired";
  return status;
}

/** A record may be generated again once its files have expired, or after it failed. */
export function canRedownload(state: RecordState): boolean {
  return state === "expired" || state === "failed";
}

/** When a record requested at this moment is deleted. */
export function recordExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + RECORD_DAYS * DAY_MS);
}

/** Files are valid 7 days from generation, never past their record (which takes them with it). */
export function filesExpiry(finishedAt: Date, recordExpiresAt: Date): Date {
  return new Date(Math.min(finishedAt.getTime() + FILE_DAYS * DAY_MS, recordExpiresAt.getTime()));
}

/** The ticked parts in their fixed order, each once; unknown values dropped. */
export function normalizeParts(values: readonly string[]): PackagePart[] {
  const given = new Set(values);
  return PACKAGE_PARTS.filter((part) => given.has(part));
}

export const includesImages = (parts: readonly PackagePart[]) => parts.some((part) => part === "images" || part === "thumbnails" || part === "cardImages");

/**
 * How many files the ticked parts make of some products, to refuse a package that would hold none:
 * `images` of them in all, `mainImages` products with at least one (a card image each).
 */
export function fileCount(parts: readonly PackagePart[], totals: { images: number; mainImages: number; documents: number; videos: number }): number {
  const set = new Set(parts);
  return (
    (set.has("images") ? totals.images : 0) +
    (set.has("thumbnails") ? totals.images : 0) +
    (set.has("cardImages") ? totals.mainImages : 0) +
    (set.has("documents") ? totals.documents : 0) +
    (set.has("videos") ? totals.videos : 0)
  );
}

/**
 * Paths inside a zip: one folder per product named by its barcode. Only barcodes (digits) and
 * stored file names are used, each reduced to safe characters, so no entry leaves its folder.
 */
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+/, "")
    .replace(/-+/g, "-")
    .slice(0, 120);
  return cleaned === "" ? "file" : cleaned;
}

export function extensionOf(path: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(path);
  return match ? match[1]!.toLowerCase() : "bin";
}

export type EntryPlan = { path: string; sourcePath: string; variant: "original" | "thumbnail" | "card" };

/** The image entries of one product: originals and thumbnails of every image, a card image of the main one. */
export function imageEntries(barcode: string, images: readonly string[], parts: readonly PackagePart[]): EntryPlan[] {
  const set = new Set(parts);
  const folder = safeEntryName(barcode);
  const entries: EntryPlan[] = [];
  images.forEach((source, index) => {
    const n = index + 1;
    if (set.has("images")) entries.push({ path: `${folder}/images/${n}.${extensionOf(source)}`, sourcePath: source, variant: "original" });
    if (set.has("thumbnails")) entries.push({ path: `${folder}/thumbnails/${n}.webp`, sourcePath: source, variant: "thumbnail" });
    if (set.has("cardImages") && index === 0) entries.push({ path: `${folder}/card-images/${n}.webp`, sourcePath: source, variant: "card" });
  });
  return entries;
}

export function documentEntryPath(barcode: string, fileName: string, taken: Set<string>): string {
  const folder = `${safeEntryName(barcode)}/documents/`;
  const base = safeEntryName(fileName);
  let candidate = `${folder}${base}`;
  for (let n = 2; taken.has(candidate); n += 1) {
    const dot = base.lastIndexOf(".");
    candidate = dot > 0 ? `${folder}${base.slice(0, dot)}-${n}${base.slice(dot)}` : `${folder}${base}-${n}`;
  }
  taken.add(candidate);
  return candidate;
}

export function videoFileName(barcode: string, resolution: VideoResolution, n: number, source: string): string {
  return `${safeEntryName(barcode)}-${resolution}-${n}.${extensionOf(source)}`;
}

/** Where a file of a package is downloaded (the centre's file route). */
export const downloadFileHref = (token: string) => `/downloadCenter/files/${encodeURIComponent(token)}`;

/** The base name of a package's zip parts. */
export function packageBaseName(brandKey: string, source: RecordSource, recordId: number): string {
  return safeEntryName(`${brandKey}-${source}-${recordId}`);
}

/**
 * Where one attempt writes its objects: a new folder per attempt, so an interrupted attempt's
 * objects are never mistaken for the next one's; the daily clean-up removes them.
 */
export function packagePrefix(recordId: number, attempt: number): string {
  return `packages/${recordId}/${attempt}/`;
}

/** The record a key under packages/ belongs to; null for anything else. */
export function recordOfPackageKey(key: string): number | null {
  const match = /^packages\/(\d{1,12})\//.exec(key);
  return match ? Number(match[1]) : null;
}

export const PERMISSION_PURPOSES = ["website", "customers"] as const;
export type PermissionPurpose = (typeof PERMISSION_PURPOSES)[number];
export type PermissionStatus = "review" | "refused" | "approved";
/** The account's state: its latest request, or none. */
export type PermissionState = PermissionStatus | "none";

/** Whether the account may ask (again): first time, or after a refusal. */
export function canRequestPermission(state: PermissionState): boolean {
  return state === "none" || state === "refused";
}

/** What asking for unwatermarked images answers in each state; null when allowed. */
export function unwatermarkedProblem(state: PermissionState): PackageProblem | null {
  if (state === "approved") return null;
  if (state === "review") return { key: "underReview" };
  return { key: "unwatermarkedNotAllowed" };
}

/** Images leave the shop watermarked unless the account is approved when the job runs. */
export const watermarkedFor = (state: PermissionState) => state !== "approved";

/** A file's size as a buyer reads it: kB below a megabyte, MB below a gigabyte, else GB. */
export function formatFileSize(bytes: number, lng: Language): string {
  const [unit, divisor] = bytes < 1_000_000 ? (["kilobyte", 1_000] as const) : bytes < 1_000_000_000 ? (["megabyte", 1_000_000] as const) : (["gigabyte", 1_000_000_000] as const);
  const value = Math.max(bytes / divisor, bytes > 0 ? 0.1 : 0);
  return numberFormat(lng, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value);
}
