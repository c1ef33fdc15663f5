import { type ImportEntry, type ImportProblem, MAX_IMPORT_BODY_BYTES, MAX_TYPED_CHARS, displayFileName, parseTyped, rowsToEntries } from "~/domain/barcode-import";
import { readImportFile } from "./import-files.server";

/**
 * Reading a barcode upload (a spreadsheet, or barcodes typed in a text field) from a multipart
 * form, shared by the cart import and the download centre: the body under a size cap, then the
 * file through the safe readers of import-files.server.ts, or the typed text.
 */

export type LimitedForm = { ok: true; form: FormData } | { ok: false; problem: "tooLarge" | "unreadable"; status: 400 | 413 };

/**
 * Reads the body with a cap (the cart import's by default; a banner's picture allows more) (a body without a length, or a test's request, is cut off at the
 * limit instead of being read whole), then the form. `bodyTooLarge`: the HTTP layer already read
 * and dropped a body announced over the limit.
 */
export async function readLimitedForm(request: Request, { bodyTooLarge, maxBytes = MAX_IMPORT_BODY_BYTES }: { bodyTooLarge: boolean; maxBytes?: number }): Promise<LimitedForm> {
  const tooLarge = { ok: false as const, problem: "tooLarge" as const, status: 413 as const };
  if (bodyTooLarge) return tooLarge;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge;
  }
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  try {
    const form = await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
      body: Buffer.concat(chunks),
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, problem: "unreadable", status: 400 };
  }
}

export type BarcodeSource = "file" | "typed";

export type BarcodeRead =
  | { ok: true; source: BarcodeSource; fileName: string | null; entries: ImportEntry[] }
  | { ok: false; problem: ImportProblem; source: BarcodeSource; typed: string; status: 400 | 413 };

/** The field names of the file input and the typed text. */
export type BarcodeFields = { file: string; typed: string };

const DEFAULT_FIELDS: BarcodeFields = { file: "file", typed: "barcodes" };

const chosenFile = (value: FormDataEntryValue | null): File | null => (value && typeof value !== "string" && !(value.size === 0 && value.name === "") ? value : null);

/** The text typed in the form's barcode field ("" when absent). */
export function typedBarcodes(form: FormData, fields: BarcodeFields = DEFAULT_FIELDS): string {
  const value = form.get(fields.typed);
  return typeof value === "string" ? value : "";
}

/**
 * Which of the two the form gives when it holds both a file input and a text field (the download
 * centre's one barcode form): a chosen file wins; otherwise the typed text, if any; otherwise the
 * file, whose absence is then the message ("a barcode file must be uploaded first").
 */
export function barcodeSourceOf(form: FormData, fields: BarcodeFields = DEFAULT_FIELDS): BarcodeSource {
  if (chosenFile(form.get(fields.file))) return "file";
  return typedBarcodes(form, fields).trim() === "" ? "file" : "typed";
}

/** The barcodes of the form from the given source, as entries, or why the whole is refused. */
export async function readBarcodes(form: FormData, source: BarcodeSource, fields: BarcodeFields = DEFAULT_FIELDS): Promise<BarcodeRead> {
  if (source === "typed") {
    const typed = typedBarcodes(form, fields);
    const fail = (problem: ImportProblem) => ({ ok: false as const, problem, source, typed: typed.slice(0, MAX_TYPED_CHARS), status: 400 as const });
    if (typed.length > MAX_TYPED_CHARS) return fail("tooMany");
    const parsed = rowsToEntries(parseTyped(typed), { header: false });
    if (!parsed.ok) return fail(parsed.problem === "empty" ? "typedEmpty" : parsed.problem);
    return { ok: true, source, fileName: null, entries: parsed.entries };
  }
  const fail = (problem: ImportProblem) => ({ ok: false as const, problem, source, typed: "", status: problem === "tooLarge" ? (413 as const) : (400 as const) });
  const file = chosenFile(form.get(fields.file));
  if (!file) return fail("noFile");
  const read = await readImportFile({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  if (!read.ok) return fail(read.problem);
  const parsed = rowsToEntries(read.rows, { header: true });
  if (!parsed.ok) return fail(parsed.problem);
  return { ok: true, source, fileName: displayFileName(file.name), entries: parsed.entries };
}
