import type { LocalizedText, ProductParam } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import type { ParamDef, ProductType } from "./catalogue-types";
import type { Random } from "./prng";
import { formatNumber, genders, localized, mapLanguages, subset } from "./text";
import { USAGE } from "./usage";
import { type ColourKey, colourAdjective, colourValue, materialText, paramName, warrantyText } from "./vocabulary";

/** The choices that make one product of a type: its size tier, colour and product line. */
export type Variant = {
  tier: number;
  /** Index into the type's colours, or -1 when the type has none. */
  colour: number;
  series: string | null;
  /** Chosen value index for every parameter of the type, in order. */
  values: number[];
};

export function tierCount(type: ProductType): number {
  return Math.max(1, ...type.params.map((param) => param.values.length));
}

export function chooseVariant(type: ProductType, series: readonly string[], rng: Random): Variant {
  const tiers = tierCount(type);
  const tier = rng.int(0, tiers - 1);
  const colour = type.colours.length > 0 ? rng.int(0, type.colours.length - 1) : -1;
  const line = rng.chance(0.6) ? rng.pick(series) : null;
  const values = type.params.map((param) =>
    param.values.length === tiers ? tier : rng.int(0, param.values.length - 1),
  );
  return { tier, colour, series: line, values };
}

export function colourOf(type: ProductType, variant: Variant): ColourKey | null {
  return variant.colour >= 0 ? type.colours[variant.colour]! : null;
}

function paramValue(param: ParamDef, index: number, lang: Language): string {
  switch (param.kind) {
    case "num": {
      const number = formatNumber(param.values[index]!, lang);
      return param.unit ? `${number} ${param.unit}` : number;
    }
    case "code":
      return param.values[index]!;
    case "material":
      return materialText(param.values[index]!)[lang];
  }
}

const paramKeyOf = (param: ParamDef) => (param.kind === "material" ? "material" : param.key);

export function buildParams(
  type: ProductType,
  variant: Variant,
  languages: readonly Language[],
  extras: { voltage: string; warrantyYears: 2 | 3 },
): ProductParam[] {
  const params: ProductParam[] = type.params.map((param, i) => ({
    type: param.card ? "1" : "2",
    name: subset(paramName(paramKeyOf(param)), languages),
    value: mapLanguages(languages, (lang) => paramValue(param, variant.values[i]!, lang)),
  }));
  const colour = colourOf(type, variant);
  if (colour) {
    params.push({
      type: "2",
      name: subset(paramName("colour"), languages),
      value: mapLanguages(languages, (lang) => colourValue(colour, lang)),
    });
  }
  if (type.electric) {
    params.push({
      type: "2",
      name: subset(paramName("voltage"), languages),
      value: mapLanguages(languages, () => extras.voltage),
    });
    params.push({
      type: "2",
      name: subset(paramName("warranty"), languages),
      value: mapLanguages(languages, (lang) => warrantyText(extras.warrantyYears, lang)),
    });
  }
  return params;
}

const NOUN_FIRST: ReadonlySet<Language> = new Set(["es", "it", "fr", "pt", "pl"]);

/** "Aigostar Cube Air Fryer 5.5 L 1700 W, black" / "Freidora de aire Aigostar Cube 5,5 L 1700 W, negra". */
export function buildName(
  type: ProductType,
  variant: Variant,
  brandLabel: string,
  languages: readonly Language[],
): LocalizedText {
  const noun = localized(type.noun);
  const nounGenders = genders(type.genders);
  const colour = colourOf(type, variant);
  const maker = variant.series ? `${brandLabel} ${variant.series}` : brandLabel;
  return mapLanguages(languages, (lang) => {
    const specs = type.params
      .map((param, i) => (param.kind !== "material" && param.inName ? paramValue(param, variant.values[i]!, lang) : null))
      .filter((text): text is string => text !== null)
      .join(" ");
    const head = NOUN_FIRST.has(lang) ? `${noun[lang]} ${maker}` : `${maker} ${noun[lang]}`;
    const base = specs ? `${head} ${specs}` : head;
    if (!colour) return base;
    return `${base}${lang === "zh-cn" ? "，" : ", "}${colourAdjective(colour, lang, nounGenders)}`;
  });
}

const COLOUR_LETTER: Record<ColourKey, string> = {
  black: "B", white: "W", grey: "G", silver: "S", red: "R", blue: "L", green: "N", pink: "P", beige: "E", brown: "O", chrome: "C", gold: "D",
};

/** "AF-55B": type code, line initial, the first numeric specification, colour letter, revision. */
export function buildModel(type: ProductType, variant: Variant, revision: number): string {
  const firstNumber = type.params.findIndex((param) => param.kind === "num");
  const param = type.params[firstNumber];
  const digits =
    param && param.kind === "num" ? String(param.values[variant.values[firstNumber]!]).replace(".", "") : String((variant.tier + 1) * 10);
  const colour = colourOf(type, variant);
  const line = variant.series ? variant.series.charAt(0).toUpperCase() : "";
  return `${type.code}${line}-${digits}${colour ? COLOUR_LETTER[colour] : ""}${revision > 1 ? revision : ""}`;
}

export function buildUsage(type: ProductType, languages: readonly Language[]): LocalizedText {
  return subset(localized(USAGE[type.family]), languages);
}
