import { type SQL, and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type ReturnState, RETURN_STATES, orderReturns, orders } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import type { Writer } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";

/**
 * The buyer's side of the returns the back office creates (decision 0114 "Returns records"): the
 * acting account's returns, one return with its lines, and the tracking number of the parcel
 * coming back, which the buyer may enter or correct while the return is `returning`.
 */

export const RETURNS_PAGE_SIZE = 20;
/** The tracking number of the parcel coming back: 1–50 characters after trimming. */
export const RETURN_TRACKING_MAX = 50;

export type ReturnFilter = ReturnState | "all";
export const RETURN_FILTERS: readonly ReturnFilter[] = ["all", ...RETURN_STATES];
export const parseReturnFilter = (value: string | null): ReturnFilter => RETURN_FILTERS.find((filter) => filter === value) ?? "all";

/** A return id as the address may carry it; anything else is no return (404). */
export function parseReturnId(value: string | null | undefined): number | null {
  const text = value ?? "";
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export type ReturnRow = {
  id: number;
  returnNumber: string;
  orderNumber: string;
  state: ReturnState;
  trackingNumber: string | null;
  createdAt: Date;
  completedAt: Date | null;
  units: number;
  /** The first two products' names in the language, and how many more there are. */
  names: string[];
  moreProducts: number;
};

const nameIn = (lng: Language) => sql`coalesce(l.names->>${lng}::text, l.names->>'en')`;

function listWhere(accountId: number, state: ReturnFilter): SQL {
  return and(eq(orders.accountId, accountId), state === "all" ? undefined : eq(orderReturns.state, state))!;
}

function listQuery(accountId: number, state: ReturnFilter, lng: Language) {
  return db()
    .select({
      id: orderReturns.id,
      returnNumber: orderReturns.returnNumber,
      orderNumber: orders.orderNumber,
      state: orderReturns.state,
      trackingNumber: orderReturns.trackingNumber,
      createdAt: orderReturns.createdAt,
      completedAt: orderReturns.completedAt,
      // The lines' facts in the same statement: units, the number of products, the first two names.
      units: sql<number>`(select coalesce(sum(rl.quantity), 0) from order_return_lines rl where rl.return_id = ${orderReturns.id})`.mapWith(Number),
      products: sql<number>`(select count(*) from order_return_lines rl where rl.return_id = ${orderReturns.id})`.mapWith(Number),
      names: sql<string[]>`coalesce((select jsonb_agg(x.name order by x.line_no) from (
          select rl.line_no, ${nameIn(lng)} as name from order_return_lines rl
          join order_lines l on l.order_id = rl.order_id and l.line_no = rl.line_no
          where rl.return_id = ${orderReturns.id} order by rl.line_no limit 2) x), '[]'::jsonb)`,
      matches: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(listWhere(accountId, state))
    .orderBy(sql`${orderReturns.createdAt} desc`, sql`${orderReturns.id} desc`);
}

/** One page of the account's returns, newest first, counted in the same statement; a page past the end shows the last. */
export async function listReturns({ accountId, state, page, lng }: { accountId: number; state: ReturnFilter; page: number; lng: Language }) {
  const pageAt = (at: number) =>
    listQuery(accountId, state, lng)
      .limit(RETURNS_PAGE_SIZE)
      .offset((at - 1) * RETURNS_PAGE_SIZE);
  let at = Math.max(1, page);
  let rows = await pageAt(at);
  let total = rows[0]?.matches ?? 0;
  if (rows.length === 0 && at > 1) {
    const [counted] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(listWhere(accountId, state));
    total = counted?.n ?? 0;
    at = Math.max(1, Math.ceil(total / RETURNS_PAGE_SIZE));
    if (total > 0) rows = await pageAt(at);
  }
  const items: ReturnRow[] = rows.map(({ matches: _matches, products, ...row }) => ({ ...row, moreProducts: Math.max(0, products - row.names.length) }));
  return { items, total, page: at, pages: Math.max(1, Math.ceil(total / RETURNS_PAGE_SIZE)) };
}

export type ReturnDetail = Omit<ReturnRow, "names" | "moreProducts" | "units"> & {
  orderStatus: string;
  lines: { lineNo: number; barcode: string; model: string; name: string; returned: number; ordered: number }[];
};

/** One return of the account with its lines (names in the language); null when the account has no such return. */
export async function returnDetail({ accountId, id, lng }: { accountId: number; id: number; lng: Language }): Promise<ReturnDetail | null> {
  const [row] = await db()
    .select({
      id: orderReturns.id,
      returnNumber: orderReturns.returnNumber,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      state: orderReturns.state,
      trackingNumber: orderReturns.trackingNumber,
      createdAt: orderReturns.createdAt,
      completedAt: orderReturns.completedAt,
      lines: sql<ReturnDetail["lines"]>`coalesce((select jsonb_agg(jsonb_build_object(
          'lineNo', rl.line_no, 'barcode', l.barcode, 'model', l.model, 'name', ${nameIn(lng)}, 'returned', rl.quantity, 'ordered', l.quantity)
          order by rl.line_no)
        from order_return_lines rl join order_lines l on l.order_id = rl.order_id and l.line_no = rl.line_no
        where rl.return_id = ${orderReturns.id}), '[]'::jsonb)`,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(eq(orderReturns.id, id), eq(orders.accountId, accountId)));
  return row ?? null;
}

export type TrackingResult = { ok: true } | { ok: false; problem: "notFound" | "completed" };

/**
 * The buyer's tracking number for the parcel coming back: a conditional update (only the account's
 * own return, only while `returning`), audited with who typed it.
 */
export async function setReturnTracking(writer: Writer, id: number, trackingNumber: string): Promise<TrackingResult> {
  return db().transaction(async (tx): Promise<TrackingResult> => {
    const owned = sql`${orderReturns.orderId} in (select id from orders where account_id = ${writer.accountId})`;
    const [updated] = await tx
      .update(orderReturns)
      .set({ trackingNumber })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.state, "returning"), owned))
      .returning({ id: orderReturns.id, returnNumber: orderReturns.returnNumber });
    if (!updated) {
      const [existing] = await tx.select({ state: orderReturns.state }).from(orderReturns).where(and(eq(orderReturns.id, id), owned));
      return { ok: false, problem: existing ? "completed" : "notFound" };
    }
    await recordAudit(
      { accountId: writer.accountId, actorId: writer.salesmanId ?? writer.accountId, action: "return.tracking", entity: "order_return", entityId: id, details: { returnNumber: updated.returnNumber, trackingNumber } },
      tx,
    );
    return { ok: true };
  });
}
