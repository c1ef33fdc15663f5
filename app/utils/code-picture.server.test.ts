import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { CODE_ALPHABET } from "~/domain/verification-code";
import { PICTURE_HEIGHT, PICTURE_WIDTH, codePicture, drawCode, hasGlyph } from "./code-picture.server";

/** A seeded stand-in for crypto.randomInt, so pictures can be compared. */
function seeded(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % max;
  };
}

const inkOf = (pixels: Uint8Array) => pixels.filter((p) => p < 60).length;

describe("the code picture", () => {
  it("has a glyph for every character of the code alphabet", () => {
    expect([...CODE_ALPHABET].filter((char) => !hasGlyph(char))).toEqual([]);
  });

  it("draws dark characters on a light background", () => {
    const image = drawCode("AC3F7", seeded(1));
    expect(image.width).toBe(PICTURE_WIDTH);
    expect(image.height).toBe(PICTURE_HEIGHT);
    const ink = inkOf(image.pixels);
    // Five characters of at least 7 dots of 5 × 5 pixels each; the rest stays mostly paper.
    expect(ink).toBeGreaterThan(5 * 7 * 25 * 0.8);
    expect(ink).toBeLessThan(image.pixels.length / 3);
  });

  it("draws different codes differently, and the same code differently each time", () => {
    const a = drawCode("AAAAA", seeded(1)).pixels;
    const b = drawCode("77777", seeded(1)).pixels;
    const c = drawCode("AAAAA", seeded(2)).pixels;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
  });

  it("is a PNG that zlib decodes into the drawn rows", () => {
    const png = codePicture("XY469", crypto.randomInt);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(PICTURE_WIDTH);
    expect(png.readUInt32BE(20)).toBe(PICTURE_HEIGHT);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString("ascii", 37, 41)).toBe("IDAT");
    const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((PICTURE_WIDTH + 1) * PICTURE_HEIGHT);
  });

  it("refuses a character it cannot draw", () => {
    expect(() => drawCode("A0", seeded(1))).toThrow(RangeError);
  });
});
