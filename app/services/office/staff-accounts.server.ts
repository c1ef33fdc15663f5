import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull, max, ne, or, sql } from "drizzle-orm";
import { type Transaction, db } from "~/db/client.server";
import { accounts, sessions } from "~/db/schema";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { accountEmailIs } from "~/services/identity/account-email.server";
import { mailResetLink } from "~/services/identity/password-reset.server";
import { hashPassword } from "~/services/identity/password-hashing.server";
import { recordAudit } from "~/services/platform/audit.server";

/**
 * Staff accounts in the back office (decision 0112): an administrator creates them (the first
 * password is set through the password-reset mail), changes their role, disables and enables them.
 * Staff accounts are never deleted (the audit trail names them). Every change writes its audit
 * event (`{ before, after }`) in the change's transaction.
 */
export const OFFICE_ROLES = ["salesman", "service", "admin"] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export type StaffAccount = {
  accountId: number;
  fullName: string;
  email: string;
  role: OfficeRole;
  language: Language | null;
  disabledAt: string | null;
  createdAt: string;
  /** When its newest session began (sessions that ended are gone: "if known"). */
  lastSignInAt: string | null;
};

const languageOf = (value: string | null): Language | null => (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : null;

const staffColumns = {
  accountId: accounts.id,
  fullName: accounts.fullName,
  email: accounts.email,
  role: accounts.role,
  language: accounts.language,
  disabledAt: accounts.disabledAt,
  createdAt: accounts.createdAt,
};

type StaffRow = { accountId: number; fullName: string; email: string; role: string; language: string | null; disabledAt: Date | null; createdAt: Date; lastSignInAt: Date | null };

const staffOf = (row: StaffRow): StaffAccount => ({
  accountId: row.accountId,
  fullName: row.fullName,
  email: row.email,
  role: row.role as OfficeRole,
  language: languageOf(row.language),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
});

/** Every office account (salesman, service, admin), enabled first, by name; one statement. */
export async function listStaff(): Promise<StaffAccount[]> {
  const rows = await db()
    .select({ ...staffColumns, lastSignInAt: max(sessions.createdAt) })
    .from(accounts)
    .leftJoin(sessions, eq(sessions.accountId, accounts.id))
    .where(inArray(accounts.role, [...OFFICE_ROLES]))
    .groupBy(accounts.id)
    .orderBy(sql`${accounts.disabledAt} is not null`, asc(accounts.fullName), asc(accounts.id));
  return rows.map(staffOf);
}

/** One office account, or null (unknown, or a buyer's). */
export async function staffAccountOf(accountId: number): Promise<StaffAccount | null> {
  const [row] = await db()
    .select({ ...staffColumns, lastSignInAt: max(sessions.createdAt) })
    .from(accounts)
    .leftJoin(sessions, eq(sessions.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), inArray(accounts.role, [...OFFICE_ROLES])))
    .groupBy(accounts.id);
  return row ? staffOf(row) : null;
}

export type NewStaff = { fullName: string; email: string; role: OfficeRole; language: Language };

export type CreateOutcome = { status: "created"; accountId: number } | { status: "emailTaken" };

/**
 * Creates a staff account and mails it the password-reset link that sets its first password (its
 * password until then is a random one nobody knows). The e-mail is unique across all accounts.
 */
