import { LANGUAGE_TAGS, type Language } from "~/i18n/languages";

/**
 * Intl formatters are slow to build and free to reuse: one per language and set of options,
 * kept for the life of the process (a few dozen in all). A list page formats hundreds of numbers.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(lng: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LANGUAGE_TAGS[lng] ?? "en", options);
    numberFormats.set(key, found);
  }
  return found;
}

export function dateTimeFormat(lng: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let found = dateTimeFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LANGUAGE_TAGS[lng] ?? "en", options);
    dateTimeFormats.set(key, found);
  }
  return found;
}
