/**
 * Shipping labels (decision 0114): the rules that need no database. A label is a PDF checked by
 * its content, never by its name or the browser's type.
 */

/** SPEC.md "shipping label PDF at most 20 MB". */
export const LABEL_MAX_BYTES = 20 * 1024 * 1024;
/** The upload's body limit (server/app.ts uploadLimitOf): the file and the form's framing. */
export const LABEL_MAX_BODY_BYTES = LABEL_MAX_BYTES + 256 * 1024;
/** One label a parcel, at most 10 an order. */
export const LABELS_PER_ORDER = 10;
/** Carrier tag and tracking number: 1–50 characters after trimming. */
export const LABEL_FIELD_MAX = 50;
/** While the order is in one of these its labels may be added, replaced and deleted. */
export const LABEL_OPEN_STATUSES = ["submitted", "unshipped"] as const;

export const labelsOpen = (status: string): boolean => (LABEL_OPEN_STATUSES as readonly string[]).includes(status);

export type PdfProblem = "empty" | "notPdf" | "truncated" | "noPage" | "tooLarge";

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString("latin1");

/**
 * Why the bytes are not a label PDF, or null: it starts with `%PDF-1.` or `%PDF-2.`, has `%%EOF`
 * within its last 1,024 bytes and at least one `/Type /Page` object (not only `/Pages`).
 */
export function pdfProblem(bytes: Uint8Array): PdfProblem | null {
  if (bytes.byteLength === 0) return "empty";
  if (bytes.byteLength > LABEL_MAX_BYTES) return "tooLarge";
  const head = ascii(bytes, 0, 8);
  if (!/^%PDF-[12]\./.test(head)) return "notPdf";
  if (!ascii(bytes, Math.max(0, bytes.byteLength - 1024), bytes.byteLength).includes("%%EOF")) return "truncated";
  // A page object: "/Type /Page" (any white space, or none) not followed by "s" (the page tree).
  if (!/\/Type\s*\/Page(?![A-Za-z])/.test(ascii(bytes, 0, bytes.byteLength))) return "noPage";
  return null;
}

/** The file name as given, cleaned to letters, digits, `_`, `.` and `-` (at most 100), ending in .pdf. */
export function cleanLabelFileName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[/\\]/)
    .pop()!
    .replace(/\.pdf$/i, "")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 96);
  return `${base === "" ? "label" : base}.pdf`;
}
