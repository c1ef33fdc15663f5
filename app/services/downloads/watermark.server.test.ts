import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BRANDS } from "~/services/platform/brands.server";
import { changedBox, largestDifference, picture, pixelAt, pixels } from "~tests/support/images";
import { ImageSourceError } from "./image-source.server";
import { watermark } from "./watermark.server";

function hex(colour: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
}

describe("watermark", () => {
  it.each(BRANDS.map((brand) => [brand.key, brand] as const))("puts %s's mark bottom right, a fifth of the width, and leaves the rest alone", async (_key, brand) => {
    const source = await picture(600, 400, "png", "#ffffff");
    const marked = await watermark(source, brand.key);
    const before = await pixels(source);
    const after = await pixels(marked);

    expect((await sharp(marked).metadata()).format).toBe("png");
    expect([after.width, after.height]).toEqual([600, 400]);
    // The top-left quarter is the same pixels: PNG is lossless, nothing was drawn there.
    expect(largestDifference(before, after, { left: 0, top: 0, width: 300, height: 200 })).toBe(0);
    const box = changedBox(before, after)!;
    expect(box.width).toBeGreaterThanOrEqual(110);
    expect(box.width).toBeLessThanOrEqual(120);
    expect(box.left + box.width).toBeGreaterThan(600 - 20);
    expect(box.top + box.height).toBeGreaterThan(400 - 20);
    expect(box.left).toBeGreaterThan(450);
    expect(box.top).toBeGreaterThan(330);
    // Left of the text, the badge is the brand's colour laid at 60 % over the white background.
    const [r, g, b] = pixelAt(after, box.left + 4, box.top + Math.floor(box.height / 2));
    const expected = hex(brand.colours.primary).map((channel) => Math.round(channel * 0.6 + 255 * 0.4));
    expect(Math.abs(r - expected[0]!)).toBeLessThanOrEqual(3);
    expect(Math.abs(g - expected[1]!)).toBeLessThanOrEqual(3);
    expect(Math.abs(b - expected[2]!)).toBeLessThanOrEqual(3);
  });

  it("writes the brand's name in the badge (its letters are lighter than the badge around them)", async () => {
    const source = await picture(1200, 800, "png", "#ffffff");
    const after = await pixels(await watermark(source, "aigostar"));
    const box = changedBox(await pixels(source), after)!;
    const row = box.top + Math.floor(box.height / 2);
    let light = 0;
    for (let x = box.left + Math.floor(box.width * 0.2); x < box.left + box.width * 0.8; x++) {
      if (pixelAt(after, x, row)[0] > 200) light += 1;
    }
    expect(light).toBeGreaterThan(10);
  });

  it("gives each brand its own mark", async () => {
    const source = await picture(600, 600, "png");
    const [aigostar, nobleza] = await Promise.all([watermark(source, "aigostar"), watermark(source, "nobleza")]);
    expect(largestDifference(await pixels(aigostar), await pixels(nobleza), { left: 450, top: 540, width: 150, height: 60 })).toBeGreaterThan(40);
  });

  it.each(["jpeg", "webp"] as const)("keeps a %s in its format, and its top-left corner as it was up to the encoder's rounding", async (format) => {
    const source = await picture(800, 600, format);
    const marked = await watermark(source, "lumora");
    expect((await sharp(marked).metadata()).format).toBe(format);
    const before = await pixels(source);
    const after = await pixels(marked);
    expect(largestDifference(before, after, { left: 0, top: 0, width: 200, height: 200 })).toBeLessThanOrEqual(12);
    expect(largestDifference(before, after, { left: 640, top: 530, width: 160, height: 48 })).toBeGreaterThan(60);
  });

  it.each([
    [1, 1],
    [3, 2],
    [16, 9],
    [40, 40],
    [2000, 12],
    [12, 900],
  ])("marks a %i × %i image without failing and keeps its size", async (width, height) => {
    const source = await picture(width, height, "png", "#ffffff");
    const marked = await watermark(source, "ubathlife");
    const after = await pixels(marked);
    expect([after.width, after.height]).toEqual([width, height]);
    expect(changedBox(await pixels(source), after)).not.toBeNull();
  });

  it("marks the picture as it is shown: a photo turned by its EXIF orientation gets the mark at its visible bottom right", async () => {
    const stored = await sharp(await picture(600, 400, "png", "#ffffff")).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    const marked = await watermark(stored, "aigostar");
    const after = await pixels(marked);
    expect([after.width, after.height]).toEqual([400, 600]);
    const upright = await pixels(await sharp(stored).autoOrient().png().toBuffer());
    expect(largestDifference(upright, after, { left: 0, top: 0, width: 150, height: 150 })).toBeLessThanOrEqual(12);
    expect(largestDifference(upright, after, { left: 300, top: 560, width: 80, height: 20 })).toBeGreaterThan(60);
  });

  it("refuses what is not an image with a clear error", async () => {
    await expect(watermark(Buffer.from("%PDF-1.7 not a picture"), "aigostar")).rejects.toThrow(ImageSourceError);
    await expect(watermark(Buffer.from("%PDF-1.7 not a picture"), "aigostar")).rejects.toThrow(/not an image/);
  });
});
