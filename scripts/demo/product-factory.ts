import type { LocalizedText, ProductParam } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import type { BrandKey } from "~/services/platform/brands.server";
import type { BrandCatalogue, ProductType } from "./catalogue-types";
import { barcodeFor, suffixTwin } from "./ean";
import { imagePaths } from "./image-pool";
import type { Random } from "./prng";
import { buildModel, buildName, buildParams, buildUsage, chooseVariant, tierCount } from "./product-text";
import type { ProductState } from "./scenarios";

/** A products row, keyed by column name (inserted through json_to_recordset). */
export type ProductRow = {
  id: number;
  brand_key: BrandKey;
  category_id: number;
  barcode: string;
  replace_barcode: string | null;
  sub_barcodes: string[];
  model: string;
  names: LocalizedText;
  usage_instructions: LocalizedText | null;
  params: ProductParam[];
  images: string[];
  min_order_qty: number;
  sale_double: number;
  pkg_num: number;
  medium_pkg_num: number;
  carton_length_mm: number;
  carton_width_mm: number;
  carton_height_mm: number;
  carton_weight_g: number;
  carton_volume_cm3: number;
  offline_only: boolean;
  not_online: boolean;
  is_new: boolean;
  new_arrival_date: string | null;
  restock: boolean;
  top: boolean;
  off_shelves: boolean;
  presale: boolean;
  off_market: boolean;
  ships_from_china: boolean;
  sales_count: number;
  created_at: string;
};

export type StockRow = {
  product_id: number;
  available: number;
  in_transit: number;
  undelivered_order_qty: number;
  expected_arrival: string | null;
  not_check_stock: boolean;
  updated_at: string;
};

export type BrandContext = {
  brandKey: BrandKey;
  /** The maker's name in product names ("Aigostar" also for the Mexican shop). */
  label: string;
  catalogue: BrandCatalogue;
  languages: readonly Language[];
  now: Date;
  /** Counter for replace and sub-barcodes under the brand's alternate prefix. */
  alternateCodes: number;
  /** The brand's first barcode, which the suffix-twin scenario mirrors. */
  firstBarcode: string | null;
  usageCache: Map<string, LocalizedText>;
};

const DAY = 86_400_000;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Currency conversion from euro cents, and the step prices are rounded to (minor units). */
const RATES: Record<string, { rate: number; step: number }> = {
  EUR: { rate: 1, step: 5 },
  GBP: { rate: 0.86, step: 5 },
  PLN: { rate: 4.32, step: 10 },
  USD: { rate: 1.09, step: 5 },
  CNY: { rate: 7.85, step: 10 },
  MXN: { rate: 19.6, step: 100 },
};

export function convert(euroCents: number, currency: string): number {
  const { rate, step } = RATES[currency] ?? { rate: 1, step: 1 };
  return Math.max(step, Math.round((euroCents * rate) / step) * step);
}

/** Cashback thresholds are whole units of the currency. */
export function convertThreshold(euroCents: number, currency: string): number {
  if (euroCents === 0) return 0;
  return Math.round((euroCents * (RATES[currency]?.rate ?? 1)) / 100) * 100;
}

/** Splits n units into a near-cubic a × b × c grid, largest count first. */
function arrange(n: number): [number, number, number] {
  let best: [number, number, number] = [n, 1, 1];
  for (let a = 1; a * a * a <= n; a++) {
    if (n % a !== 0) continue;
    for (let b = a; a * b * b <= n; b++) {
      if ((n / a) % b !== 0) continue;
      const c = n / a / b;
      if (c - a < best[0] - best[2]) best = [c, b, a];
    }
  }
  return best;
}

function packaging(type: ProductType, state: ProductState, rng: Random) {
  const saleDouble = rng.pick(type.saleDouble);
  const fits = type.perCarton.filter((count) => count % saleDouble === 0);
  let pkgNum = fits.length > 0 ? rng.pick(fits) : saleDouble * 4;
  // Direct shipments from China travel in bigger master cartons.
  if (state.shipsFromChina) pkgNum *= 2;
  const roll = rng.next();
  const minOrderQty = roll < 0.7 ? saleDouble : roll < 0.9 ? saleDouble * 2 : pkgNum;
  const mediumPkgNum = pkgNum >= saleDouble * 4 ? saleDouble * 2 : saleDouble;

  const jitter = (value: number, step: number) => Math.max(step, Math.round((value * (0.92 + rng.next() * 0.16)) / step) * step);
  const [l, w, h, grams] = type.unit;
  const dims = [jitter(l, 5), jitter(w, 5), jitter(h, 5)].sort((a, b) => a - b);
  const counts = arrange(pkgNum);
  const [length, width, height] = dims
    .map((dim, i) => dim * counts[i]! + 20)
    .sort((a, b) => b - a) as [number, number, number];
  const weight = jitter(grams, 10) * pkgNum + 150 + length + width + height;
  return {
    sale_double: saleDouble,
    pkg_num: pkgNum,
    medium_pkg_num: mediumPkgNum,
    min_order_qty: minOrderQty,
    carton_length_mm: length,
    carton_width_mm: width,
    carton_height_mm: height,
    carton_weight_g: weight,
    carton_volume_cm3: Math.round((length * width * height) / 1000),
  };
}

