import { type SQL, and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Executor, db, queryRows } from "~/db/client.server";
import { type OrderAddress, type ReorderLineResult, accounts, companies, orderEvents, orderGroups, orderLines, orderReorders, orders, palletTypes, productPrices } from "~/db/schema";
import type { OrderGroupKind } from "~/domain/combined-orders";
import {
  CANCELLABLE_STATUSES,
  type CancelReason,
  ORDER_STATUSES,
  type OrderStatus,
  type Period,
  type StatusFilter,
  periodStart,
  storedCancelReason,
} from "~/domain/order-status";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";
import type { Actor, Writer } from "~/services/identity/actor.server";
import { addToCart } from "~/services/cart/cart.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";

/** Order numbers as they may appear in an address; anything else is an unknown order. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

export function parseOrderNumber(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return ORDER_NUMBER_PATTERN.test(text) ? text : null;
}

const placedBy = alias(accounts, "placed_by");
const salesman = alias(accounts, "salesman");

/** Who placed an order: the buyer, or a salesman on the client's behalf. */
export type PlacedBy = { name: string; bySalesman: boolean };

const placedByOf = (row: { placedByName: string | null; salesmanName: string | null }): PlacedBy =>
  row.salesmanName !== null ? { name: row.salesmanName, bySalesman: true } : { name: row.placedByName ?? "", bySalesman: false };

export type OrderFilter = { accountId: number; status: StatusFilter; period: Period; now?: Date };

function filterWhere({ accountId, status, period, now = new Date() }: OrderFilter) {
  const since = periodStart(period, now);
  return and(eq(orders.accountId, accountId), status === "all" ? undefined : eq(orders.status, status), since ? gte(orders.createdAt, since) : undefined);
}

export type OrderSummary = {
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  items: number;
  quantity: number;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** The full reduction taken off before tax (decision 0108). */
  reductionMinor: number;
  /** "Merge the order" was chosen for the China-direct goods. */
  chinaMerge: boolean;
  placedBy: PlacedBy;
};

