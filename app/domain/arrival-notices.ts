/** Arrival notices (SPEC.md sections 4 and 5): who may subscribe, and the form's limits. */
import { isSoldOut } from "./stock-display";

/** Decision 0037: the same bound as the unlimited-stock cap (SPEC.md section 5). */
export const ARRIVAL_NOTICE_LIMITS = { email: 254, quantity: 999_999 } as const;

export type NoticeCandidate = {
  presale: boolean;
  restock: boolean;
  offMarket?: boolean;
  stock: { available: number; notCheckStock: boolean };
};

/**
 * Only sold-out (badge 4) and replenishment (badge 7) products take a subscription: both are the
 * sold-out check (replenishment adds the restock flag). Presale and unlimited-stock products are
 * never sold out; an off-market product will not come back.
 */
export function acceptsArrivalNotice(product: NoticeCandidate): boolean {
  if (product.offMarket) return false;
  return isSoldOut({ available: product.stock.available, notCheckStock: product.stock.notCheckStock, presale: product.presale });
}
