/**
 * The cart page's data with its summary (issue 18, decision 0108): the single lines, the
 * combination groups and the pallets, and the figures of the summary box. What is ticked is priced
 * by the confirm page's own review (reviewEntries: orderDiscounts with the brands' running full
 * reductions), so the cart's "selected" amount and full reductions are the confirm page's.
 */
import { db } from "~/db/client.server";
import { groupBlocksOrder } from "~/domain/combinations";
import type { Language } from "~/i18n/languages";
import { productFacts } from "~/services/catalogue/product-facts.server";
import type { Actor } from "~/services/identity/actor.server";
import { type CheckoutReview, type ReductionView, readCartEntries, reviewEntries, reviewProductIds } from "~/services/ordering/checkout-review.server";
import { type CartView, cartViewOf } from "./cart.server";
import { type CartCombinationGroup, cartCombinationGroups } from "./cart-combinations.server";
import { type CartPallet, cartPalletsView } from "./cart-pallets.server";
import { type CartOutletLine, cartOutletLines } from "~/services/outlet/outlet.server";

export type CartSummary = {
  /** Entries: single lines, combination groups, pallets with goods on them (each one; the header counts the same). */
  entries: number;
  /** Units of them all: a line's quantity, a group's sets × its items' quantities, a pallet's cartons × their units. */
  units: number;
  /** Every priced entry, ticked or not, at its net (a line's total, a group's net after its tier, a pallet's value). */
  totalMinor: number;
  /** The ticked entries the order would take (a line it would refuse is not one) and their net goods value (step 4). */
  selected: number;
  selectedMinor: number;
  /** The full reductions reached (step 6), summed, and what the selected goods cost after them (before tax). */
  reductionMinor: number;
  afterReductionsMinor: number;
  /** Per brand of the selection: the tier reached and what the next one needs (as on the confirm page). */
  reductions: ReductionView[];
  /** Entries marked as not orderable as they are: lines with an issue, groups in a blocking state. */
  issues: number;
  /** Every single line, group and filled pallet is ticked ("Deselect all"). */
  allChecked: boolean;
};

/** The summary from what the page shows and the review of its ticked entries. */
export function cartSummary({
  cart,
  combinations,
  pallets,
  review,
  untickedGroups,
  outlet = [],
}: {
  cart: CartView;
  combinations: readonly CartCombinationGroup[];
  pallets: readonly CartPallet[];
  review: CheckoutReview;
  untickedGroups: number;
  /** The outlet lines (decision 0114): entries as single lines are. */
  outlet?: readonly CartOutletLine[];
}): CartSummary {
  const filled = pallets.filter((pallet) => pallet.lines.length > 0);
  const lines = [...cart.groups.flatMap((group) => group.lines), ...outlet];
  const priced = review.groups.filter((group) => group.lines.length > 0);
  const entries = cart.count + outlet.length + combinations.length + filled.length;
  return {
    entries,
    units:
      cart.totalQuantity +
      outlet.reduce((sum, line) => sum + line.quantity, 0) +
      combinations.reduce((sum, group) => sum + group.items.reduce((items, item) => items + item.quantity, 0), 0) +
      filled.reduce((sum, pallet) => sum + pallet.lines.reduce((units, line) => units + line.quantity, 0), 0),
    totalMinor: cart.totalMinor + outlet.reduce((sum, line) => sum + (line.lineTotalMinor ?? 0), 0) + combinations.reduce((sum, group) => sum + (group.netMinor ?? 0), 0) + filled.reduce((sum, pallet) => sum + pallet.valueMinor, 0),
    selected: review.lines.length + review.outlet.length + priced.length,
    selectedMinor: review.totals.netMinor,
    reductionMinor: review.totals.reductionMinor,
    afterReductionsMinor: review.totals.netMinor - review.totals.reductionMinor,
    reductions: review.reductions,
    issues: cart.issues + outlet.filter((line) => line.issue !== null).length + combinations.filter((group) => groupBlocksOrder(group.state)).length,
    allChecked: entries > 0 && lines.every((line) => line.checked) && untickedGroups === 0,
  };
}

/**
 * The acting account's cart page: its lines, groups and pallets and the summary. On a cart the
 * viewer counted no group or pallet in (`groups` false) this is two queries, the lines and their
 * products' facts (decision 0095); the full reductions come from memory (the labels' reference data).
 */
export async function cartPageData(actor: Actor, { lng, brandKey, groups, now = new Date() }: { lng: Language; brandKey: string; groups: boolean; now?: Date }) {
  const entries = await readCartEntries(actor, { groups });
  const ids = new Set([...entries.lines, ...entries.outlet].map((line) => line.productId).concat(reviewProductIds(entries)));
  // One after the other, as the page read them before: a test's or a transaction's one connection takes one query at a time.
  const facts = await productFacts(db(), actor, [...ids], lng, now);
  const pallets = groups ? await cartPalletsView(actor, lng) : [];
  const combinations = groups ? await cartCombinationGroups(actor, { lng, now }) : [];
  const cart = cartViewOf(actor, entries.lines, facts, brandKey);
  // The tax and the brands' minimums are the confirm page's to show: neither changes the goods' prices or the reductions.
  const review = await reviewEntries(actor, entries, facts, { lng, now, taxRateBp: 0, brandMinimums: new Map(), reductionsFromMemory: true });
  const untickedGroups = entries.combos.unticked + entries.pallets.unticked;
  const outlet = cartOutletLines(actor, entries.outlet, facts, lng, now);
  return { cart, outlet, pallets, combinations, summary: cartSummary({ cart, combinations, pallets, review, untickedGroups, outlet }) };
}
