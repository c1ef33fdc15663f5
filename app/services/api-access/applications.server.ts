import { and, eq } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { accounts, apiApplications, companies } from "~/db/schema";
import {
  type ApiApplicationAnswers,
  type ApiApplicationStatus,
  type ApiScope,
  REASON_MAX,
  scopesFor,
} from "~/domain/api-access";
import { lockAccount } from "~/services/cart/cart.server";
import type { Actor } from "~/services/identity/actor.server";
import { accountEmailIs } from "~/services/identity/account-email.server";
import { recordAudit } from "~/services/platform/audit.server";
import { brandByKey } from "~/services/platform/brands.server";
import { type MailTemplate, queueMail, recipientOf } from "~/services/platform/mail.server";
import { type ApplicantProblem, applicantProblem } from "./applicant.server";
import { type SecretSummary, liveSecretOf, newClientId, revokeLiveSecret } from "./credentials.server";

/**
 * The API application (SPEC.md sections 2, 4, 5; decision 0107): one per account and brand. The
 * buyer submits it, edits it while it is submitted or under review, and corrects and resubmits it
 * after a refusal (reCommit); staff take it under review, approve it (granting the scopes of the
 * data wanted and fixing the client id), refuse it with a note, or revoke an approved one.
 */

/** What the buyer fills in, as the form's schema gives it. */
export type ApplicationInput = ApiApplicationAnswers;

export type ApiApplication = ApplicationInput & {
  id: number;
  status: ApiApplicationStatus;
  reason: string | null;
  scopes: ApiScope[];
  clientId: string | null;
  revision: number;
  submittedAt: Date;
  updatedAt: Date;
  /** When staff last acted on it: took it under review, approved, refused or revoked it. */
  decidedAt: Date | null;
  /** The live client secret's hint and date (approved applications only). */
  secret: SecretSummary | null;
};

const COLUMNS = {
  id: apiApplications.id,
  status: apiApplications.status,
  companyName: apiApplications.companyName,
  shopUrl: apiApplications.shopUrl,
  enterpriseSize: apiApplications.enterpriseSize,
  technicalStaff: apiApplications.technicalStaff,
  dataWanted: apiApplications.dataWanted,
  otherData: apiApplications.otherData,
  contactNote: apiApplications.contactNote,
  reason: apiApplications.reason,
  scopes: apiApplications.scopes,
  clientId: apiApplications.clientId,
  revision: apiApplications.revision,
  submittedAt: apiApplications.submittedAt,
  updatedAt: apiApplications.updatedAt,
  decidedAt: apiApplications.decidedAt,
};

/** The account's application for the brand, or null: only ever the acting account's own. */
export async function apiApplicationOf(accountId: number, brandKey: string, executor: Executor = db()): Promise<ApiApplication | null> {
  const [row] = await executor
    .select(COLUMNS)
    .from(apiApplications)
    .where(and(eq(apiApplications.accountId, accountId), eq(apiApplications.brandKey, brandKey)));
  if (!row) return null;
  const secret = row.status === "approved" ? await liveSecretOf(row.id, executor) : null;
  return { ...row, secret };
}

/** The three ways the buyer sends the form: first time, a change before the decision, a correction after a refusal. */
export type SaveIntent = "submit" | "edit" | "resubmit";

/** Which state each intent starts from ("none": no application yet). */
const SAVE_FROM: Record<SaveIntent, readonly (ApiApplicationStatus | "none")[]> = {
  submit: ["none"],
  edit: ["submitted", "review"],
  resubmit: ["failed"],
};

/** Why the form is not saved; keys under `apiaccess:problems`. `stale`: the page showed another state (the buyer reads the current one). */
export type SaveProblem = ApplicantProblem | "approved" | "stale";

function fieldsOf(input: ApplicationInput) {
  return {
    companyName: input.companyName,
    shopUrl: input.shopUrl,
    enterpriseSize: input.enterpriseSize,
    technicalStaff: input.technicalStaff,
    dataWanted: input.dataWanted,
    otherData: input.dataWanted.includes("other") ? input.otherData : null,
    contactNote: input.contactNote,
  };
}

