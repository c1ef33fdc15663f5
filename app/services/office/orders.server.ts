import { and, asc, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import { type Executor, type Transaction, db } from "~/db/client.server";
import { type OrderStatus, accounts, companies, orderEvents, orderLines, orderReturnLines, orderReturns, orders } from "~/db/schema";
import { type StatusFilter, canCancel, storedCancelReason, transitionProblem } from "~/domain/order-status";
import { hasControlCharacters, hasControlCharactersBesidesLines } from "~/domain/plain-text";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";
import { type MailTemplate, queueMail, recipientOf } from "~/services/platform/mail.server";
import { type OrderDetail, brandNameOfOrder, fullNameOf, giveBackStock, orderDetailById } from "~/services/ordering/orders.server";

/**
 * Orders in the back office (decision 0112): the search over every brand's orders, one order as its
 * buyer sees it with its return, and `moveOrder`, the one way staff (and `npm run orders`) move an
 * order along decision 0052's transitions.
 */

/** Carrier, tracking number and return order number: 1–50 characters after trimming. */
export const ORDER_DETAIL_MAX = 50;
/** A staff member's cancel reason: 1–500 characters after trimming. */
export const STAFF_CANCEL_REASON_MAX = 500;

// ------------------------------------------------------------------ the search

export type OfficeOrderQuery = { q: string; status: StatusFilter; brand: string; from: string | null; to: string | null; page: number; pageSize: number };

export type OfficeOrderRow = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  brandKey: string;
  companyName: string;
  email: string;
  currency: string;
  totalMinor: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A day (YYYY-MM-DD, UTC) as its first instant; `to` includes its whole day. */
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 24 * 60 * 60 * 1000);

function officeOrderWhere({ q, status, brand, from, to }: Omit<OfficeOrderQuery, "page" | "pageSize">) {
  const term = q.trim();
  const search = term
    ? or(ilike(orders.orderNumber, `${escapeLike(term)}%`), ilike(accounts.email, `%${escapeLike(term)}%`), ilike(companies.name, `%${escapeLike(term)}%`))
    : undefined;
  return and(
    search,
    status === "all" ? undefined : eq(orders.status, status),
    brand ? eq(orders.brandKey, brand) : undefined,
    from ? gte(orders.createdAt, dayStart(from)) : undefined,
    to ? lt(orders.createdAt, dayStart(to, 1)) : undefined,
  );
}

/** One page of the orders matching the search, newest first, counted in the same statement; a page past the end shows the last. */
export async function listOfficeOrders(query: OfficeOrderQuery): Promise<{ items: OfficeOrderRow[]; total: number; page: number; lastPage: number }> {
  const where = officeOrderWhere(query);
  const pageAt = (page: number) =>
    db()
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        createdAt: orders.createdAt,
        brandKey: orders.brandKey,
        companyName: companies.name,
        email: accounts.email,
        currency: orders.currency,
        totalMinor: orders.totalMinor,
        matches: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((page - 1) * query.pageSize);
  let page = Math.max(1, query.page);
  let rows = await pageAt(page);
  let total = rows[0]?.matches ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db()
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where);
    total = counted?.total ?? 0;
    page = Math.max(1, Math.ceil(total / query.pageSize));
    if (total > 0) rows = await pageAt(page);
  }
  return { items: rows.map(({ matches: _matches, ...row }) => row), total, page, lastPage: Math.max(1, Math.ceil(total / query.pageSize)) };
}

// ------------------------------------------------------------------ one order

export type OrderReturnView = {
  returnNumber: string;
  state: "returning" | "returned";
  /** The tracking number of the parcel coming back, as the buyer typed it (decision 0114). */
  trackingNumber: string | null;
  createdAt: Date;
  completedAt: Date | null;
  createdBy: string | null;
  lines: { lineNo: number; quantity: number }[];
};

export type OfficeOrder = OrderDetail & { buyer: { email: string; fullName: string; language: string | null }; returns: OrderReturnView[] };

