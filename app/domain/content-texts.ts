import type { LocalizedText } from "~/db/schema";
import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The back office's texts in the nine languages (decision 0112): English is required; a language
 * left empty falls back to English when shown (`localized` in domain/languages.ts), and the office
 * lists flag it ("missing: de, pl").
 */

/** The languages (other than English) a text has nothing in, in the switcher's order. */
export function missingLanguages(...texts: (LocalizedText | null | undefined)[]): Language[] {
  return LANGUAGES.filter((lng) => lng !== "en" && texts.some((text) => text && text.en && !text[lng]?.trim()));
}

/** The texts of a form (a value per language, "" when left empty) as stored: the empty ones left out, English always there. */
export function storedText(values: Partial<Record<Language, string>>): LocalizedText {
  const out: LocalizedText = { en: values.en ?? "" };
  for (const lng of LANGUAGES) {
    const value = values[lng];
    if (lng !== "en" && value) out[lng] = value;
  }
  return out;
}

/** The field name of a text in a language: `title_de`, `body_zh-cn`. */
export const languageField = (name: string, lng: Language) => `${name}_${lng}`;

/** A banner's picture: at most 5 MB (decision 0112). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
/** The banner form's body: the picture and the texts, with the multipart framing. */
export const MAX_BANNER_BODY_BYTES = BANNER_MAX_BYTES + 256 * 1024;
/** A content form without a picture: the server's limit for any form (server/app.ts MAX_BODY_BYTES). */
export const MAX_FORM_BODY_BYTES = 1_048_576;
