import { randomBytes } from "node:crypto";
import { ImageSourceError, openImage } from "~/services/downloads/image-source.server";
import { mediaKey, storage } from "~/services/platform/storage.server";

/**
 * A banner's picture as staff upload it (decision 0112): at most 5 MB, checked as an image by its
 * content (its first bytes and sharp's reading, never its name or type), at least
 * BANNER_MIN_WIDTH × BANNER_MIN_HEIGHT, then cut to the brand home's banner size and written as
 * WebP (so no metadata or hidden content of the upload is served) where the seeded banners are,
 * under `media/banners/<brand>/`.
 */
import { BANNER_MAX_BYTES } from "~/domain/content-texts";

export { BANNER_MAX_BYTES };
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;
export const BANNER_MIN_WIDTH = 600;
export const BANNER_MIN_HEIGHT = 180;

export type BannerPictureProblem = "tooLarge" | "notImage" | "tooSmall";

/** The WebP to store, or why the upload is refused. */
export async function bannerPicture(bytes: Buffer): Promise<{ ok: true; webp: Buffer } | { ok: false; problem: BannerPictureProblem }> {
  if (bytes.length > BANNER_MAX_BYTES) return { ok: false, problem: "tooLarge" };
  try {
    const image = await openImage(bytes);
    if (image.width < BANNER_MIN_WIDTH || image.height < BANNER_MIN_HEIGHT) return { ok: false, problem: "tooSmall" };
    const webp = await image.pipeline().resize(BANNER_WIDTH, BANNER_HEIGHT, { fit: "cover", position: "attention" }).webp({ quality: 82 }).toBuffer();
    return { ok: true, webp };
  } catch (error) {
    if (error instanceof ImageSourceError) return { ok: false, problem: "notImage" };
    // sharp's own errors on a damaged file that passed the header check.
    if (error instanceof Error && /vips|Input|corrupt|premature|unsupported/i.test(error.message)) return { ok: false, problem: "notImage" };
    throw error;
  }
}

/** An uploaded banner picture's media path: its own name, so a page cached with the old one never shows the new one under the old address. */
export const uploadedBannerPath = (brandKey: string) => `banners/${brandKey}/u-${randomBytes(8).toString("hex")}.webp`;

/** Whether the media path is one the office uploaded (the seed's pictures are shared and left alone). */
export const isUploadedBannerPath = (path: string) => /^banners\/[a-z0-9-]+\/u-[0-9a-f]{16}\.webp$/.test(path);

export async function storeBannerPicture(path: string, webp: Buffer): Promise<void> {
  await storage().put(mediaKey(path), webp, { contentType: "image/webp" });
}

/** Removes an uploaded picture no banner uses any more (never a seeded one); a failure is left for later (an unused file, not a broken page). */
export async function removeBannerPicture(path: string): Promise<void> {
  if (!isUploadedBannerPath(path)) return;
  await storage()
    .delete(mediaKey(path))
    .catch(() => undefined);
}
