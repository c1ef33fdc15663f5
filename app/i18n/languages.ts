/** The interface languages, in the order the language switcher lists them. */
export const LANGUAGES = ["en", "zh-cn", "es", "it", "pl", "de", "nl", "fr", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "en";

/** Each language named in itself, as language pickers conventionally do. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  "zh-cn": "简体中文",
  es: "Español",
  it: "Italiano",
  pl: "Polski",
  de: "Deutsch",
  nl: "Nederlands",
  fr: "Français",
  pt: "Português",
};

/** BCP 47 tags for <html lang> and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: "en",
  "zh-cn": "zh-CN",
  es: "es",
  it: "it",
  pl: "pl",
  de: "de",
  nl: "nl",
  fr: "fr",
  pt: "pt",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
