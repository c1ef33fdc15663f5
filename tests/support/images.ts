import sharp, { type Sharp } from "sharp";

export type Encoded = "jpeg" | "png" | "webp";

function encodeAs(pipeline: Sharp, format: Encoded): Promise<Buffer> {
  if (format === "jpeg") return pipeline.jpeg({ quality: 92 }).toBuffer();
  if (format === "png") return pipeline.png().toBuffer();
  return pipeline.webp({ quality: 90 }).toBuffer();
}

/** A product-like picture: a soft background, a body and a few details, so a mark over it changes pixels. */
export function picture(width: number, height: number, format: Encoded = "png", background = "#eef4fb"): Promise<Buffer> {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 600" preserveAspectRatio="none">`,
    `<rect width="600" height="600" fill="${background}"/>`,
    `<circle cx="300" cy="290" r="200" fill="#d9e2ec"/>`,
    `<rect x="200" y="160" width="200" height="280" rx="30" fill="#1f2937"/>`,
    `<rect x="230" y="190" width="140" height="60" fill="#f97316"/>`,
    `</svg>`,
  ].join("");
  return encodeAs(sharp(Buffer.from(svg)), format);
}

/** Two halves of flat colour side by side (left, right): shows whether a resize crops or fits. */
export function halves(width: number, height: number, left: string, right: string, format: Encoded = "png"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="${left}"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${right}"/></svg>`;
  return encodeAs(sharp(Buffer.from(svg)), format);
}

/** Pixels that do not compress (a seeded xorshift): the biggest file an image of this size makes. */
export function noise(width: number, height: number, format: Encoded, seed: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < data.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = state & 0xff;
  }
  return encodeAs(sharp(data, { raw: { width, height, channels: 3 } }), format);
}

export type Pixels = { data: Buffer; width: number; height: number; channels: 4 };

/** The decoded RGBA pixels of an image. */
export async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

export type Box = { left: number; top: number; width: number; height: number };

/** The difference of each channel of each pixel inside a box, between two images of the same size. */
function* differences(a: Pixels, b: Pixels, box: Box): Generator<number> {
  if (a.width !== b.width || a.height !== b.height) throw new Error("the images differ in size");
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      const at = (y * a.width + x) * 4;
      for (let c = 0; c < 4; c++) yield Math.abs(a.data[at + c]! - b.data[at + c]!);
    }
  }
}

/** The largest difference of any channel between two images of the same size, inside a box. */
export function largestDifference(a: Pixels, b: Pixels, box: Box): number {
  let largest = 0;
  for (const difference of differences(a, b, box)) largest = Math.max(largest, difference);
  return largest;
}

/** The mean difference per channel between two images of the same size, inside a box. */
export function meanDifference(a: Pixels, b: Pixels, box: Box): number {
  let sum = 0;
  for (const difference of differences(a, b, box)) sum += difference;
  return sum / (box.width * box.height * 4);
}

/** The smallest box holding every pixel that differs by more than `threshold`, or null. */
export function changedBox(a: Pixels, b: Pixels, threshold = 8): Box | null {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const at = (y * a.width + x) * 4;
      let differs = false;
      for (let c = 0; c < 4; c++) differs ||= Math.abs(a.data[at + c]! - b.data[at + c]!) > threshold;
      if (!differs) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

export function pixelAt(image: Pixels, x: number, y: number): [number, number, number, number] {
  const at = (y * image.width + x) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!, image.data[at + 3]!];
}
