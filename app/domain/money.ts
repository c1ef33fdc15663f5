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
