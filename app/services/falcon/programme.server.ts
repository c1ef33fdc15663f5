import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { accounts, companies, falconApplications, orders } from "~/db/schema";
import { type FalconApplicationStatus, type FalconChannel, type FalconLevel, FALCON_RATE_BP, rateWithLevel, yearOf } from "~/domain/falcon";
import { lockAccount } from "~/services/cart/cart.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { brandByKey } from "~/services/platform/brands.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";

/**
 * The Falcon partner programme (decision 0114): the account's purchases of a brand this year, its
 * application (one per account and brand), the buyer's submission and resubmission after a
 * refusal, and customer service's decisions. An approval raises the company's rate to the level's
 * (rateWithLevel) in the decision's transaction.
 */

/**
 * The account's purchases of the brand this calendar year (UTC): the totals of its orders not
 * cancelled in the currency given (the account's; orders carry theirs, and one in another
 * currency is not converted but left out). One statement.
 */
export async function purchasesThisYear(accountId: number, brandKey: string, currency: string, now = new Date(), executor: Executor = db()): Promise<number> {
  const { from, until } = yearOf(now);
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${orders.totalMinor}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.brandKey, brandKey),
        ne(orders.status, "cancelled"),
        eq(orders.currency, currency),
        gte(orders.createdAt, from),
        lt(orders.createdAt, until),
      ),
    );
  return Number(row?.total ?? 0);
}

/** What the buyer answers (checked and trimmed by the form's schema). */
export type FalconAnswers = {
  channels: FalconChannel[];
  regions: string;
  brandSharePct: number;
  yearlyTargetMinor: number;
  levelAsked: FalconLevel;
  note: string;
};

export type FalconApplication = FalconAnswers & {
  id: number;
  currency: string;
  status: FalconApplicationStatus;
  levelGranted: FalconLevel | null;
  reason: string | null;
  revision: number;
  submittedAt: Date;
  decidedAt: Date | null;
};

const COLUMNS = {
  id: falconApplications.id,
  channels: falconApplications.channels,
  regions: falconApplications.regions,
  brandSharePct: falconApplications.brandSharePct,
  yearlyTargetMinor: falconApplications.yearlyTargetMinor,
  currency: falconApplications.currency,
  levelAsked: falconApplications.levelAsked,
  note: falconApplications.note,
  status: falconApplications.status,
  levelGranted: falconApplications.levelGranted,
  reason: falconApplications.reason,
  revision: falconApplications.revision,
  submittedAt: falconApplications.submittedAt,
  decidedAt: falconApplications.decidedAt,
};

/** The account's application for the brand, or null: only ever the acting account's own. */
export async function falconApplicationOf(accountId: number, brandKey: string, executor: Executor = db()): Promise<FalconApplication | null> {
  const [row] = await executor
    .select(COLUMNS)
    .from(falconApplications)
    .where(and(eq(falconApplications.accountId, accountId), eq(falconApplications.brandKey, brandKey)));
  return row ? { ...row, currency: row.currency.trim() } : null;
}

/** The buyer's two ways of sending the form: the first time, and again after a refusal. */
export type FalconSaveIntent = "submit" | "resubmit";

/** Why the form is not saved; keys under `falcon:problems`. `exists`: one application per account and brand. */
export type FalconSaveProblem = "unofficial" | "exists" | "notRefused";

/**
 * Submits (no application yet) or resubmits (only after a refusal: revision + 1, back to
 * submitted, the refusal's note gone) the acting account's application for the brand; a salesman
 * acting for the client sends it for the client (the audit event names him). One transaction,
 * the account locked so two posts cannot both insert; audited.
 */
export async function saveFalconApplication(
  actor: Actor,
  brandKey: string,
  intent: FalconSaveIntent,
  answers: FalconAnswers,
  now = new Date(),
): Promise<{ ok: true; id: number; revision: number } | { ok: false; problem: FalconSaveProblem }> {
  if (!actor.official) return { ok: false, problem: "unofficial" };
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const current = await falconApplicationOf(actor.accountId, brandKey, tx);
    if (intent === "submit" && current) return { ok: false as const, problem: "exists" as const };
    if (intent === "resubmit" && current?.status !== "refused") return { ok: false as const, problem: current ? ("notRefused" as const) : ("exists" as const) };
    const fields = { ...answers, currency: actor.currency, updatedAt: now, submittedAt: now };
    const [saved] = current
      ? await tx
          .update(falconApplications)
          .set({ ...fields, status: "submitted", reason: null, levelGranted: null, revision: current.revision + 1, decidedAt: null, decidedBy: null })
          .where(eq(falconApplications.id, current.id))
          .returning({ id: falconApplications.id, revision: falconApplications.revision })
      : await tx
          .insert(falconApplications)
          .values({ accountId: actor.accountId, brandKey, ...fields, status: "submitted" })
          .returning({ id: falconApplications.id, revision: falconApplications.revision });
    await recordAudit(
      {
        accountId: actor.accountId,
        actorId: actor.salesmanId ?? actor.accountId,
        action: `falcon.${intent}`,
        entity: "falcon_application",
        entityId: saved!.id,
        details: {
          brand: brandKey,
          revision: saved!.revision,
          before: current ? { status: current.status, reason: current.reason } : null,
          after: { status: "submitted", levelAsked: answers.levelAsked, yearlyTargetMinor: answers.yearlyTargetMinor, currency: actor.currency },
        },
      },
      tx,
    );
    return { ok: true as const, id: saved!.id, revision: saved!.revision };
  });
}

