import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { changedBox, halves, largestDifference, meanDifference, picture, pixelAt, pixels } from "~tests/support/images";
import { MAX_INPUT_PIXELS } from "./image-source.server";
import { ImageSourceError, renderVariant } from "./image-variants.server";

/** A PNG whose header claims a size it does not have: what the pixel limit must refuse before decoding. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(4, 4, "png"));
  // The IHDR chunk: length (8), type (12), width (16), height (20) … its CRC after 13 data bytes (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("renderVariant", () => {
  it.each([
    ["thumbnail", 600],
    ["card", 184],
  ] as const)("makes a %s a square WebP of %i px from any source", async (variant, size) => {
    for (const source of [await picture(1200, 800, "jpeg"), await picture(300, 500, "png"), await picture(size, size, "webp")]) {
      const { bytes, extension } = await renderVariant(source, variant, null);
      const metadata = await sharp(bytes).metadata();
      expect(extension).toBe("webp");
      expect(metadata.format).toBe("webp");
      expect([metadata.width, metadata.height]).toEqual([size, size]);
    }
  });

  it("fits the whole picture in the square (contain): nothing is cut, the rest is white", async () => {
    const { bytes } = await renderVariant(await halves(1200, 600, "#ff0000", "#0000ff", "png"), "thumbnail", null);
    const thumb = await pixels(bytes);
    // 1200 × 600 fits as 600 × 300 in the middle: both edges keep their colour, white above and below.
    const red = pixelAt(thumb, 2, 300);
    const blue = pixelAt(thumb, 597, 300);
    expect(red[0]).toBeGreaterThan(230);
    expect(red[2]).toBeLessThan(30);
    expect(blue[2]).toBeGreaterThan(230);
    expect(blue[0]).toBeLessThan(30);
    expect(pixelAt(thumb, 300, 40).slice(0, 3).every((channel) => channel > 245)).toBe(true);
    expect(pixelAt(thumb, 300, 560).slice(0, 3).every((channel) => channel > 245)).toBe(true);
  });

  it("leaves the band transparent when the source is a cut-out, white when its alpha channel is all opaque", async () => {
    const shape = (opacity: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#ffffff" fill-opacity="${opacity}"/><circle cx="150" cy="300" r="140" fill="#147a3c"/></svg>`;
    const cutout = await pixels((await renderVariant(await sharp(Buffer.from(shape(0))).png().toBuffer(), "card", null)).bytes);
    expect(pixelAt(cutout, 5, 92)[3]).toBe(0);
    expect(pixelAt(cutout, 92, 92)[3]).toBe(255);
    const opaque = await pixels((await renderVariant(await sharp(Buffer.from(shape(1))).png().toBuffer(), "card", null)).bytes);
    expect(pixelAt(opaque, 5, 92)).toEqual([255, 255, 255, 255]);
  });

  it("hands the original over as stored when it is not watermarked, named by its real format", async () => {
    const jpeg = await picture(640, 480, "jpeg");
    const png = await picture(640, 480, "png");
    expect(await renderVariant(jpeg, "original", null)).toEqual({ bytes: jpeg, extension: "jpg" });
    expect(await renderVariant(png, "original", null)).toEqual({ bytes: png, extension: "png" });
  });

  it("watermarks the original in its own format and size", async () => {
    const source = await picture(640, 480, "png", "#ffffff");
    const { bytes, extension } = await renderVariant(source, "original", "nobleza");
    expect(extension).toBe("png");
    const before = await pixels(source);
    const after = await pixels(bytes);
    expect([after.width, after.height]).toEqual([640, 480]);
    expect(largestDifference(before, after, { left: 0, top: 0, width: 320, height: 240 })).toBe(0);
    expect(changedBox(before, after)!.left).toBeGreaterThan(480);
  });

  it.each(["thumbnail", "card"] as const)("marks a %s at a fifth of its own width, bottom right; the same image unmarked has the same top-left", async (variant) => {
    const source = await picture(900, 900, "jpeg", "#ffffff");
    const plain = await pixels((await renderVariant(source, variant, null)).bytes);
    const marked = await pixels((await renderVariant(source, variant, "aigostar")).bytes);
    const size = plain.width;
    // WebP is lossy and tunes its quantizer to the whole picture: the same pixels come out within a few levels.
    const half = Math.floor(size / 2);
    expect(meanDifference(plain, marked, { left: 0, top: 0, width: half, height: half })).toBeLessThan(1);
    const corner = Math.floor(size * 0.2);
    expect(meanDifference(plain, marked, { left: size - corner, top: size - corner, width: corner, height: corner })).toBeGreaterThan(10);
    const box = changedBox(plain, marked, 24)!;
    expect(box.left + box.width).toBeGreaterThan(size * 0.95);
    expect(box.top + box.height).toBeGreaterThan(size * 0.95);
    expect(box.width).toBeGreaterThan(size * 0.15);
    expect(box.width).toBeLessThan(size * 0.25);
  });

  it.each(["original", "thumbnail", "card"] as const)("refuses a damaged or foreign source as %s with ImageSourceError", async (variant) => {
    const whole = await picture(600, 600, "jpeg");
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const watermark of [null, "aigostar"] as const) {
      await expect(renderVariant(truncated, variant, watermark)).rejects.toThrow(ImageSourceError);
      await expect(renderVariant(Buffer.from("just some text"), variant, watermark)).rejects.toThrow(/not an image/);
      await expect(renderVariant(svg, variant, watermark)).rejects.toThrow(/not an image/);
      await expect(renderVariant(Buffer.alloc(0), variant, watermark)).rejects.toThrow(ImageSourceError);
    }
  });

  it("refuses an image over the pixel limit before decoding it", async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    await expect(renderVariant(await pngClaiming(side, side), "thumbnail", null)).rejects.toThrow(/more than the 25000000 allowed/);
    await expect(renderVariant(await pngClaiming(side, side), "original", null)).rejects.toThrow(ImageSourceError);
  });
});
