import crypto from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { type Transaction, db } from "~/db/client.server";
import { type OrderAddress, cartCombinations, cartItems, cartOutletItems, outletLots, cartPallets, invoiceCounters, orderEvents, orderGroups, orderLines, orderMinimums, orders, products, promotionItems, stock, taxRates } from "~/db/schema";
import { formatMoney } from "~/domain/money";
import { type ReducedOrderTotals, chinaVolumeShort, invoiceNumber } from "~/domain/order-totals";
import type { Language } from "~/i18n/languages";
import { type AddressView, getAddress, listAddresses } from "~/services/account/addresses.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { queueMail } from "~/services/platform/mail.server";

export { ORDER_NOTE_MAX } from "~/domain/order-totals";

/** A one-time key for the confirm form: 32 random URL-safe characters (SPEC.md section 9). */
export function newSubmitKey(): string {
  return crypto.randomBytes(24).toString("base64url");
}

export const SUBMIT_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

import { type CheckoutGroup, type CheckoutLine, type CheckoutReview, type ExcludedLine, type ExcludedOutletLine, type GroupIssue, type LineIssue, type OutletLine, type ReductionView, reviewCheckout } from "./checkout-review.server";
import type { OutletIssue } from "~/services/outlet/outlet.server";

export type { CheckoutGroup, CheckoutLine, ExcludedLine, ExcludedOutletLine, GroupIssue, LineIssue, OutletLine, ReductionView };

export async function taxRateOf(countryCode: string): Promise<number> {
  const [row] = await db().select({ rateBp: taxRates.rateBp }).from(taxRates).where(eq(taxRates.countryCode, countryCode));
  return row?.rateBp ?? 0;
}

export async function minimumsOf(currency: string): Promise<Map<string, number>> {
  const rows = await db().select({ brandKey: orderMinimums.brandKey, minimumMinor: orderMinimums.minimumMinor }).from(orderMinimums).where(eq(orderMinimums.currency, currency));
  return new Map(rows.map((row) => [row.brandKey, Number(row.minimumMinor)]));
}

/** Why an order cannot be submitted; `key` is under `checkout:errors`. */
export type SubmitError =
  | { key: "unofficial" | "noLines" | "noAddress" | "addressNotFound" | "cartChanged" | "pricesChanged" }
  | { key: "line"; productId: number; product: string; issue: LineIssue }
  | { key: "stockRunOut" | "promotionRunOut"; productId: number; product: string }
  | { key: "outletLine"; lotId: number; product: string; grade: string; issue: OutletIssue }
  | { key: "outletRunOut"; lotId: number; product: string; grade: string }
  | { key: "minimumAmount"; brand: string; minimumMinor: number; amountMinor: number }
  | { key: "chinaVolume"; volumeCm3: number }
  | (GroupIssue & { group: string; field: string });

/** The form field of a group (the confirm page's row id). */
export const groupField = (group: CheckoutGroup) => (group.kind === "combination" ? `combination-${group.combinationId}` : `pallet-${group.palletId}`);

/**
 * The rules on the whole order: each group's blocking state, the brands' minimum amounts, the
 * stock each product needs summed over singles, sets and pallets (a product a single line or an
 * out-of-stock combination already explains is not said twice), and the 65 m³ of direct shipping
 * from China unless the buyer merges the order.
 */
function orderRules(review: CheckoutReview, { merged }: { merged: boolean }): SubmitError[] {
  const errors: SubmitError[] = [];
  for (const group of review.groups) if (group.issue) errors.push({ ...group.issue, group: group.name, field: groupField(group) });
  for (const short of review.brandShortfalls) errors.push({ key: "minimumAmount", brand: short.brand, minimumMinor: short.minimumMinor, amountMinor: short.amountMinor });
  const explained = new Set(review.excluded.map((line) => line.productId));
  for (const group of review.groups) if (group.issue?.key === "combinationOutOfStock") for (const line of group.lines) explained.add(line.productId);
  for (const short of review.stockShort) if (!explained.has(short.productId)) errors.push({ key: "stockRunOut", productId: short.productId, product: short.product });
  if (chinaVolumeShort(review.allLines, { merged })) errors.push({ key: "chinaVolume", volumeCm3: chinaVolumeOf(review.allLines) });
  return errors;
}

