import { deflateRawSync } from "node:zlib";
import CFB from "cfb";
import ExcelJS from "exceljs";

/**
 * Spreadsheets written byte by byte for the tests of the barcode readers (the cart import, the
 * download centre, the reliability suite): good ones and hostile ones.
 */

/** An .xlsx written by exceljs; a cell may be a formula. */
export async function xlsx(rows: (string | number | ExcelJS.CellFormulaValue | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Barcodes");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A zip with one deflated entry whose declared size may lie. */
export function zipWith(content: Buffer, declaredSize = content.length): Uint8Array {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

/** A cell of a legacy workbook: a string, a number, or a formula (its text kept only for the reader of the test). */
export type XlsCell = string | number | { formula: string };

/**
 * A minimal BIFF8 workbook in an OLE container: strings as shared strings, whole numbers as RK or
 * NUMBER records, formulas as FORMULA records. `streams` adds other streams to the container (a
 * VBA project's, for a workbook with macros); `workbook: false` leaves the Workbook stream out.
 */
export function legacyXls(rows: XlsCell[][], { streams = {}, workbook = true }: { streams?: Record<string, Buffer>; workbook?: boolean } = {}): Uint8Array {
  const record = (type: number, body: Buffer) => Buffer.concat([Buffer.from([type & 0xff, type >> 8, body.length & 0xff, body.length >> 8]), body]);
  const u16 = (...values: number[]) => Buffer.from(values.flatMap((value) => [value & 0xff, (value >> 8) & 0xff]));
  const u32 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff]);
  const bof = (dt: number) => record(0x0809, Buffer.concat([u16(0x0600, dt), Buffer.alloc(12)]));
  const strings: string[] = [];
  const cells = rows.flatMap((row, r) =>
    row.flatMap((value, c) => {
      if (value === "") return [];
      if (typeof value === "object") {
        // FORMULA: the cell, a cached number 0, no flags, and the expression `1` (ptgInt).
        return [record(0x0006, Buffer.concat([u16(r, c, 15), Buffer.alloc(8), u16(0), u32(0), u16(3), Buffer.from([0x1e, 1, 0])]))];
      }
      if (typeof value === "number" && value < 2 ** 29) return [record(0x027e, Buffer.concat([u16(r, c, 15), u32((value << 2) | 2)]))];
      if (typeof value === "number") {
        const double = Buffer.alloc(8);
        double.writeDoubleLE(value, 0);
        return [record(0x0203, Buffer.concat([u16(r, c, 15), double]))];
      }
      strings.push(value);
      return [record(0x00fd, Buffer.concat([u16(r, c, 15), u32(strings.length - 1)]))];
    }),
  );
  const sst = record(0x00fc, Buffer.concat([u32(strings.length), u32(strings.length), ...strings.map((text) => Buffer.concat([u16(text.length), Buffer.from([0]), Buffer.from(text, "latin1")]))]));
  const globals = (offset: number) => Buffer.concat([bof(5), record(0x0085, Buffer.concat([u32(offset), Buffer.from([0, 0, 1, 0]), Buffer.from("S", "latin1")])), sst, record(0x000a, Buffer.alloc(0))]);
  const stream = Buffer.concat([globals(globals(0).length), bof(0x10), ...cells, record(0x000a, Buffer.alloc(0))]);
  const container = CFB.utils.cfb_new();
  if (workbook) CFB.utils.cfb_add(container, "Workbook", stream);
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return new Uint8Array(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

/**
 * The streams of a VBA project as Office keeps it in a workbook with macros: `_VBA_PROJECT_CUR`
 * with its `PROJECT` text and a module that would start a program when the workbook opens.
 */
export function vbaProject(): Record<string, Buffer> {
  return {
    "_VBA_PROJECT_CUR/PROJECT": Buffer.from('ID="{00000000-0000-0000-0000-000000000000}"\r\nDocument=ThisWorkbook/&H00000000\r\nName="VBAProject"\r\n', "latin1"),
    "_VBA_PROJECT_CUR/VBA/_VBA_PROJECT": Buffer.from([0xcc, 0x61, 0xff, 0xff, 0x00, 0x00, 0x00]),
    "_VBA_PROJECT_CUR/VBA/ThisWorkbook": Buffer.from('Attribute VB_Name = "ThisWorkbook"\r\nPrivate Sub Workbook_Open()\r\n  Shell "cmd /c calc.exe"\r\nEnd Sub\r\n', "latin1"),
  };
}
