import i18next from "i18next";
import { describe, expect, it } from "vitest";
import de from "../../locales/de/catalogue.json";
import en from "../../locales/en/catalogue.json";
import es from "../../locales/es/catalogue.json";
import it_ from "../../locales/it/catalogue.json";
import zh from "../../locales/zh-cn/catalogue.json";
import type { Language } from "~/i18n/languages";
import { type CashbackLine, bestCashbackBp, cashbackLines, formatPercentBp } from "./cashback";
import { formatMoney } from "./money";

describe("cashbackLines: tiers in order, the order-now style at threshold 0", () => {
  it.each([
    ["no tiers", [], []],
    ["order now (threshold 0)", [{ thresholdMinor: 0, percentBp: 100 }], [{ style: "orderNow", key: "cashback.orderNow", percentBp: 100 }]],
    [
      "three tiers, given out of order",
      [
        { thresholdMinor: 100_000, percentBp: 300 },
        { thresholdMinor: 0, percentBp: 100 },
        { thresholdMinor: 50_000, percentBp: 200 },
      ],
      [
        { style: "orderNow", key: "cashback.orderNow", percentBp: 100 },
        { style: "threshold", key: "cashback.tier", thresholdMinor: 50_000, percentBp: 200 },
        { style: "threshold", key: "cashback.tier", thresholdMinor: 100_000, percentBp: 300 },
      ],
    ],
    [
      "the same threshold twice keeps the better percentage",
      [
        { thresholdMinor: 30_000, percentBp: 150 },
        { thresholdMinor: 30_000, percentBp: 250 },
      ],
      [{ style: "threshold", key: "cashback.tier", thresholdMinor: 30_000, percentBp: 250 }],
    ],
    [
      "invalid tiers are dropped",
      [
        { thresholdMinor: -1, percentBp: 100 },
        { thresholdMinor: 100, percentBp: 0 },
        { thresholdMinor: 100, percentBp: 10_001 },
        { thresholdMinor: Number.NaN, percentBp: 100 },
      ],
      [],
    ],
  ] as [string, { thresholdMinor: number; percentBp: number }[], CashbackLine[]][])("%s", (_, tiers, expected) => {
    expect(cashbackLines(tiers)).toEqual(expected);
  });

  it("gives the best percentage for the collapsed box", () => {
    expect(bestCashbackBp([{ thresholdMinor: 0, percentBp: 100 }, { thresholdMinor: 5000, percentBp: 250 }])).toBe(250);
    expect(bestCashbackBp([])).toBeNull();
  });
});

describe("formatPercentBp: exact digits in the language's percent pattern", () => {
  it.each([
    [100, "en", "1%"],
    [250, "en", "2.5%"],
    [1234, "en", "12.34%"],
    [250, "de", "2,5\u00a0%"],
    [250, "es", "2,5\u00a0%"],
    [300, "zh-cn", "3%"],
    [10_000, "en", "100%"],
    [5, "en", "0.05%"],
  ] as [number, Language, string][])("%s bp in %s → %s", (bp, lng, text) => {
    expect(formatPercentBp(bp, lng)).toBe(text);
  });

  it("uses French spacing (a no-break space, narrow or not, as the ICU version has it)", () => {
    expect(formatPercentBp(250, "fr")).toMatch(/^2,5[\u00a0\u202f]%$/);
  });
});

// The text format differs by language (SPEC.md section 9): Chinese, Spanish, Italian and the default.
describe("cashback text per language, from the translation files", () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { en: { catalogue: en }, de: { catalogue: de }, es: { catalogue: es }, it: { catalogue: it_ }, "zh-cn": { catalogue: zh } },
    ns: ["catalogue"],
    defaultNS: "catalogue",
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  const render = (line: CashbackLine, lng: Language, currency: string) =>
    i18n.getFixedT(lng, "catalogue")(line.key, {
      percent: formatPercentBp(line.percentBp, lng),
      amount: line.style === "threshold" ? formatMoney(line.thresholdMinor, currency, lng) : "",
    });
  const [orderNow, tier] = cashbackLines([
    { thresholdMinor: 0, percentBp: 100 },
    { thresholdMinor: 50_000, percentBp: 250 },
  ]) as [CashbackLine, CashbackLine];

  it.each([
    ["zh-cn", "EUR", "立即下单：任意订单返现 1%", "满€500.00返2.5%"],
    ["es", "EUR", "Pide ya: 1\u00a0% de reembolso en cualquier pedido", "2,5\u00a0% de reembolso en pedidos a partir de 500,00\u00a0€"],
    ["it", "EUR", "Ordina subito: cashback del 1% su qualsiasi ordine", "Cashback del 2,5% per ordini da 500,00\u00a0€"],
    ["en", "GBP", "Order now: 1% cashback on any order", "2.5% cashback on orders from £500.00"],
    ["de", "PLN", "Jetzt bestellen: 1\u00a0% Cashback auf jede Bestellung", "2,5\u00a0% Cashback ab einem Bestellwert von 500,00\u00a0zł"],
  ] as [Language, string, string, string][])("%s", (lng, currency, orderNowText, tierText) => {
    expect(render(orderNow, lng, currency)).toBe(orderNowText);
    expect(render(tier, lng, currency)).toBe(tierText);
  });
});