const chinaVolumeOf = (lines: readonly CheckoutLine[]) => lines.filter((line) => line.shipsFromChina).reduce((sum, line) => sum + line.volumeCm3, 0);

export type CheckoutView = {
  lines: CheckoutLine[];
  excluded: ExcludedLine[];
  /** The outlet lines the order takes (decision 0114), and the ticked ones it would not. */
  outlet: OutletLine[];
  outletExcluded: ExcludedOutletLine[];
  /** The ticked combination groups and pallets, each with its lines and its blocking issue if any. */
  groups: CheckoutGroup[];
  /** Cart entries left unticked (not part of this order). */
  unticked: number;
  totals: ReducedOrderTotals;
  /** The full reduction each brand reaches (its own line), and what the next tier needs. */
  reductions: ReductionView[];
  totalVolumeCm3: number;
  /** The China-direct goods are below 65 m³: the page offers "merge the order". */
  chinaShort: boolean;
  addresses: AddressView[];
  /** What would stop the submit already now (shown as a warning before the buyer presses it); the 65 m³ one is answered by merging. */
  warnings: SubmitError[];
};

/** What the confirm page shows: the lines and groups an order would take, the totals, and the address book. */
export async function checkoutView(actor: Actor, { lng, now = new Date() }: { lng: Language; now?: Date }): Promise<CheckoutView> {
  const [rateBp, minimums, book] = await Promise.all([taxRateOf(actor.countryCode), minimumsOf(actor.currency), listAddresses({ accountId: actor.accountId, page: 1, lng, pageSize: 200 })]);
  const review = await reviewCheckout(actor, { lng, now, taxRateBp: rateBp, brandMinimums: minimums });
  const warnings: SubmitError[] = actor.official ? [] : [{ key: "unofficial" }];
  if (review.allLines.length > 0 || review.groups.length > 0) warnings.push(...orderRules(review, { merged: false }));
  for (const bad of review.outletExcluded) warnings.push({ key: "outletLine", lotId: bad.lotId, product: bad.name, grade: bad.grade, issue: bad.issue });
  return {
    lines: review.lines,
    excluded: review.excluded,
    outlet: review.outlet,
    outletExcluded: review.outletExcluded,
    groups: review.groups,
    unticked: review.unticked,
    totals: review.totals,
    reductions: review.reductions,
    totalVolumeCm3: review.allLines.reduce((sum, line) => sum + line.volumeCm3, 0),
    chinaShort: chinaVolumeShort(review.allLines),
    addresses: book.items,
    warnings,
  };
}

export type SubmitInput = {
  actor: Actor;
  brandKey: string;
  submitKey: string;
  addressId: number | null;
  note: string;
  /** The lines the confirm page showed; the order takes exactly these (and the groups below) or nothing. */
  lines: { productId: number; quantity: number }[];
  /** The outlet lines it showed (decision 0114): a lot and its units. */
  outlet?: { lotId: number; quantity: number }[];
  /** The combination groups it showed: sets and the version the buyer holds. */
  combinations?: { combinationId: number; sets: number; version: number }[];
  /** The pallets it showed, with their cartons of each product. */
  pallets?: { palletId: number; items: { productId: number; cartons: number }[] }[];
  /** "Merge the order": the China-direct goods travel with the consolidated shipment (no 65 m³ minimum). */
  chinaMerge?: boolean;
  /** The total the confirm page showed; a different total now (a promotion ended, a price changed) is refused. */
  expectedTotalMinor: number | null;
  lng: Language;
  /** For the confirmation mail's link and brand name. */
  origin: string;
  brandName: string;
  now?: Date;
};

export type SubmitResult = { ok: true; orderNumber: string; created: boolean } | { ok: false; errors: SubmitError[] };

/** A refusal found inside the transaction: thrown to roll it back. */
class Refusal extends Error {
  constructor(readonly error: SubmitError) {
    super(error.key);
  }
}