/** Customer service's decisions. */
export const FALCON_DECISIONS = ["review", "approve", "refuse"] as const;
export type FalconDecision = (typeof FALCON_DECISIONS)[number];

const RULES: Record<FalconDecision, { from: readonly FalconApplicationStatus[]; to: FalconApplicationStatus }> = {
  review: { from: ["submitted"], to: "review" },
  approve: { from: ["submitted", "review"], to: "approved" },
  refuse: { from: ["submitted", "review"], to: "refused" },
};

export type FalconDecisionResult =
  | { status: "done"; to: FalconApplicationStatus; rateBefore: number; rateAfter: number }
  | { status: "notFound" }
  | { status: "wrongState"; state: FalconApplicationStatus }
  | { status: "reasonMissing" };

/**
 * A staff decision on the application `id`: under review; approved with a level (the company's
 * rate raised to the level's, never lowered, decision 0114); refused with a reason. Recorded with
 * the staff member, audited with `{ before, after }` (the company's rate too) and mailed to the
 * buyer on approval and refusal, in one transaction with the account locked: of two decisions at
 * once, the second finds the state changed (wrongState).
 */
export async function decideFalconApplication(
  staff: { accountId: number },
  id: number,
  decision: FalconDecision,
  { level = null, reason = null }: { level?: FalconLevel | null; reason?: string | null } = {},
  now = new Date(),
): Promise<FalconDecisionResult> {
  const because = reason?.trim() || null;
  if (decision === "refuse" && because === null) return { status: "reasonMissing" };
  const [owner] = await db().select({ accountId: falconApplications.accountId }).from(falconApplications).where(eq(falconApplications.id, id));
  if (!owner) return { status: "notFound" };
  return db().transaction(async (tx) => {
    await lockAccount(tx, owner.accountId);
    const [row] = await tx
      .select({ ...COLUMNS, brandKey: falconApplications.brandKey, companyId: accounts.companyId, rateBp: companies.userRateBp, name: accounts.fullName })
      .from(falconApplications)
      .innerJoin(accounts, eq(accounts.id, falconApplications.accountId))
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(eq(falconApplications.id, id));
    if (!row) return { status: "notFound" as const };
    const rule = RULES[decision];
    if (!rule.from.includes(row.status)) return { status: "wrongState" as const, state: row.status };
    const granted = decision === "approve" ? (level ?? row.levelAsked) : null;
    const rateAfter = granted ? rateWithLevel(row.rateBp, granted) : row.rateBp;
    await tx
      .update(falconApplications)
      .set({ status: rule.to, levelGranted: granted, reason: decision === "refuse" ? because : null, decidedAt: now, decidedBy: staff.accountId, updatedAt: now })
      .where(eq(falconApplications.id, id));
    if (rateAfter !== row.rateBp) await tx.update(companies).set({ userRateBp: rateAfter }).where(eq(companies.id, row.companyId!));
    await recordAudit(
      {
        accountId: owner.accountId,
        actorId: staff.accountId,
        action: `falcon.${decision}`,
        entity: "falcon_application",
        entityId: id,
        details: {
          brand: row.brandKey,
          reason: decision === "refuse" ? because : null,
          before: { status: row.status, levelGranted: row.levelGranted, reason: row.reason, userRateBp: row.rateBp },
          after: { status: rule.to, levelGranted: granted, reason: decision === "refuse" ? because : null, userRateBp: rateAfter },
        },
      },
      tx,
    );
    if (decision !== "review") {
      const recipient = await recipientOf(owner.accountId, tx);
      if (recipient) {
        const brand = brandByKey(row.brandKey)?.name ?? row.brandKey;
        const values = { brand, name: row.name, reason: because ?? "", level: granted ?? "", rate: granted ? String(FALCON_RATE_BP[granted] / 100) : "" };
        await queueMail(recipient, decision === "approve" ? "falconApproved" : "falconRefused", values, { executor: tx });
      }
    }
    return { status: "done" as const, to: rule.to, rateBefore: row.rateBp, rateAfter };
  });
}
