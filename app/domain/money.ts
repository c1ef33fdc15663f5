import { LANGUAGE_TAGS, type Language } from "~/i18n/languages";
import { numberFormat } from "./intl-formats";

/** Currency symbols of SPEC.md section 9; any other or missing currency is shown as euro. */
const SYMBOLS: Record<string, string> = {
  EUR: "€",
  USD: "$",
  HKD: "$",
  CNY: "¥",
  GBP: "£",
  PLN: "zł",
  MXN: "MX$",
};

export const DEFAULT_CURRENCY = "EUR";

/** The currency code to format with: known codes as given, anything else falls back to euro. */
export function displayCurrency(currency: string | null | undefined): string {
  const code = (currency ?? "").trim().toUpperCase();
  return code in SYMBOLS ? code : DEFAULT_CURRENCY;
}

export function currencySymbol(currency: string | null | undefined): string {
  return SYMBOLS[displayCurrency(currency)]!;
}

/**
 * Minor units as an exact decimal string ("-1234.05"). Intl.NumberFormat formats numeric strings
 * exactly, so an amount never passes through a binary fraction on its way to the screen.
 */
export function minorToDecimalString(minor: number): `${number}` {
  const whole = Math.round(minor);
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lng: Language, currency: string): Intl.NumberFormat {
  const key = `${lng}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LANGUAGE_TAGS[lng] ?? "en", {
      style: "currency",
      currency,
      // The narrow symbol gets the language's spacing right ("€12.50", "12,50 €", "zł 12.50");
      // the symbol itself is then replaced by the shop's own (MXN is "MX$", not "$").
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Formats an amount in minor units (cents) for the request language, with the shop's symbol for
 * the currency placed where the language puts it: "€1,234.50" in English, "1234,50 €" in
 * Spanish, "1.234,50 zł" in German. Always two decimals.
 */
export function formatMoney(minor: number, currency: string | null | undefined, lng: Language): string {
  const code = displayCurrency(currency);
  const symbol = SYMBOLS[code]!;
  const parts = formatter(lng, code).formatToParts(minorToDecimalString(minor));
  return parts.map((part) => (part.type === "currency" ? symbol : part.value)).join("");
}

/**
 * An integer with implied decimals, exactly, in the language: formatScaled(45, 3, "de") is
 * "0,045" (45 litres in cubic metres); formatScaled(1234, 1, "en") is "123.4". With fewer
 * minimum decimals, trailing zeros go: formatScaled(450, 1, "en", 0) is "45".
 */
export function formatScaled(value: number, decimals: number, lng: Language, minDecimals: number = decimals): string {
  const whole = Math.round(value);
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).padStart(decimals + 1, "0");
  const text = decimals > 0 ? `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : `${sign}${digits}`;
  return numberFormat(lng, { minimumFractionDigits: minDecimals, maximumFractionDigits: decimals }).format(text as `${number}`);
}

/** A count in the language ("1.234" in German). */
export function formatCount(value: number, lng: Language): string {
  return numberFormat(lng, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/**
 * An amount as a person types it, in minor units, exactly (no binary fraction on the way), or null
 * when it is not one: digits with at most two decimals after "." or ",", thousands optionally
 * grouped by spaces, apostrophes, "." or "," in threes ("50000", "50 000", "50,000.00",
 * "50.000,50", "1'250.5"). A separator followed by three digits groups thousands, never decimals,
 * so "50.000" is fifty thousand; a sign, letters or anything else → null.
 */
export function parseAmountMinor(text: string): number | null {
  const typed = text.trim().replace(/[\u00a0\u202f\u2009 '’]/g, (char) => (char === "'" || char === "’" ? "'" : " "));
  const match = /^(\d{1,3}(?:([ ',.])\d{3})?(?:\2\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
  if (!match) return null;
  const [, whole, group, decimals = ""] = match;
  // The decimal mark cannot be the grouping mark ("1,000,50" is no amount).
  if (group && decimals && typed.charAt(typed.length - decimals.length - 1) === group) return null;
  const digits = whole!.replace(/[ ',.]/g, "");
  if (digits.length > 15) return null;
  const minor = Number(digits) * 100 + Number(decimals.padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}