async function orderByKey(accountId: number, submitKey: string): Promise<string | null> {
  const [row] = await db()
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.submitKey, submitKey)));
  return row?.orderNumber ?? null;
}

function snapshot(address: AddressView): OrderAddress {
  return {
    companyName: address.companyName,
    fullName: address.fullName,
    address: address.address,
    telephone: address.telephone,
    countryCode: address.countryCode,
    province: address.province || null,
    city: address.city || null,
    postalCode: address.postalCode,
  };
}

/**
 * Submits the order: every rule is checked first; then one transaction inserts the order (the
 * submit key makes a repeat find it instead), takes stock and promotion quantities with
 * conditional updates, writes the lines and the first event, empties the ordered cart lines and
 * counts the sales. The confirmation mail goes after the commit. Decision 0047.
 */
export async function submitOrder(input: SubmitInput): Promise<SubmitResult> {
  const { actor, submitKey } = input;
  const now = input.now ?? new Date();
  // Who pressed submit: the buyer, or the salesman acting for him (a buyer's session acts for himself).
  const placedById = actor.salesmanId ?? actor.accountId;
  const existing = await orderByKey(actor.accountId, submitKey);
  if (existing) return { ok: true, orderNumber: existing, created: false };
  const refused = async (errors: SubmitError[]): Promise<SubmitResult> => {
    // A twin request with the same key may have just placed the order (and emptied the cart).
    const placed = await orderByKey(actor.accountId, submitKey);
    return placed ? { ok: true, orderNumber: placed, created: false } : { ok: false, errors };
  };
  if (!actor.official) return refused([{ key: "unofficial" }]);
  const askedCombinations = input.combinations ?? [];
  const askedPallets = input.pallets ?? [];
  const askedOutlet = input.outlet ?? [];
  if (input.lines.length === 0 && askedOutlet.length === 0 && askedCombinations.length === 0 && askedPallets.length === 0) return refused([{ key: "noLines" }]);

  const errors: SubmitError[] = [];
  const address = input.addressId === null ? null : await getAddress({ accountId: actor.accountId, id: input.addressId, lng: input.lng });
  if (input.addressId === null) errors.push({ key: "noAddress" });
  else if (!address) errors.push({ key: "addressNotFound" });

  // The review takes only what the page showed: other ticked entries stay in the cart, out of the order and its totals.
  const [taxRateBp, brandMinimums] = await Promise.all([taxRateOf(actor.countryCode), minimumsOf(actor.currency)]);
  const review = await reviewCheckout(actor, {
    lng: input.lng,
    now,
    taxRateBp,
    brandMinimums,
    only: {
      products: new Set(input.lines.map((line) => line.productId)),
      combinations: new Set(askedCombinations.map((group) => group.combinationId)),
      pallets: new Set(askedPallets.map((group) => group.palletId)),
      outlet: new Set(askedOutlet.map((line) => line.lotId)),
    },
  });
  if (!sameAsShown(review, input)) errors.unshift({ key: "cartChanged" });
  else {
    for (const bad of review.excluded) errors.push({ key: "line", productId: bad.productId, product: bad.name, issue: bad.issue });
    for (const bad of review.outletExcluded) errors.push({ key: "outletLine", lotId: bad.lotId, product: bad.name, grade: bad.grade, issue: bad.issue });
    if (errors.length === 0) errors.push(...orderRules(review, { merged: input.chinaMerge === true }));
  }
  if (errors.length > 0) return refused(errors);

  const { totals, lines, outlet, groups } = review;
  if (input.expectedTotalMinor !== null && totals.totalMinor !== input.expectedTotalMinor) return refused([{ key: "pricesChanged" }]);
  const allLines = review.allLines;
  const chinaMerge = input.chinaMerge === true && chinaVolumeShort(allLines);
  let orderNumber: string;
  try {
    const outcome = await db().transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: sql`'SO' || nextval('order_number_seq')`,
          accountId: actor.accountId,
          companyId: actor.companyId,
          placedById,
          salesmanId: actor.salesmanId,
          brandKey: input.brandKey,
          currency: actor.currency,
          subtotalMinor: totals.subtotalMinor,
          discountMinor: totals.discountMinor,
          taxRateBp: totals.taxRateBp,
          taxMinor: totals.taxMinor,
          totalMinor: totals.totalMinor,
          totalQuantity: totals.totalQuantity,
          totalVolumeCm3: allLines.reduce((sum, line) => sum + line.volumeCm3, 0),
          reductionMinor: totals.reductionMinor,
          chinaMerge,
          addressId: address!.id,
          shippingAddress: snapshot(address!),
          note: input.note === "" ? null : input.note,
          language: input.lng,
          submitKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [orders.accountId, orders.submitKey] })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      if (!order) return null;
      if (groups.length > 0) {
        await tx.insert(orderGroups).values(
          groups.map((group, index) =>
            group.kind === "combination"
              ? { orderId: order.id, groupNo: index + 1, kind: group.kind, combinationId: group.combinationId, names: group.names, sets: group.sets, tierBp: group.tierBp, version: group.version, minimumMinor: group.minimumMinor, setUnitMinor: group.setUnitMinor }
              : { orderId: order.id, groupNo: index + 1, kind: group.kind, palletTypeCode: group.typeCode, names: { en: group.name } },
          ),
        );
      }
      const numbered = [...[...lines, ...outlet].map((line) => ({ line, groupNo: null as number | null })), ...groups.flatMap((group, index) => group.lines.map((line) => ({ line, groupNo: index + 1 })))];
      await tx.insert(orderLines).values(
        numbered.map(({ line, groupNo }, index) => ({
          orderId: order.id,
          lineNo: index + 1,
          productId: line.productId,
          barcode: line.barcode,
          model: line.model,
          names: line.names,
          quantity: line.quantity,
          listUnitMinor: line.listUnitMinor,
          unitMinor: line.unitMinor,
          lineTotalMinor: line.lineTotalMinor,
          promotionItemId: line.limitedPromotionItemId,
          stockTaken: line.takesStock,
          volumeCm3: line.volumeCm3,
          groupNo,
          reductionMinor: line.reductionMinor,
          outletLotId: line.outletLotId,
        })),
      );
      await tx.insert(orderEvents).values({ orderId: order.id, status: "submitted", actorId: placedById, createdAt: now });
      if (lines.length > 0) {
        await tx.delete(cartItems).where(
          and(
            eq(cartItems.accountId, actor.accountId),
            inArray(
              cartItems.productId,
              lines.map((line) => line.productId),
            ),
          ),
        );
      }
      if (outlet.length > 0) {
        await tx.delete(cartOutletItems).where(
          and(
            eq(cartOutletItems.accountId, actor.accountId),
            inArray(
              cartOutletItems.lotId,
              outlet.map((line) => line.outletLotId),
            ),
          ),
        );
      }
      const comboIds = groups.flatMap((group) => (group.kind === "combination" ? [group.combinationId] : []));
      if (comboIds.length > 0) await tx.delete(cartCombinations).where(and(eq(cartCombinations.accountId, actor.accountId), inArray(cartCombinations.combinationId, comboIds)));
      const palletIds = groups.flatMap((group) => (group.kind === "pallet" ? [group.palletId] : []));
      if (palletIds.length > 0) await tx.delete(cartPallets).where(and(eq(cartPallets.accountId, actor.accountId), inArray(cartPallets.id, palletIds)));
      if (actor.salesmanId !== null) {
        await recordAudit(
          { accountId: actor.accountId, actorId: actor.salesmanId, action: "order.submit", entity: "order", entityId: order.id, details: { orderNumber: order.orderNumber } },
          tx,
        );
      }
      // Queued with the order: a crash after the commit cannot lose the confirmation mail.
      await queueMail(
        { accountId: actor.accountId, email: actor.email, language: actor.language },
        "orderConfirmation",
        {
          brand: input.brandName,
          name: actor.fullName,
          orderNumber: order.orderNumber,
          total: formatMoney(totals.totalMinor, actor.currency, input.lng),
          lines: String(numbered.length),
          link: `${input.origin}/order/orderDetail?${new URLSearchParams({ orderNumber: order.orderNumber })}`,
        },
        { executor: tx },
      );
      // The rows other orders wait for come last (decision 0100): the rest above takes no lock
      // another buyer's order needs, so these are held for the fewest statements before the commit.
      await takeStockAndCountSales(tx, allLines);
      await takeOutletUnits(tx, outlet, now);
      // Last, so the counter row is held only until the commit; a rollback gives the number back.
      const year = now.getUTCFullYear();
      const [counter] = await tx
        .insert(invoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      await tx
        .update(orders)
        .set({ invoiceNumber: invoiceNumber(year, counter!.lastNumber) })
        .where(eq(orders.id, order.id));
      return order.orderNumber;
    });
    if (outcome === null) {
      const placed = await orderByKey(actor.accountId, submitKey);
      if (!placed) throw new Error("order submit key conflict without an order");
      return { ok: true, orderNumber: placed, created: false };
    }
    orderNumber = outcome;
  } catch (error) {
    if (error instanceof Refusal) return refused([error.error]);
    // Two requests with one key on PostgreSQL: the loser's insert waits and then finds the order.
    const placed = await orderByKey(actor.accountId, submitKey);
    if (placed) return { ok: true, orderNumber: placed, created: false };
    throw error;
  }

  return { ok: true, orderNumber, created: true };
}