function barcodes(ctx: BrandContext, indexInBrand: number, state: ProductState) {
  const { prefixes } = ctx.catalogue;
  const barcode = state.suffixTwin && ctx.firstBarcode ? suffixTwin(prefixes.twin, ctx.firstBarcode) : barcodeFor(prefixes.main, indexInBrand);
  if (indexInBrand === 0) ctx.firstBarcode = barcode;
  const next = () => barcodeFor(prefixes.alternate, ctx.alternateCodes++);
  const replace = state.replaceBarcode ? next() : null;
  const subs = Array.from({ length: state.subBarcodes }, next);
  return { barcode, replace, subs };
}

export type BuiltProduct = { row: ProductRow; stock: StockRow; prices: Record<string, number> };

export function buildProduct(
  ctx: BrandContext,
  input: { id: number; indexInBrand: number; type: ProductType; categoryId: number; state: ProductState },
  rng: Random,
): BuiltProduct {
  const { id, indexInBrand, type, categoryId, state } = input;
  const { catalogue, languages, now } = ctx;
  const variant = chooseVariant(type, catalogue.series, rng);
  const codes = barcodes(ctx, indexInBrand, state);
  const pack = packaging(type, state, rng);

  const tiers = tierCount(type);
  const position = tiers > 1 ? variant.tier / (tiers - 1) : rng.next();
  const euroCents = (type.price[0] + (type.price[1] - type.price[0]) * position) * (0.92 + rng.next() * 0.16);
  const prices = Object.fromEntries(catalogue.currencies.map((currency) => [currency, state.priceZero ? 0 : convert(euroCents, currency)]));

  const newDaysAgo = state.isNew ? rng.int(0, 59) : rng.int(75, 1100);
  const created = new Date(now.getTime() - newDaysAgo * DAY - rng.int(1, 20 * 60) * 60_000);
  const arrival = state.isNew || rng.chance(0.5) ? isoDate(new Date(created.getTime() + DAY / 2)) : null;

  let usage = ctx.usageCache.get(type.key);
  if (!usage) ctx.usageCache.set(type.key, (usage = buildUsage(type, languages)));
  const salesBase = Math.floor(Math.exp(rng.next() * 9)) - 1;

  const row: ProductRow = {
    id,
    brand_key: ctx.brandKey,
    category_id: categoryId,
    barcode: codes.barcode,
    replace_barcode: codes.replace,
    sub_barcodes: codes.subs,
    model: buildModel(type, variant, rng.pick([1, 1, 1, 2, 3])),
    names: buildName(type, variant, ctx.label, languages),
    usage_instructions: rng.chance(0.05) && indexInBrand >= 20 ? null : usage,
    params: buildParams(type, variant, languages, { voltage: catalogue.voltage, warrantyYears: rng.chance(0.7) ? 2 : 3 }),
    images: imagePaths(ctx.brandKey, type, variant, rng),
    ...pack,
    offline_only: state.offlineOnly,
    not_online: state.notOnline,
    is_new: state.isNew,
    new_arrival_date: arrival,
    restock: state.restock,
    top: state.top,
    off_shelves: state.offShelves,
    presale: state.presale,
    off_market: state.offMarket,
    ships_from_china: state.shipsFromChina,
    sales_count: state.top ? salesBase * 3 + 500 : salesBase,
    created_at: created.toISOString(),
  };
  const stock: StockRow = {
    product_id: id,
    available: state.available,
    in_transit: state.inTransit,
    undelivered_order_qty: state.undelivered,
    expected_arrival: state.arrivalInDays === null ? null : isoDate(new Date(now.getTime() + state.arrivalInDays * DAY)),
    not_check_stock: state.notCheckStock,
    updated_at: now.toISOString(),
  };
  return { row, stock, prices };
}
