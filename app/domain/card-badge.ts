/** The product card's badge, labels, parameters and barcode (SPEC.md sections 3, 4 and 5). */

/** Badge types as the catalogue numbers them: 1 normal, 2 new, 4 sold out, 5 discount, 6 presale, 7 replenishment. */
export type BadgeType = "1" | "2" | "4" | "5" | "6" | "7";

export type Badge =
  | { type: "1" }
  | { type: "2" }
  | { type: "4" }
  | { type: "5"; /** activityValue: the whole percentage off, when known. */ percent: number | null }
  | { type: "6" }
  | { type: "7" };

export type BadgeInput = {
  presale: boolean;
  /** The sold-out check. */
  soldOut: boolean;
  /** The extra replenishment check: the product is being restocked. */
  restock: boolean;
  /** Non-zero for a discount promotion. */
  vipType: number;
  /** activityValue, a percentage; null or 0 when unknown. */
  activityValue?: number | null;
  /** newed */
  isNew: boolean;
};

/**
 * Badge by precedence: 6 presale; 7 replenishment (sold out AND restocking); 4 sold out; 5
 * discount (vipType non-zero) with the activityValue percentage; 2 new; otherwise 1 normal.
 */
export function cardBadge({ presale, soldOut, restock, vipType, activityValue, isNew }: BadgeInput): Badge {
  if (presale) return { type: "6" };
  if (soldOut && restock) return { type: "7" };
  if (soldOut) return { type: "4" };
  if (vipType !== 0 && Number.isFinite(vipType)) {
    const percent = typeof activityValue === "number" && Number.isFinite(activityValue) && activityValue > 0 ? Math.floor(activityValue) : null;
    return { type: "5", percent };
  }
  if (isNew) return { type: "2" };
  return { type: "1" };
}

export type CardLabel = "top" | "offShelves";

/** Extra labels beside the badge: Top when flagged, and the off-shelves notice. */
export function cardLabels({ top, offShelves }: { top: boolean; offShelves: boolean }): CardLabel[] {
  const labels: CardLabel[] = [];
  if (top) labels.push("top");
  if (offShelves) labels.push("offShelves");
  return labels;
}

export type CardParam = { type: string; value: string | null | undefined };

/** Card parameters: only type "1" with a (non-blank) value, joined by "/". Empty when none. */
export function cardParams(params: readonly CardParam[]): string {
  return params
    .filter((param) => param.type === "1" && typeof param.value === "string" && param.value.trim() !== "")
    .map((param) => param.value!.trim())
    .join("/");
}

/**
 * The barcode with its alternative codes in brackets: "8433325012345 (8433325099999)". Blank and
 * repeated codes are left out, so a product without alternatives shows just its barcode.
 */
export function barcodeLabel(barcode: string, alternatives: readonly (string | null | undefined)[] = []): string {
  const main = barcode.trim();
  const seen = new Set([main]);
  const extra: string[] = [];
  for (const code of alternatives) {
    const value = (code ?? "").trim();
    if (value && !seen.has(value)) {
      seen.add(value);
      extra.push(value);
    }
  }
  return extra.length > 0 ? `${main} (${extra.join(", ")})` : main;
}
