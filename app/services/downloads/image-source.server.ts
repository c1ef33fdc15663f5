import sharp, { type Sharp } from "sharp";

/**
 * Reading a product image for the download centre (decision 0106): only the raster formats a
 * product photo comes in, recognised by their first bytes before sharp sees them (so libvips's
 * loaders for SVG, PDF, CSV or its own format never run on a stored object), at most
 * MAX_INPUT_PIXELS, decoded with sharp's cache off so memory follows the one image at hand.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** A source object larger than this is refused before it is read into memory. */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "tiff" | "avif";

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", tiff: "tif", avif: "avif" };

export class ImageSourceError extends Error {
  override name = "ImageSourceError";
}

// libvips keeps recent operations and their pixels (50 MB by default); a package passes each
// image once, so the cache only grows the process.
sharp.cache(false);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString("latin1");
}

/** The format named by the file's signature, or null when it is not one of ours. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === "II*\u0000" || ascii(bytes, 0, 4) === "MM\u0000*")) return "tiff";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  return null;
}

export function extensionOf(format: ImageFormat): string {
  return EXTENSIONS[format];
}

export type OpenedImage = {
  format: ImageFormat;
  /** Width and height as shown, after the EXIF orientation. */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** A fresh pipeline over the source, already turned upright. */
  pipeline(): Sharp;
};

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checks the source and reads its header; throws ImageSourceError when it is not an image we take. */
export async function openImage(source: Buffer): Promise<OpenedImage> {
  if (source.length > MAX_SOURCE_BYTES) throw new ImageSourceError(`the image is ${source.length} bytes, more than the ${MAX_SOURCE_BYTES} allowed`);
  const format = sniffFormat(source);
  if (!format) throw new ImageSourceError("not an image: the file is not a JPEG, PNG, WebP, GIF, TIFF or AVIF picture");
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" as const };
  let metadata;
  try {
    // The header alone, without the pixel limit, so an image too large is told as such below.
    metadata = await sharp(source, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageSourceError(`a damaged ${format} image: ${message(error)}`, { cause: error });
  }
  const detected = metadata.format === "heif" ? "avif" : metadata.format;
  if (detected !== format) throw new ImageSourceError(`a damaged image: it starts as ${format} but reads as ${metadata.format}`);
  if (!metadata.width || !metadata.height) throw new ImageSourceError(`a damaged ${format} image: it has no size`);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageSourceError(`the image is ${metadata.width} × ${metadata.height} pixels, more than the ${MAX_INPUT_PIXELS} allowed`);
  }
  return {
    format,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    hasAlpha: metadata.hasAlpha,
    pipeline: () => sharp(source, options).autoOrient(),
  };
}

/** Runs the pipeline; a decoding failure (a truncated or corrupt body) becomes ImageSourceError. */
export async function encode(pipeline: Sharp, format: ImageFormat | "webp-variant"): Promise<Buffer> {
  const encoder =
    format === "jpeg" ? pipeline.jpeg({ quality: 90 })
    : format === "png" ? pipeline.png()
    : format === "webp" ? pipeline.webp({ quality: 90 })
    : format === "webp-variant" ? pipeline.webp({ quality: 82 })
    : format === "gif" ? pipeline.gif()
    : format === "tiff" ? pipeline.tiff({ compression: "lzw" })
    : pipeline.avif({ quality: 70 });
  try {
    return await encoder.toBuffer();
  } catch (error) {
    throw new ImageSourceError(`a damaged image: ${message(error)}`, { cause: error });
  }
}

/** Decodes every pixel once without keeping them: proves an image is whole before it is copied as stored. */
export async function assertDecodes(image: OpenedImage): Promise<void> {
  try {
    await image.pipeline().stats();
  } catch (error) {
    throw new ImageSourceError(`a damaged ${image.format} image: ${message(error)}`, { cause: error });
  }
}
