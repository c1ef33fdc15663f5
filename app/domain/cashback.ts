import type { Language } from "~/i18n/languages";
import { numberFormat } from "~/chunks/shell";

/**
 * Cashback tiers on a card (SPEC.md sections 3 and 9): from an order amount (priceRange1, the
 * threshold) a percentage back. The text format differs by language (Chinese, Spanish, Italian,
 * default): each language's format lives in its translation file under the keys returned here,
 * so this module only decides WHICH text a tier gets and with which numbers.
 */

export type CashbackTierInput = { thresholdMinor: number; percentBp: number };

export type CashbackLine =
  /** A threshold of 0: the "order now" style — the percentage back on any order. */
  | { style: "orderNow"; key: "cashback.orderNow"; percentBp: number }
  | { style: "threshold"; key: "cashback.tier"; thresholdMinor: number; percentBp: number };

const valid = (tier: CashbackTierInput) =>
  Number.isFinite(tier.thresholdMinor) && tier.thresholdMinor >= 0 && Number.isFinite(tier.percentBp) && tier.percentBp > 0 && tier.percentBp <= 10_000;

/**
 * The card's cashback lines, lowest threshold first. Invalid tiers (negative threshold, no or
 * over 100 % percentage) are dropped; of two tiers with the same threshold the larger percentage
 * stays (the buyer gets the better one).
 */
export function cashbackLines(tiers: readonly CashbackTierInput[]): CashbackLine[] {
  const best = new Map<number, number>();
  for (const tier of tiers) {
    if (!valid(tier)) continue;
    const threshold = Math.round(tier.thresholdMinor);
    best.set(threshold, Math.max(best.get(threshold) ?? 0, Math.round(tier.percentBp)));
  }
  return [...best.entries()]
    .sort(([a], [b]) => a - b)
    .map(([thresholdMinor, percentBp]) =>
      thresholdMinor === 0
        ? { style: "orderNow", key: "cashback.orderNow", percentBp }
        : { style: "threshold", key: "cashback.tier", thresholdMinor, percentBp },
    );
}

/** The best percentage of the tiers (the collapsed cashback box shows "up to …"); null without tiers. */
export function bestCashbackBp(tiers: readonly CashbackTierInput[]): number | null {
  const lines = cashbackLines(tiers);
  return lines.length === 0 ? null : Math.max(...lines.map((line) => line.percentBp));
}

/**
 * A rate in basis points as a percentage in the language, up to two decimals: 250 → "2.5%" in
 * English, "2,5 %" in French and German. The digits are exact (the basis points are split as
 * text, not divided as a binary fraction).
 */
export function formatPercentBp(rateBp: number, lng: Language): string {
  const bp = Number.isFinite(rateBp) ? Math.max(0, Math.round(rateBp)) : 0;
  const digits = String(bp).padStart(3, "0");
  const decimal = `${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  const number = numberFormat(lng, { maximumFractionDigits: 2 }).format(decimal);
  // The language's own percent pattern ("2,5 %", "2.5%"), with the exact digits put in.
  return numberFormat(lng, { style: "percent" })
    .formatToParts(0.01)
    .map((part) => (part.type === "integer" ? number : part.value))
    .join("");
}
