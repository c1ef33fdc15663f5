import { describe, expect, it } from "vitest";
import {
  type Cell,
  MAX_IMPORT_BARCODES,
  contentMatches,
  displayFileName,
  fileKind,
  looksLikeFormula,
  parseCsv,
  parseQuantity,
  parseTyped,
  rowsToEntries,
} from "./barcode-import";

const texts = (rows: Cell[][]) => rows.map((row) => row.map((cell) => cell.text));
const plain = (...rows: string[][]): Cell[][] => rows.map((row) => row.map((text) => ({ text, formula: looksLikeFormula(text) })));

describe("parseCsv", () => {
  it.each([
    ["comma", "a,b\n1,2\n", [["a", "b"], ["1", "2"]]],
    ["semicolon", "a;b\r\n1;2", [["a", "b"], ["1", "2"]]],
    ["tab", "a\tb\n1\t2", [["a", "b"], ["1", "2"]]],
    ["byte order mark", "\uFEFFa,b", [["a", "b"]]],
    ["quoted with delimiter and doubled quote", '"8,4","say ""hi"""\n', [["8,4", 'say "hi"']]],
    ["quoted line break", '"a\nb",c', [["a\nb", "c"]]],
    ["empty fields", ",\n", [["", ""]]],
    ["no final line break", "1,2", [["1", "2"]]],
  ])("%s", (_name, input, rows) => {
    const parsed = parseCsv(input);
    expect(parsed.ok && texts(parsed.rows)).toEqual(rows);
  });

  it.each([
    ["an unterminated quote", '"abc,1\n2,3'],
    ["text after a closing quote", '"abc"x,1'],
  ])("refuses %s as malformed", (_name, input) => {
    expect(parseCsv(input)).toEqual({ ok: false, problem: "malformed" });
  });

  it("marks formulas, but not negative numbers", () => {
    const parsed = parseCsv('=HYPERLINK("http://x"),1\n-5,+34\n=cmd|\' /C calc\'!A0,2\n@SUM(1),3\n-x,4');
    expect(parsed.ok && parsed.rows.map((row) => row.map((cell) => cell.formula))).toEqual([
      [true, false],
      [false, false],
      [true, false],
      [true, false],
      [true, false],
    ]);
  });
});

describe("parseTyped", () => {
  it("splits on commas, semicolons and line breaks, with a quantity after a colon", () => {
    expect(texts(parseTyped(" 8435000000017:12, 8435000000024;\n8435000000031 : 6 ,, "))).toEqual([
      ["8435000000017", "12"],
      ["8435000000024"],
      ["8435000000031 ", " 6"],
    ]);
  });
});

describe("rowsToEntries: what is shown and stored", () => {
  it("drops control characters from what was given (a database text cannot hold NUL)", () => {
    const result = rowsToEntries(parseTyped("\u0000\u0001843\u00005000000017:\u00002"), { header: false });
    expect(result.ok && result.entries.map((entry) => [entry.barcode, entry.quantityText])).toEqual([["8435000000017", "2"]]);
  });
});

describe("parseQuantity", () => {
  it.each([
    ["", { ok: true, quantity: null }],
    ["12", { ok: true, quantity: 12 }],
    [" 12.0 ", { ok: true, quantity: 12 }],
    ["+7", { ok: true, quantity: 7 }],
    ["0012", { ok: true, quantity: 12 }],
    ["999999", { ok: true, quantity: 999999 }],
    ["1000000", { ok: false, reason: { key: "quantityTooLarge" } }],
    ["99999999999999999999", { ok: false, reason: { key: "quantityTooLarge" } }],
    ["0", { ok: false, reason: { key: "positive" } }],
    ["-5", { ok: false, reason: { key: "positive" } }],
    ["12.5", { ok: false, reason: { key: "notNumber" } }],
    ["twelve", { ok: false, reason: { key: "notNumber" } }],
    ["1e3", { ok: false, reason: { key: "notNumber" } }],
  ])("%j", (text, expected) => {
    expect(parseQuantity(text)).toEqual(expected);
  });
});