/** Whether the review holds exactly what the confirm page showed: each single and outlet line's quantity, each group's sets and version, each pallet's cartons. */
function sameAsShown(review: CheckoutReview, input: SubmitInput): boolean {
  const singles = new Map([...review.lines, ...review.excluded].map((line) => [line.productId, line.quantity]));
  if (singles.size !== input.lines.length || input.lines.some((asked) => singles.get(asked.productId) !== asked.quantity)) return false;
  const lots = new Map([...review.outlet.map((line) => [line.outletLotId, line.quantity] as const), ...review.outletExcluded.map((line) => [line.lotId, line.quantity] as const)]);
  const askedOutlet = input.outlet ?? [];
  if (lots.size !== askedOutlet.length || askedOutlet.some((asked) => lots.get(asked.lotId) !== asked.quantity)) return false;
  const combos = new Map(review.groups.flatMap((group) => (group.kind === "combination" ? [[group.combinationId, group] as const] : [])));
  const askedCombos = input.combinations ?? [];
  if (combos.size !== askedCombos.length || askedCombos.some((asked) => combos.get(asked.combinationId)?.sets !== asked.sets || combos.get(asked.combinationId)?.versionSeen !== asked.version)) return false;
  const pallets = new Map(review.groups.flatMap((group) => (group.kind === "pallet" ? [[group.palletId, group] as const] : [])));
  const askedPallets = input.pallets ?? [];
  if (pallets.size !== askedPallets.length) return false;
  return askedPallets.every((asked) => {
    const pallet = pallets.get(asked.palletId);
    if (!pallet) return false;
    // A blocked pallet has no priced lines: its issue, not a change, is what the buyer is told.
    if (pallet.issue) return true;
    const cartons = new Map(pallet.lines.map((line) => [line.productId, line.cartons]));
    return cartons.size === asked.items.length && asked.items.every((item) => cartons.get(item.productId) === item.cartons);
  });
}

