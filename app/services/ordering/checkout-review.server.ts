/**
 * The cart as an order would take it (decision 0108): the ticked single lines, the ticked
 * combination groups and the ticked pallets re-checked with today's rules and priced in the order
 * of discounts (orderDiscounts: rates, promotions, tiers, minimums, the brands' full reductions,
 * tax), with the stock each product needs summed over singles, sets and pallets. The confirm page
 * shows it; the submit takes exactly what it showed or nothing.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, cartCombinations, cartItems, cartPalletItems, cartPallets, combinationMinimums, combinations, palletTypes } from "~/db/schema";
import { lineIssue } from "~/domain/cart-quantity";
import type { QuantityIssue } from "~/domain/cart-quantity";
import type { CombinationAudience, CombinationItemTerms, CombinationTier } from "~/domain/combined-orders";
import { combinationTermsColumns } from "~/services/combined/combinations.server";
import { type CombinationGroupFacts, type CombinationGroupState, type StockTerms, combinationGroupState, combinationState, mostSetsInStock, offeredToScope } from "~/domain/combinations";
import { localized } from "~/domain/languages";
import { type CombinationInput, type DiscountedOrder, type PalletInput, type SingleInput, orderDiscounts } from "~/domain/order-discounts";
import { type ReducedOrderTotals, lineVolumeCm3 } from "~/domain/order-totals";
import { palletQuantity } from "~/domain/pallets";
import { unitPrice } from "~/domain/pricing";
import { stockNeeded, stockShortfalls } from "~/domain/stock-needs";
import type { Language } from "~/i18n/languages";
import { type ProductRow, priceTerms, productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { runningFullReduction, runningFullReductionFromMemory } from "~/services/combined/full-reductions.server";
import type { Actor } from "~/services/identity/actor.server";
import type { Grade } from "~/domain/outlet";
import { type OutletEntry, type OutletIssue, outletIssue, readOutletEntries } from "~/services/outlet/outlet.server";

export type LineIssue = QuantityIssue | { key: "notMultiple"; allowed: number };

export type CheckoutLine = {
  productId: number;
  brandKey: string;
  brandName: string;
  name: string;
  names: Record<string, string> & { en: string };
  barcode: string;
  model: string;
  quantity: number;
  listUnitMinor: number;
  unitMinor: number;
  lineTotalMinor: number;
  /** The line's share of its brand's full reduction (step 6). */
  reductionMinor: number;
  volumeCm3: number;
  shipsFromChina: boolean;
  /** Stock is taken in the order transaction (false when the product's stock is not checked). */
  takesStock: boolean;
  /** The limited promotion item whose quantity the line takes; null when none (never in a set). */
  limitedPromotionItemId: number | null;
  /** The outlet lot the line is sold from (its units are taken, not the product's stock); null for a product's own line. */
  outletLotId: number | null;
};

/** An outlet line of the order (decision 0114): a lot's units at the buyer's price less the lot's reduction. */
export type OutletLine = CheckoutLine & { outletLotId: number; grade: Grade };

/** A ticked outlet line the order would not take, and why (the lot closed, ended or short; no price). */
export type ExcludedOutletLine = { lotId: number; productId: number; name: string; grade: Grade; quantity: number; issue: OutletIssue };

export type ExcludedLine = { productId: number; name: string; barcode: string; quantity: number; issue: LineIssue };

/** Why a group cannot be ordered as it is (the SPEC's messages). */
export type GroupIssue =
  | { key: "combinationChanged" }
  | { key: "combinationEnded" }
  | { key: "combinationOutOfStock"; mostSets: number }
  | { key: "combinationBelowMinimum"; minimumMinor: number; amountMinor: number; setsNeeded: number | null }
  | { key: "palletUnavailable"; product: string };

export type CombinationGroup = {
  kind: "combination";
  combinationId: number;
  brandKey: string;
  name: string;
  names: LocalizedText;
  sets: number;
  versionSeen: number;
  version: number;
  tierBp: number;
  /** One set after the rate and the tier; the group's net (step 4); the minimum in the currency (null: none). */
  setUnitMinor: number;
  netMinor: number;
  minimumMinor: number | null;
  lines: CheckoutLine[];
  issue: GroupIssue | null;
};

export type PalletGroup = {
  kind: "pallet";
  palletId: number;
  brandKey: string;
  name: string;
  typeCode: string;
  typeName: string;
  netMinor: number;
  lines: (CheckoutLine & { cartons: number })[];
  issue: GroupIssue | null;
};

