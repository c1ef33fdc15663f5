/**
 * The scratch-and-dent outlet (decision 0114, /Scratch): lots of B-stock of a product, each with a
 * grade, its own units and a reduction off the buyer's own price, applied last.
 */
import { applyRate } from "./pricing";

export const OUTLET_GRADE_LIST = ["A", "B", "C"] as const;
export type Grade = (typeof OUTLET_GRADE_LIST)[number];

/** The reduction's bounds in basis points (5–70 %; the table's check says the same). */
export const OUTLET_REDUCTION_MIN_BP = 500;
export const OUTLET_REDUCTION_MAX_BP = 7000;
/** The most units a lot may hold (a sane bound for a form; the table only needs > 0). */
export const OUTLET_UNITS_MAX = 100_000;
/** A lot's condition note, per language. */
export const OUTLET_NOTE_MAX = 500;

/**
 * The outlet unit price: the buyer's own unit price (the cart's price rule, pricing.ts unitPrice)
 * with the lot's reduction applied last, rounded half up to the minor unit as every rate is.
 */
export function outletUnitMinor(buyerUnitMinor: number, reductionBp: number): number {
  return applyRate(buyerUnitMinor, reductionBp);
}

export type LotWindow = { closedAt: Date | null; availableFrom: Date; availableUntil: Date | null; unitsLeft: number };

export type LotState = "open" | "scheduled" | "soldOut" | "closed" | "expired";

/** Where a lot stands: closed by staff, past its end, not started yet, sold out, or open to order. */
export function lotState(lot: LotWindow, now: Date): LotState {
  if (lot.closedAt !== null) return "closed";
  if (lot.availableUntil !== null && lot.availableUntil.getTime() <= now.getTime()) return "expired";
  if (lot.availableFrom.getTime() > now.getTime()) return "scheduled";
  if (lot.unitsLeft <= 0) return "soldOut";
  return "open";
}

export type OutletQuantityOutcome = { ok: true; quantity: number } | { ok: false; issue: { key: "lotUnavailable" } | { key: "lotShort"; unitsLeft: number } | { key: "quantityPositive" } };

/**
 * A cart quantity for a lot: whole units from 1 to the units left (no minimum, multiple or
 * promotion quantity: a lot is sold by the unit). A lot that is not open takes none.
 */
export function checkOutletQuantity(lot: LotWindow, quantity: number, now: Date): OutletQuantityOutcome {
  if (lotState(lot, now) !== "open") return { ok: false, issue: { key: "lotUnavailable" } };
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, issue: { key: "quantityPositive" } };
  if (quantity > lot.unitsLeft) return { ok: false, issue: { key: "lotShort", unitsLeft: lot.unitsLeft } };
  return { ok: true, quantity };
}
