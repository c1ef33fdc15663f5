import { LANGUAGE_TAGS, type Language } from "~/i18n/languages";

/** A country as the dictionary names it (SPEC.md section 3): English and Chinese names. */
export type CountryNames = { code: string; englishName: string; chineseName: string };

/**
 * A country's name in the reader's language (WCAG 3.1.2, decision 0089): the dictionary's own
 * Chinese name on Chinese pages, else the name Intl knows in that language, else the English name
 * (never an English name on a page in another language while a translation exists).
 */
export function countryName({ code, englishName, chineseName }: CountryNames, lng: Language): string {
  if (lng === "zh-cn" && chineseName.trim() !== "") return chineseName;
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[lng]], { type: "region", fallback: "none" }).of(code.trim()) ?? englishName;
  } catch {
    return englishName;
  }
}

/** Sorts by the given names as readers of that language sort them. */
export function byLocalName<T>(items: T[], name: (item: T) => string, lng: Language): T[] {
  const collator = new Intl.Collator(LANGUAGE_TAGS[lng]);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
