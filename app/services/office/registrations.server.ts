import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Transaction, db } from "~/db/client.server";
import { accounts, auditEvents, companies } from "~/db/schema";
import { recordAudit } from "~/services/platform/audit.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";

/**
 * Registrations in the back office (decision 0112): a buyer's company is pending (not official and
 * not refused), refused (with a reason; it may be approved later) or official (its accounts may
 * order). Approving and refusing write the audit event in the change's transaction and mail the
 * company's accounts in their language.
 */
export const REGISTRATION_STATES = ["pending", "refused", "official"] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** A refusal's reason: required, at most this many characters (after trimming). */
export const REFUSAL_REASON_MAX = 500;

export type RegistrationSummary = {
  accountId: number;
  email: string;
  fullName: string;
  companyId: number;
  companyName: string;
  countryCode: string;
  vatNumber: string | null;
  emailConfirmed: boolean;
  registeredAt: string;
  state: RegistrationState;
};

export type RegistrationPage = { items: RegistrationSummary[]; total: number; page: number; pageSize: number; lastPage: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const stateCondition = (state: RegistrationState) =>
  state === "official"
    ? eq(companies.official, true)
    : state === "refused"
      ? and(eq(companies.official, false), isNotNull(companies.refusedAt))
      : and(eq(companies.official, false), isNull(companies.refusedAt));

const stateOf = (row: { official: boolean; refusedAt: Date | null }): RegistrationState => (row.official ? "official" : row.refusedAt ? "refused" : "pending");

/** Search by company, e-mail, VAT number or country code (two letters, exact). */
function registrationFilter(state: RegistrationState, q: string) {
  const base = and(eq(accounts.role, "buyer"), stateCondition(state));
  const term = q.trim();
  if (!term) return base;
  const pattern = `%${escapeLike(term)}%`;
  const matches = [ilike(companies.name, pattern), ilike(accounts.email, pattern), ilike(sql`coalesce(${companies.vatNumber}, '')`, pattern)];
  if (/^[a-z]{2}$/i.test(term)) matches.push(eq(companies.countryCode, term.toUpperCase()));
  return and(base, or(...matches));
}

const summaryColumns = {
  accountId: accounts.id,
  email: accounts.email,
  fullName: accounts.fullName,
  companyId: companies.id,
  companyName: companies.name,
  countryCode: companies.countryCode,
  vatNumber: companies.vatNumber,
  emailVerifiedAt: accounts.emailVerifiedAt,
  createdAt: accounts.createdAt,
  official: companies.official,
  refusedAt: companies.refusedAt,
};

type SummaryRow = Omit<RegistrationSummary, "emailConfirmed" | "registeredAt" | "state"> & { emailVerifiedAt: Date | null; createdAt: Date; official: boolean; refusedAt: Date | null };

const summaryOf = (row: SummaryRow): RegistrationSummary => ({
  accountId: row.accountId,
  email: row.email,
  fullName: row.fullName,
  companyId: row.companyId,
  companyName: row.companyName,
  countryCode: row.countryCode.trim(),
  vatNumber: row.vatNumber,
  emailConfirmed: row.emailVerifiedAt !== null,
  registeredAt: row.createdAt.toISOString(),
  state: stateOf(row),
});

/** One page of the registrations in a state: pending ones oldest first (a queue), the others last reviewed first. */
export async function listRegistrations({ state = "pending", q = "", page = 1, pageSize = 25 }: { state?: RegistrationState; q?: string; page?: number; pageSize?: number }): Promise<RegistrationPage> {
  const where = registrationFilter(state, q);
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(where);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const order =
    state === "pending"
      ? [asc(accounts.createdAt), asc(accounts.id)]
      : [desc(sql`coalesce(${companies.reviewedAt}, ${accounts.createdAt})`), desc(accounts.id)];
  const rows = await db()
    .select(summaryColumns)
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map(summaryOf), total, page: current, pageSize, lastPage };
}

export type RegistrationHistoryEntry = { action: string; at: string; by: string | null; reason: string | null };

export type RegistrationDetails = RegistrationSummary & {
  telephone: string | null;
  language: string | null;
  currency: string;
  refusalReason: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  history: RegistrationHistoryEntry[];
};

const reviewer = alias(accounts, "reviewer");
const actor = alias(accounts, "actor");

/** A buyer account's registration with its history (the audit events of its reviews); null for anything else. */
export async function registrationOf(accountId: number): Promise<RegistrationDetails | null> {
  const [row] = await db()
    .select({
      ...summaryColumns,
      telephone: accounts.telephone,
      language: accounts.language,
      currency: companies.currency,
      refusalReason: companies.refusalReason,
      reviewedAt: companies.reviewedAt,
      reviewedBy: reviewer.fullName,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(reviewer, eq(reviewer.id, companies.reviewedBy))
    .where(and(eq(accounts.id, accountId), eq(accounts.role, "buyer")));
  if (!row) return null;
  const events = await db()
    .select({ action: auditEvents.action, createdAt: auditEvents.createdAt, by: actor.fullName, details: auditEvents.details })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entity, "company"), eq(auditEvents.entityId, String(row.companyId)), sql`${auditEvents.action} like 'registration.%'`))
    .orderBy(desc(auditEvents.id))
    .limit(50);
  return {
    ...summaryOf(row),
    telephone: row.telephone,
    language: row.language,
    currency: row.currency.trim(),
    refusalReason: row.refusalReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
    history: events.map((event) => {
      const after = (event.details as { after?: { refusalReason?: unknown } } | null)?.after;
      return { action: event.action, at: event.createdAt.toISOString(), by: event.by, reason: typeof after?.refusalReason === "string" ? after.refusalReason : null };
    }),
  };
}