/**
 * Takes the stock (when the product's stock is checked) and the promotion quantities (when
 * limited) an order needs, and counts its sales: a product's quantities summed over its single
 * line, its sets and its pallets first, so that one conditional statement per product decides
 * (decision 0108). Products come in id order and each product's stock row is locked before its
 * product row, so concurrent orders lock in one order and cannot deadlock. A refusal rolls it all back.
 */
async function takeStockAndCountSales(tx: Transaction, lines: readonly CheckoutLine[]) {
  const byProduct = new Map<number, { name: string; quantity: number; stockQuantity: number }>();
  const byPromotion = new Map<number, { productId: number; name: string; quantity: number }>();
  for (const line of lines) {
    const entry = byProduct.get(line.productId) ?? { name: line.name, quantity: 0, stockQuantity: 0 };
    entry.quantity += line.quantity;
    if (line.takesStock) entry.stockQuantity += line.quantity;
    byProduct.set(line.productId, entry);
    if (line.limitedPromotionItemId !== null) {
      const promotion = byPromotion.get(line.limitedPromotionItemId) ?? { productId: line.productId, name: line.name, quantity: 0 };
      promotion.quantity += line.quantity;
      byPromotion.set(line.limitedPromotionItemId, promotion);
    }
  }
  for (const [productId, entry] of [...byProduct].sort(([a], [b]) => a - b)) {
    const sales = { salesCount: sql`${products.salesCount} + ${entry.quantity}` };
    if (entry.stockQuantity > 0) {
      const taken = tx.$with("taken").as(
        tx
          .update(stock)
          .set({ available: sql`${stock.available} - ${entry.stockQuantity}` })
          .where(and(eq(stock.productId, productId), sql`${stock.available} >= ${entry.stockQuantity}`))
          .returning({ productId: stock.productId }),
      );
      const [hit] = await tx
        .with(taken)
        .update(products)
        .set(sales)
        .where(inArray(products.id, tx.select({ productId: taken.productId }).from(taken)))
        .returning({ id: products.id });
      if (!hit) throw new Refusal({ key: "stockRunOut", productId, product: entry.name });
    } else {
      await tx.update(products).set(sales).where(eq(products.id, productId));
    }
  }
  for (const [itemId, promotion] of [...byPromotion].sort(([a], [b]) => a - b)) {
    const [hit] = await tx
      .update(promotionItems)
      .set({ remainingQty: sql`${promotionItems.remainingQty} - ${promotion.quantity}` })
      .where(and(eq(promotionItems.id, itemId), sql`${promotionItems.remainingQty} >= ${promotion.quantity}`))
      .returning({ id: promotionItems.id });
    if (!hit) throw new Refusal({ key: "promotionRunOut", productId: promotion.productId, product: promotion.name });
  }
}