function summaryQuery(executor: Executor, filter: OrderFilter) {
  return executor
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      items: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(Number),
      quantity: orders.totalQuantity,
      currency: orders.currency,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      taxMinor: orders.taxMinor,
      totalMinor: orders.totalMinor,
      reductionMinor: orders.reductionMinor,
      chinaMerge: orders.chinaMerge,
      placedByName: placedBy.fullName,
      salesmanName: salesman.fullName,
      // Every match of the filter, on each row of the page (one statement for the page and its count).
      matches: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(placedBy, eq(placedBy.id, orders.placedById))
    .leftJoin(salesman, eq(salesman.id, orders.salesmanId))
    .where(filterWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const toSummary = ({ placedByName, salesmanName, matches: _matches, ...row }: Awaited<ReturnType<typeof summaryQuery>>[number]): OrderSummary => ({
  ...row,
  placedBy: placedByOf({ placedByName, salesmanName }),
});

/**
 * One page of the account's orders, newest first, with the filter applied, counted in the same
 * statement. A page past the end shows the last page (then a count and the page again).
 */
export async function listOrders(filter: OrderFilter & { page: number; pageSize: number }) {
  const pageAt = (page: number) =>
    summaryQuery(db(), filter)
      .limit(filter.pageSize)
      .offset((page - 1) * filter.pageSize);
  let page = Math.max(1, filter.page);
  let rows = await pageAt(page);
  let total = rows[0]?.matches ?? 0;
  if (rows.length === 0 && page > 1) {
    [{ total } = { total: 0 }] = await db().select({ total: count() }).from(orders).where(filterWhere(filter));
    page = Math.max(1, Math.ceil(total / filter.pageSize));
    if (total > 0) rows = await pageAt(page);
  }
  return { items: rows.map(toSummary), total, page, pages: Math.max(1, Math.ceil(total / filter.pageSize)) };
}

/** Every order of the filter (the spreadsheet export), capped so one download stays a sane size. */
export const EXPORT_MAX_ORDERS = 5000;

export async function allOrders(filter: OrderFilter): Promise<OrderSummary[]> {
  const rows = await summaryQuery(db(), filter).limit(EXPORT_MAX_ORDERS);
  return rows.map(toSummary);
}

/** The number of orders per status (and in all) within the period. */
export async function orderCounts({ accountId, period, now = new Date() }: Omit<OrderFilter, "status">): Promise<Record<StatusFilter, number>> {
  const rows = await db()
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(filterWhere({ accountId, status: "all", period, now }))
    .groupBy(orders.status);
  const counts = Object.fromEntries([["all", 0], ...ORDER_STATUSES.map((status) => [status, 0])]) as Record<StatusFilter, number>;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

export type OrderDetail = {
  id: number;
  orderNumber: string;
  invoiceNumber: string | null;
  status: OrderStatus;
  createdAt: Date;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxRateBp: number;
  taxMinor: number;
  totalMinor: number;
  totalQuantity: number;
  shippingAddress: OrderAddress;
  note: string | null;
  language: string;
  cancelReason: string | null;
  cancelledAt: Date | null;
  returnOrderNumber: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  brandKey: string;
  companyName: string;
  vatNumber: string | null;
  placedBy: PlacedBy;
  /** The full reduction taken off before tax, and whether the China-direct goods were merged (decision 0108). */
  reductionMinor: number;
  chinaMerge: boolean;
  /** The order's groups (a combination's sets, a pallet) as they were ordered, by number; their lines carry the number. */
  groups: OrderGroupView[];
  lines: { lineNo: number; productId: number; barcode: string; model: string; name: string; quantity: number; unitMinor: number; listUnitMinor: number; lineTotalMinor: number; groupNo: number | null }[];
  events: { status: OrderStatus; at: Date; actorName: string | null; note: string | null }[];
  /** The order's returns (decision 0114: the order detail links them). */
  returnLinks: { id: number; returnNumber: string; state: "returning" | "returned" }[];
  /** The order's shipping labels, oldest first (decision 0114). */
  labels: OrderLabel[];
};

export type OrderLabel = { id: number; carrierTag: string; trackingNumber: string; fileName: string; bytes: number; uploadedAt: Date };

export type OrderGroupView = {
  groupNo: number;
  kind: OrderGroupKind;
  /** The combination's name in the language, or the pallet's own name. */
  name: string;
  sets: number | null;
  tierBp: number;
  setUnitMinor: number | null;
  /** The pallet type's name in the language; null for a combination. */
  palletType: string | null;
};

/** An order's lines in sections: the single lines first (no heading), then each group with its lines, by group number. */
export function orderSections<L extends { groupNo: number | null }>(lines: readonly L[], groups: readonly OrderGroupView[]): { group: OrderGroupView | null; lines: L[] }[] {
  const singles = lines.filter((line) => line.groupNo === null);
  return [...(singles.length > 0 ? [{ group: null, lines: singles }] : []), ...groups.map((group) => ({ group, lines: lines.filter((line) => line.groupNo === group.groupNo) }))];
}

/** One order of the account with its lines (names in the language) and its processing flow; null when the account has no such order. */
export async function orderDetail({ accountId, orderNumber, lng }: { accountId: number; orderNumber: string; lng: Language }): Promise<OrderDetail | null> {
  return orderDetailWhere(and(eq(orders.accountId, accountId), eq(orders.orderNumber, orderNumber))!, lng);
}

/** Any order by its id, as its buyer sees it (the back office, decision 0112); null when there is none. */
export async function orderDetailById(orderId: number, lng: Language): Promise<OrderDetail | null> {
  return orderDetailWhere(eq(orders.id, orderId), lng);
}

async function orderDetailWhere(where: SQL, lng: Language): Promise<OrderDetail | null> {
  const [order] = await db()
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      invoiceNumber: orders.invoiceNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      currency: orders.currency,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      taxRateBp: orders.taxRateBp,
      taxMinor: orders.taxMinor,
      totalMinor: orders.totalMinor,
      totalQuantity: orders.totalQuantity,
      shippingAddress: orders.shippingAddress,
      note: orders.note,
      language: orders.language,
      cancelReason: orders.cancelReason,
      cancelledAt: orders.cancelledAt,
      returnOrderNumber: orders.returnOrderNumber,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      brandKey: orders.brandKey,
      reductionMinor: orders.reductionMinor,
      chinaMerge: orders.chinaMerge,
      companyName: companies.name,
      vatNumber: companies.vatNumber,
      placedByName: placedBy.fullName,
      salesmanName: salesman.fullName,
      // The lines and the processing flow in the same statement (issue 15), in their order.
      lines: sql<(Omit<OrderDetail["lines"][number], "unitMinor" | "listUnitMinor" | "lineTotalMinor"> & Record<"unitMinor" | "listUnitMinor" | "lineTotalMinor", number | string>)[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'lineNo', ${orderLines.lineNo}, 'productId', ${orderLines.productId}, 'barcode', ${orderLines.barcode}, 'model', ${orderLines.model},
          'name', coalesce(${orderLines.names}->>${lng}::text, ${orderLines.names}->>'en'), 'quantity', ${orderLines.quantity},
          'unitMinor', ${orderLines.unitMinor}, 'listUnitMinor', ${orderLines.listUnitMinor}, 'lineTotalMinor', ${orderLines.lineTotalMinor}, 'groupNo', ${orderLines.groupNo})
          order by ${orderLines.lineNo})
        from ${orderLines} where ${orderLines.orderId} = ${orders.id}), '[]'::jsonb)`,
      groups: sql<(Omit<OrderGroupView, "setUnitMinor"> & { setUnitMinor: number | string | null })[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'groupNo', ${orderGroups.groupNo}, 'kind', ${orderGroups.kind}, 'name', coalesce(${orderGroups.names}->>${lng}::text, ${orderGroups.names}->>'en'),
          'sets', ${orderGroups.sets}, 'tierBp', ${orderGroups.tierBp}, 'setUnitMinor', ${orderGroups.setUnitMinor},
          'palletType', coalesce(${palletTypes.names}->>${lng}::text, ${palletTypes.names}->>'en'))
          order by ${orderGroups.groupNo})
        from ${orderGroups} left join ${palletTypes} on ${palletTypes.code} = ${orderGroups.palletTypeCode}
        where ${orderGroups.orderId} = ${orders.id}), '[]'::jsonb)`,
      events: sql<(Omit<OrderDetail["events"][number], "at"> & { at: string })[]>`coalesce((
        select jsonb_agg(jsonb_build_object('status', ${orderEvents.status}, 'at', ${orderEvents.createdAt}, 'actorName', ${accounts.fullName}, 'note', ${orderEvents.note})
          order by ${orderEvents.createdAt}, ${orderEvents.id})
        from ${orderEvents} left join ${accounts} on ${accounts.id} = ${orderEvents.actorId}
        where ${orderEvents.orderId} = ${orders.id}), '[]'::jsonb)`,
      returnLinks: sql<OrderDetail["returnLinks"]>`coalesce((
        select jsonb_agg(jsonb_build_object('id', r.id, 'returnNumber', r.return_number, 'state', r.state) order by r.id)
        from order_returns r where r.order_id = ${orders.id}), '[]'::jsonb)`,
      labels: sql<(Omit<OrderLabel, "uploadedAt" | "bytes"> & { uploadedAt: string; bytes: number | string })[]>`coalesce((
        select jsonb_agg(jsonb_build_object('id', s.id, 'carrierTag', s.carrier_tag, 'trackingNumber', s.tracking_number, 'fileName', s.file_name,
          'bytes', s.bytes, 'uploadedAt', s.uploaded_at) order by s.id)
        from shipping_labels s where s.order_id = ${orders.id}), '[]'::jsonb)`,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(placedBy, eq(placedBy.id, orders.placedById))
    .leftJoin(salesman, eq(salesman.id, orders.salesmanId))
    .where(where);
  if (!order) return null;
  const { placedByName, salesmanName, lines, events, groups, labels, ...rest } = order;
  return {
    ...rest,
    labels: labels.map((label) => ({ ...label, bytes: Number(label.bytes), uploadedAt: new Date(label.uploadedAt) })),
    placedBy: placedByOf({ placedByName, salesmanName }),
    groups: groups.map((group) => ({ ...group, setUnitMinor: group.setUnitMinor === null ? null : Number(group.setUnitMinor) })),
    lines: lines.map((line) => ({ ...line, unitMinor: Number(line.unitMinor), listUnitMinor: Number(line.listUnitMinor), lineTotalMinor: Number(line.lineTotalMinor) })),
    events: events.map((event) => ({ ...event, at: new Date(event.at) })),
  };
}