/** An order by id as its buyer sees it, with the buyer and its returns; null when there is none. */
export async function officeOrder(orderId: number, lng: Language): Promise<OfficeOrder | null> {
  const order = await orderDetailById(orderId, lng);
  if (!order) return null;
  const [buyer] = await db()
    .select({
      email: accounts.email,
      fullName: accounts.fullName,
      language: accounts.language,
      returns: sql<(Omit<OrderReturnView, "createdAt" | "completedAt"> & { createdAt: string; completedAt: string | null })[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'returnNumber', r.return_number, 'state', r.state, 'trackingNumber', r.tracking_number, 'createdAt', r.created_at, 'completedAt', r.completed_at,
          'createdBy', (select full_name from accounts c where c.id = r.created_by),
          'lines', coalesce((select jsonb_agg(jsonb_build_object('lineNo', l.line_no, 'quantity', l.quantity) order by l.line_no)
            from order_return_lines l where l.return_id = r.id), '[]'::jsonb))
          order by r.id)
        from order_returns r where r.order_id = ${orders.id}), '[]'::jsonb)`,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(eq(orders.id, orderId));
  if (!buyer) return null;
  const { returns, ...who } = buyer;
  return {
    ...order,
    buyer: who,
    returns: returns.map((each) => ({ ...each, createdAt: new Date(each.createdAt), completedAt: each.completedAt ? new Date(each.completedAt) : null })),
  };
}

export async function orderExists(orderId: number): Promise<boolean> {
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row !== undefined;
}

export async function orderIdOf(orderNumber: string, executor: Executor = db()): Promise<number | null> {
  const [row] = await executor.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return row?.id ?? null;
}

// ------------------------------------------------------------------ moving an order

export type MoveDetails = {
  carrier?: string | null;
  trackingNumber?: string | null;
  returnOrderNumber?: string | null;
  /** The lines a return takes back and how many of each; omitted: every line in full. */
  returnLines?: { lineNo: number; quantity: number }[] | null;
  /** Why staff cancel (required for a cancel). */
  reason?: string | null;
  /** The status the staff member saw: when the order has another, nothing is done ("changed meanwhile"). */
  seen?: OrderStatus | null;
  now?: Date;
};

export type MoveProblem =
  | "sameStatus"
  | "notAllowed"
  | "carrierRequired"
  | "returnNumberRequired"
  | "reasonRequired"
  | "detailsInvalid"
  | "returnLinesInvalid"
  | "returnNumberTaken"
  | "changedMeanwhile";

export type MoveResult =
  | { ok: true; orderNumber: string; from: OrderStatus; to: OrderStatus }
  | { ok: false; problem: "notFound" }
  | { ok: false; problem: MoveProblem; orderNumber: string; from: OrderStatus };

const cleanText = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What is wrong with the details the move needs, before anything is read. */
function detailsProblem(to: OrderStatus, details: MoveDetails): MoveProblem | null {
  const carrier = cleanText(details.carrier);
  const tracking = cleanText(details.trackingNumber);
  const returnNumber = cleanText(details.returnOrderNumber);
  const reason = cleanText(details.reason);
  if ([carrier, tracking, returnNumber].some((value) => value !== null && (value.length > ORDER_DETAIL_MAX || hasControlCharacters(value)))) return "detailsInvalid";
  if (to === "cancelled") {
    if (reason === null) return "reasonRequired";
    if (reason.length > STAFF_CANCEL_REASON_MAX || hasControlCharactersBesidesLines(reason)) return "detailsInvalid";
  }
  return null;
}

/** A transition's own problem (decision 0052); staff may cancel from submitted or unshipped, with a reason. */
function transitionOf(from: OrderStatus, to: OrderStatus, details: MoveDetails): MoveProblem | null {
  if (to === "cancelled") return from === to ? "sameStatus" : canCancel(from) ? null : "notAllowed";
  const problem = transitionProblem(from, to, details);
  return problem === "useCancel" ? "notAllowed" : problem;
}

type Locked = { id: number; orderNumber: string; accountId: number; status: OrderStatus; carrier: string | null; trackingNumber: string | null; returnOrderNumber: string | null };

const snapshot = (row: Pick<Locked, "status" | "carrier" | "trackingNumber" | "returnOrderNumber">) => ({
  status: row.status,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  returnOrderNumber: row.returnOrderNumber,
});

/** The return's lines: each a line of the order, at most its quantity, none twice; zero quantities left out; at least one. */
async function returnLinesOf(tx: Transaction, orderId: number, asked: MoveDetails["returnLines"]): Promise<{ lineNo: number; quantity: number }[] | null> {
  const lines = await tx.select({ lineNo: orderLines.lineNo, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
  if (asked === null || asked === undefined) return lines;
  const byLine = new Map(lines.map((line) => [line.lineNo, line.quantity]));
  const seen = new Set<number>();
  for (const line of asked) {
    const max = byLine.get(line.lineNo);
    if (max === undefined || seen.has(line.lineNo) || !Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > max) return null;
    seen.add(line.lineNo);
  }
  const chosen = asked.filter((line) => line.quantity > 0).sort((a, b) => a.lineNo - b.lineNo);
  return chosen.length > 0 ? chosen : null;
}

const MAIL: Record<Exclude<OrderStatus, "submitted">, MailTemplate> = {
  unshipped: "orderStatusUnshipped",
  shipped: "orderStatusShipped",
  returning: "orderStatusReturning",
  returned: "orderStatusReturned",
  cancelled: "orderStatusCancelled",
};

/**
 * Moves an order to `to` (decision 0112): under the order's row lock, with a conditional update on
 * the status seen, so of two staff members on one order the second is told it changed meanwhile.
 * In the same transaction: the order's new state (carrier and tracking number, its return with
 * the lines taken back, or the cancel with its stock and promotion quantities given back), an
 * event of the processing flow (the staff member, the note), the audit event with before and
 * after, and the buyer's mail in the buyer's language. `staff` is null for the command line.
 */
export async function moveOrder(staff: { accountId: number } | null, orderId: number, to: OrderStatus, details: MoveDetails = {}): Promise<MoveResult> {
  const now = details.now ?? new Date();
  return db().transaction(async (tx): Promise<MoveResult> => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        accountId: orders.accountId,
        status: orders.status,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
        returnOrderNumber: orders.returnOrderNumber,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return { ok: false, problem: "notFound" };
    const refuse = (problem: MoveProblem): MoveResult => ({ ok: false, problem, orderNumber: order.orderNumber, from: order.status });
    if (details.seen && details.seen !== order.status) return refuse("changedMeanwhile");
    const problem = detailsProblem(to, details) ?? transitionOf(order.status, to, details);
    if (problem) return refuse(problem);

    const carrier = cleanText(details.carrier);
    const trackingNumber = cleanText(details.trackingNumber);
    const returnNumber = cleanText(details.returnOrderNumber);
    const reason = cleanText(details.reason);
    const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
    let note: string | null = null;
    if (to === "shipped") {
      Object.assign(set, { carrier, trackingNumber });
      note = `${carrier} ${trackingNumber}`;
    } else if (to === "returning") {
      const lines = await returnLinesOf(tx, order.id, details.returnLines);
      if (!lines) return refuse("returnLinesInvalid");
      const [created] = await tx
        .insert(orderReturns)
        .values({ orderId: order.id, returnNumber: returnNumber!, createdBy: staff?.accountId ?? null, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: orderReturns.id });
      if (!created) return refuse("returnNumberTaken");
      await tx.insert(orderReturnLines).values(lines.map((line) => ({ returnId: created.id, orderId: order.id, lineNo: line.lineNo, quantity: line.quantity })));
      set.returnOrderNumber = returnNumber;
      note = returnNumber;
    } else if (to === "returned") {
      await tx.update(orderReturns).set({ state: "returned", completedAt: now }).where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.state, "returning")));
    } else if (to === "cancelled") {
      const stored = storedCancelReason("other", reason);
      Object.assign(set, { cancelReason: stored, cancelledAt: now });
      note = stored;
    }

    const [changed] = await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    // The lock makes this unreachable unless the row changed under it: never two moves from one status.
    if (!changed) throw new Error(`order ${order.orderNumber} changed under its lock`);
    if (to === "cancelled") await giveBackStock(tx, order.id);
    await tx.insert(orderEvents).values({ orderId: order.id, status: to, actorId: staff?.accountId ?? null, note, createdAt: now });
    const after = snapshot({ ...order, ...set, status: to } as Locked);
    await recordAudit(
      {
        accountId: order.accountId,
        actorId: staff?.accountId ?? null,
        action: "order.status",
        entity: "order",
        entityId: order.orderNumber,
        details: { before: snapshot(order), after: to === "cancelled" ? { ...after, cancelReason: set.cancelReason } : after },
      },
      tx,
    );
    if (to !== "submitted") await mailBuyer(tx, order, MAIL[to], { carrier: carrier ?? "", trackingNumber: trackingNumber ?? "", returnNumber: returnNumber ?? order.returnOrderNumber ?? "", reason: reason ?? "" });
    return { ok: true, orderNumber: order.orderNumber, from: order.status, to };
  });
}

async function mailBuyer(tx: Transaction, order: Locked, template: MailTemplate, values: Record<string, string>) {
  const recipient = await recipientOf(order.accountId, tx);
  if (!recipient) return;
  await queueMail(
    recipient,
    template,
    { ...values, orderNumber: order.orderNumber, brand: await brandNameOfOrder(order.id, tx), name: await fullNameOf(order.accountId, tx) },
    { executor: tx },
  );
}

export type BulkUnshipped = { done: string[]; refused: { orderId: number; orderNumber: string | null; why: MoveProblem | "notFound" }[] };

/** "Mark unshipped": each ticked order checked and moved on its own (one transaction each), from submitted only. */
export async function markUnshipped(staff: { accountId: number }, orderIds: number[], now = new Date()): Promise<BulkUnshipped> {
  const result: BulkUnshipped = { done: [], refused: [] };
  for (const orderId of [...new Set(orderIds)]) {
    // Only a submitted order may become unshipped: the transition rules refuse any other on their own.
    const moved = await moveOrder(staff, orderId, "unshipped", { now });
    if (moved.ok) result.done.push(moved.orderNumber);
    else result.refused.push({ orderId, orderNumber: moved.problem === "notFound" ? null : moved.orderNumber, why: moved.problem });
  }
  return result;
}
