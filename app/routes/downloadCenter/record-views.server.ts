import type { RecordView } from "~/components/downloads/view";
import { formatDateTime } from "~/domain/date-time";
import { downloadFileHref, formatFileSize } from "~/domain/downloads";
import type { Language } from "~/i18n/languages";
import type { RecordSummary } from "~/services/downloads/records.server";

/** How a page shows records: in the reader's language and time zone, links on the shop's configured address (as mailed). */
export type ViewSettings = { lng: Language; timeZone: string; origin: string };

/**
 * A record as the records table shows it. Its generation time is when it finished (when it was
 * asked for, while it generates); its expiry date is its files'; a video takes the resolution the
 * package asked for.
 */
export function recordView(record: RecordSummary, { lng, timeZone, origin }: ViewSettings): RecordView {
  const generated = (record.finishedAt ?? record.requestedAt).toISOString();
  const expires = record.filesExpireAt?.toISOString() ?? null;
  return {
    id: record.id,
    source: record.source,
    categoryName: record.category?.name ?? null,
    status: record.state,
    fileCount: record.fileCount,
    productCount: record.productCount,
    size: formatFileSize(record.bytes, lng),
    generatedAt: formatDateTime(generated, lng, timeZone),
    generatedAtIso: generated,
    expiresAt: expires ? formatDateTime(expires, lng, timeZone) : null,
    expiresAtIso: expires,
    watermarked: record.watermarked,
    skipped: record.skipped,
    failureReason: record.failureReason,
    files: record.files.map((file) => ({
      href: downloadFileHref(file.token),
      url: `${origin}${downloadFileHref(file.token)}`,
      kind: file.kind,
      resolution: file.kind === "video" ? record.videoResolution : null,
      size: formatFileSize(file.bytes, lng),
    })),
  };
}
