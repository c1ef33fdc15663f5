import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PNG_SIGNATURE, crc32, encodePng } from "./png.server";

type Chunk = { type: string; data: Buffer; crc: number };

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    chunks.push({ type, data, crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

describe("crc32", () => {
  it.each([
    ["", 0x00000000],
    ["IEND", 0xae426082],
    ["123456789", 0xcbf43926],
    ["The quick brown fox jumps over the lazy dog", 0x414fa339],
  ])("of %j is the standard value", (text, expected) => {
    expect(crc32(Buffer.from(text, "ascii"))).toBe(expected);
  });

  it("agrees with zlib's", () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7919) % 256));
    expect(crc32(data)).toBe(zlib.crc32(data));
  });
});

describe("encodePng", () => {
  const image = { width: 3, height: 2, pixels: Uint8Array.from([0, 128, 255, 10, 20, 30]) };
  const png = encodePng(image);
  const chunks = chunksOf(png);

  it("starts with the PNG signature", () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });

  it("has IHDR first, then IDAT, and ends with IEND", () => {
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(chunks[2]!.data.length).toBe(0);
  });

  it("describes an 8-bit greyscale image of the right size", () => {
    const header = chunks[0]!.data;
    expect(header.length).toBe(13);
    expect(header.readUInt32BE(0)).toBe(3);
    expect(header.readUInt32BE(4)).toBe(2);
    expect([...header.subarray(8)]).toEqual([8, 0, 0, 0, 0]);
  });

  it("gives every chunk a correct CRC over its type and data", () => {
    for (const chunk of chunks) {
      expect(chunk.crc, chunk.type).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, "ascii"), chunk.data])));
    }
  });

  it("stores the pixels as zlib data, one filter byte per row", () => {
    const raw = zlib.inflateSync(chunks[1]!.data);
    expect([...raw]).toEqual([0, 0, 128, 255, 0, 10, 20, 30]);
  });

  it("refuses a pixel count that does not match the size", () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 2, pixels: new Uint8Array(0) })).toThrow(RangeError);
  });
});