/** The order's number and state for the cancel page; null when the account has no such order. */
export async function orderHead({ accountId, orderNumber }: { accountId: number; orderNumber: string }) {
  const [row] = await db()
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, totalMinor: orders.totalMinor, currency: orders.currency, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.orderNumber, orderNumber)));
  return row ?? null;
}

// ------------------------------------------------------------------ cancel

/** Who acts: the account the order belongs to, and the salesman acting for it (null for the buyer). */

export type CancelResult = { ok: true } | { ok: false; problem: "notFound" } | { ok: false; problem: "wrongState"; status: OrderStatus };

/**
 * Cancels an order in one transaction: a conditional status update (so of two concurrent cancels
 * only one gets the row back and returns stock), then the stock of the lines that took it and the
 * promotion quantities (never above the promotion's limit), and an event in the processing flow.
 * The mail to the account is queued in the same transaction.
 */
export async function cancelOrder(
  actor: Writer,
  { orderNumber, reason, text, now = new Date() }: { orderNumber: string; reason: CancelReason; text: string | null; now?: Date },
): Promise<CancelResult> {
  const stored = storedCancelReason(reason, text);
  return db().transaction(async (tx): Promise<CancelResult> => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelReason: stored, cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.accountId, actor.accountId), eq(orders.orderNumber, orderNumber), inArray(orders.status, [...CANCELLABLE_STATUSES])))
      .returning({ id: orders.id });
    if (!cancelled) {
      const [existing] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.accountId, actor.accountId), eq(orders.orderNumber, orderNumber)));
      return existing ? { ok: false, problem: "wrongState", status: existing.status } : { ok: false, problem: "notFound" };
    }
    await giveBackStock(tx, cancelled.id);
    await tx.insert(orderEvents).values({ orderId: cancelled.id, status: "cancelled", actorId: actor.salesmanId ?? actor.accountId, note: stored, createdAt: now });
    if (actor.salesmanId !== null) {
      await recordAudit(
        { accountId: actor.accountId, actorId: actor.salesmanId, action: "order.cancel", entity: "order", entityId: orderNumber, details: { reason: stored } },
        tx,
      );
    }
    const recipient = await recipientOf(actor.accountId, tx);
    if (recipient) {
      await queueMail(
        recipient,
        "orderCancelled",
        { orderNumber, brand: await brandNameOfOrder(cancelled.id, tx), name: await fullNameOf(actor.accountId, tx) },
        { executor: tx },
      );
    }
    return { ok: true };
  });
}

