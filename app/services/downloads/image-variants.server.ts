import type { BrandKey } from "~/services/platform/brands.server";
import { assertDecodes, encode, extensionOf, openImage } from "./image-source.server";
import { markLayer, watermark as watermarkImage } from "./watermark.server";

export { ImageSourceError } from "./image-source.server";

/** original: as stored (re-encoded in its own format when watermarked); thumbnail 600 × 600 WebP; card 184 × 184 WebP. */
export type ImageVariant = "original" | "thumbnail" | "card";

/** SPEC.md section 9: thumbnails 600 by 600 in WebP, card images 184 px (the card shows them square). */
export const VARIANT_SIZES = { thumbnail: 600, card: 184 } as const;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR = { r: 255, g: 255, b: 255, alpha: 0 };

/**
 * One image of a package. Thumbnails and card images are the whole picture fitted in the square
 * ("contain", decision 0106): a product cut at the edges is no use on a buyer's shop. The band
 * left over is white, or transparent when the source has transparent pixels (a cut-out). The mark is put on after
 * resizing, so it is a fifth of the file's own width.
 */
export async function renderVariant(source: Buffer, variant: ImageVariant, watermark: BrandKey | null): Promise<{ bytes: Buffer; extension: string }> {
  if (variant === "original") {
    const opened = await openImage(source);
    if (watermark) return { bytes: await watermarkImage(source, watermark), extension: extensionOf(opened.format) };
    await assertDecodes(opened);
    return { bytes: source, extension: extensionOf(opened.format) };
  }
  const opened = await openImage(source);
  const size = VARIANT_SIZES[variant];
  const transparent = opened.hasAlpha && !(await opened.pipeline().stats()).isOpaque;
  let pipeline = opened.pipeline().resize(size, size, { fit: "contain", background: transparent ? CLEAR : WHITE });
  if (watermark) pipeline = pipeline.composite([await markLayer(watermark, size, size)]);
  return { bytes: await encode(pipeline, "webp-variant"), extension: "webp" };
}
