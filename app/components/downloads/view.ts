import type { FormReply } from "~/chunks/forms";
import type { FailureReason, FileKind, RecordSource, RecordState, SkippedBarcode } from "~/domain/downloads";
import type { Translate } from "~/i18n/translator";

/**
 * What the download centre's components show, as plain data the routes compute from the records
 * service (dates already written in the reader's language and time zone, links already built), and
 * the small rules of how it is shown.
 */

export type DownloadSource = RecordSource;
/** A record's state as shown: "expired" is a record whose files are gone (it can be generated again). */
export type RecordStatusView = RecordState;

export type RecordFileView = {
  /** The download path (`/downloadCenter/files/<token>`). */
  href: string;
  /** The same as an absolute address, shown so it can be selected and copied. */
  url: string;
  kind: FileKind;
  resolution: "standard" | "high" | null;
  /** The size written in the reader's language ("120 MB"). */
  size: string;
};

export type RecordView = {
  id: number;
  source: DownloadSource;
  categoryName: string | null;
  status: RecordStatusView;
  fileCount: number;
  productCount: number;
  /** The size of all its files, written in the reader's language. */
  size: string;
  /** The generation time, written out, and as an ISO string for <time>. */
  generatedAt: string;
  generatedAtIso: string;
  /** When the files stop being downloadable (null while generating, or when failed). */
  expiresAt: string | null;
  expiresAtIso: string | null;
  /** Whether its images carry the watermark (null until the job decided it). */
  watermarked: boolean | null;
  skipped: SkippedBarcode[];
  /** Why it failed (null unless failed). */
  failureReason: FailureReason | null;
  files: RecordFileView[];
};

/** The name of each file of a record, in order: "Zip file" alone, "Part 2 of 3", "Video 1, high resolution". */
export function fileNames(files: readonly RecordFileView[], t: Translate): string[] {
  const zips = files.filter((file) => file.kind === "zip").length;
  let zip = 0;
  let video = 0;
  return files.map((file) => {
    if (file.kind === "zip") {
      zip += 1;
      return zips === 1 ? t("downloads:records.zip") : t("downloads:records.part", { part: zip, parts: zips });
    }
    if (file.kind === "video") video += 1;
    // A video by its resolution (records.standard, records.high: only videos have one); a price
    // list's one file by its kind (records.xlsx, records.pdf).
    return t(`downloads:records.${file.resolution ?? file.kind}`, { number: video });
  });
}

/** Whether a record's links can be sent by e-mail (it has files to download). */
export const canSend = (record: Pick<RecordView, "status" | "files">): boolean => record.status === "done" && record.files.length > 0;

export type Announcement = "nowDone" | "nowFailed" | null;

/**
 * What the polite live region says after the records were read again: a record that was
 * generating and is now done (or failed). Records that appear or vanish say nothing; a done one
 * wins over a failed one when both happen in one reading.
 */
export function announcementFor(before: ReadonlyMap<number, RecordStatusView>, after: readonly Pick<RecordView, "id" | "status">[]): Announcement {
  let said: Announcement = null;
  for (const record of after) {
    if (before.get(record.id) !== "generating") continue;
    if (record.status === "done") return "nowDone";
    if (record.status === "failed") said = "nowFailed";
  }
  return said;
}

/** The statuses of records by id, to compare with the next reading. */
export const statusesOf = (records: readonly Pick<RecordView, "id" | "status">[]): Map<number, RecordStatusView> => new Map(records.map((record) => [record.id, record.status]));

/** Every value a refused form sent under a name (the ticked boxes of a group). */
export function replyValues(reply: FormReply | null | undefined, name: string): string[] {
  const value = reply?.initialValue?.[name];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The kinds of file a package may hold, as the "what to include" boxes post them (`include`). */
export const INCLUDE_KINDS = ["images", "thumbnails", "cardImages", "documents"] as const;
export type IncludeKind = (typeof INCLUDE_KINDS)[number];
/** The videos a package may hold, as the radio buttons post them (`video`). */
export const VIDEO_CHOICES = ["none", "standard", "high"] as const;
export type VideoChoice = (typeof VIDEO_CHOICES)[number];

/** What the "what to include" fieldset shows ticked. */
export type IncludeChoice = { kinds: IncludeKind[]; video: VideoChoice; unwatermarked: boolean };

/**
 * The fieldset's state: what a refused form sent, or the first visit's defaults (product images,
 * no videos; images without the watermark ticked for an approved account).
 */
export function includeChoice(sent: { kinds: readonly string[]; video: string; unwatermarked: string } | null, approved: boolean): IncludeChoice {
  if (!sent) return { kinds: ["images"], video: "none", unwatermarked: approved };
  return {
    kinds: INCLUDE_KINDS.filter((kind) => sent.kinds.includes(kind)),
    video: (VIDEO_CHOICES as readonly string[]).includes(sent.video) ? (sent.video as VideoChoice) : "none",
    unwatermarked: sent.unwatermarked === "on",
  };
}
