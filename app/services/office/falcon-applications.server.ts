import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { accounts, auditEvents, companies, falconApplications } from "~/db/schema";
import type { FalconApplicationStatus, FalconChannel, FalconLevel } from "~/domain/falcon";
import { purchasesThisYear } from "~/services/falcon/programme.server";

/**
 * The back office's queue of Falcon programme applications (decision 0114, like the API
 * applications of decision 0112): open (submitted or under review, oldest first), approved and
 * refused, of one brand or all, searched by company or e-mail.
 */
export const FALCON_TABS = ["open", "approved", "refused"] as const;
export type FalconTab = (typeof FALCON_TABS)[number];

export type FalconSummary = {
  id: number;
  accountId: number;
  email: string;
  fullName: string;
  company: string;
  brandKey: string;
  status: FalconApplicationStatus;
  levelAsked: FalconLevel;
  levelGranted: FalconLevel | null;
  revision: number;
  submittedAt: string;
  decidedAt: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const columns = {
  id: falconApplications.id,
  accountId: accounts.id,
  email: accounts.email,
  fullName: accounts.fullName,
  company: companies.name,
  brandKey: falconApplications.brandKey,
  status: falconApplications.status,
  levelAsked: falconApplications.levelAsked,
  levelGranted: falconApplications.levelGranted,
  revision: falconApplications.revision,
  submittedAt: falconApplications.submittedAt,
  decidedAt: falconApplications.decidedAt,
};

type Row = Omit<FalconSummary, "submittedAt" | "decidedAt"> & { submittedAt: Date; decidedAt: Date | null };
const summaryOf = (row: Row): FalconSummary => ({ ...row, submittedAt: row.submittedAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null });

function filter(tab: FalconTab, q: string, brandKey: string | null) {
  const term = q.trim();
  const pattern = `%${escapeLike(term)}%`;
  return and(
    tab === "open" ? inArray(falconApplications.status, ["submitted", "review"]) : eq(falconApplications.status, tab),
    brandKey ? eq(falconApplications.brandKey, brandKey) : undefined,
    term ? or(ilike(companies.name, pattern), ilike(accounts.email, pattern)) : undefined,
  );
}

/** One page of a tab's applications, of one brand or all. */
export async function listFalconApplications({ tab = "open", q = "", brandKey = null, page = 1, pageSize = 25 }: { tab?: FalconTab; q?: string; brandKey?: string | null; page?: number; pageSize?: number }) {
  const where = filter(tab, q, brandKey);
  const from = () => db().select({ total: count() }).from(falconApplications).innerJoin(accounts, eq(accounts.id, falconApplications.accountId)).innerJoin(companies, eq(companies.id, accounts.companyId));
  const [{ total } = { total: 0 }] = await from().where(where);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const order = tab === "open" ? [asc(falconApplications.submittedAt), asc(falconApplications.id)] : [desc(falconApplications.decidedAt), desc(falconApplications.id)];
  const rows = await db()
    .select(columns)
    .from(falconApplications)
    .innerJoin(accounts, eq(accounts.id, falconApplications.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map(summaryOf), total, page: current, pageSize, lastPage };
}

export type FalconHistoryEntry = { action: string; at: string; by: string | null; reason: string | null };

export type FalconDetails = FalconSummary & {
  countryCode: string;
  currency: string;
  rateBp: number;
  channels: FalconChannel[];
  regions: string;
  brandSharePct: number;
  yearlyTargetMinor: number;
  applicationCurrency: string;
  note: string;
  reason: string | null;
  decidedBy: string | null;
  purchasesMinor: number;
  history: FalconHistoryEntry[];
};

const actor = alias(accounts, "actor");
const decider = alias(accounts, "decider");

/** One application with the buyer, the account's purchases of the brand this year and the history (its audit events, newest first); null when unknown. */
export async function falconApplicationDetails(id: number, now = new Date()): Promise<FalconDetails | null> {
  const [row] = await db()
    .select({
      ...columns,
      countryCode: companies.countryCode,
      currency: companies.currency,
      rateBp: companies.userRateBp,
      channels: falconApplications.channels,
      regions: falconApplications.regions,
      brandSharePct: falconApplications.brandSharePct,
      yearlyTargetMinor: falconApplications.yearlyTargetMinor,
      applicationCurrency: falconApplications.currency,
      note: falconApplications.note,
      reason: falconApplications.reason,
      decidedBy: decider.fullName,
    })
    .from(falconApplications)
    .innerJoin(accounts, eq(accounts.id, falconApplications.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(decider, eq(decider.id, falconApplications.decidedBy))
    .where(eq(falconApplications.id, id));
  if (!row) return null;
  const currency = row.currency.trim();
  const [purchasesMinor, events] = await Promise.all([
    purchasesThisYear(row.accountId, row.brandKey, currency, now),
    db()
      .select({ action: auditEvents.action, createdAt: auditEvents.createdAt, by: actor.fullName, details: auditEvents.details })
      .from(auditEvents)
      .leftJoin(actor, eq(actor.id, auditEvents.actorId))
      .where(and(eq(auditEvents.accountId, row.accountId), eq(auditEvents.entity, "falcon_application"), eq(auditEvents.entityId, String(id))))
      .orderBy(desc(auditEvents.id))
      .limit(50),
  ]);
  const { submittedAt, decidedAt, countryCode, applicationCurrency, ...rest } = row;
  return {
    ...rest,
    ...summaryOf({ ...rest, submittedAt, decidedAt }),
    countryCode: countryCode.trim(),
    currency,
    applicationCurrency: applicationCurrency.trim(),
    purchasesMinor,
    history: events.map((entry) => {
      const details = (entry.details ?? {}) as { reason?: unknown };
      return { action: entry.action, at: entry.createdAt.toISOString(), by: entry.by, reason: typeof details.reason === "string" ? details.reason : null };
    }),
  };
}
