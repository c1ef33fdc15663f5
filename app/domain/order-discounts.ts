/**
 * The order of discounts (decision 0108), as one function over an order's single lines,
 * combination groups and pallet groups:
 *
 * 1. list unit: the product's price in the account's currency;
 * 2. single lines and pallet items: the promotion with the buyer's rate (decision 0048), one
 *    rounding per unit; combination items: the buyer's rate only, per unit;
 * 3. combination sets: the tier's rate off the set's sum, one rounding per set;
 * 4. line and group totals, the net goods value per brand;
 * 5. the brand's minimum order amount and each combination's minimum, against step 4's values;
 * 6. the brand's full reduction, on step 4's value, spread over its lines by the largest remainder;
 * 7. tax on the net after the reductions, one rounding per order;
 * 8. cashback stays on each line's net before the reduction (lineTotalMinor): credited later, it
 *    changes no total here.
 *
 * Amounts are integer minor units of the account's currency, rates basis points. With only single
 * lines and no reduction the totals are orderTotals' (decision 0048) exactly.
 */
import type { CombinationTier, OrderGroupKind } from "./combined-orders";
import { type CombinationMinimumShortfall, type CombinationPrice, type SetItemInput, combinationPrice, minimumShortfallAt } from "./combinations";
import { type ReductionTier, nextReduction, reductionReached, spreadReduction } from "./full-reduction";
import { type ReducedOrderTotals, minimumShortfalls, reducedOrderTotals } from "./order-totals";
import { outletUnitMinor } from "./outlet";
import { lineTotalMinor, unitPrice } from "./pricing";

/** A product's price and its running promotion's terms in the account's currency. */
export type PriceTerms = { priceMinor: number | null; activityPriceMinor: number | null; activityRateBp: number | null };

export type SingleInput = PriceTerms & {
  productId: number;
  brandKey: string;
  quantity: number;
  /** An outlet lot's reduction off the buyer's unit price, applied last (decision 0114); none for a product's own line. */
  outletReductionBp?: number;
};

export type CombinationInput = {
  combinationId: number;
  brandKey: string;
  sets: number;
  tiers: readonly CombinationTier[];
  /** The combination's minimum in the account's currency; null: none. */
  minimumMinor: number | null;
  items: readonly SetItemInput[];
};

/** A pallet's lines: quantity = cartons × pkgNum, priced like single lines. */
export type PalletInput = { palletId: number; brandKey: string; items: readonly (PriceTerms & { productId: number; quantity: number })[] };

export type OrderDiscountsInput = {
  userRateBp: number;
  taxRateBp: number;
  singles?: readonly SingleInput[];
  combinations?: readonly CombinationInput[];
  pallets?: readonly PalletInput[];
  /** The minimum order amount of each brand in the currency (step 5); a brand without one has none. */
  brandMinimums?: ReadonlyMap<string, number>;
  /** The tiers of the full reduction running for each brand in the currency (step 6). */
  reductions?: ReadonlyMap<string, readonly ReductionTier[]>;
};

/** Which group a line belongs to: the index of its combination or pallet in the input; null for a single line. */
export type LineGroup = { kind: OrderGroupKind; index: number } | null;

export type DiscountedLine = {
  group: LineGroup;
  productId: number;
  brandKey: string;
  quantity: number;
  listUnitMinor: number;
  /** The unit after step 2 (for a set's item: before the set's tier). */
  unitMinor: number;
  /** The line's net (step 4; a set item's share of its group after the tier): what cashback is counted on. */
  lineTotalMinor: number;
  /** The line's share of its brand's full reduction (step 6). */
  reductionMinor: number;
};

export type DiscountedCombination = CombinationPrice & {
  index: number;
  combinationId: number;
  brandKey: string;
  minimumMinor: number | null;
  /** Step 5: the group's net below its minimum, with the fewest sets that reach it (null: none up to 9,999); null when met. */
  belowMinimum: CombinationMinimumShortfall | null;
};

export type DiscountedPallet = { index: number; palletId: number; brandKey: string; listMinor: number; netMinor: number };

export type BrandDiscount = {
  brandKey: string;
  /** The brand's net goods value (step 4): the base of its minimum and its full reduction. */
  netMinor: number;
  minimumMinor: number | null;
  belowMinimum: boolean;
  /** The full reduction's tier reached, and what it takes off (step 6). */
  reduction: ReductionTier | null;
  reductionMinor: number;
  nextReduction: { tier: ReductionTier; missingMinor: number } | null;
};