/** Submits, edits or resubmits the acting buyer's application for the brand (one transaction, audited). */
export async function saveApplication(
  actor: Actor,
  brandKey: string,
  intent: SaveIntent,
  input: ApplicationInput,
  now = new Date(),
): Promise<{ ok: true; id: number; status: ApiApplicationStatus; revision: number } | { ok: false; problem: SaveProblem }> {
  const refused = applicantProblem(actor);
  if (refused) return { ok: false, problem: refused };
  return db().transaction(async (tx) => {
    // Locked, so two posts at once cannot both insert or both resubmit.
    await lockAccount(tx, actor.accountId);
    const [current] = await tx
      .select({ id: apiApplications.id, status: apiApplications.status, revision: apiApplications.revision })
      .from(apiApplications)
      .where(and(eq(apiApplications.accountId, actor.accountId), eq(apiApplications.brandKey, brandKey)));
    const state = current?.status ?? "none";
    if (state === "approved") return { ok: false as const, problem: "approved" as const };
    if (!SAVE_FROM[intent].includes(state)) return { ok: false as const, problem: "stale" as const };
    const fields = fieldsOf(input);
    let saved: { id: number; status: ApiApplicationStatus; revision: number };
    if (!current) {
      const [row] = await tx
        .insert(apiApplications)
        .values({ accountId: actor.accountId, brandKey, ...fields, status: "submitted", submittedAt: now, updatedAt: now })
        .returning({ id: apiApplications.id, status: apiApplications.status, revision: apiApplications.revision });
      saved = row!;
    } else if (intent === "edit") {
      await tx.update(apiApplications).set({ ...fields, updatedAt: now }).where(eq(apiApplications.id, current.id));
      saved = current;
    } else {
      // reCommit: a new revision, back to the start; the refusal's note and scopes go, the client id (if any) stays.
      const [row] = await tx
        .update(apiApplications)
        .set({ ...fields, status: "submitted", reason: null, scopes: [], revision: current.revision + 1, submittedAt: now, updatedAt: now, decidedAt: null, decidedBy: null })
        .where(eq(apiApplications.id, current.id))
        .returning({ id: apiApplications.id, status: apiApplications.status, revision: apiApplications.revision });
      saved = row!;
    }
    await recordAudit(
      {
        accountId: actor.accountId,
        actorId: actor.accountId,
        action: `apiApplication.${intent}`,
        entity: "api_application",
        entityId: saved.id,
        details: { brand: brandKey, revision: saved.revision, dataWanted: fields.dataWanted },
      },
      tx,
    );
    return { ok: true as const, ...saved };
  });
}

/** Staff's decisions (`npm run api-access`, until the back office exists). */
export const STAFF_DECISIONS = ["review", "approve", "refuse", "revoke"] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

/** Which state each decision starts from, and where it leads. */
const DECISIONS: Record<StaffDecision, { from: readonly ApiApplicationStatus[]; to: ApiApplicationStatus; mail: MailTemplate; needsReason: boolean }> = {
  review: { from: ["submitted"], to: "review", mail: "apiApplicationReview", needsReason: false },
  approve: { from: ["submitted", "review"], to: "approved", mail: "apiApplicationApproved", needsReason: false },
  refuse: { from: ["submitted", "review"], to: "failed", mail: "apiApplicationRefused", needsReason: true },
  revoke: { from: ["approved"], to: "failed", mail: "apiApplicationRevoked", needsReason: true },
};

export type DecisionResult =
  | { status: "done"; decision: StaffDecision; email: string; brandKey: string; to: ApiApplicationStatus; clientId: string | null; scopes: ApiScope[] }
  | { status: "unknownAccount" | "salesman" | "unofficial" | "reasonMissing" | "reasonTooLong" }
  | { status: "unknownBrand"; brandKey: string }
  | { status: "noApplication"; brandKey: string | null }
  | { status: "chooseBrand"; brands: string[] }
  | { status: "wrongState"; state: ApiApplicationStatus; brandKey: string };

/**
 * A staff decision on the account's application for the brand (`brandKey`; may be left out when
 * the account has applied for one brand only). Recorded on the application (who and when), as an
 * audit event, and told to the account by a notice mail, all in one transaction.
 */
