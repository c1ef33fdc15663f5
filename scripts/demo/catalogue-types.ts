import type { DrawingKey } from "./drawings";
import type { T9 } from "./text";
import type { UsageFamily } from "./usage";
import type { ColourKey, MaterialKey, ParamKey } from "./vocabulary";

/**
 * A product parameter template. When a numeric or code list has as many entries as the product
 * type has tiers (the length of its first parameter's list), the value follows the product's tier,
 * so capacity, power and price grow together; otherwise it is drawn independently.
 */
export type ParamDef =
  | { kind: "num"; key: ParamKey; unit: string; values: readonly number[]; card?: boolean; inName?: boolean }
  | { kind: "code"; key: ParamKey; values: readonly string[]; card?: boolean; inName?: boolean }
  | { kind: "material"; values: readonly MaterialKey[]; card?: boolean };

export type ProductType = {
  /** Also the image file stem: products/<brand>/<key>-<variant>.webp */
  key: string;
  /** Model prefix: AF-55B */
  code: string;
  /** Singular product noun; English in title case. */
  noun: T9;
  /** Grammatical gender of the noun in es, it, fr, pt, pl ("ffffn"). */
  genders: string;
  family: UsageFamily;
  drawing: DrawingKey;
  /** Up to four; the index is the image variant. Empty when the product has no colour choice. */
  colours: readonly ColourKey[];
  params: readonly ParamDef[];
  /** Mains powered: gets the brand's voltage and a warranty parameter. */
  electric: boolean;
  /** Wholesale price range in euro cents, smallest tier to largest. */
  price: readonly [number, number];
  /** One unit in its retail box: length, width, height in mm, weight in grams. */
  unit: readonly [number, number, number, number];
  saleDouble: readonly number[];
  /** Units per carton; those that are not a multiple of the chosen sales multiple are skipped. */
  perCarton: readonly number[];
  /** Product type keys (same brand) recommended as accessories. */
  accessories?: readonly string[];
  /** Relative frequency in the catalogue; 1 when absent. */
  weight?: number;
};

export type Leaf = { slug: string; names: T9; types: readonly ProductType[] };
export type Branch = { slug: string; names: T9; leaves: readonly Leaf[] };
export type Root = { slug: string; names: T9; branches: readonly Branch[] };

export type TagDef = {
  key: string;
  names: T9;
  /** Product type keys the tag suits; every type when absent. */
  types?: readonly string[];
  /** Share of the eligible products that carry it. */
  share: number;
};

export type BrandCatalogue = {
  tree: readonly Root[];
  tags: readonly TagDef[];
  /** GS1-style company prefixes (6 digits): main barcodes, replace/sub barcodes, and the suffix twin. */
  prefixes: { main: string; alternate: string; twin: string };
  /** Names of product lines, used in product names and model numbers. */
  series: readonly string[];
  voltage: string;
  currencies: readonly string[];
};

export const num = (
  key: ParamKey,
  unit: string,
  values: readonly number[],
  options: { card?: boolean; inName?: boolean } = {},
): ParamDef => ({ kind: "num", key, unit, values, ...options });

export const code = (
  key: ParamKey,
  values: readonly string[],
  options: { card?: boolean; inName?: boolean } = {},
): ParamDef => ({ kind: "code", key, values, ...options });

export const material = (values: readonly MaterialKey[], options: { card?: boolean } = {}): ParamDef => ({
  kind: "material",
  values,
  ...options,
});

export const EU_CURRENCIES = ["EUR", "GBP", "PLN", "USD", "CNY"] as const;
export const MX_CURRENCIES = ["MXN", "USD"] as const;
export const EU_VOLTAGE = "220–240 V ~ 50 Hz";
export const MX_VOLTAGE = "127 V ~ 60 Hz";
