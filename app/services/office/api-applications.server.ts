import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { accounts, apiApplications, auditEvents, companies } from "~/db/schema";
import type { ApiApplicationStatus } from "~/domain/api-access";
import { type DecisionResult, type StaffDecision, decideApplication } from "~/services/api-access/applications.server";
import { type SecretSummary, liveSecretOf } from "~/services/api-access/credentials.server";

/**
 * The back office's queue of API applications (decision 0112, decision 0107's states): open
 * (submitted or under review, the queue, oldest first), approved, failed (refused) and revoked.
 * A revocation leaves the application `failed` (its secret and tokens ended): the tab tells the two
 * apart by the application's last refusal or revocation in the audit trail. The decisions are the
 * ones `npm run api-access` makes (decideApplication), naming the staff member.
 */
export const API_TABS = ["open", "approved", "failed", "revoked"] as const;
export type ApiTab = (typeof API_TABS)[number];
/** What the office shows: the stored status, with a revoked application apart from a refused one. */
export type ApiShownState = Exclude<ApiApplicationStatus, "failed"> | "failed" | "revoked";

export type ApiApplicationSummary = {
  id: number;
  accountId: number;
  email: string;
  fullName: string;
  accountCompany: string;
  companyName: string;
  brandKey: string;
  state: ApiShownState;
  revision: number;
  submittedAt: string;
  decidedAt: string | null;
};

export type ApiApplicationPage = { items: ApiApplicationSummary[]; total: number; page: number; pageSize: number; lastPage: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Whether the application's last refusal or revocation was a revocation (its events are the account's). */
const revoked = sql<boolean>`coalesce((select e.action = 'apiApplication.revoke' from audit_events e
  where e.account_id = ${apiApplications.accountId} and e.entity = 'api_application' and e.entity_id = ${apiApplications.id}::text
    and e.action in ('apiApplication.refuse', 'apiApplication.revoke')
  order by e.id desc limit 1), false)`;

const columns = {
  id: apiApplications.id,
  accountId: accounts.id,
  email: accounts.email,
  fullName: accounts.fullName,
  accountCompany: companies.name,
  companyName: apiApplications.companyName,
  brandKey: apiApplications.brandKey,
  status: apiApplications.status,
  revision: apiApplications.revision,
  submittedAt: apiApplications.submittedAt,
  decidedAt: apiApplications.decidedAt,
};

type Row = Omit<ApiApplicationSummary, "state" | "submittedAt" | "decidedAt"> & { status: ApiApplicationStatus; submittedAt: Date; decidedAt: Date | null };

const shown = (status: ApiApplicationStatus, wasRevoked: boolean): ApiShownState => (status === "failed" && wasRevoked ? "revoked" : status);