/**
 * What a cancelled order took comes back: the stock of the lines that took it, the promotion
 * quantities (never above the promotion's limit) and the outlet lots' units. The buyer's cancel and the back office's use it,
 * inside the transaction whose conditional status update made the order cancelled.
 */
export async function giveBackStock(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`update stock s set available = s.available + l.quantity
      from (select product_id, sum(quantity)::int as quantity from order_lines where order_id = ${orderId} and stock_taken group by product_id) l
      where s.product_id = l.product_id`);
  await tx.execute(sql`update promotion_items p set remaining_qty = least(p.quantity_limit, p.remaining_qty + l.quantity)
      from (select promotion_item_id, sum(quantity)::int as quantity from order_lines where order_id = ${orderId} and promotion_item_id is not null group by promotion_item_id) l
      where p.id = l.promotion_item_id and p.remaining_qty is not null`);
  // An outlet lot's units (decision 0114): back to the lot, never above its units, closed or not.
  await tx.execute(sql`update outlet_lots o set units_left = least(o.units, o.units_left + l.quantity)
      from (select outlet_lot_id, sum(quantity)::int as quantity from order_lines where order_id = ${orderId} and outlet_lot_id is not null group by outlet_lot_id) l
      where o.id = l.outlet_lot_id`);
}

export async function brandNameOfOrder(orderId: number, executor: Executor): Promise<string> {
  const [row] = await queryRows<{ name: string }>(executor, sql`select b.name from orders o join brands b on b.key = o.brand_key where o.id = ${orderId}`);
  return row?.name ?? "";
}

