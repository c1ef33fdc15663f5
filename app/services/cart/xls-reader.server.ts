import CFB from "cfb";
import type { Cell, ImportProblem } from "~/domain/barcode-import";

/**
 * A small, bounded reader of legacy Excel files (BIFF8 in an OLE compound file, decision 0043):
 * the first two columns of the first worksheet, from the records SST (with CONTINUE), LABELSST,
 * LABEL, NUMBER, RK and MULRK. A FORMULA cell marks the file as holding formulas (never
 * evaluated); encrypted files and older BIFF versions are refused. The input is at most 1 MB, so
 * everything read from it is bounded by that.
 */

const BOF = 0x0809;
const EOF = 0x000a;
const FILEPASS = 0x002f;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const FORMULA = 0x0006;
const MAX_ROWS = 65_536;

type Record = { type: number; body: Buffer; offset: number };

class Malformed extends Error {}

function* records(data: Buffer, from: number): Generator<Record> {
  let pos = from;
  while (pos + 4 <= data.length) {
    const type = data.readUInt16LE(pos);
    const size = data.readUInt16LE(pos + 2);
    if (pos + 4 + size > data.length) throw new Malformed();
    yield { type, body: data.subarray(pos + 4, pos + 4 + size), offset: pos };
    pos += 4 + size;
  }
}

/** Reads bytes across an SST record and its CONTINUE records; a string's characters re-read their width at each boundary. */
class Segments {
  private index = 0;
  private pos = 0;
  constructor(private readonly parts: Buffer[]) {}

  private current(): Buffer {
    while (this.index < this.parts.length && this.pos >= this.parts[this.index]!.length) {
      this.index += 1;
      this.pos = 0;
    }
    const part = this.parts[this.index];
    if (!part) throw new Malformed();
    return part;
  }

  u8(): number {
    const part = this.current();
    return part[this.pos++]!;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(count: number) {
    for (let left = count; left > 0; ) {
      const part = this.current();
      const step = Math.min(left, part.length - this.pos);
      this.pos += step;
      left -= step;
    }
  }

  chars(count: number, highByte: boolean): string {
    let text = "";
    let wide = highByte;
    for (let left = count; left > 0; ) {
      if (this.index < this.parts.length && this.pos >= this.parts[this.index]!.length) {
        this.current();
        // A string continued in a CONTINUE record starts it with a new option byte.
        wide = (this.u8() & 1) === 1;
      }
      const part = this.current();
      const available = Math.floor((part.length - this.pos) / (wide ? 2 : 1));
      if (available === 0) throw new Malformed();
      const take = Math.min(left, available);
      const bytes = part.subarray(this.pos, this.pos + take * (wide ? 2 : 1));
      text += wide ? bytes.toString("utf16le") : bytes.toString("latin1");
      this.pos += bytes.length;
      left -= take;
    }
    return text;
  }
}

function readSst(parts: Buffer[]): string[] {
  const reader = new Segments(parts);
  reader.u32();
  const unique = reader.u32();
  const strings: string[] = [];
  for (let n = 0; n < unique; n += 1) {
    const count = reader.u16();
    const flags = reader.u8();
    const runs = flags & 0x08 ? reader.u16() : 0;
    const ext = flags & 0x04 ? reader.u32() : 0;
    strings.push(reader.chars(count, (flags & 1) === 1));
    reader.skip(runs * 4 + ext);
  }
  return strings;
}

/** XLUnicodeString (LABEL): a 16-bit length, an option byte, the characters, all in one record. */
function shortString(body: Buffer, at: number): string {
  const count = body.readUInt16LE(at);
  const wide = (body[at + 2]! & 1) === 1;
  const start = at + 3;
  const end = start + count * (wide ? 2 : 1);
  if (end > body.length) throw new Malformed();
  return wide ? body.toString("utf16le", start, end) : body.toString("latin1", start, end);
}

function rkNumber(rk: number): number {
  let value: number;
  if (rk & 2) {
    value = rk >> 2;
  } else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 1 ? value / 100 : value;
}

const numberText = (value: number) => (Number.isFinite(value) ? String(value) : "");

function readWorkbook(data: Buffer): { ok: true; rows: Cell[][] } | { ok: false; problem: ImportProblem } {
  const globals = records(data, 0);
  const first = globals.next();
  if (first.done || first.value.type !== BOF || first.value.body.length < 4 || first.value.body.readUInt16LE(0) !== 0x0600) {
    return { ok: false, problem: "unreadable" };
  }
  let sheetAt: number | null = null;
  const sstParts: Buffer[] = [];
  let inSst = false;
  for (const record of globals) {
    if (record.type === FILEPASS) return { ok: false, problem: "unreadable" };
    if (record.type === EOF) break;
    if (record.type === BOUNDSHEET && sheetAt === null && record.body.length >= 6 && record.body[5] === 0) sheetAt = record.body.readUInt32LE(0);
    if (record.type === SST) {
      sstParts.push(record.body);
      inSst = true;
    } else if (record.type === CONTINUE && inSst) {
      sstParts.push(record.body);
    } else {
      inSst = false;
    }
  }
  if (sheetAt === null || sheetAt >= data.length) return { ok: false, problem: "empty" };
  const sst = sstParts.length > 0 ? readSst(sstParts) : [];
  const rows: Cell[][] = [];
  let formula = false;
  const put = (row: number, col: number, text: string) => {
    if (col > 1 || row >= MAX_ROWS) return;
    const cells = rows[row] ?? [];
    cells[col] = { text, formula: false };
    rows[row] = cells;
  };
  const sheet = records(data, sheetAt);
  const bof = sheet.next();
  if (bof.done || bof.value.type !== BOF) return { ok: false, problem: "unreadable" };
  for (const { type, body } of sheet) {
    if (type === EOF) break;
    if (type === FORMULA) formula = true;
    if (body.length < 6) continue;
    const row = body.readUInt16LE(0);
    const col = body.readUInt16LE(2);
    if (type === LABELSST && body.length >= 10) {
      const text = sst[body.readUInt32LE(6)];
      if (text === undefined) throw new Malformed();
      put(row, col, text);
    } else if ((type === LABEL || type === RSTRING) && body.length >= 9) {
      put(row, col, shortString(body, 6));
    } else if (type === NUMBER && body.length >= 14) {
      put(row, col, numberText(body.readDoubleLE(6)));
    } else if (type === RK && body.length >= 10) {
      put(row, col, numberText(rkNumber(body.readInt32LE(6))));
    } else if (type === MULRK) {
      const count = Math.floor((body.length - 6) / 6);
      for (let n = 0; n < count; n += 1) put(row, col + n, numberText(rkNumber(body.readInt32LE(4 + n * 6 + 2))));
    }
  }
  if (formula) return { ok: false, problem: "formula" };
  return { ok: true, rows: Array.from(rows, (cells) => Array.from(cells ?? [], (cell) => cell ?? { text: "", formula: false })) };
}

/** Rows of the first worksheet of an .xls file (first two columns), or why it cannot be read. */
export function readXls(bytes: Buffer): { ok: true; rows: Cell[][] } | { ok: false; problem: ImportProblem } {
  try {
    const container = CFB.read(bytes, { type: "buffer" });
    const stream = CFB.find(container, "Workbook");
    // BIFF5 and older keep a "Book" stream: refused like any unreadable file.
    if (!stream?.content) return { ok: false, problem: "unreadable" };
    return readWorkbook(Buffer.from(stream.content as Uint8Array));
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
