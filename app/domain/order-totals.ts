/**
 * The money and volume rules of an order (SPEC.md sections 5 and 9; decision 0048): totals, tax,
 * volumes, minimums. The unit price a line takes is the price rule's, in pricing.ts. Amounts are
 * integer minor units, rates integer basis points, volumes integer cubic centimetres.
 */
import { type UnitPrice, WHOLE_BP, mulDivRoundHalfUp } from "~/chunks/shell";

/** The longest note a buyer may add to an order. */
export const ORDER_NOTE_MAX = 500;

/** Goods shipped directly from China need at least 65 m³ in the order (SPEC.md section 9). */
export const CHINA_DIRECT_MIN_VOLUME_CM3 = 65_000_000;

/**
 * The volume a line ships in: whole cartons (a part carton ships in a full one), so
 * ceil(quantity / pkgNum) × the carton's volume.
 */
export function lineVolumeCm3(quantity: number, pkgNum: number, cartonVolumeCm3: number): number {
  const units = Math.max(0, Math.floor(quantity));
  const perCarton = Math.max(1, Math.floor(pkgNum));
  return Math.ceil(units / perCarton) * Math.max(0, Math.floor(cartonVolumeCm3));
}

/** Tax on a net amount, rounded half up to the minor unit. */
export function taxMinor(netMinor: number, rateBp: number): number {
  const rate = Math.min(WHOLE_BP - 1, Math.max(0, Math.round(rateBp)));
  return mulDivRoundHalfUp(Math.max(0, Math.round(netMinor)), rate, WHOLE_BP);
}

export type TotalsLine = UnitPrice & {
  quantity: number;
  /**
   * The line's net when it is not unit × quantity: a set's item, whose share of the set's tier is
   * taken off the group (decision 0108). Absent, or equal to unit × quantity, for every other line.
   */
  lineTotalMinor?: number;
};

export type OrderTotals = {
  /** Σ list unit × quantity. */
  subtotalMinor: number;
  /** subtotal − Σ net lines. */
  discountMinor: number;
  /** Σ net lines (what tax is charged on). */
  netMinor: number;
  taxRateBp: number;
  taxMinor: number;
  totalMinor: number;
  totalQuantity: number;
};

export function orderTotals(lines: readonly TotalsLine[], taxRateBp: number): OrderTotals {
  let subtotal = 0;
  let net = 0;
  let quantity = 0;
  for (const line of lines) {
    subtotal += line.listUnitMinor * line.quantity;
    net += line.lineTotalMinor ?? line.unitMinor * line.quantity;
    quantity += line.quantity;
  }
  const tax = taxMinor(net, taxRateBp);
  return {
    subtotalMinor: subtotal,
    discountMinor: Math.max(0, subtotal - net),
    netMinor: net,
    taxRateBp,
    taxMinor: tax,
    totalMinor: net + tax,
    totalQuantity: quantity,
  };
}

export type ReducedOrderTotals = OrderTotals & {
  /** The full reductions of the order (decision 0108, step 6), taken off the net before tax. */
  reductionMinor: number;
};

/**
 * The totals with the order's full reduction (decision 0108, steps 6 and 7): tax on the net less
 * the reduction, rounded once per order; total = net − reduction + tax. The reduction never
 * passes the net. Without a reduction these are orderTotals' figures exactly.
 */
export function reducedOrderTotals(lines: readonly TotalsLine[], taxRateBp: number, reductionMinor: number): ReducedOrderTotals {
  const totals = orderTotals(lines, taxRateBp);
  const reduction = Math.min(totals.netMinor, Math.max(0, Math.round(reductionMinor)));
  const tax = taxMinor(totals.netMinor - reduction, taxRateBp);
  return { ...totals, reductionMinor: reduction, taxMinor: tax, totalMinor: totals.netMinor - reduction + tax };
}

/**
 * Whether the lines shipped directly from China (if any) fall short of the 65 m³. When the buyer
 * chose "merge the order" (decision 0108) they travel with the consolidated shipment: no minimum.
 */
export function chinaVolumeShort(lines: readonly { shipsFromChina: boolean; volumeCm3: number }[], { merged = false }: { merged?: boolean } = {}): boolean {
  if (merged) return false;
  const china = lines.filter((line) => line.shipsFromChina);
  if (china.length === 0) return false;
  return china.reduce((sum, line) => sum + line.volumeCm3, 0) < CHINA_DIRECT_MIN_VOLUME_CM3;
}

/**
 * The brands whose lines stay below their minimum order amount (net goods value, before tax).
 * A brand without a minimum in the currency has none.
 */
export function minimumShortfalls(
  lines: readonly { brandKey: string; lineTotalMinor: number }[],
  minimums: ReadonlyMap<string, number>,
): { brandKey: string; minimumMinor: number; amountMinor: number }[] {
  const byBrand = new Map<string, number>();
  for (const line of lines) byBrand.set(line.brandKey, (byBrand.get(line.brandKey) ?? 0) + line.lineTotalMinor);
  const short: { brandKey: string; minimumMinor: number; amountMinor: number }[] = [];
  for (const [brandKey, amountMinor] of byBrand) {
    const minimumMinor = minimums.get(brandKey);
    if (minimumMinor !== undefined && amountMinor < minimumMinor) short.push({ brandKey, minimumMinor, amountMinor });
  }
  return short;
}

/** The invoice number of the n-th invoice of a year: "INV-2026-000042". */
export function invoiceNumber(year: number, n: number): string {
  return `INV-${year}-${String(n).padStart(6, "0")}`;
}
