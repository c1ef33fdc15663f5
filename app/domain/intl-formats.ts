import { LANGUAGE_TAGS, type Language } from "~/i18n/languages";

/**
 * Intl formatters are slow to build and free to reuse: one per language and set of options,
 * kept for the life of the process (a few dozen in all). A list page formats hundreds of numbers.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, lng: Language, options: object, make: (locale: string) => F): F {
  const key = `${kind}|${lng}|${JSON.stringify(options)}`;
  let found = formats.get(key) as F | undefined;
  if (!found) {
    found = make(LANGUAGE_TAGS[lng] ?? "en");
    formats.set(key, found);
  }
  return found;
}

export const numberFormat = (lng: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept("number", lng, options, (locale) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (lng: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept("date", lng, options, (locale) => new Intl.DateTimeFormat(locale, options));
