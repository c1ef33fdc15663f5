/** What a product card offers instead of, or as, its purchase buttons (SPEC.md sections 4 and 5). */

export type CardActionInput = {
  /** The card's price state: "zero" when the price is zero and there is no activity price. */
  priceKind: "zero" | "priced";
  /** Badge 4 (sold out) or 7 (replenishment). */
  soldOut: boolean;
  replenishment: boolean;
  offMarket?: boolean;
};

/**
 * - "arrivalNotice": sold-out and replenishment cards show only an arrival-notice button;
 * - "zeroPrice": a price of zero with activity price 0 shows the zero-price notice instead of
 *   purchase buttons;
 * - "none": off the market, nothing can be done;
 * - "purchase": the purchase panel.
 * Sold out wins over zero price: the buyer can still ask to be told when it is back.
 */
export type CardAction = "purchase" | "zeroPrice" | "arrivalNotice" | "none";

export function cardAction({ priceKind, soldOut, replenishment, offMarket = false }: CardActionInput): CardAction {
  if (offMarket) return "none";
  if (soldOut || replenishment) return "arrivalNotice";
  if (priceKind === "zero") return "zeroPrice";
  return "purchase";
}

/** The quantity of a product in the cart as the card's badge shows it: at most 9999, then "9999+" (SPEC.md section 9). */
export const CARD_CART_BADGE_CAP = 9_999;

export function cardCartBadge(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  const whole = Math.floor(quantity);
  return whole > CARD_CART_BADGE_CAP ? `${CARD_CART_BADGE_CAP}+` : String(whole);
}