export type CheckoutGroup = CombinationGroup | PalletGroup;

/** A brand's full reduction as the order reaches it, and what its next tier needs. */
export type ReductionView = { brandKey: string; brandName: string; name: string; amountOffMinor: number; thresholdMinor: number; next: { amountOffMinor: number; missingMinor: number } | null };

export type CheckoutReview = {
  lines: CheckoutLine[];
  excluded: ExcludedLine[];
  /** The ticked outlet lines the order takes, and those it would not. */
  outlet: OutletLine[];
  outletExcluded: ExcludedOutletLine[];
  groups: CheckoutGroup[];
  /** Cart entries left unticked (lines, combinations, pallets): not part of this order. */
  unticked: number;
  totals: ReducedOrderTotals;
  reductions: ReductionView[];
  /** Brands whose net goods value is below their minimum order amount (step 5). */
  brandShortfalls: { brandKey: string; brand: string; minimumMinor: number; amountMinor: number }[];
  /** Products whose stock does not cover what singles, sets and pallets need together. */
  stockShort: { productId: number; product: string }[];
  /** Every line (singles and groups), with product order for the stock statements. */
  allLines: CheckoutLine[];
};

/** The entries a submit asked for: the review then takes only these of the ticked cart. */
export type CheckoutSelection = { products: ReadonlySet<number>; combinations: ReadonlySet<number>; pallets: ReadonlySet<number>; outlet?: ReadonlySet<number> };

type CombinationRow = {
  combinationId: number;
  brandKey: string;
  names: LocalizedText;
  sets: number;
  versionSeen: number;
  version: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  audience: CombinationAudience;
  scopeIds: number[];
  items: CombinationItemTerms[];
  tiers: CombinationTier[];
  minimumMinor: number | null;
};

type PalletRow = { palletId: number; brandKey: string; name: string; typeCode: string; typeNames: LocalizedText; items: { productId: number; cartons: number }[] };

async function tickedCombinations(actor: Actor): Promise<{ ticked: CombinationRow[]; unticked: number }> {
  const rows = await db()
    .select({
      combinationId: combinations.id,
      brandKey: combinations.brandKey,
      names: combinations.names,
      sets: cartCombinations.sets,
      versionSeen: cartCombinations.versionSeen,
      checked: cartCombinations.checked,
      ...combinationTermsColumns,
    })
    .from(cartCombinations)
    .innerJoin(combinations, eq(combinations.id, cartCombinations.combinationId))
    .leftJoin(combinationMinimums, and(eq(combinationMinimums.combinationId, combinations.id), eq(combinationMinimums.currency, actor.currency)))
    .where(eq(cartCombinations.accountId, actor.accountId))
    .orderBy(asc(cartCombinations.createdAt), asc(cartCombinations.combinationId));
  const ticked = rows
    .filter((row) => row.checked)
    .map((row) => ({
      ...row,
      scopeIds: row.scopeIds.map(Number),
      items: row.items.map((item) => ({ productId: Number(item.productId), quantity: Number(item.quantity) })),
      tiers: row.tiers.map((tier) => ({ fromSets: Number(tier.fromSets), discountBp: Number(tier.discountBp) })),
      minimumMinor: row.minimumMinor === null ? null : Number(row.minimumMinor),
    }));
  return { ticked, unticked: rows.length - ticked.length };
}

async function tickedPallets(actor: Actor): Promise<{ ticked: PalletRow[]; unticked: number }> {
  const rows = await db()
    .select({
      palletId: cartPallets.id,
      brandKey: cartPallets.brandKey,
      name: cartPallets.name,
      checked: cartPallets.checked,
      typeCode: palletTypes.code,
      typeNames: palletTypes.names,
      items: sql<{ productId: number; cartons: number }[]>`coalesce((select json_agg(json_build_object('productId', i.product_id, 'cartons', i.cartons) order by i.created_at, i.product_id)
        from ${cartPalletItems} i where i.pallet_id = ${cartPallets.id}), '[]')`,
    })
    .from(cartPallets)
    .innerJoin(palletTypes, eq(palletTypes.code, cartPallets.typeCode))
    .where(eq(cartPallets.accountId, actor.accountId))
    .orderBy(asc(cartPallets.id));
  // An empty pallet carries nothing to order: neither ticked nor counted.
  const filled = rows.filter((row) => row.items.length > 0);
  const ticked = filled.filter((row) => row.checked).map((row) => ({ ...row, items: row.items.map((item) => ({ productId: Number(item.productId), cartons: Number(item.cartons) })) }));
  return { ticked, unticked: filled.length - ticked.length };
}

