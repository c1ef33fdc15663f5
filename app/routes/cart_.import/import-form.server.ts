import { type ImportEntry, type ImportProblem, MAX_IMPORT_BODY_BYTES, MAX_TYPED_CHARS, displayFileName, parseTyped, rowsToEntries } from "~/domain/barcode-import";
import { readImportFile } from "~/services/cart/import-files.server";

export type ImportRequest =
  | { ok: true; source: "file" | "typed"; fileName: string | null; entries: ImportEntry[] }
  | { ok: false; problem: ImportProblem; intent: "file" | "typed"; typed: string; status: 400 | 413 };

/**
 * Reads the body with a cap (a body without a length, or a test's request, is cut off at the
 * limit instead of being read whole), then the form.
 */
async function limitedForm(request: Request): Promise<FormData | "tooLarge" | "malformed"> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_IMPORT_BODY_BYTES) {
    await request.body?.cancel().catch(() => undefined);
    return "tooLarge";
  }
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_IMPORT_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        return "tooLarge";
      }
      chunks.push(value);
    }
  }
  try {
    return await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
      body: Buffer.concat(chunks),
    }).formData();
  } catch {
    return "malformed";
  }
}

/** The import form (a file, or typed barcodes) as entries, or why it is refused as a whole. */
export async function readImportRequest(request: Request, { bodyTooLarge }: { bodyTooLarge: boolean }): Promise<ImportRequest> {
  const intentOf = (value: unknown): "file" | "typed" => (value === "typed" ? "typed" : "file");
  if (bodyTooLarge) return { ok: false, problem: "tooLarge", intent: "file", typed: "", status: 413 };
  const form = await limitedForm(request);
  if (form === "tooLarge") return { ok: false, problem: "tooLarge", intent: "file", typed: "", status: 413 };
  if (form === "malformed") return { ok: false, problem: "unreadable", intent: "file", typed: "", status: 400 };
  const intent = intentOf(form.get("intent"));
  if (intent === "typed") {
    const value = form.get("barcodes");
    const typed = typeof value === "string" ? value : "";
    const fail = (problem: ImportProblem) => ({ ok: false as const, problem, intent, typed: typed.slice(0, MAX_TYPED_CHARS), status: 400 as const });
    if (typed.length > MAX_TYPED_CHARS) return fail("tooMany");
    const parsed = rowsToEntries(parseTyped(typed), { header: false });
    if (!parsed.ok) return fail(parsed.problem === "empty" ? "typedEmpty" : parsed.problem);
    return { ok: true, source: "typed", fileName: null, entries: parsed.entries };
  }
  const file = form.get("file");
  const fail = (problem: ImportProblem) => ({ ok: false as const, problem, intent, typed: "", status: problem === "tooLarge" ? (413 as const) : (400 as const) });
  if (!file || typeof file === "string" || (file.size === 0 && file.name === "")) return fail("noFile");
  const read = await readImportFile({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  if (!read.ok) return fail(read.problem);
  const parsed = rowsToEntries(read.rows, { header: true });
  if (!parsed.ok) return fail(parsed.problem);
  return { ok: true, source: "file", fileName: displayFileName(file.name), entries: parsed.entries };
}
