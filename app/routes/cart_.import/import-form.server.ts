import type { ImportEntry, ImportProblem } from "~/domain/barcode-import";
import { readBarcodes, readLimitedForm } from "~/services/cart/barcode-request.server";

export type ImportRequest =
  | { ok: true; source: "file" | "typed"; fileName: string | null; entries: ImportEntry[] }
  | { ok: false; problem: ImportProblem; intent: "file" | "typed"; typed: string; status: 400 | 413 };

/** The import form (a file, or typed barcodes, told apart by `intent`) as entries, or why it is refused as a whole. */
export async function readImportRequest(request: Request, { bodyTooLarge }: { bodyTooLarge: boolean }): Promise<ImportRequest> {
  const limited = await readLimitedForm(request, { bodyTooLarge });
  if (!limited.ok) return { ok: false, problem: limited.problem, intent: "file", typed: "", status: limited.status };
  const intent = limited.form.get("intent") === "typed" ? "typed" : "file";
  const read = await readBarcodes(limited.form, intent);
  if (!read.ok) return { ok: false, problem: read.problem, intent, typed: read.typed, status: read.status };
  return read;
}
