import type { LocalizedText } from "~/db/schema";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language, isLanguage } from "~/i18n/languages";

/**
 * Spanish, Italian and Polish accounts get restricted language lists (SPEC.md section 1):
 * their own language and English. See docs/decisions/0004-restricted-language-lists.md.
 */
const RESTRICTED: Record<string, Language[]> = {
  ES: ["es", "en"],
  IT: ["it", "en"],
  PL: ["pl", "en"],
};

/** The languages an account of this country may use; null means every language. */
export function allowedLanguagesForCountry(countryCode: string): Language[] | null {
  return RESTRICTED[countryCode.toUpperCase()] ?? null;
}

export type LocaleInputs = {
  /** The signed-in account's saved preference. */
  account?: string | null;
  /** The account's allowed languages; null or undefined means all. */
  allowed?: readonly string[] | null;
  /** The language switcher's cookie. */
  cookie?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
  /** The brand's default language. */
  brandDefault: Language;
};

/** Maps a browser language tag onto one of ours: zh-CN → zh-cn, zh → zh-cn, pt-BR → pt, en-GB → en. */
export function matchLanguageTag(tag: string): Language | null {
  const lower = tag.trim().toLowerCase().replace("_", "-");
  if (isLanguage(lower)) return lower;
  const base = lower.split("-")[0] ?? "";
  if (base === "zh") return lower.includes("hant") || /-(tw|hk|mo)$/.test(lower) ? null : "zh-cn";
  return isLanguage(base) ? base : null;
}

/** Accept-Language entries ordered by quality, best first (q=0 dropped). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => /^[a-z]{1,8}([-_][a-z0-9]{1,8})*$/i.test(entry.tag) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Account preference, then the switcher cookie, then Accept-Language, then the brand default. */
export function resolveLanguage(inputs: LocaleInputs): Language {
  const allowed = inputs.allowed?.filter(isLanguage);
  const permitted = (lang: Language | null): lang is Language =>
    lang !== null && (!allowed || allowed.length === 0 || allowed.includes(lang));
  const candidates: (Language | null)[] = [
    inputs.account ? matchLanguageTag(inputs.account) : null,
    inputs.cookie ? matchLanguageTag(inputs.cookie) : null,
    ...parseAcceptLanguage(inputs.acceptLanguage ?? "").map(matchLanguageTag),
    inputs.brandDefault,
  ];
  for (const candidate of candidates) if (permitted(candidate)) return candidate;
  return allowed?.[0] ?? (LANGUAGES.includes(inputs.brandDefault) ? inputs.brandDefault : FALLBACK_LANGUAGE);
}

/** A stored text in the language, or in English when it has none in it. */
export function localized(text: LocalizedText | null | undefined, lng: Language): string {
  if (!text) return "";
  return text[lng] ?? text.en;
}
