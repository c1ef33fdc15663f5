import type { BrandKey } from "~/services/platform/brands.server";
import { AIGOSTAR, AIGOSTAR_MX } from "./catalogue-aigostar";
import { LUMORA } from "./catalogue-lumora";
import { NOBLEZA } from "./catalogue-nobleza";
import type { BrandCatalogue, ProductType } from "./catalogue-types";
import { UBATHLIFE } from "./catalogue-ubathlife";
import type { T9 } from "./text";

export const CATALOGUES: Record<BrandKey, BrandCatalogue> = {
  aigostar: AIGOSTAR,
  nobleza: NOBLEZA,
  ubathlife: UBATHLIFE,
  lumora: LUMORA,
  "aigostar-mx": AIGOSTAR_MX,
};

const SHARES: Record<BrandKey, number> = { aigostar: 0.4, lumora: 0.2, nobleza: 0.15, ubathlife: 0.15, "aigostar-mx": 0.1 };

/** Minimum products per brand, so that every brand can show each special state (see scenarios.ts). */
const MIN_PER_BRAND = 30;

/**
 * Splits the product count over the brands by share, with a floor per brand; the main brand takes
 * the rounding difference.
 */
export function splitProducts(total: number, brandKeys: readonly BrandKey[]): Map<BrandKey, number> {
  const floor = Math.min(MIN_PER_BRAND, Math.floor(total / brandKeys.length));
  const counts = new Map(brandKeys.map((key) => [key, Math.max(floor, Math.round(SHARES[key] * total))]));
  const main = brandKeys[0]!;
  const sum = [...counts.values()].reduce((a, b) => a + b, 0);
  counts.set(main, counts.get(main)! + total - sum);
  if ([...counts.values()].some((count) => count < 0)) throw new Error(`Cannot split ${total} products over the brands`);
  return counts;
}

export type FlatCategory = {
  slug: string;
  level: 1 | 2 | 3;
  parentSlug: string | null;
  names: T9;
  position: number;
  types: readonly ProductType[];
};

/** The tree in depth-first order: each root, then its branches, each followed by its leaves. */
export function flattenTree(catalogue: BrandCatalogue): FlatCategory[] {
  const out: FlatCategory[] = [];
  catalogue.tree.forEach((root, r) => {
    out.push({ slug: root.slug, level: 1, parentSlug: null, names: root.names, position: r, types: [] });
    root.branches.forEach((branch, b) => {
      out.push({ slug: branch.slug, level: 2, parentSlug: root.slug, names: branch.names, position: b, types: [] });
      branch.leaves.forEach((leaf, l) => {
        out.push({ slug: leaf.slug, level: 3, parentSlug: branch.slug, names: leaf.names, position: l, types: leaf.types });
      });
    });
  });
  const seen = new Set<string>();
  for (const category of out) {
    if (seen.has(category.slug)) throw new Error(`Duplicate category slug: ${category.slug}`);
    seen.add(category.slug);
  }
  return out;
}

export type TypeSlot = { type: ProductType; leafSlug: string };

/** Every product type of the brand with the leaf category it hangs on, in tree order. */
export function typeSlots(catalogue: BrandCatalogue): TypeSlot[] {
  return flattenTree(catalogue).flatMap((category) => category.types.map((type) => ({ type, leafSlug: category.slug })));
}