export async function decideApplication({
  email,
  applicationId,
  brandKey = null,
  decision,
  reason = null,
  decidedBy,
  staffId = null,
  now = new Date(),
}: {
  brandKey?: string | null;
  decision: StaffDecision;
  reason?: string | null;
  decidedBy: string;
  /** The staff member's account (the audit event's actor); null for the command line. */
  staffId?: number | null;
  now?: Date;
} & ({ email: string; applicationId?: undefined } | { applicationId: number; email?: undefined })): Promise<DecisionResult> {
  const rule = DECISIONS[decision];
  const because = reason?.trim() || null;
  if (rule.needsReason && because === null) return { status: "reasonMissing" };
  if (because !== null && because.length > REASON_MAX) return { status: "reasonTooLong" };
  if (brandKey !== null && !brandByKey(brandKey)) return { status: "unknownBrand", brandKey };
  const columns = { id: accounts.id, role: accounts.role, email: accounts.email, official: companies.official };
  // The back office names the application by its id; the command line names the account (and the brand).
  const [account] =
    applicationId === undefined
      ? await db().select(columns).from(accounts).leftJoin(companies, eq(companies.id, accounts.companyId)).where(accountEmailIs(email)).limit(1)
      : await db()
          .select(columns)
          .from(apiApplications)
          .innerJoin(accounts, eq(accounts.id, apiApplications.accountId))
          .leftJoin(companies, eq(companies.id, accounts.companyId))
          .where(eq(apiApplications.id, applicationId));
  if (!account) return applicationId === undefined ? { status: "unknownAccount" } : { status: "noApplication", brandKey: null };
  if (account.role !== "buyer") return { status: "salesman" };
  if (decision === "approve" && !account.official) return { status: "unofficial" };
  return db().transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const rows = await tx
      .select({ id: apiApplications.id, brandKey: apiApplications.brandKey, status: apiApplications.status, reason: apiApplications.reason, dataWanted: apiApplications.dataWanted, clientId: apiApplications.clientId })
      .from(apiApplications)
      .where(eq(apiApplications.accountId, account.id));
    const application =
      applicationId !== undefined
        ? rows.find((row) => row.id === applicationId)
        : brandKey === null
          ? rows.length === 1
            ? rows[0]
            : undefined
          : rows.find((row) => row.brandKey === brandKey);
    if (!application) {
      return rows.length > 1 && brandKey === null && applicationId === undefined ? { status: "chooseBrand" as const, brands: rows.map((row) => row.brandKey).sort() } : { status: "noApplication" as const, brandKey };
    }
    if (!rule.from.includes(application.status)) return { status: "wrongState" as const, state: application.status, brandKey: application.brandKey };

    const approving = decision === "approve";
    const clientId = approving ? (application.clientId ?? newClientId()) : application.clientId;
    const scopes = approving ? scopesFor(application.dataWanted) : decision === "revoke" ? [] : undefined;
    await tx
      .update(apiApplications)
      .set({
        status: rule.to,
        reason: rule.needsReason ? because : null,
        ...(scopes ? { scopes } : {}),
        clientId,
        decidedAt: now,
        decidedBy,
        updatedAt: now,
      })
      .where(eq(apiApplications.id, application.id));
    const revokedSecret = decision === "revoke" ? await revokeLiveSecret(tx, application.id, now) : null;
    // From the back office the actor is the staff member; from the command line the event is the account's own, naming who decided.
    const reasonAfter = rule.needsReason ? because : null;
    await recordAudit(
      {
        accountId: account.id,
        actorId: staffId ?? account.id,
        action: `apiApplication.${decision}`,
        entity: "api_application",
        entityId: application.id,
        details: {
          brand: application.brandKey,
          decidedBy,
          reason: reasonAfter,
          ...(approving ? { scopes, clientId } : {}),
          ...(revokedSecret ? { revokedSecretId: revokedSecret } : {}),
          before: { status: application.status, reason: application.reason, clientId: application.clientId },
          after: { status: rule.to, reason: reasonAfter, clientId },
        },
      },
      tx,
    );
    const recipient = await recipientOf(account.id, tx);
    if (recipient) {
      const [person] = await tx.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, account.id));
      await queueMail(recipient, rule.mail, { brand: brandByKey(application.brandKey)?.name ?? application.brandKey, name: person?.name ?? "", reason: because ?? "" }, { executor: tx });
    }
    return { status: "done" as const, decision, email: account.email, brandKey: application.brandKey, to: rule.to, clientId, scopes: scopes ?? [] };
  });
}