/**
 * Takes the outlet lots' units an order needs (decision 0114), lot by lot in id order, each by one
 * conditional update (DESIGN.md "Stock cannot oversell"): a lot closed, ended or short in the
 * meantime refuses the order, naming the lot, and the rollback takes nothing.
 */
async function takeOutletUnits(tx: Transaction, lines: readonly OutletLine[], now: Date) {
  const byLot = new Map<number, { product: string; grade: string; quantity: number }>();
  for (const line of lines) {
    const entry = byLot.get(line.outletLotId) ?? { product: line.name, grade: line.grade, quantity: 0 };
    entry.quantity += line.quantity;
    byLot.set(line.outletLotId, entry);
  }
  for (const [lotId, entry] of [...byLot].sort(([a], [b]) => a - b)) {
    const [hit] = await tx
      .update(outletLots)
      .set({ unitsLeft: sql`${outletLots.unitsLeft} - ${entry.quantity}` })
      .where(
        and(
          eq(outletLots.id, lotId),
          sql`${outletLots.unitsLeft} >= ${entry.quantity}`,
          isNull(outletLots.closedAt),
          lte(outletLots.availableFrom, now),
          sql`(${outletLots.availableUntil} is null or ${outletLots.availableUntil} > ${now})`,
        ),
      )
      .returning({ id: outletLots.id });
    if (!hit) throw new Refusal({ key: "outletRunOut", lotId, product: entry.product, grade: entry.grade });
  }
}

export type PlacedOrder = {
  orderNumber: string;
  invoiceNumber: string | null;
  currency: string;
  totalMinor: number;
  totalQuantity: number;
  lineCount: number;
  createdAt: Date;
  shippingAddress: OrderAddress;
};

/** One order of the acting account for the success page; null when it is not the account's. */
export async function placedOrder(accountId: number, orderNumber: string): Promise<PlacedOrder | null> {
  const [row] = await db()
    .select({
      orderNumber: orders.orderNumber,
      invoiceNumber: orders.invoiceNumber,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      totalQuantity: orders.totalQuantity,
      createdAt: orders.createdAt,
      shippingAddress: orders.shippingAddress,
      lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.accountId, accountId)));
  if (!row) return null;
  const order = row;
  return { ...order, currency: order.currency.trim(), totalMinor: Number(order.totalMinor), lineCount: Number(order.lineCount) };
}