describe("rowsToEntries", () => {
  it("skips a header and blank rows, checks barcodes and quantities, and refuses duplicates", () => {
    const result = rowsToEntries(plain(["Barcode", "Quantity"], ["8435000000017", "12"], ["", ""], ["843500000001", "1"], ["8435000000024", "x"], ["8435000000017", "4"], ["8435000000031"]), {
      header: true,
    });
    expect(result).toEqual({
      ok: true,
      entries: [
        { line: 2, barcode: "8435000000017", quantityText: "12", quantity: 12, problem: null },
        { line: 4, barcode: "843500000001", quantityText: "1", quantity: null, problem: { key: "invalidBarcode" } },
        { line: 5, barcode: "8435000000024", quantityText: "x", quantity: null, problem: { key: "notNumber" } },
        { line: 6, barcode: "8435000000017", quantityText: "4", quantity: null, problem: { key: "duplicate", line: 2 } },
        { line: 7, barcode: "8435000000031", quantityText: "", quantity: null, problem: null },
      ],
    });
  });

  it("keeps a first row with digits when a header is allowed, and any first row when not", () => {
    expect(rowsToEntries(plain(["8435000000017"]), { header: true })).toMatchObject({ ok: true, entries: [{ line: 1 }] });
    expect(rowsToEntries(plain(["abc"]), { header: false })).toMatchObject({ ok: true, entries: [{ problem: { key: "invalidBarcode" } }] });
  });

  it.each([
    ["nothing", plain(), "empty"],
    ["only a header", plain(["Barcode", "Qty"], ["", ""]), "empty"],
    ["a formula", plain(["8435000000017", "1"], ["=1+1", ""]), "formula"],
    ["501 barcodes", plain(...Array.from({ length: MAX_IMPORT_BARCODES + 1 }, (_, i) => [String(8435000000000 + i)])), "tooMany"],
  ])("refuses %s", (_name, rows, problem) => {
    expect(rowsToEntries(rows, { header: true })).toEqual({ ok: false, problem });
  });

  it("accepts exactly 500 barcodes", () => {
    const rows = plain(...Array.from({ length: MAX_IMPORT_BARCODES }, (_, i) => [String(8435000000000 + i)]));
    expect(rowsToEntries(rows, { header: true })).toMatchObject({ ok: true });
  });

  it("shortens what it keeps of long input", () => {
    const result = rowsToEntries(plain(["9".repeat(200), "1".repeat(100)]), { header: false });
    expect(result.ok && result.entries[0]!.barcode.length).toBe(40);
  });
});

describe("file kinds and contents", () => {
  it.each([
    ["codes.CSV", "csv"],
    ["codes.xlsx", "xlsx"],
    ["old.xls", "xls"],
    ["codes.xlsx.exe", null],
    ["codes.txt", null],
    ["csv", null],
  ])("%s is %s", (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it("checks the content against the kind", () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(contentMatches("xlsx", zip)).toBe(true);
    expect(contentMatches("xlsx", new TextEncoder().encode("8435000000017,1"))).toBe(false);
    expect(contentMatches("xls", ole)).toBe(true);
    expect(contentMatches("xls", zip)).toBe(false);
    expect(contentMatches("csv", new TextEncoder().encode("8435000000017;1\nÄ"))).toBe(true);
    expect(contentMatches("csv", png)).toBe(false);
    expect(contentMatches("csv", zip)).toBe(false);
    expect(contentMatches("csv", new Uint8Array([0x38, 0xff, 0xfe]))).toBe(false);
  });

  it("shows file names without paths or control characters", () => {
    expect(displayFileName("C:\\Users\\me\\codes.csv")).toBe("codes.csv");
    expect(displayFileName("../../a\u0000b.csv")).toBe("ab.csv");
  });
});
