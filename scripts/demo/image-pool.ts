import type { BrandKey } from "~/services/platform/brands.server";
import type { BrandCatalogue, ProductType } from "./catalogue-types";
import { typeSlots } from "./catalogue";
import type { Random } from "./prng";
import type { Variant } from "./product-text";

/** Pictures per product type and brand; products reuse this small pool whatever the catalogue size. */
export const IMAGE_VARIANTS = 4;

export const imagePath = (brandKey: BrandKey, type: ProductType, variant: number) =>
  `products/${brandKey}/${type.key}-${variant}.webp`;

/** Main picture first (the one in the product's colour), then up to three others of the same type. */
export function imagePaths(brandKey: BrandKey, type: ProductType, variant: Variant, rng: Random): string[] {
  const main = variant.colour >= 0 ? variant.colour : variant.tier % IMAGE_VARIANTS;
  const extra = rng.pick([0, 0, 1, 1, 2, 3]);
  return Array.from({ length: extra + 1 }, (_, i) => imagePath(brandKey, type, ((main + i) % IMAGE_VARIANTS) + 1));
}

export type PoolEntry = { path: string; type: ProductType; variant: number };

export function imagePool(brandKey: BrandKey, catalogue: BrandCatalogue): PoolEntry[] {
  return typeSlots(catalogue).flatMap(({ type }) =>
    Array.from({ length: IMAGE_VARIANTS }, (_, i) => ({ path: imagePath(brandKey, type, i + 1), type, variant: i + 1 })),
  );
}
