/**
 * Reading barcodes to import into the cart (decision 0042): CSV text and typed text become rows of
 * cells, rows become entries (barcode and optional quantity), and every entry is checked before any
 * product is looked up. Pure: the server reads files into rows and applies the entries.
 */
import { UNLIMITED_STOCK_CAP } from "./stock-display";

/** The largest file accepted (SPEC.md: "10 MB or 1 MB"; the stricter reading). */
export const MAX_IMPORT_FILE_BYTES = 1_048_576;
/** The request body of an upload: the file plus the multipart framing and the other fields. */
export const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_FILE_BYTES + 65_536;
/** At most this many barcodes per import (SPEC.md sections 5 and 9). */
export const MAX_IMPORT_BARCODES = 500;
/** The typed field holds at most 500 barcodes with quantities and separators. */
export const MAX_TYPED_CHARS = 20_000;
/** What the result page keeps of what the buyer gave. */
const SHOWN_CHARS = 40;

export type Cell = { text: string; formula: boolean };

/** Why a whole file or text is refused (nothing is added); a key under `imports:problems`. */
export type ImportProblem = "empty" | "typedEmpty" | "tooMany" | "malformed" | "formula" | "wrongType" | "tooLarge" | "unreadable" | "noFile";

export type EntryReason =
  | { key: "invalidBarcode" }
  | { key: "notNumber" }
  | { key: "quantityTooLarge" }
  | { key: "positive" }
  | { key: "duplicate"; line: number };

/** One barcode to import: its line, what was given (shortened) and the quantity (null: the minimum). */
export type ImportEntry = {
  line: number;
  barcode: string;
  quantityText: string;
  quantity: number | null;
  /** Set when the entry is refused before any product is looked up. */
  problem: EntryReason | null;
};

/** What was given, as it may be shown and stored: control characters dropped (a database text cannot hold NUL), shortened. */
const shorten = (given: string) => {
  const text = given.replace(/\p{Cc}/gu, "");
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
};

/**
 * Text a spreadsheet program would run as a formula (CSV injection): "=…", "@…", and "+"/"-"
 * followed by something other than a digit. A negative number ("-5") is only a bad quantity.
 */
export function looksLikeFormula(text: string): boolean {
  const trimmed = text.replace(/^[\s\p{Cc}]+/u, "");
  return /^[=@]/.test(trimmed) || /^[+-][^\d\s]/.test(trimmed);
}

const cellOf = (text: string): Cell => ({ text, formula: looksLikeFormula(text) });

/** The delimiter of a CSV file: the first of semicolon, comma or tab found outside quotes on the first line. */
function detectDelimiter(text: string): string {
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && (char === ";" || char === "," || char === "\t")) return char;
  }
  return ",";
}

/**
 * Parses CSV (RFC 4180: quoted fields with doubled quotes, CRLF or LF, a UTF-8 byte order mark;
 * comma, semicolon or tab). An unterminated quote or text after a closing quote is malformed.
 */
export function parseCsv(input: string): { ok: true; rows: Cell[][] } | { ok: false; problem: "malformed" } {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = "";
  let i = 0;
  let atFieldStart = true;
  const endField = () => {
    row.push(cellOf(field));
    field = "";
    atFieldStart = true;
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (atFieldStart && char === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) return { ok: false, problem: "malformed" };
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") return { ok: false, problem: "malformed" };
      atFieldStart = false;
      continue;
    }
    if (char === delimiter) {
      endField();
      i += 1;
    } else if (char === "\n" || char === "\r") {
      endRow();
      i += char === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += char;
      atFieldStart = false;
      i += 1;
    }
  }
  if (field !== "" || row.length > 0) endRow();
  return { ok: true, rows };
}

/**
 * Typed barcodes: entries separated by commas, semicolons or line breaks; an entry is a barcode
 * with an optional quantity after a colon ("8435…:12"). Each entry is its own numbered line.
 */
export function parseTyped(text: string): Cell[][] {
  return text
    .split(/[,;\n\r]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const colon = entry.indexOf(":");
      return colon === -1 ? [cellOf(entry)] : [cellOf(entry.slice(0, colon)), cellOf(entry.slice(colon + 1))];
    });
}

