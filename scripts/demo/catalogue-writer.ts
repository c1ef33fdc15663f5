import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { BRANDS, type BrandKey } from "~/services/platform/brands.server";
import { CATALOGUES, flattenTree, typeSlots } from "./catalogue";
import type { TagDef } from "./catalogue-types";
import { type Column, insertRows, maxId, syncSequence } from "./insert";
import { Random } from "./prng";
import { type BrandContext, type ProductRow, type StockRow, buildProduct, convertThreshold } from "./product-factory";
import { type PromotionSlot, SCENARIO_COUNT, productState, promotable } from "./scenarios";
import { localized } from "./text";

const PRODUCT_COLUMNS: readonly Column[] = [
  ["id", "int"], ["brand_key", "text"], ["category_id", "int"], ["barcode", "varchar(13)"], ["replace_barcode", "varchar(13)"],
  ["sub_barcodes", "text[]"], ["model", "text"], ["names", "jsonb"], ["usage_instructions", "jsonb"], ["params", "jsonb"],
  ["images", "text[]"], ["min_order_qty", "int"], ["sale_double", "int"], ["pkg_num", "int"], ["medium_pkg_num", "int"],
  ["carton_length_mm", "int"], ["carton_width_mm", "int"], ["carton_height_mm", "int"], ["carton_weight_g", "int"],
  ["carton_volume_cm3", "int"], ["offline_only", "boolean"], ["not_online", "boolean"], ["is_new", "boolean"],
  ["new_arrival_date", "date"], ["restock", "boolean"], ["top", "boolean"], ["off_shelves", "boolean"], ["presale", "boolean"],
  ["off_market", "boolean"], ["ships_from_china", "boolean"], ["sales_count", "int"], ["created_at", "timestamptz"],
];
const STOCK_COLUMNS: readonly Column[] = [
  ["product_id", "int"], ["available", "int"], ["in_transit", "int"], ["undelivered_order_qty", "int"],
  ["expected_arrival", "date"], ["not_check_stock", "boolean"], ["updated_at", "timestamptz"],
];
const PRICE_COLUMNS: readonly Column[] = [["product_id", "int"], ["currency", "char(3)"], ["price_minor", "bigint"]];
const PRODUCT_TAG_COLUMNS: readonly Column[] = [["product_id", "int"], ["tag_id", "int"]];
const CASHBACK_COLUMNS: readonly Column[] = [["id", "int"], ["product_id", "int"], ["currency", "char(3)"], ["threshold_minor", "bigint"], ["percent_bp", "int"]];

/** Up to this many products per statement; one batch of products is a few megabytes of JSON. */
const CHUNK = 1000;

export type CategoryIds = Map<BrandKey, Map<string, number>>;

export async function writeCategories(db: Executor): Promise<{ ids: CategoryIds; count: number }> {
  let next = (await maxId(db, "categories")) + 1;
  const ids: CategoryIds = new Map();
  const rows: object[] = [];
  for (const brand of BRANDS) {
    const bySlug = new Map<string, number>();
    for (const category of flattenTree(CATALOGUES[brand.key])) {
      const id = next++;
      bySlug.set(category.slug, id);
      rows.push({
        id,
        brand_key: brand.key,
        parent_id: category.parentSlug ? bySlug.get(category.parentSlug)! : null,
        level: category.level,
        slug: category.slug,
        names: localized(category.names),
        position: category.position,
      });
    }
    ids.set(brand.key, bySlug);
  }
  const columns: Column[] = [["id", "int"], ["brand_key", "text"], ["parent_id", "int"], ["level", "smallint"], ["slug", "text"], ["names", "jsonb"], ["position", "int"]];
  await insertRows(db, "categories", columns, rows);
  await syncSequence(db, "categories");
  return { ids, count: rows.length };
}

export type BrandTags = Map<BrandKey, { def: TagDef; id: number }[]>;

export async function writeTags(db: Executor): Promise<{ tags: BrandTags; count: number }> {
  let next = (await maxId(db, "tags")) + 1;
  const tags: BrandTags = new Map();
  const rows: object[] = [];
  for (const brand of BRANDS) {
    const list = CATALOGUES[brand.key].tags.map((def) => ({ def, id: next++ }));
    for (const { def, id } of list) rows.push({ id, brand_key: brand.key, names: localized(def.names) });
    tags.set(brand.key, list);
  }
  await insertRows(db, "tags", [["id", "int"], ["brand_key", "text"], ["names", "jsonb"]], rows);
  await syncSequence(db, "tags");
  return { tags, count: rows.length };
}

/** A product picked for a promotion, with what the promotion rows need. */
export type PromotedProduct = { id: number; prices: Record<string, number>; pkgNum: number; available: number; notCheckStock: boolean };

export type AccessoryRequest = { id: number; accessoryTypes: readonly string[]; many: boolean };

export type BrandProducts = {
  brandKey: BrandKey;
  idsByType: Map<string, number[]>;
  /** The brand's first products, a fallback pool of accessories for small catalogues. */
  firstIds: number[];
  accessoryRequests: AccessoryRequest[];
  promoted: Map<PromotionSlot, PromotedProduct[]>;
};

export type ProductCounts = { products: number; prices: number; stock: number; productTags: number; cashbackTiers: number };

/** Random products per promotion kind and brand, on top of the fixed scenarios. */
const PROMOTION_CAPS: readonly [PromotionSlot, number][] = [["flash", 40], ["discount", 60], ["order-now", 30], ["ended", 30], ["upcoming", 15]];

