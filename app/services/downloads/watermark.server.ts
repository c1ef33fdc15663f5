import { createRequire } from "node:module";
import sharp, { type OverlayOptions } from "sharp";
import { type BrandKey, brandByKey } from "~/services/platform/brands.server";
import { encode, openImage } from "./image-source.server";

/**
 * The brand's mark on an image leaving the shop watermarked (decisions 0103, 0106): the brand's
 * name in white on a rounded badge of its primary colour, a fifth of the image's width, 60 %
 * opaque, in the bottom-right corner. The text is set in Noto Sans Bold from its file, so the
 * mark looks the same on a server without system fonts.
 */
export const MARK_WIDTH_RATIO = 0.2;
export const MARK_HEIGHT_RATIO = 0.3;
export const MARK_OPACITY = 0.6;
const MARGIN_RATIO = 0.025;

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf");

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function renderMark(brand: BrandKey, width: number, height: number): Promise<Buffer> {
  const found = brandByKey(brand);
  if (!found) throw new Error(`unknown brand: ${brand}`);
  const radius = height * 0.3;
  const badge = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}" fill="${found.colours.primary}"/></svg>`;
  const padX = Math.round(height * 0.3);
  const padY = Math.round(height * 0.18);
  const layers: OverlayOptions[] = [];
  // Below about 6 px of line height the letters are a smudge; the badge alone still marks the image.
  if (width - 2 * padX >= 8 && height - 2 * padY >= 6) {
    const text = await sharp({
      text: {
        text: `<span foreground="#ffffff">${escapeMarkup(found.name)}</span>`,
        font: "Noto Sans Bold",
        fontfile: FONT_FILE,
        rgba: true,
        width: width - 2 * padX,
        height: height - 2 * padY,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({ input: text.data, left: Math.round((width - text.info.width) / 2), top: Math.round((height - text.info.height) / 2) });
  }
  const composed = await sharp(Buffer.from(badge)).composite(layers).png().toBuffer();
  return sharp(composed).ensureAlpha().linear([1, 1, 1, MARK_OPACITY], [0, 0, 0, 0]).png().toBuffer();
}

// A package's images mostly share a few sizes: each mark is drawn once per brand and size.
const MARKS_KEPT = 32;
const marks = new Map<string, Promise<Buffer>>();

function mark(brand: BrandKey, width: number, height: number): Promise<Buffer> {
  const key = `${brand}:${width}x${height}`;
  let found = marks.get(key);
  if (found) {
    marks.delete(key);
  } else {
    found = renderMark(brand, width, height);
    found.catch(() => marks.delete(key));
  }
  marks.set(key, found);
  if (marks.size > MARKS_KEPT) marks.delete(marks.keys().next().value!);
  return found;
}

/** Where the mark goes on an image of this size (as shown), as a sharp composite layer. */
export async function markLayer(brand: BrandKey, imageWidth: number, imageHeight: number): Promise<OverlayOptions> {
  const width = Math.min(imageWidth, Math.max(1, Math.round(imageWidth * MARK_WIDTH_RATIO)));
  const height = Math.min(imageHeight, Math.max(1, Math.round(width * MARK_HEIGHT_RATIO)));
  const margin = Math.round(Math.min(imageWidth, imageHeight) * MARGIN_RATIO);
  return {
    input: await mark(brand, width, height),
    left: Math.max(0, imageWidth - width - margin),
    top: Math.max(0, imageHeight - height - margin),
  };
}

/** The image with the brand's mark, re-encoded in its own format; throws ImageSourceError for what is not an image. */
export async function watermark(image: Buffer, brand: BrandKey): Promise<Buffer> {
  const opened = await openImage(image);
  const layer = await markLayer(brand, opened.width, opened.height);
  return encode(opened.pipeline().composite([layer]), opened.format);
}