const isBlank = (row: Cell[]) => row.every((cell) => cell.text.trim() === "");

/** Parses a quantity: empty is "the minimum"; only whole numbers up to 999999. */
export function parseQuantity(text: string): { ok: true; quantity: number | null } | { ok: false; reason: EntryReason } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, quantity: null };
  // Spreadsheets keep whole numbers as "12" or "12.0".
  const match = /^\+?(\d+)(?:\.0+)?$/.exec(trimmed);
  if (!match) return { ok: false, reason: /^-\d+(?:\.0+)?$/.test(trimmed) ? { key: "positive" } : { key: "notNumber" } };
  const digits = match[1]!.replace(/^0+(?=\d)/, "");
  if (digits.length > 7 || Number(digits) > UNLIMITED_STOCK_CAP) return { ok: false, reason: { key: "quantityTooLarge" } };
  const quantity = Number(digits);
  if (quantity === 0) return { ok: false, reason: { key: "positive" } };
  return { ok: true, quantity };
}

/** A barcode: 13 digits (spaces around it ignored). */
export const normalizeBarcode = (text: string): string | null => {
  const trimmed = text.trim();
  return /^\d{13}$/.test(trimmed) ? trimmed : null;
};

/**
 * Rows (first column barcode, second quantity) become entries. Blank rows are skipped; the first
 * non-blank row is a header when its first cell has no digit. A formula anywhere refuses the
 * whole input; so do no entries and more than 500 of them. A barcode given twice is refused on its
 * later lines ("duplicate") so the buyer decides which quantity is meant.
 */
export function rowsToEntries(rows: Cell[][], { header }: { header: boolean }): { ok: true; entries: ImportEntry[] } | { ok: false; problem: ImportProblem } {
  if (rows.some((row) => row.some((cell) => cell.formula))) return { ok: false, problem: "formula" };
  const numbered = rows.map((cells, index) => ({ cells, line: index + 1 })).filter(({ cells }) => !isBlank(cells));
  if (header && numbered.length > 0 && !/\d/.test(numbered[0]!.cells[0]?.text ?? "")) numbered.shift();
  if (numbered.length === 0) return { ok: false, problem: "empty" };
  if (numbered.length > MAX_IMPORT_BARCODES) return { ok: false, problem: "tooMany" };
  const seen = new Map<string, number>();
  const entries = numbered.map(({ cells, line }): ImportEntry => {
    const given = cells[0]?.text.trim() ?? "";
    const quantityText = cells[1]?.text.trim() ?? "";
    const entry = { line, barcode: shorten(given), quantityText: shorten(quantityText), quantity: null };
    const barcode = normalizeBarcode(given);
    if (barcode === null) return { ...entry, problem: { key: "invalidBarcode" } };
    const parsed = parseQuantity(quantityText);
    if (!parsed.ok) return { ...entry, barcode, problem: parsed.reason };
    const first = seen.get(barcode);
    if (first !== undefined) return { ...entry, barcode, problem: { key: "duplicate", line: first } };
    seen.set(barcode, line);
    return { ...entry, barcode, quantity: parsed.quantity, problem: null };
  });
  return { ok: true, entries };
}

export type ImportFileKind = "csv" | "xlsx" | "xls";

/** The kind a file name claims, by its extension (case-insensitive); null for anything else. */
export function fileKind(name: string): ImportFileKind | null {
  const match = /\.(csv|xlsx|xls)$/i.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as ImportFileKind) : null;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * Whether the content is what the extension claims: an .xlsx is a zip, an .xls an OLE compound
 * file, a .csv valid UTF-8 text without control characters. A renamed binary fails here.
 */
export function contentMatches(kind: ImportFileKind, bytes: Uint8Array): boolean {
  if (kind === "xlsx") return startsWith(bytes, ZIP_MAGIC);
  if (kind === "xls") return startsWith(bytes, OLE_MAGIC);
  try {
    // Text has no control characters besides tab and line breaks; binaries nearly always do.
    return !/[^\P{Cc}\t\n\r]/u.test(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

/** A file name as it may be shown and stored: no path, no control characters, shortened. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return shorten(base.replace(/\p{Cc}/gu, "").trim());
}