export type ReviewOutcome =
  | { status: "approved" | "refused"; companyName: string; email: string; emailConfirmed: boolean }
  | { status: "alreadyApproved"; companyName: string; email: string; emailConfirmed: boolean }
  | { status: "unknown" };

type Reviewed = { accountId: number; companyId: number; companyName: string; email: string; emailConfirmed: boolean; official: boolean; refusedAt: Date | null; refusalReason: string | null };

/** The buyer account and its company, the company's row locked: two staff deciding at once are taken in turn. */
async function lockRegistration(tx: Transaction, accountId: number): Promise<Reviewed | null> {
  const [row] = await tx
    .select({
      accountId: accounts.id,
      companyId: companies.id,
      companyName: companies.name,
      email: accounts.email,
      emailVerifiedAt: accounts.emailVerifiedAt,
      official: companies.official,
      refusedAt: companies.refusedAt,
      refusalReason: companies.refusalReason,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.id, accountId), eq(accounts.role, "buyer")))
    .for("update", { of: companies });
  return row ? { ...row, emailConfirmed: row.emailVerifiedAt !== null } : null;
}

/** Mails every buyer account of the company (in its language), inside the transaction. */
async function mailCompany(tx: Transaction, companyId: number, companyName: string, template: "accountApproved" | "accountRefused", reason = "") {
  const members = await tx.select({ id: accounts.id, fullName: accounts.fullName }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.role, "buyer")));
  for (const member of members) {
    const recipient = await recipientOf(member.id, tx);
    if (recipient) await queueMail(recipient, template, { name: member.fullName, company: companyName, reason }, { executor: tx });
  }
}

const before = (row: Reviewed) => ({ state: stateOf(row), refusalReason: row.refusalReason });

/**
 * Approves the registration of a buyer account: its company becomes official (its accounts may
 * order), a refusal is cleared; audited and mailed. `staffId` is null for the command line.
 */
export async function approveRegistration({ staffId, accountId, now = new Date() }: { staffId: number | null; accountId: number; now?: Date }): Promise<ReviewOutcome> {
  return db().transaction(async (tx) => {
    const row = await lockRegistration(tx, accountId);
    if (!row) return { status: "unknown" } as const;
    const outcome = { companyName: row.companyName, email: row.email, emailConfirmed: row.emailConfirmed };
    if (row.official) return { status: "alreadyApproved", ...outcome } as const;
    await tx.update(companies).set({ official: true, refusedAt: null, refusalReason: null, reviewedBy: staffId, reviewedAt: now }).where(eq(companies.id, row.companyId));
    await recordAudit(
      { accountId: row.accountId, actorId: staffId, action: "registration.approve", entity: "company", entityId: row.companyId, details: { before: before(row), after: { state: "official", refusalReason: null } } },
      tx,
    );
    await mailCompany(tx, row.companyId, row.companyName, "accountApproved");
    return { status: "approved", ...outcome } as const;
  });
}

/** Refuses a pending (or again a refused) registration with the reason the buyer is mailed; an official company is not refused here. */
export async function refuseRegistration({ staffId, accountId, reason, now = new Date() }: { staffId: number | null; accountId: number; reason: string; now?: Date }): Promise<ReviewOutcome> {
  return db().transaction(async (tx) => {
    const row = await lockRegistration(tx, accountId);
    if (!row) return { status: "unknown" } as const;
    const outcome = { companyName: row.companyName, email: row.email, emailConfirmed: row.emailConfirmed };
    if (row.official) return { status: "alreadyApproved", ...outcome } as const;
    await tx.update(companies).set({ refusedAt: now, refusalReason: reason, reviewedBy: staffId, reviewedAt: now }).where(eq(companies.id, row.companyId));
    await recordAudit(
      { accountId: row.accountId, actorId: staffId, action: "registration.refuse", entity: "company", entityId: row.companyId, details: { before: before(row), after: { state: "refused", refusalReason: reason } } },
      tx,
    );
    await mailCompany(tx, row.companyId, row.companyName, "accountRefused", reason);
    return { status: "refused", ...outcome } as const;
  });
}

export type BulkApproval = { approved: string[]; refused: { accountId: number; email: string | null; why: "alreadyApproved" | "unknown" }[] };

/** "Approve selected": each registration checked and approved on its own (one transaction each). */
export async function approveRegistrations({ staffId, accountIds, now = new Date() }: { staffId: number; accountIds: number[]; now?: Date }): Promise<BulkApproval> {
  const result: BulkApproval = { approved: [], refused: [] };
  for (const accountId of [...new Set(accountIds)]) {
    const outcome = await approveRegistration({ staffId, accountId, now });
    if (outcome.status === "approved") result.approved.push(outcome.companyName);
    else result.refused.push({ accountId, email: outcome.status === "unknown" ? null : outcome.email, why: outcome.status === "unknown" ? "unknown" : "alreadyApproved" });
  }
  return result;
}