export async function createStaff({ adminId, staff, brandKey, now = new Date() }: { adminId: number | null; staff: NewStaff; brandKey: string; now?: Date }): Promise<CreateOutcome> {
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString("base64url"));
  return db().transaction(async (tx) => {
    const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(accountEmailIs(staff.email)).limit(1);
    if (taken) return { status: "emailTaken" } as const;
    const inserted = await tx
      .insert(accounts)
      .values({ role: staff.role, email: staff.email, fullName: staff.fullName, language: staff.language, passwordHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    const id = inserted[0]?.id;
    if (id === undefined) return { status: "emailTaken" } as const;
    await recordAudit({ accountId: null, actorId: adminId, action: "staff.create", entity: "account", entityId: id, details: { before: null, after: { fullName: staff.fullName, email: staff.email, role: staff.role, language: staff.language } } }, tx);
    await mailResetLink(id, brandKey, tx);
    return { status: "created", accountId: id } as const;
  });
}

export type StaffChange = "roleChanged" | "disabled" | "enabled" | "unchanged";
export type StaffChangeOutcome = { status: StaffChange } | { status: "unknown" } | { status: "self" } | { status: "lastAdmin" };

type Locked = { accountId: number; role: OfficeRole; disabledAt: Date | null };

/**
 * The target office account, and every enabled administrator's row, locked: two administrators
 * changing roles at once are taken in turn, so the last enabled administrator is never removed.
 */
async function lockStaff(tx: Transaction, accountId: number): Promise<{ target: Locked | null; enabledAdmins: number[] }> {
  const rows = await tx
    .select({ accountId: accounts.id, role: accounts.role, disabledAt: accounts.disabledAt })
    .from(accounts)
    .where(or(and(eq(accounts.id, accountId), inArray(accounts.role, [...OFFICE_ROLES])), and(eq(accounts.role, "admin"), isNull(accounts.disabledAt))))
    .orderBy(asc(accounts.id))
    .for("update");
  const target = rows.find((row) => row.accountId === accountId);
  return {
    target: target ? { accountId: target.accountId, role: target.role as OfficeRole, disabledAt: target.disabledAt } : null,
    enabledAdmins: rows.filter((row) => row.role === "admin" && row.disabledAt === null).map((row) => row.accountId),
  };
}

/** Whether the change would leave no enabled administrator. */
const removesLastAdmin = (target: Locked, enabledAdmins: number[]) => target.role === "admin" && target.disabledAt === null && enabledAdmins.filter((id) => id !== target.accountId).length === 0;

/**
 * Changes a staff account's role. An administrator does not change his own role, nor the last
 * enabled administrator's. The account's sessions end (its next page is under the new role's rules).
 */
export async function changeStaffRole({ adminId, accountId, role }: { adminId: number; accountId: number; role: OfficeRole }): Promise<StaffChangeOutcome> {
  return db().transaction(async (tx) => {
    const { target, enabledAdmins } = await lockStaff(tx, accountId);
    if (!target) return { status: "unknown" } as const;
    if (target.role === role) return { status: "unchanged" } as const;
    if (target.accountId === adminId) return { status: "self" } as const;
    if (removesLastAdmin(target, enabledAdmins)) return { status: "lastAdmin" } as const;
    await tx.update(accounts).set({ role }).where(eq(accounts.id, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    await recordAudit({ accountId: null, actorId: adminId, action: "staff.role", entity: "account", entityId: accountId, details: { before: { role: target.role }, after: { role } } }, tx);
    return { status: "roleChanged" } as const;
  });
}

/**
 * Disables or enables a staff account. A disabled account's sessions end at once (the viewer
 * query joins `disabled_at is null`) and it cannot sign in. An administrator does not disable
 * himself, nor the last enabled administrator.
 */
export async function setStaffDisabled({ adminId, accountId, disabled, now = new Date() }: { adminId: number; accountId: number; disabled: boolean; now?: Date }): Promise<StaffChangeOutcome> {
  return db().transaction(async (tx) => {
    const { target, enabledAdmins } = await lockStaff(tx, accountId);
    if (!target) return { status: "unknown" } as const;
    if ((target.disabledAt !== null) === disabled) return { status: "unchanged" } as const;
    if (disabled && target.accountId === adminId) return { status: "self" } as const;
    if (disabled && removesLastAdmin(target, enabledAdmins)) return { status: "lastAdmin" } as const;
    await tx
      .update(accounts)
      .set({ disabledAt: disabled ? now : null })
      .where(and(eq(accounts.id, accountId), ne(accounts.role, "buyer")));
    await recordAudit(
      {
        accountId: null,
        actorId: adminId,
        action: disabled ? "staff.disable" : "staff.enable",
        entity: "account",
        entityId: accountId,
        details: { before: { disabled: target.disabledAt !== null }, after: { disabled } },
      },
      tx,
    );
    return { status: disabled ? "disabled" : "enabled" } as const;
  });
}
