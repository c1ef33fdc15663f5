import { inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import {
  type Cell,
  type ImportProblem,
  MAX_IMPORT_BARCODES,
  MAX_IMPORT_FILE_BYTES,
  contentMatches,
  fileKind,
  looksLikeFormula,
  parseCsv,
} from "~/domain/barcode-import";
import { readXls } from "./xls-reader.server";

/** An .xlsx of 500 barcodes unpacks to well under a megabyte; anything far above is refused (zip bombs). */
export const MAX_XLSX_UNPACKED_BYTES = 16 * 1_048_576;
const MAX_ZIP_ENTRIES = 200;

/**
 * Checks a zip before any library unpacks it: reads the central directory, inflates every entry
 * with a hard cap on its output, and requires the real sizes to match the declared ones. Only
 * stored and deflated entries, no zip64, at most 200 entries and 16 MB unpacked in all.
 */
export function zipIsSafe(bytes: Buffer, maxUnpacked = MAX_XLSX_UNPACKED_BYTES): boolean {
  const tail = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= tail; i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0 || count > MAX_ZIP_ENTRIES || count === 0xffff) return false;
  let unpacked = 0;
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return false;
    const method = bytes.readUInt16LE(offset + 10);
    const packedSize = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const local = bytes.readUInt32LE(offset + 42);
    if (packedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return false;
    unpacked += size;
    if (unpacked > maxUnpacked) return false;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return false;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + packedSize > bytes.length) return false;
    const data = bytes.subarray(dataStart, dataStart + packedSize);
    if (method === 0) {
      if (packedSize !== size) return false;
    } else if (method === 8) {
      try {
        // One byte more than declared: an entry that lies about its size fails here.
        const out = inflateRawSync(data, { maxOutputLength: size + 1 });
        if (out.length !== size) return false;
      } catch {
        return false;
      }
    } else {
      return false;
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return true;
}

/** The text of a cell as given; a formula is kept as its formula text, never its result. */
function cellFrom(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return { text: "", formula: false };
  if (typeof value === "number") return { text: Number.isInteger(value) ? String(value) : String(value), formula: false };
  if (typeof value === "string") return { text: value, formula: looksLikeFormula(value) };
  if (typeof value === "boolean") return { text: String(value), formula: false };
  if (value instanceof Date) return { text: value.toISOString(), formula: false };
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) return { text: "=", formula: true };
    if ("richText" in value && Array.isArray(value.richText)) {
      const text = value.richText.map((part) => part.text).join("");
      return { text, formula: looksLikeFormula(text) };
    }
    if ("text" in value && typeof value.text === "string") return { text: value.text, formula: looksLikeFormula(value.text) };
    if ("error" in value) return { text: String(value.error), formula: false };
  }
  return { text: "", formula: false };
}

async function readXlsx(bytes: Buffer): Promise<{ ok: true; rows: Cell[][] } | { ok: false; problem: ImportProblem }> {
  if (!zipIsSafe(bytes)) return { ok: false, problem: "unreadable" };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, problem: "empty" };
  const rows: Cell[][] = [];
  let nonBlank = 0;
  let formula = false;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    // One more than the limit (and a header) is enough to know the file has too many.
    if (nonBlank > MAX_IMPORT_BARCODES + 1) return;
    row.eachCell({ includeEmpty: false }, (cell) => {
      if (cellFrom(cell.value).formula) formula = true;
    });
    const cells = [cellFrom(row.getCell(1).value), cellFrom(row.getCell(2).value)];
    rows[rowNumber - 1] = cells;
    if (cells.some((cell) => cell.text.trim() !== "")) nonBlank += 1;
  });
  if (formula) return { ok: false, problem: "formula" };
  return { ok: true, rows: Array.from(rows, (row) => row ?? []) };
}

export type UploadedFile = { name: string; bytes: Buffer };

/**
 * Reads an uploaded barcode file into rows: the extension must be .csv, .xlsx or .xls and the
 * content must be of that kind; at most 1 MB (decision 0043).
 */
export async function readImportFile(file: UploadedFile): Promise<{ ok: true; rows: Cell[][] } | { ok: false; problem: ImportProblem }> {
  if (file.bytes.length > MAX_IMPORT_FILE_BYTES) return { ok: false, problem: "tooLarge" };
  if (file.bytes.length === 0) return { ok: false, problem: "empty" };
  const kind = fileKind(file.name);
  if (!kind || !contentMatches(kind, file.bytes)) return { ok: false, problem: "wrongType" };
  if (kind === "xls") return readXls(file.bytes);
  if (kind === "xlsx") return readXlsx(file.bytes);
  return parseCsv(new TextDecoder("utf-8").decode(file.bytes));
}