const summaryOf = ({ status, ...row }: Row, wasRevoked: boolean): ApiApplicationSummary => ({
  ...row,
  state: shown(status, wasRevoked),
  submittedAt: row.submittedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

function filter(tab: ApiTab, q: string, brandKey: string | null) {
  const state =
    tab === "open"
      ? inArray(apiApplications.status, ["submitted", "review"])
      : tab === "approved"
        ? eq(apiApplications.status, "approved")
        : and(eq(apiApplications.status, "failed"), tab === "revoked" ? revoked : sql`not ${revoked}`);
  const term = q.trim();
  const pattern = `%${escapeLike(term)}%`;
  return and(
    state,
    brandKey ? eq(apiApplications.brandKey, brandKey) : undefined,
    term ? or(ilike(apiApplications.companyName, pattern), ilike(companies.name, pattern), ilike(accounts.email, pattern)) : undefined,
  );
}

/** One page of the applications of a tab, of one brand or all, searched by company or e-mail. */
export async function listApiApplications({
  tab = "open",
  q = "",
  brandKey = null,
  page = 1,
  pageSize = 25,
}: {
  tab?: ApiTab;
  q?: string;
  brandKey?: string | null;
  page?: number;
  pageSize?: number;
}): Promise<ApiApplicationPage> {
  const where = filter(tab, q, brandKey);
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(apiApplications)
    .innerJoin(accounts, eq(accounts.id, apiApplications.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const order = tab === "open" ? [asc(apiApplications.submittedAt), asc(apiApplications.id)] : [desc(apiApplications.decidedAt), desc(apiApplications.id)];
  const rows = await db()
    .select({ ...columns, revoked })
    .from(apiApplications)
    .innerJoin(accounts, eq(accounts.id, apiApplications.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map(({ revoked: wasRevoked, ...row }) => summaryOf(row, wasRevoked)), total, page: current, pageSize, lastPage };
}

export type ApiHistoryEntry = { action: string; at: string; by: string | null; reason: string | null };

export type ApiApplicationDetails = ApiApplicationSummary & {
  countryCode: string;
  official: boolean;
  shopUrl: string;
  enterpriseSize: string;
  technicalStaff: boolean;
  dataWanted: string[];
  otherData: string | null;
  contactNote: string;
  reason: string | null;
  scopes: string[];
  clientId: string | null;
  decidedBy: string | null;
  secret: SecretSummary | null;
  history: ApiHistoryEntry[];
};

const actor = alias(accounts, "actor");

/** One application with the buyer, the live secret's hint and the history (its audit events, newest first); null when unknown. */
export async function apiApplicationDetails(id: number): Promise<ApiApplicationDetails | null> {
  const [row] = await db()
    .select({
      ...columns,
      revoked,
      countryCode: companies.countryCode,
      official: companies.official,
      shopUrl: apiApplications.shopUrl,
      enterpriseSize: apiApplications.enterpriseSize,
      technicalStaff: apiApplications.technicalStaff,
      dataWanted: apiApplications.dataWanted,
      otherData: apiApplications.otherData,
      contactNote: apiApplications.contactNote,
      reason: apiApplications.reason,
      scopes: apiApplications.scopes,
      clientId: apiApplications.clientId,
      decidedBy: apiApplications.decidedBy,
    })
    .from(apiApplications)
    .innerJoin(accounts, eq(accounts.id, apiApplications.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(apiApplications.id, id));
  if (!row) return null;
  const events = await db()
    .select({ action: auditEvents.action, createdAt: auditEvents.createdAt, actorId: auditEvents.actorId, by: actor.fullName, details: auditEvents.details })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(and(eq(auditEvents.accountId, row.accountId), eq(auditEvents.entity, "api_application"), eq(auditEvents.entityId, String(id))))
    .orderBy(desc(auditEvents.id))
    .limit(50);
  const secret = row.status === "approved" ? await liveSecretOf(id) : null;
  const { revoked: wasRevoked, countryCode, official, shopUrl, enterpriseSize, technicalStaff, dataWanted, otherData, contactNote, reason, scopes, clientId, decidedBy, ...summary } = row;
  return {
    ...summaryOf(summary, wasRevoked),
    countryCode: countryCode.trim(),
    official,
    shopUrl,
    enterpriseSize,
    technicalStaff,
    dataWanted,
    otherData,
    contactNote,
    reason,
    scopes,
    clientId,
    decidedBy,
    secret,
    history: events.map((entry) => {
      const details = (entry.details ?? {}) as { decidedBy?: unknown; reason?: unknown };
      // The buyer's own steps name the buyer; a staff step names the staff member, or who the command line said.
      const by = entry.actorId !== null && entry.actorId !== row.accountId ? entry.by : typeof details.decidedBy === "string" ? details.decidedBy : entry.by;
      return { action: entry.action, at: entry.createdAt.toISOString(), by, reason: typeof details.reason === "string" ? details.reason : null };
    }),
  };
}

export type Staff = { accountId: number; fullName: string };

/** A staff decision on the application, as the staff member: recorded, audited with `{ before, after }` and mailed to the buyer. */
export function decideApiApplication(staff: Staff, id: number, decision: StaffDecision, reason: string | null = null): Promise<DecisionResult> {
  return decideApplication({ applicationId: id, decision, reason, decidedBy: staff.fullName, staffId: staff.accountId });
}

export type BulkReview = { done: number; refused: { id: number; why: "wrongState" | "unknown"; state: ApiApplicationStatus | null }[] };

/** "Take under review" for the ticked submitted applications: each checked and done on its own. */
export async function reviewApiApplications(staff: Staff, ids: number[]): Promise<BulkReview> {
  const result: BulkReview = { done: 0, refused: [] };
  for (const id of [...new Set(ids)]) {
    const outcome = await decideApiApplication(staff, id, "review");
    if (outcome.status === "done") result.done += 1;
    else result.refused.push({ id, why: outcome.status === "wrongState" ? "wrongState" : "unknown", state: outcome.status === "wrongState" ? outcome.state : null });
  }
  return result;
}
