import type { LocalizedText } from "~/db/schema";
import { LANGUAGES, type Language } from "~/i18n/languages";

/** A text in the nine interface languages, always in this order: en, zh-cn, es, it, pl, de, nl, fr, pt. */
export type T9 = readonly [string, string, string, string, string, string, string, string, string];

export type Localized = Record<Language, string>;

export function localized(text: T9): Localized {
  return Object.fromEntries(LANGUAGES.map((lang, index) => [lang, text[index]])) as Localized;
}

/** English plus the given languages, in the fixed LANGUAGES order (so JSON output is stable). */
export function subset(text: Localized, languages: readonly Language[]): LocalizedText {
  const out: LocalizedText = { en: text.en };
  for (const lang of LANGUAGES) if (lang !== "en" && languages.includes(lang)) out[lang] = text[lang];
  return out;
}

export function mapLanguages(languages: readonly Language[], build: (lang: Language) => string): LocalizedText {
  const out: LocalizedText = { en: build("en") };
  for (const lang of LANGUAGES) if (lang !== "en" && languages.includes(lang)) out[lang] = build(lang);
  return out;
}

const POINT_LANGUAGES: ReadonlySet<Language> = new Set(["en", "zh-cn"]);

/** A number as written in running text: "5.5" in English and Chinese, "5,5" elsewhere; no grouping. */
export function formatNumber(value: number, lang: Language): string {
  const text = String(Math.round(value * 100) / 100);
  return POINT_LANGUAGES.has(lang) ? text : text.replace(".", ",");
}

/** Grammatical gender of a noun in es, it, fr, pt (m/f) and pl (m/f/n; plural-only nouns count as n). */
export type Genders = { es: "m" | "f"; it: "m" | "f"; fr: "m" | "f"; pt: "m" | "f"; pl: "m" | "f" | "n" };

/** Parses the compact gender notation used in the catalogue files: five letters for es, it, fr, pt, pl. */
export function genders(code: string): Genders {
  const [es, it, fr, pt, pl] = code.split("") as ["m" | "f", "m" | "f", "m" | "f", "m" | "f", "m" | "f" | "n"];
  return { es, it, fr, pt, pl };
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