export async function fullNameOf(accountId: number, executor: Executor): Promise<string> {
  const [row] = await executor.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? "";
}

// ------------------------------------------------------------------ reorder

/**
 * Puts an order's lines back into the cart under today's rules (the cart service decides each
 * line), records what happened per line and returns the record's id; null when the account has
 * no such order. A quantity below today's minimum is raised to it once; everything else the cart
 * refuses stays out with its reason.
 */
export async function reorder(actor: Actor, orderNumber: string, now = new Date()): Promise<number | null> {
  const [order] = await db()
    .select({ id: orders.id, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.accountId, actor.accountId), eq(orders.orderNumber, orderNumber)));
  if (!order) return null;
  const lines = await db()
    .select({ lineNo: orderLines.lineNo, productId: orderLines.productId, quantity: orderLines.quantity, listUnitMinor: orderLines.listUnitMinor })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.lineNo));
  const priceRows =
    lines.length === 0
      ? []
      : await db()
          .select({ productId: productPrices.productId, priceMinor: productPrices.priceMinor })
          .from(productPrices)
          .where(and(inArray(productPrices.productId, lines.map((line) => line.productId)), eq(productPrices.currency, order.currency)));
  const prices = new Map(priceRows.map((row) => [row.productId, row.priceMinor]));
  const results: ReorderLineResult[] = [];
  for (const line of lines) {
    let result = await addToCart(actor, line.productId, line.quantity, { now });
    let raised = false;
    if (!result.ok && result.issue.key === "belowMinimum") {
      result = await addToCart(actor, line.productId, result.issue.minimum, { now });
      raised = true;
    }
    const priceNow = prices.get(line.productId);
    const priceNowMinor = priceNow !== undefined && priceNow !== line.listUnitMinor ? priceNow : null;
    if (result.ok) {
      const outcome = raised ? "raised" : result.reducedFrom !== null ? "reduced" : "added";
      results.push({ lineNo: line.lineNo, productId: line.productId, ordered: line.quantity, added: result.change, outcome, issue: null, priceNowMinor });
    } else {
      results.push({ lineNo: line.lineNo, productId: line.productId, ordered: line.quantity, added: 0, outcome: "refused", issue: result.issue, priceNowMinor });
    }
  }
  const [record] = await db()
    .insert(orderReorders)
    .values({ accountId: actor.accountId, orderId: order.id, salesmanId: actor.salesmanId, lines: results, createdAt: now })
    .returning({ id: orderReorders.id });
  return record!.id;
}

export type ReorderView = {
  orderNumber: string;
  currency: string;
  createdAt: Date;
  lines: (ReorderLineResult & { barcode: string; name: string; unitMinor: number; listUnitMinor: number })[];
};

/** A reorder result of the account, with the lines' barcodes and names; null when the account has no such record. */
export async function reorderResult({ accountId, id, lng }: { accountId: number; id: number; lng: Language }): Promise<ReorderView | null> {
  const [record] = await db()
    .select({ orderId: orderReorders.orderId, lines: orderReorders.lines, createdAt: orderReorders.createdAt, orderNumber: orders.orderNumber, currency: orders.currency })
    .from(orderReorders)
    .innerJoin(orders, eq(orders.id, orderReorders.orderId))
    .where(and(eq(orderReorders.id, id), eq(orderReorders.accountId, accountId)));
  if (!record) return null;
  const lines = await db()
    .select({
      lineNo: orderLines.lineNo,
      barcode: orderLines.barcode,
      name: sql<string>`coalesce(${orderLines.names}->>${lng}::text, ${orderLines.names}->>'en')`,
      unitMinor: orderLines.unitMinor,
      listUnitMinor: orderLines.listUnitMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, record.orderId));
  const byLine = new Map(lines.map((line) => [line.lineNo, line]));
  return {
    orderNumber: record.orderNumber,
    currency: record.currency,
    createdAt: record.createdAt,
    lines: record.lines.flatMap((result) => {
      const line = byLine.get(result.lineNo);
      return line ? [{ ...result, barcode: line.barcode, name: line.name, unitMinor: line.unitMinor, listUnitMinor: line.listUnitMinor }] : [];
    }),
  };
}