const listPrice = (row: ProductRow) => (row.price_minor === null ? null : Number(row.price_minor));

/** A line's fixed facts from its product (the prices and totals come from orderDiscounts). */
function lineOf(row: ProductRow, quantity: number, volumeCm3: number, limited: boolean): CheckoutLine {
  return {
    productId: Number(row.id),
    brandKey: row.brand_key,
    brandName: row.brand_name,
    name: row.name,
    names: row.names,
    barcode: row.barcode,
    model: row.model,
    quantity,
    listUnitMinor: 0,
    unitMinor: 0,
    lineTotalMinor: 0,
    reductionMinor: 0,
    volumeCm3,
    shipsFromChina: row.ships_from_china,
    takesStock: !row.not_check_stock,
    limitedPromotionItemId: limited && row.promotion_item_id !== null && row.remaining_qty !== null ? Number(row.promotion_item_id) : null,
    outletLotId: null,
  };
}

/** Whether an account can buy a product at all in a set or on a pallet: known, on the market, in his scope, priced. */
const buyable = (row: ProductRow | undefined): row is ProductRow => !!row && !row.off_market && row.in_scope && listPrice(row) !== null && listPrice(row)! > 0;

/** A single line of the cart as stored. */
export type CartLineRow = { productId: number; quantity: number; checked: boolean };

/**
 * What a review reads of an account's cart: every single line (ticked or not, oldest first) and
 * its ticked combination groups and filled pallets with the count of those left unticked.
 */
export type CartEntries = {
  lines: CartLineRow[];
  /** The outlet lines (decision 0114), ticked or not; read with the groups. */
  outlet: OutletEntry[];
  combos: { ticked: CombinationRow[]; unticked: number };
  pallets: { ticked: PalletRow[]; unticked: number };
};

/**
 * The account's cart entries: one query for the single lines and, unless `groups` is false (the
 * viewer counted none: the cart page saves the two queries), one each for the combination groups
 * and the pallets.
 */
export async function readCartEntries(actor: Actor, { groups = true }: { groups?: boolean } = {}): Promise<CartEntries> {
  const none = { ticked: [], unticked: 0 };
  const [lines, combos, pallets, outlet] = await Promise.all([
    db()
      .select({ productId: cartItems.productId, quantity: cartItems.quantity, checked: cartItems.checked })
      .from(cartItems)
      .where(eq(cartItems.accountId, actor.accountId))
      .orderBy(cartItems.createdAt, cartItems.productId),
    groups ? tickedCombinations(actor) : none,
    groups ? tickedPallets(actor) : none,
    groups ? readOutletEntries(db(), actor.accountId) : [],
  ]);
  return { lines, combos, pallets, outlet };
}

/** The entries an order would take: the ticked ones (of those, only the submit's selection when given). */
function selected(entries: CartEntries, only: CheckoutSelection | undefined) {
  const lines = entries.lines.filter((line) => line.checked && (!only || only.products.has(line.productId)));
  const outlet = entries.outlet.filter((line) => line.checked && (!only || only.outlet?.has(line.lotId) === true));
  return {
    lines,
    outlet,
    combos: only ? entries.combos.ticked.filter((combo) => only.combinations.has(combo.combinationId)) : entries.combos.ticked,
    pallets: only ? entries.pallets.ticked.filter((pallet) => only.pallets.has(pallet.palletId)) : entries.pallets.ticked,
    unticked: entries.lines.length - lines.length + entries.outlet.filter((line) => !line.checked).length + entries.combos.unticked + entries.pallets.unticked,
  };
}

/** The products whose facts a review of these entries needs (productFacts). */
export function reviewProductIds(entries: CartEntries, only?: CheckoutSelection): number[] {
  const taken = selected(entries, only);
  const ids = new Set<number>([...taken.lines, ...taken.outlet].map((line) => line.productId));
  for (const combo of taken.combos) for (const item of combo.items) ids.add(item.productId);
  for (const pallet of taken.pallets) for (const item of pallet.items) ids.add(item.productId);
  return [...ids];
}

