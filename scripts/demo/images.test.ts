import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { BRANDS } from "~/services/platform/brands.server";
import { localStorage } from "~/services/platform/storage.server";
import { CATALOGUES, typeSlots } from "./catalogue";
import { IMAGE_VARIANTS, imagePool } from "./image-pool";
import { productSvg, renderWebp, writeImagePool } from "./images";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

describe("product pictures", () => {
  it.each(BRANDS.map((brand) => brand.key))("renders every %s product type as a 600 × 600 WebP", async (brandKey) => {
    for (const { type } of typeSlots(CATALOGUES[brandKey])) {
      const svg = productSvg(brandKey, type, 1 + (type.key.length % IMAGE_VARIANTS));
      expect(svg).not.toMatch(/undefined|NaN/);
      const meta = await sharp(await renderWebp(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 600, 600]);
    }
  });

  it("keeps the pool small and the paths relative", () => {
    const pool = BRANDS.flatMap((brand) => imagePool(brand.key, CATALOGUES[brand.key]));
    expect(pool.length).toBeLessThan(400);
    expect(new Set(pool.map((entry) => entry.path)).size).toBe(pool.length);
    for (const entry of pool) expect(entry.path).toMatch(/^products\/[a-z-]+\/[a-z0-9-]+-[1-4]\.webp$/);
  });

  it("writes the pool to storage once and skips pictures that exist", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "demo-media-"));
    folders.push(folder);
    const storage = localStorage(folder);
    const first = await writeImagePool(storage);
    expect(first.written).toBeGreaterThan(200);
    expect(first.skipped).toBe(0);
    const sample = path.join(folder, "media", "products", "aigostar", "air-fryer-1.webp");
    expect((await sharp(sample).metadata()).width).toBe(600);
    const second = await writeImagePool(storage);
    expect(second).toEqual({ written: 0, skipped: first.written });
  }, 60_000);
});
