import type { Executor } from "~/db/client.server";
import type { BrandProducts } from "./catalogue-writer";
import { insertRows } from "./insert";
import { Random } from "./prng";

type AccessoryRow = { product_id: number; accessory_id: number; ref_goods_num: number; position: number };

/** Distinct random picks from a pool, never `exclude`; fewer when the pool is small. */
function sample(pool: readonly number[], wanted: number, exclude: ReadonlySet<number>, rng: Random): number[] {
  if (pool.length <= wanted * 4) return rng.shuffle(pool.filter((id) => !exclude.has(id))).slice(0, wanted);
  const picked = new Set<number>();
  for (let tries = 0; picked.size < wanted && tries < wanted * 8; tries++) {
    const id = rng.pick(pool);
    if (!exclude.has(id)) picked.add(id);
  }
  return [...picked];
}

/**
 * Recommended accessories within each brand: one to four for most main products, six to nine for
 * some (the fittings popup pages by five), refGoodsNum one to four per main product.
 */
export async function writeAccessories(db: Executor, brands: readonly BrandProducts[], seed: number): Promise<number> {
  const rows: AccessoryRow[] = [];
  for (const brand of brands) {
    const rng = new Random(seed, "accessories", brand.brandKey);
    for (const request of brand.accessoryRequests) {
      const wanted = request.many ? rng.int(6, 9) : rng.int(1, 4);
      const pool = request.accessoryTypes.flatMap((key) => brand.idsByType.get(key) ?? []);
      const exclude = new Set([request.id]);
      const picks = sample(pool, wanted, exclude, rng);
      if (request.many && picks.length < wanted) {
        for (const id of picks) exclude.add(id);
        picks.push(...sample(brand.firstIds, wanted - picks.length, exclude, rng));
      }
      picks.forEach((accessoryId, position) => {
        rows.push({ product_id: request.id, accessory_id: accessoryId, ref_goods_num: rng.int(1, 4), position });
      });
    }
  }
  await insertRows(
    db,
    "product_accessories",
    [["product_id", "int"], ["accessory_id", "int"], ["ref_goods_num", "int"], ["position", "int"]],
    rows,
    10_000,
  );
  return rows.length;
}
