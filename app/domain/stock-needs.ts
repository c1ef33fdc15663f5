/**
 * What an order takes from stock (decision 0108): a product's quantities summed over its single
 * line, every set that holds it and every pallet that carries it, before any check, so that one
 * product in several places cannot pass each check alone and oversell together.
 */
import type { CombinationItemTerms } from "./combined-orders";
import type { StockTerms } from "./combinations";

export type StockNeedsInput = {
  singles: readonly { productId: number; quantity: number }[];
  combinations: readonly { sets: number; items: readonly CombinationItemTerms[] }[];
  /** A pallet's lines are whole cartons of pkgNum units each. */
  pallets: readonly { items: readonly { productId: number; cartons: number; pkgNum: number }[] }[];
};

/** The quantity of each product the order needs, in the order each product first appears. */
export function stockNeeded({ singles, combinations, pallets }: StockNeedsInput): Map<number, number> {
  const needed = new Map<number, number>();
  const add = (productId: number, quantity: number) => needed.set(productId, (needed.get(productId) ?? 0) + Math.max(0, quantity));
  for (const line of singles) add(line.productId, line.quantity);
  for (const group of combinations) for (const item of group.items) add(item.productId, item.quantity * group.sets);
  for (const pallet of pallets) for (const item of pallet.items) add(item.productId, item.cartons * Math.max(1, item.pkgNum));
  return needed;
}

export type StockShortfall = { productId: number; neededQty: number; availableQty: number };

/** The products whose stock does not cover what the order needs (unlimited ones never fall short; no stock row is none). */
export function stockShortfalls(needed: ReadonlyMap<number, number>, stock: ReadonlyMap<number, StockTerms>): StockShortfall[] {
  const short: StockShortfall[] = [];
  for (const [productId, neededQty] of needed) {
    const terms = stock.get(productId);
    if (terms?.unlimited) continue;
    const availableQty = Math.max(0, terms?.available ?? 0);
    if (neededQty > availableQty) short.push({ productId, neededQty, availableQty });
  }
  return short;
}
