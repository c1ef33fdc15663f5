import { desc, eq } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { accounts, imagePermissions } from "~/db/schema";
import {
  MAX_PERMISSION_NOTE_CHARS,
  MAX_PERMISSION_REASON_CHARS,
  PERMISSION_PURPOSES,
  type PermissionPurpose,
  type PermissionState,
  canRequestPermission,
} from "~/domain/downloads";
import { lockAccount } from "~/services/cart/cart.server";
import type { Actor } from "~/services/identity/actor.server";
import { accountEmailIs } from "~/services/identity/account-email.server";
import { recordAudit } from "~/services/platform/audit.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";

/**
 * Unwatermarked images (SPEC.md sections 4, 8; decision 0103): an account asks, giving a purpose
 * and a note; staff approve or refuse with a reason; after a refusal it may ask again. One row
 * per request; the latest is the account's state. Approval belongs to the account that asked.
 */

export type ImagePermission = {
  state: PermissionState;
  purpose: PermissionPurpose | null;
  note: string;
  reason: string | null;
  requestedAt: Date | null;
  decidedAt: Date | null;
};

const NONE: ImagePermission = { state: "none", purpose: null, note: "", reason: null, requestedAt: null, decidedAt: null };

/** The account's latest request, as the tab shows it. */
export async function imagePermission(accountId: number, executor: Executor = db()): Promise<ImagePermission> {
  const [row] = await executor
    .select({
      state: imagePermissions.status,
      purpose: imagePermissions.purpose,
      note: imagePermissions.note,
      reason: imagePermissions.reason,
      requestedAt: imagePermissions.requestedAt,
      decidedAt: imagePermissions.decidedAt,
    })
    .from(imagePermissions)
    .where(eq(imagePermissions.accountId, accountId))
    .orderBy(desc(imagePermissions.id))
    .limit(1);
  return row ?? NONE;
}

export async function permissionState(accountId: number, executor: Executor = db()): Promise<PermissionState> {
  return (await imagePermission(accountId, executor)).state;
}

/** Why a request is refused; keys under `downloads:permission.problems`. */
export type PermissionProblem = { key: "purpose" } | { key: "noteTooLong"; max: number } | { key: "underReview" } | { key: "alreadyApproved" };

/** Asks for unwatermarked images: first time, or again after a refusal. */
export async function requestUnwatermarked(
  actor: Actor,
  { purpose, note, now = new Date() }: { purpose: string; note: string; now?: Date },
): Promise<{ ok: true; id: number } | { ok: false; problem: PermissionProblem }> {
  if (!(PERMISSION_PURPOSES as readonly string[]).includes(purpose)) return { ok: false, problem: { key: "purpose" } };
  const text = note.trim();
  if (text.length > MAX_PERMISSION_NOTE_CHARS) return { ok: false, problem: { key: "noteTooLong", max: MAX_PERMISSION_NOTE_CHARS } };
  return db().transaction(async (tx) => {
    // Locked, so two submits at once leave one request under review.
    await lockAccount(tx, actor.accountId);
    const state = await permissionState(actor.accountId, tx);
    if (!canRequestPermission(state)) return { ok: false as const, problem: { key: state === "approved" ? ("alreadyApproved" as const) : ("underReview" as const) } };
    const [row] = await tx
      .insert(imagePermissions)
      .values({ accountId: actor.accountId, salesmanId: actor.salesmanId, purpose: purpose as PermissionPurpose, note: text, requestedAt: now })
      .returning({ id: imagePermissions.id });
    await recordAudit(
      { accountId: actor.accountId, actorId: actor.salesmanId ?? actor.accountId, action: "imagePermission.request", entity: "image_permission", entityId: row!.id, details: { purpose } },
      tx,
    );
    return { ok: true as const, id: row!.id };
  });
}

export type Decision = "approve" | "refuse";

export type DecideResult =
  | { status: "approved" | "refused"; email: string; requestId: number }
  | { status: "unknown" | "salesman" | "reasonTooLong" }
  | { status: "notUnderReview"; state: PermissionState; email: string };

/**
 * Staff decide an account's request under review (`npm run images` names the account by its
 * e-mail; the back office names the request by its id, decision 0112): approved, or refused with a
 * reason the buyer reads. Recorded on the request (who and when) and as an audit event of the
 * account with `{ before, after }`, in one transaction. `staffId` is the staff member's account
 * (the audit event's actor); the command line has none (the event is then the account's own,
 * naming who decided).
 */
export async function decidePermission({
  email,
  requestId,
  decision,
  reason = null,
  decidedBy,
  staffId = null,
  now = new Date(),
}: {
  decision: Decision;
  reason?: string | null;
  decidedBy: string;
  staffId?: number | null;
  now?: Date;
} & ({ email: string; requestId?: undefined } | { requestId: number; email?: undefined })): Promise<DecideResult> {
  const because = reason?.trim() || null;
  if (because !== null && because.length > MAX_PERMISSION_REASON_CHARS) return { status: "reasonTooLong" };
  const [account] =
    requestId === undefined
      ? await db().select({ id: accounts.id, role: accounts.role, email: accounts.email, fullName: accounts.fullName }).from(accounts).where(accountEmailIs(email)).limit(1)
      : await db()
          .select({ id: accounts.id, role: accounts.role, email: accounts.email, fullName: accounts.fullName })
          .from(imagePermissions)
          .innerJoin(accounts, eq(accounts.id, imagePermissions.accountId))
          .where(eq(imagePermissions.id, requestId));
  if (!account) return { status: "unknown" };
  if (account.role !== "buyer") return { status: "salesman" };
  return db().transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const [latest] = await tx
      .select({ id: imagePermissions.id, status: imagePermissions.status, reason: imagePermissions.reason })
      .from(imagePermissions)
      .where(eq(imagePermissions.accountId, account.id))
      .orderBy(desc(imagePermissions.id))
      .limit(1);
    // Only the latest request is ever under review: an earlier one named by its id is decided already.
    if (!latest || latest.status !== "review" || (requestId !== undefined && latest.id !== requestId)) {
      const [named] = requestId === undefined ? [] : await tx.select({ status: imagePermissions.status }).from(imagePermissions).where(eq(imagePermissions.id, requestId));
      return { status: "notUnderReview" as const, state: named?.status ?? latest?.status ?? "none", email: account.email };
    }
    const status = decision === "approve" ? ("approved" as const) : ("refused" as const);
    const after = { state: status, reason: decision === "refuse" ? because : null };
    await tx.update(imagePermissions).set({ status, reason: after.reason, decidedBy, decidedAt: now }).where(eq(imagePermissions.id, latest.id));
    await recordAudit(
      {
        accountId: account.id,
        actorId: staffId ?? account.id,
        action: `imagePermission.${decision}`,
        entity: "image_permission",
        entityId: latest.id,
        details: { decidedBy, reason: after.reason, before: { state: latest.status, reason: latest.reason }, after },
      },
      tx,
    );
    // The buyer is told in his language, with the reason of a refusal (decision 0112); queued in the decision's transaction.
    const recipient = await recipientOf(account.id, tx);
    if (recipient) {
      await queueMail(recipient, status === "approved" ? "imagePermissionApproved" : "imagePermissionRefused", { name: account.fullName, reason: after.reason ?? "" }, { executor: tx });
    }
    return { status, email: account.email, requestId: latest.id };
  });
}