/** What cannot be priced in the currency and is left out: a single line, a whole set, or a pallet's line. */
export type Unpriced = { kind: "single"; index: number } | { kind: "combination"; index: number } | { kind: "pallet"; index: number; productId: number };

export type DiscountedOrder = {
  /** Single lines, then each combination's lines, then each pallet's, in the input's order. */
  lines: DiscountedLine[];
  combinations: DiscountedCombination[];
  pallets: DiscountedPallet[];
  /** One per brand with lines, in the order the brands first appear. */
  brands: BrandDiscount[];
  unpriced: Unpriced[];
  totals: ReducedOrderTotals;
};

export function orderDiscounts(input: OrderDiscountsInput): DiscountedOrder {
  const { userRateBp, taxRateBp } = input;
  const lines: DiscountedLine[] = [];
  const unpriced: Unpriced[] = [];

  // Steps 1, 2 and 4 for single lines.
  (input.singles ?? []).forEach((single, index) => {
    const own = unitPrice({ ...single, userRateBp });
    if (!own) return void unpriced.push({ kind: "single", index });
    const price = single.outletReductionBp === undefined ? own : { ...own, unitMinor: outletUnitMinor(own.unitMinor, single.outletReductionBp) };
    lines.push({ group: null, productId: single.productId, brandKey: single.brandKey, quantity: single.quantity, ...price, lineTotalMinor: lineTotalMinor(price.unitMinor, single.quantity), reductionMinor: 0 });
  });

  // Steps 1 to 5 for combination groups.
  const combinations: DiscountedCombination[] = [];
  (input.combinations ?? []).forEach((group, index) => {
    const price = combinationPrice({ items: group.items, userRateBp, tiers: group.tiers, sets: group.sets });
    if (!price) return void unpriced.push({ kind: "combination", index });
    combinations.push({
      ...price,
      index,
      combinationId: group.combinationId,
      brandKey: group.brandKey,
      minimumMinor: group.minimumMinor,
      belowMinimum: minimumShortfallAt(price.netMinor, { ...group, userRateBp }),
    });
    for (const line of price.lines) lines.push({ group: { kind: "combination", index }, brandKey: group.brandKey, ...line, reductionMinor: 0 });
  });

  // Steps 1, 2 and 4 for pallets: their lines are priced like single lines.
  const pallets: DiscountedPallet[] = [];
  (input.pallets ?? []).forEach((pallet, index) => {
    let listMinor = 0;
    let netMinor = 0;
    for (const item of pallet.items) {
      const price = unitPrice({ ...item, userRateBp });
      if (!price) {
        unpriced.push({ kind: "pallet", index, productId: item.productId });
        continue;
      }
      const total = lineTotalMinor(price.unitMinor, item.quantity);
      listMinor += price.listUnitMinor * item.quantity;
      netMinor += total;
      lines.push({ group: { kind: "pallet", index }, productId: item.productId, brandKey: pallet.brandKey, quantity: item.quantity, ...price, lineTotalMinor: total, reductionMinor: 0 });
    }
    pallets.push({ index, palletId: pallet.palletId, brandKey: pallet.brandKey, listMinor, netMinor });
  });

  // Steps 4 to 6 per brand.
  const minimums = input.brandMinimums ?? new Map<string, number>();
  const short = new Set(minimumShortfalls(lines, minimums).map((shortfall) => shortfall.brandKey));
  const brands: BrandDiscount[] = [];
  for (const brandKey of new Set(lines.map((line) => line.brandKey))) {
    const own = lines.filter((line) => line.brandKey === brandKey);
    const netMinor = own.reduce((sum, line) => sum + line.lineTotalMinor, 0);
    const tiers = input.reductions?.get(brandKey) ?? [];
    const reduction = reductionReached(tiers, netMinor);
    const reductionMinor = reduction?.amountOffMinor ?? 0;
    spreadReduction(
      reductionMinor,
      own.map((line) => line.lineTotalMinor),
    ).forEach((share, index) => {
      own[index]!.reductionMinor = share;
    });
    brands.push({ brandKey, netMinor, minimumMinor: minimums.get(brandKey) ?? null, belowMinimum: short.has(brandKey), reduction, reductionMinor, nextReduction: nextReduction(tiers, netMinor) });
  }

  // Step 7.
  const totals = reducedOrderTotals(
    lines,
    taxRateBp,
    brands.reduce((sum, brand) => sum + brand.reductionMinor, 0),
  );
  return { lines, combinations, pallets, brands, unpriced, totals };
}
