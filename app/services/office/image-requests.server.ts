import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, companies, imagePermissions } from "~/db/schema";
import type { PermissionPurpose, PermissionStatus } from "~/domain/downloads";
import { decidePermission } from "~/services/downloads/permissions.server";

/**
 * The back office's queue of requests for unwatermarked images (decision 0112): each account's
 * latest request, under review (the queue, oldest first), approved or refused (last decided first).
 * The decisions are the ones `npm run images` makes (decidePermission), naming the staff member.
 */
export const IMAGE_REQUEST_STATES = ["review", "approved", "refused"] as const satisfies readonly PermissionStatus[];
export type ImageRequestState = (typeof IMAGE_REQUEST_STATES)[number];

export type ImageRequestSummary = {
  id: number;
  accountId: number;
  email: string;
  fullName: string;
  companyName: string;
  purpose: PermissionPurpose;
  note: string;
  state: ImageRequestState;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
};

export type ImageRequestPage = { items: ImageRequestSummary[]; total: number; page: number; pageSize: number; lastPage: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const columns = {
  id: imagePermissions.id,
  accountId: accounts.id,
  email: accounts.email,
  fullName: accounts.fullName,
  companyName: companies.name,
  purpose: imagePermissions.purpose,
  note: imagePermissions.note,
  state: imagePermissions.status,
  reason: imagePermissions.reason,
  requestedAt: imagePermissions.requestedAt,
  decidedAt: imagePermissions.decidedAt,
  decidedBy: imagePermissions.decidedBy,
};

type Row = Omit<ImageRequestSummary, "requestedAt" | "decidedAt"> & { requestedAt: Date; decidedAt: Date | null };

const summaryOf = (row: Row): ImageRequestSummary => ({ ...row, requestedAt: row.requestedAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null });

/** The account's latest request only (an earlier one is history, shown on the request's page). */
const latestOnly = sql`not exists (select 1 from image_permissions newer where newer.account_id = ${imagePermissions.accountId} and newer.id > ${imagePermissions.id})`;

function filter(state: ImageRequestState, q: string) {
  const base = and(eq(imagePermissions.status, state), latestOnly);
  const term = q.trim();
  if (!term) return base;
  const pattern = `%${escapeLike(term)}%`;
  return and(base, or(ilike(companies.name, pattern), ilike(accounts.email, pattern)));
}

/** One page of the requests in a state, searched by company or e-mail. */
export async function listImageRequests({ state = "review", q = "", page = 1, pageSize = 25 }: { state?: ImageRequestState; q?: string; page?: number; pageSize?: number }): Promise<ImageRequestPage> {
  const where = filter(state, q);
  const from = () =>
    db()
      .select(columns)
      .from(imagePermissions)
      .innerJoin(accounts, eq(accounts.id, imagePermissions.accountId))
      .innerJoin(companies, eq(companies.id, accounts.companyId));
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(imagePermissions)
    .innerJoin(accounts, eq(accounts.id, imagePermissions.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const order = state === "review" ? [asc(imagePermissions.requestedAt), asc(imagePermissions.id)] : [desc(imagePermissions.decidedAt), desc(imagePermissions.id)];
  const rows = await from()
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map(summaryOf), total, page: current, pageSize, lastPage };
}

export type ImageRequestDetails = ImageRequestSummary & {
  countryCode: string;
  /** Whether it is the account's latest request (only the latest may be under review). */
  latest: boolean;
  /** The account's other requests, newest first. */
  others: ImageRequestSummary[];
};

/** One request with the account's other requests; null when there is no such request. */
export async function imageRequestOf(id: number): Promise<ImageRequestDetails | null> {
  const [row] = await db()
    .select({ ...columns, countryCode: companies.countryCode })
    .from(imagePermissions)
    .innerJoin(accounts, eq(accounts.id, imagePermissions.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(imagePermissions.id, id));
  if (!row) return null;
  const others = await db()
    .select(columns)
    .from(imagePermissions)
    .innerJoin(accounts, eq(accounts.id, imagePermissions.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(imagePermissions.accountId, row.accountId), ne(imagePermissions.id, id)))
    .orderBy(desc(imagePermissions.id))
    .limit(50);
  const { countryCode, ...summary } = row;
  return { ...summaryOf(summary), countryCode: countryCode.trim(), latest: others.every((other) => other.id < id), others: others.map(summaryOf) };
}

export type Staff = { accountId: number; fullName: string };

/** Approves or refuses the request (under review) as the staff member; audited with `{ before, after }`. */
export function decideImageRequest(staff: Staff, id: number, decision: "approve" | "refuse", reason: string | null = null) {
  return decidePermission({ requestId: id, decision, reason, decidedBy: staff.fullName, staffId: staff.accountId });
}

export type BulkImageApproval = { approved: string[]; refused: { id: number; email: string | null; why: "notUnderReview" | "unknown" }[] };

/** "Approve selected": each request checked and approved on its own (one transaction each). */
export async function approveImageRequests(staff: Staff, ids: number[]): Promise<BulkImageApproval> {
  const result: BulkImageApproval = { approved: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    const outcome = await decideImageRequest(staff, id, "approve");
    if (outcome.status === "approved") result.approved.push(outcome.email);
    else result.refused.push({ id, email: outcome.status === "notUnderReview" ? outcome.email : null, why: outcome.status === "notUnderReview" ? "notUnderReview" : "unknown" });
  }
  return result;
}
