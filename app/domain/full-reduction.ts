/**
 * Full-reduction discounts (decision 0108): "spend X, get Y off" per brand and currency, in tiers.
 * The base is the net goods value of the brand's lines (after rates, promotions and combination
 * tiers; step 4); the amount off is spread over those lines pro rata (step 6).
 */
import type { Language } from "~/i18n/languages";
import { formatMoney } from "./money";
import { allocateByLargestRemainder } from "./pricing";

export type ReductionTier = { thresholdMinor: number; amountOffMinor: number };

const validTier = (tier: ReductionTier) =>
  Number.isSafeInteger(tier.thresholdMinor) && Number.isSafeInteger(tier.amountOffMinor) && tier.amountOffMinor > 0 && tier.amountOffMinor < tier.thresholdMinor;

/** The tiers that make sense (an amount off above zero and below its threshold), lowest threshold first. */
export function reductionTiers(tiers: readonly ReductionTier[]): ReductionTier[] {
  return tiers.filter(validTier).sort((a, b) => a.thresholdMinor - b.thresholdMinor || a.amountOffMinor - b.amountOffMinor);
}

/** The tier a net goods value reaches: of the thresholds it reaches, the largest amount off; null when none. Applied once per order and brand. */
export function reductionReached(tiers: readonly ReductionTier[], baseMinor: number): ReductionTier | null {
  let best: ReductionTier | null = null;
  for (const tier of reductionTiers(tiers)) {
    if (tier.thresholdMinor <= baseMinor && (!best || tier.amountOffMinor >= best.amountOffMinor)) best = tier;
  }
  return best;
}

/** What the next tier needs ("spend €120 more, get €50 off"): the lowest threshold above the value that gives more; null when none. */
export function nextReduction(tiers: readonly ReductionTier[], baseMinor: number): { tier: ReductionTier; missingMinor: number } | null {
  const reached = reductionReached(tiers, baseMinor)?.amountOffMinor ?? 0;
  const next = reductionTiers(tiers).find((tier) => tier.thresholdMinor > baseMinor && tier.amountOffMinor > reached);
  return next ? { tier: next, missingMinor: next.thresholdMinor - Math.max(0, baseMinor) } : null;
}

/**
 * A reduction spread over a brand's lines in proportion to their net totals, to the minor unit by
 * the largest remainder: each line's share (order_lines.reduction_minor), adding up to the amount.
 * A share never passes its line's total while the amount is at most the lines' sum (it always is:
 * the amount is below the threshold the sum reached).
 */
export function spreadReduction(amountOffMinor: number, lineTotalsMinor: readonly number[]): number[] {
  return allocateByLargestRemainder(amountOffMinor, lineTotalsMinor);
}

/** What the label's texts are written with: `catalogue:reduction.label` and `catalogue:reduction.tier`. */
type LabelTranslate = (key: "catalogue:reduction.label" | "catalogue:reduction.tier", values: Record<string, string>) => string;

/**
 * The label of a running reduction, written in the reader's language (decision 0108, as built: the
 * label): its name and every tier, lowest first — "Spend more, save more: Spend €500.00, get €25.00
 * off · Spend €1,000.00, get €75.00 off" — amounts in its currency as every price of the shop is
 * written. Null when no tier makes sense.
 */
export function reductionLabel(reduction: { name: string; currency: string; tiers: readonly ReductionTier[] }, lng: Language, t: LabelTranslate): string | null {
  const tiers = reductionTiers(reduction.tiers);
  if (tiers.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, reduction.currency, lng);
  const texts = tiers.map((tier) => t("catalogue:reduction.tier", { threshold: money(tier.thresholdMinor), amount: money(tier.amountOffMinor) }));
  return t("catalogue:reduction.label", { name: reduction.name, tiers: texts.join(" · ") });
}
