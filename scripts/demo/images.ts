import os from "node:os";
import sharp from "sharp";
import { BRANDS, type BrandKey } from "~/services/platform/brands.server";
import { type Storage, mediaKey } from "~/services/platform/storage.server";
import { CATALOGUES } from "./catalogue";
import type { ProductType } from "./catalogue-types";
import { DRAWINGS } from "./drawings";
import { type PoolEntry, imagePool } from "./image-pool";
import { type Palette, shade } from "./svg-kit";
import { COLOURS } from "./vocabulary";

export const IMAGE_SIZE = 600;

const BACKGROUNDS = ["#eef4fb", "#f6f1ea", "#eef7f1", "#f5eff7"] as const;
/** Body colours for types without a colour choice (bulbs, filters, bags …), one per variant. */
const NEUTRAL_BODIES = ["#f3f4f6", "#e7e5e4", "#dbe4ee", "#efe6d2"] as const;

function palette(brandKey: BrandKey, type: ProductType, variant: number): Palette {
  const index = (variant - 1) % BACKGROUNDS.length;
  const colour = type.colours.length > 0 ? type.colours[(variant - 1) % type.colours.length]! : null;
  const body = colour ? COLOURS[colour].hex : NEUTRAL_BODIES[index]!;
  const background = BACKGROUNDS[index]!;
  const accent = BRANDS.find((brand) => brand.key === brandKey)?.colours.accent ?? "#f97316";
  return {
    body,
    dark: shade(body, -0.3),
    light: shade(body, 0.45),
    outline: shade(body, -0.5),
    accent,
    metal: "#b4bcc6",
    glass: "#d9eef8",
    warm: "#fff3c4",
    screen: "#1f2937",
    background,
  };
}

/** The SVG source of one pool picture: the type's drawing on a soft background with a shadow. */
export function productSvg(brandKey: BrandKey, type: ProductType, variant: number): string {
  const p = palette(brandKey, type, variant);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 600 600">`,
    `<rect width="600" height="600" fill="${p.background}"/>`,
    `<circle cx="300" cy="290" r="230" fill="#ffffff" fill-opacity="0.55"/>`,
    `<ellipse cx="300" cy="505" rx="190" ry="24" fill="#000000" fill-opacity="0.08"/>`,
    DRAWINGS[type.drawing](p),
    `</svg>`,
  ].join("");
}

export async function renderWebp(svg: string, width: number = IMAGE_SIZE, height: number = IMAGE_SIZE): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82, effort: 2 }).toBuffer();
}

/** Renders a picture and puts it in storage under `media/<path>`, unless it is there already. */
export async function writeMissingPicture(storage: Storage, mediaPath: string, render: () => Promise<Buffer>): Promise<boolean> {
  const key = mediaKey(mediaPath);
  if (await storage.head(key)) return false;
  await storage.put(key, await render(), { contentType: "image/webp" });
  return true;
}

const writeEntry = (storage: Storage, brandKey: BrandKey, entry: PoolEntry) =>
  writeMissingPicture(storage, entry.path, () => renderWebp(productSvg(brandKey, entry.type, entry.variant)));

/** Writes the picture pool of every brand (or only the pictures of these paths) to storage, under media/, skipping pictures already there. */
export async function writeImagePool(storage: Storage, only?: ReadonlySet<string>): Promise<{ written: number; skipped: number }> {
  const jobs = BRANDS.flatMap((brand) => imagePool(brand.key, CATALOGUES[brand.key]).map((entry) => ({ brandKey: brand.key, entry }))).filter(
    (job) => !only || only.has(job.entry.path),
  );
  const parallel = Math.max(2, Math.min(8, os.availableParallelism()));
  let written = 0;
  for (let i = 0; i < jobs.length; i += parallel) {
    const results = await Promise.all(jobs.slice(i, i + parallel).map((job) => writeEntry(storage, job.brandKey, job.entry)));
    written += results.filter(Boolean).length;
  }
  return { written, skipped: jobs.length - written };
}
