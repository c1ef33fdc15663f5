import type { ShopClient } from "./client";
import { type PageForm, postForms } from "./forms";

/**
 * The download centre as a buyer's browser meets it (decision 0103): its barcode form, and its
 * records table, each row `id="record-<id>"` with `data-status` and, once done, its files' links.
 * Shared by the reliability cases and the bench's downloads section.
 */
export const CENTRE = "/downloadCenter";
/** What the packages of the suite and the bench hold: pictures, thumbnails and card images. */
export const IMAGE_PARTS = ["images", "thumbnails", "cardImages"] as const;
export const FILE_LINK = /href="(\/downloadCenter\/files\/[^"?#]+)"/g;

export type RecordRow = { id: number; status: string; files: string[] };

/** The records a page of the centre lists. */
export function recordRows(html: string): RecordRow[] {
  const rows: RecordRow[] = [];
  for (const match of html.matchAll(/<tr\b([^>]*\bid="record-(\d+)"[^>]*)>([\s\S]*?)<\/tr>/g)) {
    const status = /\bdata-status="([^"]*)"/.exec(match[1]!)?.[1] ?? "";
    const files = [...new Set([...match[3]!.matchAll(FILE_LINK)].map((link) => link[1]!))];
    rows.push({ id: Number(match[2]), status, files });
  }
  return rows;
}

/** The centre's page and its barcode form (intent=barcodes); throws when the page or the form is missing. */
export async function barcodeForm(client: ShopClient): Promise<{ html: string; form: PageForm }> {
  const response = await client.get(CENTRE);
  if (response.status !== 200) throw new Error(`${CENTRE} answered ${response.status} ${response.headers.get("location") ?? ""}`.trim());
  const html = await response.text();
  const form = postForms(html, CENTRE).find((candidate) => candidate.fields.some((field) => field.name === "intent" && field.value === "barcodes"));
  if (!form) throw new Error(`${CENTRE} has no form with intent=barcodes`);
  return { html, form };
}

/**
 * The barcode form filled as a buyer would: typed barcodes or a file (an empty text box beside
 * it), pictures, thumbnails and card images ticked, the first choice of each radio group (no video).
 */
export function barcodeSubmission(form: PageForm, { typed = "", file }: { typed?: string; file?: { name: string; bytes: Uint8Array } }): FormData {
  const data = new FormData();
  const names = new Set(form.fields.map((field) => field.name));
  for (const required of ["intent", "barcodes", "include", "file"]) if (!names.has(required)) throw new Error(`the barcode form has no "${required}" field`);
  const radios = new Set<string>();
  for (const field of form.fields) {
    if (field.kind === "file" || field.kind === "button" || field.name === "barcodes") continue;
    if (field.kind === "checkbox") {
      if (field.name === "include" && (IMAGE_PARTS as readonly string[]).includes(field.value)) data.append(field.name, field.value);
      continue;
    }
    if (field.kind === "radio") {
      if (radios.has(field.name)) continue;
      radios.add(field.name);
    }
    data.append(field.name, field.value);
  }
  const included = data.getAll("include");
  for (const part of IMAGE_PARTS) if (!included.includes(part)) throw new Error(`the barcode form offers no "${part}" to include`);
  data.append("barcodes", typed);
  // A browser sends the file field even when none was chosen: no name, no bytes.
  data.append("file", new Blob([Uint8Array.from(file?.bytes ?? [])], { type: "application/octet-stream" }), file?.name ?? "");
  return data;
}

/** The records the centre lists now. */
export async function listedRecords(client: ShopClient): Promise<RecordRow[]> {
  const response = await client.get(CENTRE);
  if (response.status !== 200) throw new Error(`${CENTRE} answered ${response.status}`);
  return recordRows(await response.text());
}

/**
 * Asks for a package through the barcode form with typed barcodes; the new record's id (the one
 * the centre lists afterwards that it did not before), or the refusal's status.
 */
export async function requestPackage(client: ShopClient, barcodes: readonly string[]): Promise<{ recordId: number } | { status: number; body: string }> {
  const { html, form } = await barcodeForm(client);
  const before = new Set(recordRows(html).map((row) => row.id));
  const response = await client.postMultipart(form.action, barcodeSubmission(form, { typed: barcodes.join(", ") }));
  if (response.status !== 302 && response.status !== 303) return { status: response.status, body: await response.text() };
  const fresh = (await listedRecords(client)).filter((row) => !before.has(row.id)).sort((a, b) => b.id - a.id)[0];
  if (!fresh) throw new Error(`the barcode form answered ${response.status} but ${CENTRE} lists no new record`);
  return { recordId: fresh.id };
}

/** Waits until the record is no longer generating (polling the centre); its row then, or null after the timeout. */
export async function waitForRecord(client: ShopClient, recordId: number, { timeoutMs, everyMs = 500 }: { timeoutMs: number; everyMs?: number }): Promise<RecordRow | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = (await listedRecords(client).catch(() => [])).find((candidate) => candidate.id === recordId);
    if (row && row.status !== "generating") return row;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return null;
}
