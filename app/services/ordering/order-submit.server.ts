import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Transaction, db } from "~/db/client.server";
import { type OrderAddress, cartItems, invoiceCounters, orderEvents, orderLines, orderMinimums, orders, products, promotionItems, stock, taxRates } from "~/db/schema";
import type { QuantityIssue } from "~/domain/cart-quantity";
import { lineIssue } from "~/domain/cart-quantity";
import { formatMoney } from "~/domain/money";
import { lineTotalMinor, unitPrice } from "~/domain/pricing";
import { type OrderTotals, chinaVolumeShort, invoiceNumber, lineVolumeCm3, minimumShortfalls, orderTotals } from "~/domain/order-totals";
import type { Language } from "~/i18n/languages";
import { type AddressView, getAddress, listAddresses } from "~/services/account/addresses.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { priceTerms, productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { queueMail } from "~/services/platform/mail.server";

export { ORDER_NOTE_MAX } from "~/domain/order-totals";

/** A one-time key for the confirm form: 32 random URL-safe characters (SPEC.md section 9). */
export function newSubmitKey(): string {
  return crypto.randomBytes(24).toString("base64url");
}

export const SUBMIT_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

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
  volumeCm3: number;
  shipsFromChina: boolean;
  /** Stock is taken in the order transaction (false when the product's stock is not checked). */
  takesStock: boolean;
  /** The limited promotion item whose quantity the line takes; null when none. */
  limitedPromotionItemId: number | null;
};

export type ExcludedLine = { productId: number; name: string; barcode: string; quantity: number; issue: LineIssue };

/** The ticked cart lines re-checked with today's rules: those an order would take, and those it would not. */
async function reviewCart(actor: Actor, lng: Language, now: Date) {
  const cart = await db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, checked: cartItems.checked })
    .from(cartItems)
    .where(eq(cartItems.accountId, actor.accountId))
    .orderBy(cartItems.createdAt, cartItems.productId);
  const ticked = cart.filter((line) => line.checked);
  const facts = await productFacts(
    db(),
    actor,
    ticked.map((line) => line.productId),
    lng,
    now,
  );
  const lines: CheckoutLine[] = [];
  const excluded: ExcludedLine[] = [];
  for (const line of ticked) {
    const row = facts.get(line.productId);
    if (!row) continue;
    const issue = lineIssue(toQuantityProduct(row), actor.accountSet, line.quantity);
    const price = unitPrice({ ...priceTerms(row), userRateBp: actor.userRateBp });
    if (issue || !price) {
      excluded.push({ productId: line.productId, name: row.name, barcode: row.barcode, quantity: line.quantity, issue: issue ?? { key: "zeroPrice" } });
      continue;
    }
    lines.push({
      productId: line.productId,
      brandKey: row.brand_key,
      brandName: row.brand_name,
      name: row.name,
      names: row.names,
      barcode: row.barcode,
      model: row.model,
      quantity: line.quantity,
      ...price,
      lineTotalMinor: lineTotalMinor(price.unitMinor, line.quantity),
      volumeCm3: lineVolumeCm3(line.quantity, row.pkg_num, row.carton_volume_cm3),
      shipsFromChina: row.ships_from_china,
      takesStock: !row.not_check_stock,
      limitedPromotionItemId: row.promotion_item_id !== null && row.remaining_qty !== null ? Number(row.promotion_item_id) : null,
    });
  }
  return { lines, excluded, unticked: cart.length - ticked.length };
}

async function taxRateOf(countryCode: string): Promise<number> {
  const [row] = await db().select({ rateBp: taxRates.rateBp }).from(taxRates).where(eq(taxRates.countryCode, countryCode));
  return row?.rateBp ?? 0;
}

async function minimumsOf(currency: string): Promise<Map<string, number>> {
  const rows = await db().select({ brandKey: orderMinimums.brandKey, minimumMinor: orderMinimums.minimumMinor }).from(orderMinimums).where(eq(orderMinimums.currency, currency));
  return new Map(rows.map((row) => [row.brandKey, Number(row.minimumMinor)]));
}

/** Why an order cannot be submitted; `key` is under `checkout:errors`. */
export type SubmitError =
  | { key: "unofficial" | "noLines" | "noAddress" | "addressNotFound" | "cartChanged" | "pricesChanged" }
  | { key: "line"; productId: number; product: string; issue: LineIssue }
  | { key: "stockRunOut" | "promotionRunOut"; productId: number; product: string }
  | { key: "minimumAmount"; brand: string; minimumMinor: number; amountMinor: number }
  | { key: "chinaVolume"; volumeCm3: number };

/** Rules that depend only on the lines taken: the minimum amounts and the 65 m³ of direct shipping from China. */
function amountRules(lines: CheckoutLine[], minimums: Map<string, number>): SubmitError[] {
  const errors: SubmitError[] = minimumShortfalls(lines, minimums).map((short) => ({
    key: "minimumAmount" as const,
    brand: lines.find((line) => line.brandKey === short.brandKey)?.brandName ?? short.brandKey,
    minimumMinor: short.minimumMinor,
    amountMinor: short.amountMinor,
  }));
  if (chinaVolumeShort(lines)) {
    errors.push({ key: "chinaVolume", volumeCm3: lines.filter((line) => line.shipsFromChina).reduce((sum, line) => sum + line.volumeCm3, 0) });
  }
  return errors;
}