export type ReviewOptions = {
  lng: Language;
  now: Date;
  taxRateBp: number;
  brandMinimums: ReadonlyMap<string, number>;
  only?: CheckoutSelection;
  /**
   * The brands' running full reductions from memory (the cart's summary, read on every cart page)
   * rather than the database (the confirm page and the submit: the order's money). Either finds
   * the same one but for a write by another process in the last REFERENCE_TTL_MS, which the
   * confirm page then shows and the submit's expected total guards.
   */
  reductionsFromMemory?: boolean;
};

/**
 * The ticked cart re-checked and priced: the single lines an order would take (and those it would
 * not, with the reason), the groups with their blocking issue if any, the totals with the full
 * reductions, and the rules that look at the whole order (brand minimums, summed stock).
 */
export async function reviewCheckout(actor: Actor, options: ReviewOptions): Promise<CheckoutReview> {
  const entries = await readCartEntries(actor);
  const facts = await productFacts(db(), actor, reviewProductIds(entries, options.only), options.lng, options.now);
  return reviewEntries(actor, entries, facts, options);
}

/**
 * reviewCheckout on entries and product facts already read (the cart page reads them for its own
 * lines too, and prices its summary so: the confirm page's figures by the same code). `facts` must
 * hold at least reviewProductIds(entries); the full reductions come from memory.
 */