export async function writeProducts(
  db: Executor,
  options: {
    seed: number;
    now: Date;
    counts: Map<BrandKey, number>;
    categoryIds: CategoryIds;
    tags: BrandTags;
    log: (line: string) => void;
  },
): Promise<{ brands: BrandProducts[]; counts: ProductCounts }> {
  const { seed, now, log } = options;
  let nextId = (await maxId(db, "products")) + 1;
  let nextCashbackId = (await maxId(db, "cashback_tiers")) + 1;
  const counts: ProductCounts = { products: 0, prices: 0, stock: 0, productTags: 0, cashbackTiers: 0 };
  const total = [...options.counts.values()].reduce((a, b) => a + b, 0);
  let chunk = { products: [] as ProductRow[], stock: [] as StockRow[], prices: [] as object[], tags: [] as object[], cashback: [] as object[] };

  const flush = async () => {
    if (chunk.products.length === 0) return;
    await insertRows(db, "products", PRODUCT_COLUMNS, chunk.products, CHUNK);
    await insertRows(db, "product_prices", PRICE_COLUMNS, chunk.prices, 10_000);
    await insertRows(db, "stock", STOCK_COLUMNS, chunk.stock, 10_000);
    await insertRows(db, "product_tags", PRODUCT_TAG_COLUMNS, chunk.tags, 10_000);
    await insertRows(db, "cashback_tiers", CASHBACK_COLUMNS, chunk.cashback, 10_000);
    // The prices' trigger (migration 0012) stamped the products with the clock: the demo's instant
    // instead, so that the same seed and instant give the same rows.
    await db.execute(sql`update products set updated_at = ${now.toISOString()}::timestamptz where id between ${chunk.products[0]!.id} and ${chunk.products.at(-1)!.id}`);
    counts.products += chunk.products.length;
    counts.prices += chunk.prices.length;
    counts.stock += chunk.stock.length;
    counts.productTags += chunk.tags.length;
    counts.cashbackTiers += chunk.cashback.length;
    chunk = { products: [], stock: [], prices: [], tags: [], cashback: [] };
    if (total >= 10_000 && counts.products % 10_000 < CHUNK) log(`  products ${counts.products.toLocaleString("en")} / ${total.toLocaleString("en")}`);
  };

  const brands: BrandProducts[] = [];
  for (const brand of BRANDS) {
    const count = options.counts.get(brand.key) ?? 0;
    const catalogue = CATALOGUES[brand.key];
    const categoryIds = options.categoryIds.get(brand.key)!;
    const brandTags = options.tags.get(brand.key) ?? [];
    const rng = new Random(seed, "products", brand.key);
    const slots = typeSlots(catalogue);
    // The first product (the "many accessories" scenario) should be a type that has accessories.
    const lead = Math.max(0, slots.findIndex((slot) => slot.type.accessories?.length));
    const roundRobin = [slots[lead]!, ...slots.filter((_, i) => i !== lead)];
    const ctx: BrandContext = {
      brandKey: brand.key,
      label: brand.name.split(" ")[0]!,
      catalogue,
      languages: brand.mainLanguages,
      now,
      alternateCodes: 0,
      firstBarcode: null,
      usageCache: new Map(),
    };
    const result: BrandProducts = { brandKey: brand.key, idsByType: new Map(), firstIds: [], accessoryRequests: [], promoted: new Map() };
    const taken = new Map<PromotionSlot, number>();

    for (let index = 0; index < count; index++) {
      const slot = roundRobin[index] ?? rng.weighted(slots, (s) => s.type.weight ?? 1);
      const type = slot.type;
      const state = productState(index, rng, Boolean(type.accessories?.length));
      if (index >= SCENARIO_COUNT && promotable(state)) {
        for (const [kind, cap] of PROMOTION_CAPS) {
          if ((taken.get(kind) ?? 0) < cap && rng.chance(Math.min(0.03, cap / count))) {
            state.promotion = kind;
            taken.set(kind, (taken.get(kind) ?? 0) + 1);
            break;
          }
        }
      }
      const id = nextId++;
      const built = buildProduct(ctx, { id, indexInBrand: index, type, categoryId: categoryIds.get(slot.leafSlug)!, state }, rng);
      chunk.products.push(built.row);
      chunk.stock.push(built.stock);
      for (const [currency, price] of Object.entries(built.prices)) chunk.prices.push({ product_id: id, currency, price_minor: price });
      for (const { def, id: tagId } of brandTags) {
        const eligible = !def.types || def.types.includes(type.key);
        if (eligible && (rng.chance(def.share) || (def.key === "best-seller" && state.top))) chunk.tags.push({ product_id: id, tag_id: tagId });
      }
      for (const [threshold, percentBp] of state.cashback ?? []) {
        for (const currency of catalogue.currencies) {
          chunk.cashback.push({ id: nextCashbackId++, product_id: id, currency, threshold_minor: convertThreshold(threshold, currency), percent_bp: percentBp });
        }
      }

      const ofType = result.idsByType.get(type.key) ?? [];
      ofType.push(id);
      result.idsByType.set(type.key, ofType);
      if (result.firstIds.length < 40) result.firstIds.push(id);
      if (state.accessories !== "none") {
        result.accessoryRequests.push({ id, accessoryTypes: type.accessories ?? [], many: state.accessories === "many" });
      }
      if (state.promotion) {
        const list = result.promoted.get(state.promotion) ?? [];
        list.push({ id, prices: built.prices, pkgNum: built.row.pkg_num, available: state.available, notCheckStock: state.notCheckStock });
        result.promoted.set(state.promotion, list);
      }
      if (chunk.products.length >= CHUNK) await flush();
    }
    brands.push(result);
  }
  await flush();
  await syncSequence(db, "products");
  await syncSequence(db, "cashback_tiers");
  return { brands, counts };
}