export type CheckoutView = {
  lines: CheckoutLine[];
  excluded: ExcludedLine[];
  /** Lines left unticked in the cart (not part of this order). */
  unticked: number;
  totals: OrderTotals;
  totalVolumeCm3: number;
  addresses: AddressView[];
  /** What would stop the submit already now (shown as a warning before the buyer presses it). */
  warnings: SubmitError[];
};

/** What the confirm page shows: the lines an order would take, the totals, and the address book. */
export async function checkoutView(actor: Actor, { lng, now = new Date() }: { lng: Language; now?: Date }): Promise<CheckoutView> {
  const [review, rateBp, minimums, book] = await Promise.all([
    reviewCart(actor, lng, now),
    taxRateOf(actor.countryCode),
    minimumsOf(actor.currency),
    listAddresses({ accountId: actor.accountId, page: 1, lng, pageSize: 200 }),
  ]);
  const warnings: SubmitError[] = actor.official ? [] : [{ key: "unofficial" }];
  if (review.lines.length > 0) warnings.push(...amountRules(review.lines, minimums));
  return {
    ...review,
    totals: orderTotals(review.lines, rateBp),
    totalVolumeCm3: review.lines.reduce((sum, line) => sum + line.volumeCm3, 0),
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
  /** The lines the confirm page showed; the order takes exactly these or nothing. */
  lines: { productId: number; quantity: number }[];
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
  if (input.lines.length === 0) return refused([{ key: "noLines" }]);

  const errors: SubmitError[] = [];
  const address = input.addressId === null ? null : await getAddress({ accountId: actor.accountId, id: input.addressId, lng: input.lng });
  if (input.addressId === null) errors.push({ key: "noAddress" });
  else if (!address) errors.push({ key: "addressNotFound" });

  const review = await reviewCart(actor, input.lng, now);
  const taken = new Map(review.lines.map((line) => [line.productId, line]));
  const failing = new Map(review.excluded.map((line) => [line.productId, line]));
  const lines: CheckoutLine[] = [];
  let changed = false;
  for (const asked of input.lines) {
    const bad = failing.get(asked.productId);
    const line = taken.get(asked.productId);
    if (bad && bad.quantity === asked.quantity) errors.push({ key: "line", productId: bad.productId, product: bad.name, issue: bad.issue });
    else if (line && line.quantity === asked.quantity) lines.push(line);
    else changed = true;
  }
  if (changed || new Set(input.lines.map((line) => line.productId)).size !== input.lines.length) errors.unshift({ key: "cartChanged" });
  if (errors.length === 0) errors.push(...amountRules(lines, await minimumsOf(actor.currency)));
  if (errors.length > 0) return refused(errors);

  const totals = orderTotals(lines, await taxRateOf(actor.countryCode));
  if (input.expectedTotalMinor !== null && totals.totalMinor !== input.expectedTotalMinor) return refused([{ key: "pricesChanged" }]);
  const ordered = [...lines].sort((a, b) => a.productId - b.productId);
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
          totalVolumeCm3: lines.reduce((sum, line) => sum + line.volumeCm3, 0),
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
      await tx.insert(orderLines).values(
        lines.map((line, index) => ({
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
        })),
      );
      await tx.insert(orderEvents).values({ orderId: order.id, status: "submitted", actorId: placedById, createdAt: now });
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.accountId, actor.accountId),
          inArray(
            cartItems.productId,
            lines.map((line) => line.productId),
          ),
        ),
      );
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
          lines: String(lines.length),
          link: `${input.origin}/order/orderDetail?${new URLSearchParams({ orderNumber: order.orderNumber })}`,
        },
        { executor: tx },
      );
      // The rows other orders wait for come last (decision 0100): the rest above takes no lock
      // another buyer's order needs, so these are held for the fewest statements before the commit.
      await takeStockAndCountSales(tx, ordered);
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

/**
 * Takes each line's stock (when it takes stock) and its promotion quantity (when limited), and
 * counts its sales: one statement per line for the stock and the sales count. Lines come in
 * product order and each product's stock row is locked before its product row, so concurrent
 * orders of the same products lock in one order and cannot deadlock. A refusal rolls it all back.
 */
async function takeStockAndCountSales(tx: Transaction, ordered: CheckoutLine[]) {
  for (const line of ordered) {
    const sales = { salesCount: sql`${products.salesCount} + ${line.quantity}` };
    if (line.takesStock) {
      const taken = tx.$with("taken").as(
        tx
          .update(stock)
          .set({ available: sql`${stock.available} - ${line.quantity}` })
          .where(and(eq(stock.productId, line.productId), sql`${stock.available} >= ${line.quantity}`))
          .returning({ productId: stock.productId }),
      );
      const [hit] = await tx
        .with(taken)
        .update(products)
        .set(sales)
        .where(inArray(products.id, tx.select({ productId: taken.productId }).from(taken)))
        .returning({ id: products.id });
      if (!hit) throw new Refusal({ key: "stockRunOut", productId: line.productId, product: line.name });
    } else {
      await tx.update(products).set(sales).where(eq(products.id, line.productId));
    }
    if (line.limitedPromotionItemId !== null) {
      const [hit] = await tx
        .update(promotionItems)
        .set({ remainingQty: sql`${promotionItems.remainingQty} - ${line.quantity}` })
        .where(and(eq(promotionItems.id, line.limitedPromotionItemId), sql`${promotionItems.remainingQty} >= ${line.quantity}`))
        .returning({ id: promotionItems.id });
      if (!hit) throw new Refusal({ key: "promotionRunOut", productId: line.productId, product: line.name });
    }
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