export async function reviewEntries(
  actor: Actor,
  entries: CartEntries,
  facts: ReadonlyMap<number, ProductRow>,
  { lng, now, taxRateBp, brandMinimums, only, reductionsFromMemory = false }: ReviewOptions,
): Promise<CheckoutReview> {
  const { lines: ticked, outlet: tickedOutlet, combos, pallets, unticked } = selected(entries, only);

  // Single lines: today's quantity rules, a price in the currency.
  const singles: CheckoutLine[] = [];
  const singleInputs: SingleInput[] = [];
  const excluded: ExcludedLine[] = [];
  for (const line of ticked) {
    const row = facts.get(line.productId);
    if (!row) continue;
    const issue = lineIssue(toQuantityProduct(row), actor.accountSet, line.quantity);
    if (issue || !unitPrice({ ...priceTerms(row), userRateBp: actor.userRateBp })) {
      excluded.push({ productId: line.productId, name: row.name, barcode: row.barcode, quantity: line.quantity, issue: issue ?? { key: "zeroPrice" } });
      continue;
    }
    singles.push(lineOf(row, line.quantity, lineVolumeCm3(line.quantity, row.pkg_num, row.carton_volume_cm3), true));
    singleInputs.push({ productId: line.productId, brandKey: row.brand_key, quantity: line.quantity, ...priceTerms(row) });
  }

  // Outlet lines (decision 0114): the lot's units, by the unit, priced as a single line with the lot's reduction last.
  const outlet: OutletLine[] = [];
  const outletInputs: SingleInput[] = [];
  const outletExcluded: ExcludedOutletLine[] = [];
  for (const line of tickedOutlet) {
    const row = facts.get(line.productId);
    if (!row) continue;
    const issue = outletIssue(actor, line, row, now);
    if (issue) {
      outletExcluded.push({ lotId: line.lotId, productId: line.productId, name: row.name, grade: line.grade, quantity: line.quantity, issue });
      continue;
    }
    outlet.push({ ...lineOf(row, line.quantity, lineVolumeCm3(line.quantity, row.pkg_num, row.carton_volume_cm3), false), takesStock: false, outletLotId: line.lotId, grade: line.grade });
    outletInputs.push({ productId: line.productId, brandKey: row.brand_key, quantity: line.quantity, ...priceTerms(row), outletReductionBp: line.reductionBp });
  }

  // Combination groups: a blocking state is the group's issue (changed, ended, out of stock; below its minimum after pricing).
  const stock = new Map<number, StockTerms>([...facts.values()].map((row) => [Number(row.id), { available: Number(row.available), unlimited: row.not_check_stock }]));
  const groups: CheckoutGroup[] = [];
  const comboInputs: CombinationInput[] = [];
  const comboGroups: CombinationGroup[] = [];
  const comboFacts: CombinationGroupFacts[] = [];
  for (const combo of combos) {
    const rows = combo.items.map((item) => facts.get(item.productId));
    const mostSets = mostSetsInStock(combo.items, stock);
    // The cart's rule (combinationGroupState); the minimum needs the group's price, so its state is said again after pricing (applyPrices).
    const groupFacts: CombinationGroupFacts = {
      running: combinationState(combo, now),
      offered: offeredToScope(combo.audience, combo.scopeIds, actor.salesScopeId) && combo.items.length > 0 && rows.every(buyable),
      versionSeen: combo.versionSeen,
      version: combo.version,
      changes: [],
      sets: combo.sets,
      mostSets,
      shortfall: null,
    };
    const state = combinationGroupState(groupFacts);
    const offered = state.kind !== "ended";
    const group: CombinationGroup = {
      kind: "combination",
      combinationId: combo.combinationId,
      brandKey: combo.brandKey,
      name: localized(combo.names, lng),
      names: combo.names,
      sets: combo.sets,
      versionSeen: combo.versionSeen,
      version: combo.version,
      tierBp: 0,
      setUnitMinor: 0,
      netMinor: 0,
      minimumMinor: combo.minimumMinor,
      lines: offered
        ? combo.items.map((item, index) => {
            const quantity = item.quantity * combo.sets;
            return lineOf(rows[index]!, quantity, lineVolumeCm3(quantity, rows[index]!.pkg_num, rows[index]!.carton_volume_cm3), false);
          })
        : [],
      issue: groupIssue(state),
    };
    groups.push(group);
    if (!offered) continue;
    comboGroups.push(group);
    comboFacts.push(groupFacts);
    comboInputs.push({
      combinationId: combo.combinationId,
      brandKey: combo.brandKey,
      sets: combo.sets,
      tiers: combo.tiers,
      minimumMinor: combo.minimumMinor,
      items: combo.items.map((item, index) => ({ ...item, priceMinor: listPrice(rows[index]!) })),
    });
  }

  // Pallets: whole cartons, priced like single lines; a product that can no longer be bought blocks the pallet.
  const palletInputs: PalletInput[] = [];
  const palletGroups: PalletGroup[] = [];
  for (const pallet of pallets) {
    const rows = pallet.items.map((item) => facts.get(item.productId));
    const bad = rows.findIndex((row) => !buyable(row) || !unitPrice({ ...priceTerms(row!), userRateBp: actor.userRateBp }));
    const group: PalletGroup = {
      kind: "pallet",
      palletId: pallet.palletId,
      brandKey: pallet.brandKey,
      name: pallet.name,
      typeCode: pallet.typeCode,
      typeName: localized(pallet.typeNames, lng),
      netMinor: 0,
      lines: [],
      issue: bad >= 0 ? { key: "palletUnavailable", product: rows[bad]?.name ?? String(pallet.items[bad]!.productId) } : null,
    };
    groups.push(group);
    if (bad >= 0) continue;
    group.lines = pallet.items.map((item, index) => {
      const row = rows[index]!;
      return { ...lineOf(row, palletQuantity(item.cartons, row.pkg_num), item.cartons * Math.max(0, row.carton_volume_cm3), true), cartons: item.cartons };
    });
    palletGroups.push(group);
    palletInputs.push({ palletId: pallet.palletId, brandKey: pallet.brandKey, items: group.lines.map((line, index) => ({ productId: line.productId, quantity: line.quantity, ...priceTerms(rows[index]!) })) });
  }

  // The brands' running full reductions in the currency (step 6).
  const brandKeys = [...new Set([...singles, ...outlet, ...comboGroups.flatMap((group) => group.lines), ...palletGroups.flatMap((group) => group.lines)].map((line) => line.brandKey))];
  const read = reductionsFromMemory ? runningFullReductionFromMemory : runningFullReduction;
  const running = await Promise.all(brandKeys.map((brandKey) => read({ brandKey, currency: actor.currency, lng, now })));
  const reductions = new Map(brandKeys.flatMap((brandKey, index) => (running[index] ? [[brandKey, running[index]!.tiers] as const] : [])));

  const priced = orderDiscounts({ userRateBp: actor.userRateBp, taxRateBp, singles: [...singleInputs, ...outletInputs], combinations: comboInputs, pallets: palletInputs, brandMinimums, reductions });
  applyPrices(priced, [...singles, ...outlet], comboGroups, comboFacts, palletGroups);

  const brandName = (brandKey: string) => [...facts.values()].find((row) => row.brand_key === brandKey)?.brand_name ?? brandKey;
  const allLines = [...singles, ...outlet, ...groups.flatMap((group) => group.lines)];
  const needed = stockNeeded({
    singles,
    combinations: comboInputs,
    pallets: palletGroups.map((group) => ({ items: group.lines.map((line) => ({ productId: line.productId, cartons: line.cartons, pkgNum: facts.get(line.productId)!.pkg_num })) })),
  });
  const stockShort = stockShortfalls(needed, stock).map((short) => ({ productId: short.productId, product: facts.get(short.productId)?.name ?? String(short.productId) }));

  return {
    lines: singles,
    excluded,
    outlet,
    outletExcluded,
    groups,
    unticked,
    totals: priced.totals,
    reductions: priced.brands
      .filter((brand) => brand.reduction || brand.nextReduction)
      .map((brand) => ({
        brandKey: brand.brandKey,
        brandName: brandName(brand.brandKey),
        name: running[brandKeys.indexOf(brand.brandKey)]?.name ?? "",
        amountOffMinor: brand.reductionMinor,
        thresholdMinor: brand.reduction?.thresholdMinor ?? 0,
        next: brand.nextReduction ? { amountOffMinor: brand.nextReduction.tier.amountOffMinor, missingMinor: brand.nextReduction.missingMinor } : null,
      })),
    brandShortfalls: priced.brands
      .filter((brand) => brand.belowMinimum)
      .map((brand) => ({ brandKey: brand.brandKey, brand: brandName(brand.brandKey), minimumMinor: brand.minimumMinor!, amountMinor: brand.netMinor })),
    stockShort,
    allLines,
  };
}

