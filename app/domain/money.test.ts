import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { currencySymbol, displayCurrency, formatCount, formatMoney, formatScaled, minorToDecimalString } from "./money";

// Intl separates the symbol with a no-break space (U+00A0) and groups French thousands with a
// narrow no-break space (U+202F); the table writes both as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("currencySymbol (SPEC.md section 9; default euro)", () => {
  it.each([
    ["EUR", "€"],
    ["USD", "$"],
    ["HKD", "$"],
    ["CNY", "¥"],
    ["GBP", "£"],
    ["PLN", "zł"],
    ["MXN", "MX$"],
    ["eur", "€"],
    [" GBP ", "£"],
    ["JPY", "€"],
    ["", "€"],
    [null, "€"],
    [undefined, "€"],
  ])("%s → %s", (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });

  it("formats an unknown currency as euro", () => {
    expect(displayCurrency("XXX")).toBe("EUR");
  });
});

describe("minorToDecimalString (exact, no binary fractions)", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [99, "0.99"],
    [100, "1.00"],
    [123456, "1234.56"],
    [-5, "-0.05"],
    [-123456, "-1234.56"],
    [9007199254740991, "90071992547409.91"],
    [12.6, "0.13"],
  ])("%s → %s", (minor, text) => {
    expect(minorToDecimalString(minor)).toBe(text);
  });
});

describe("formatMoney (language decides the layout, account currency the symbol)", () => {
  const cases: [number, string | null, Language, string][] = [
    [123450, "EUR", "en", "€1,234.50"],
    [123450, "EUR", "es", "1234,50 €"],
    [1234567, "EUR", "es", "12.345,67 €"],
    [123450, "EUR", "de", "1.234,50 €"],
    [123450, "EUR", "fr", "1 234,50 €"],
    [123450, "EUR", "nl", "€ 1.234,50"],
    [123450, "EUR", "pt", "€ 1.234,50"],
    [123450, "EUR", "it", "1234,50 €"],
    [123450, "PLN", "pl", "1234,50 zł"],
    [123450, "PLN", "en", "zł 1,234.50"],
    [123450, "GBP", "en", "£1,234.50"],
    [123450, "USD", "es", "1234,50 $"],
    [123450, "HKD", "en", "$1,234.50"],
    [123450, "CNY", "zh-cn", "¥1,234.50"],
    [123450, "MXN", "es", "1234,50 MX$"],
    [123450, "MXN", "en", "MX$1,234.50"],
    [0, "EUR", "en", "€0.00"],
    [1, "EUR", "en", "€0.01"],
    [100, null, "en", "€1.00"],
    [100, "JPY", "de", "1,00 €"],
    [-250, "EUR", "en", "-€2.50"],
    // 0.1 + 0.2 style float drift cannot happen: the amount arrives as integer cents.
    [30, "EUR", "en", "€0.30"],
    [999999999999, "EUR", "en", "€9,999,999,999.99"],
  ];
  it.each(cases)("%s %s in %s → %s", (minor, currency, lng, expected) => {
    expect(plain(formatMoney(minor, currency, lng))).toBe(expected);
  });

  it("keeps the symbol on the same line as the amount (no-break space)", () => {
    expect(formatMoney(123450, "EUR", "es")).toBe("1234,50\u00a0€");
  });

  it("always shows two decimals", () => {
    for (const lng of ["en", "zh-cn", "es", "it", "pl", "de", "nl", "fr", "pt"] as const) {
      expect(plain(formatMoney(700, "EUR", lng))).toMatch(/7[.,]00/);
    }
  });
});

describe("formatScaled: integers with implied decimals, exact", () => {
  it.each([
    [45, 3, "en", "0.045"],
    [45, 3, "de", "0,045"],
    [123456, 3, "en", "123.456"],
    [1234, 1, "fr", "123,4"],
    [0, 3, "en", "0.000"],
    [7, 0, "en", "7"],
    [-15, 2, "en", "-0.15"],
    [1234567, 3, "de", "1.234,567"],
  ] as const)("%s with %s decimals in %s → %s", (value, decimals, lng, expected) => {
    expect(plain(formatScaled(value, decimals, lng))).toBe(expected);
  });

  it.each([
    [450, 1, "en", "45"],
    [455, 1, "de", "45,5"],
    [12500, 3, "en", "12.5"],
  ] as const)("%s with up to %s decimals in %s → %s (trailing zeros dropped)", (value, decimals, lng, expected) => {
    expect(plain(formatScaled(value, decimals, lng, 0))).toBe(expected);
  });
});

describe("formatCount", () => {
  it.each([
    [1234, "en", "1,234"],
    [1234, "de", "1.234"],
    [999, "fr", "999"],
    [12.6, "en", "13"],
  ] as const)("%s in %s → %s", (value, lng, expected) => {
    expect(plain(formatCount(value, lng))).toBe(expected);
  });
});
