/** Stock as buyers see it (SPEC.md sections 5 and 9). */

import type { Language } from "~/i18n/languages";
import { formatCount } from "./money";

/** Unlimited-stock (not checked) products can be ordered up to this quantity. */
export const UNLIMITED_STOCK_CAP = 999_999;
/** What a not-checked product shows as its stock, as it is: "9999" ("9999+" is the card's cart badge, decision 0111). */
export const NOT_CHECKED_DISPLAY_QTY = 9_999;
/** Test accounts always see this much stock, as "1000+". */
export const TEST_ACCOUNT_STOCK = 1_000;
/** Exact numbers below this; rounded hundreds with a plus sign from here. */
export const EXACT_BELOW = 100;
/** The expected arrival date is shown only when it is this close (SPEC.md section 9). */
export const EXPECTED_ARRIVAL_WINDOW_DAYS = 90;

export type StockInput = {
  available: number;
  notCheckStock: boolean;
  presale: boolean;
  /** The presale quantity (wholesaleQty); for other products the available quantity. */
  wholesaleQty?: number | null;
  isTestAccount: boolean;
};

const whole = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * The most a buyer may order, as far as stock goes. Presale: wholesaleQty. Stock not checked:
 * unlimited, capped at 999999. Otherwise the available quantity.
 */
export function orderableQuantity({ available, notCheckStock, presale, wholesaleQty }: Omit<StockInput, "isTestAccount">): number {
  if (presale) return whole(wholesaleQty);
  if (notCheckStock) return UNLIMITED_STOCK_CAP;
  return whole(available);
}

/**
 * The quantity a card or page shows. SPEC.md has two rules for a product whose stock is not
 * checked: "unlimited-stock items use a cap of 999999" and "otherwise 9999 when stock is not
 * checked". We reconcile them as two different numbers: 999999 limits what can be ORDERED
 * (orderableQuantity), 9999 is what is SHOWN (as it is, not rounded: stockDisplay). Presale shows
 * wholesaleQty, whether or not stock is checked; a test account sees 1000 (shown "1000+").
 */
export function displayedQuantity(input: StockInput): number {
  if (input.isTestAccount) return TEST_ACCOUNT_STOCK;
  if (input.presale) return whole(input.wholesaleQty);
  if (input.notCheckStock) return NOT_CHECKED_DISPLAY_QTY;
  return whole(input.available);
}

/**
 * A quantity as text in the reader's language: exact below 100; from 100, rounded down to
 * hundreds with a plus sign (250 → "200+", 1,250 → "1,200+" in English, "1.200+" in German),
 * without a cap (decision 0111: "9999+" is the card's cart badge, not a stock).
 */
export function stockText(quantity: number, lng: Language): string {
  const qty = whole(quantity);
  if (qty < EXACT_BELOW) return formatCount(qty, lng);
  return `${formatCount(Math.floor(qty / 100) * 100, lng)}+`;
}

/** The stock text of a product for an account: a not-checked product's 9999 is shown as it is. */
export function stockDisplay(input: StockInput, lng: Language): string {
  const quantity = displayedQuantity(input);
  if (!input.isTestAccount && !input.presale && input.notCheckStock) return formatCount(quantity, lng);
  return stockText(quantity, lng);
}

/** Sold out: stock is checked, not a presale, and nothing is available. */
export function isSoldOut({ available, notCheckStock, presale }: { available: number; notCheckStock: boolean; presale: boolean }): boolean {
  return !presale && !notCheckStock && whole(available) === 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an expected arrival date (YYYY-MM-DD) is worth showing: from today up to 90 days ahead.
 * A past date says nothing useful and a far one is not a promise the shop makes.
 */
export function showsExpectedArrival(expectedArrival: string | null | undefined, today: Date): boolean {
  if (!expectedArrival || !/^\d{4}-\d{2}-\d{2}$/.test(expectedArrival)) return false;
  const arrival = Date.parse(`${expectedArrival}T00:00:00Z`);
  if (Number.isNaN(arrival)) return false;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.round((arrival - start) / DAY_MS);
  return days >= 0 && days <= EXPECTED_ARRIVAL_WINDOW_DAYS;
}
