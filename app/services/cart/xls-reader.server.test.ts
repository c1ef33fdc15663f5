import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { readXls } from "./xls-reader.server";

const record = (type: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
};
const u16 = (...values: number[]) => Buffer.concat(values.map((value) => Buffer.from([value & 0xff, (value >> 8) & 0xff])));
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0, 0);
  return bytes;
};
const f64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleLE(value, 0);
  return bytes;
};
const bof = (dt: number) => record(0x0809, Buffer.concat([u16(0x0600, dt), Buffer.alloc(12)]));
const eof = () => record(0x000a, Buffer.alloc(0));
const sstString = (text: string, wide = false) => Buffer.concat([u16(text.length), Buffer.from([wide ? 1 : 0]), Buffer.from(text, wide ? "utf16le" : "latin1")]);

/**
 * A BIFF8 workbook: globals (BOF, BOUNDSHEET, SST possibly split by CONTINUE records, EOF) and
 * one worksheet of the given cell records.
 */
function workbook({ sst, sstSplit, cells, encrypted = false }: { sst: Buffer[]; sstSplit?: number; cells: Buffer[]; encrypted?: boolean }): Buffer {
  const sstBody = Buffer.concat([u32(sst.length), u32(sst.length), ...sst]);
  const sstRecords = sstSplit === undefined ? record(0x00fc, sstBody) : Buffer.concat([record(0x00fc, sstBody.subarray(0, sstSplit)), record(0x003c, sstBody.subarray(sstSplit))]);
  const sheetName = Buffer.concat([Buffer.from([6, 0]), Buffer.from("Sheet1", "latin1")]);
  const globalsWithout = (offset: number) =>
    Buffer.concat([bof(0x0005), encrypted ? record(0x002f, Buffer.alloc(6)) : Buffer.alloc(0), record(0x0085, Buffer.concat([u32(offset), Buffer.from([0, 0]), sheetName])), sstRecords, eof()]);
  const globals = globalsWithout(globalsWithout(0).length);
  return Buffer.concat([globals, bof(0x0010), ...cells, eof()]);
}

const labelSst = (row: number, col: number, index: number) => record(0x00fd, Buffer.concat([u16(row, col, 15), u32(index)]));
const number = (row: number, col: number, value: number) => record(0x0203, Buffer.concat([u16(row, col, 15), f64(value)]));
const rk = (row: number, col: number, value: number) => record(0x027e, Buffer.concat([u16(row, col, 15), u32((value << 2) | 2)]));
const label = (row: number, col: number, text: string) => record(0x0204, Buffer.concat([u16(row, col, 15), sstString(text)]));
const formula = (row: number, col: number) => record(0x0006, Buffer.concat([u16(row, col, 15), Buffer.alloc(16)]));

function container(stream: Buffer, name = "Workbook"): Buffer {
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, name, stream);
  return Buffer.from(CFB.write(cfb, { type: "buffer" }) as Uint8Array);
}

const texts = (result: ReturnType<typeof readXls>) => (result.ok ? result.rows.map((row) => row.map((cell) => cell.text)) : result);

describe("readXls", () => {
  it("reads shared strings, numbers, RK numbers and labels of the first two columns", () => {
    const file = container(
      workbook({
        sst: [sstString("Barcode"), sstString("Quantity"), sstString("8435000000024"), sstString("Ünïcode", true)],
        cells: [labelSst(0, 0, 0), labelSst(0, 1, 1), number(1, 0, 8435000000017), rk(1, 1, 12), labelSst(2, 0, 2), label(2, 1, "6"), labelSst(3, 0, 3), number(3, 5, 1)],
      }),
    );
    expect(texts(readXls(file))).toEqual([
      ["Barcode", "Quantity"],
      ["8435000000017", "12"],
      ["8435000000024", "6"],
      ["Ünïcode"],
    ]);
  });

  it("reads a shared string split across a CONTINUE record", () => {
    const strings = [sstString("8435000000017"), sstString("8435000000024")];
    // 8 bytes of counts + 3 of the first string's header + 5 characters, then the rest.
    const whole = workbook({ sst: strings, cells: [labelSst(0, 0, 0), labelSst(1, 0, 1)] });
    const split = workbook({ sst: strings, sstSplit: 8 + 3 + 5, cells: [labelSst(0, 0, 0), labelSst(1, 0, 1)] });
    expect(texts(readXls(container(whole)))).toEqual([["8435000000017"], ["8435000000024"]]);
    // The continued part starts with the string's option byte again.
    const withFlag = Buffer.from(split);
    const at = withFlag.indexOf(Buffer.from([0x3c, 0x00]));
    const patched = Buffer.concat([withFlag.subarray(0, at + 2), u16(withFlag.readUInt16LE(at + 2) + 1), Buffer.from([0]), withFlag.subarray(at + 4)]);
    // The sheet offset moved by one byte: rebuild it through the BOUNDSHEET record.
    const sheetAt = patched.readUInt32LE(patched.indexOf(Buffer.from([0x85, 0x00])) + 4);
    patched.writeUInt32LE(sheetAt + 1, patched.indexOf(Buffer.from([0x85, 0x00])) + 4);
    expect(texts(readXls(container(patched)))).toEqual([["8435000000017"], ["8435000000024"]]);
  });

  it.each([
    ["a formula cell", container(workbook({ sst: [], cells: [number(0, 0, 8435000000017), formula(0, 1)] })), "formula"],
    ["an encrypted workbook", container(workbook({ sst: [], cells: [], encrypted: true })), "unreadable"],
    ["an older BIFF (Book stream)", container(workbook({ sst: [], cells: [] }), "Book"), "unreadable"],
    ["a shared string index out of range", container(workbook({ sst: [], cells: [labelSst(0, 0, 7)] })), "unreadable"],
    ["a truncated record", container(Buffer.concat([bof(0x0005), Buffer.from([0x85, 0x00, 0xff, 0x00, 1])])), "unreadable"],
    ["no container at all", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]), "unreadable"],
  ])("refuses %s", (_name, file, problem) => {
    expect(readXls(file)).toEqual({ ok: false, problem });
  });
});