/**
 * Leaves a combination group or a pallet out of the next order: unticked in the cart, where it
 * stays. False when the account has no such group (another account's id is none).
 */
export async function leaveOutOfOrder(actor: Actor, group: { kind: "combination" | "pallet"; id: number }): Promise<boolean> {
  const now = new Date();
  const rows =
    group.kind === "combination"
      ? await db()
          .update(cartCombinations)
          .set({ checked: false, updatedAt: now })
          .where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, group.id)))
          .returning({ id: cartCombinations.combinationId })
      : await db()
          .update(cartPallets)
          .set({ checked: false, updatedAt: now })
          .where(and(eq(cartPallets.accountId, actor.accountId), eq(cartPallets.id, group.id)))
          .returning({ id: cartPallets.id });
  return rows.length > 0;
}

/** A group's blocking state (combinationGroupState) as the checkout's message; null: it may be ordered. */
function groupIssue(state: CombinationGroupState): GroupIssue | null {
  switch (state.kind) {
    case "ended":
      return { key: "combinationEnded" };
    case "changed":
      return { key: "combinationChanged" };
    case "outOfStock":
      return { key: "combinationOutOfStock", mostSets: state.mostSets };
    case "belowMinimum":
      return { key: "combinationBelowMinimum", minimumMinor: state.minimumMinor, amountMinor: state.amountMinor, setsNeeded: state.setsNeeded };
    case "ok":
      return null;
  }
}

/**
 * Copies orderDiscounts' prices, totals and reduction shares onto the lines and groups they came
 * from; each combination group's state is said again with its minimum's shortfall, now priced.
 */
function applyPrices(priced: DiscountedOrder, singles: CheckoutLine[], combos: CombinationGroup[], comboFacts: CombinationGroupFacts[], pallets: PalletGroup[]) {
  const groupLines = (kind: "combination" | "pallet", index: number) => priced.lines.filter((line) => line.group?.kind === kind && line.group.index === index);
  const copy = (target: CheckoutLine, source: (typeof priced.lines)[number]) => {
    target.listUnitMinor = source.listUnitMinor;
    target.unitMinor = source.unitMinor;
    target.lineTotalMinor = source.lineTotalMinor;
    target.reductionMinor = source.reductionMinor;
  };
  priced.lines.filter((line) => line.group === null).forEach((line, index) => copy(singles[index]!, line));
  combos.forEach((group, index) => {
    groupLines("combination", index).forEach((line, at) => copy(group.lines[at]!, line));
    const price = priced.combinations.find((entry) => entry.index === index)!;
    group.tierBp = price.tierBp;
    group.setUnitMinor = price.setUnitMinor;
    group.netMinor = price.netMinor;
    group.issue = groupIssue(combinationGroupState({ ...comboFacts[index]!, shortfall: price.belowMinimum }));
  });
  pallets.forEach((group, index) => {
    groupLines("pallet", index).forEach((line, at) => copy(group.lines[at]!, line));
    group.netMinor = priced.pallets.find((entry) => entry.index === index)!.netMinor;
  });
}
