import { type SQL, and, count, desc, eq, gte, ilike, inArray, isNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { accounts, auditEvents } from "~/db/schema";
import { OFFICE_ROLES } from "./staff-accounts.server";

/**
 * The audit log in the back office (decision 0112): every audited event, newest first, filtered
 * by staff member (or the command line), account e-mail, action, entity and date. Its details
 * (`{ before, after }`) are shown as a list of fields; secrets never (keys that name one are left out).
 */

/** The actions the page names in words (others are shown as their code). */
export const KNOWN_AUDIT_ACTIONS = [
  "account.registered",
  "account.emailConfirmed",
  "password.reset",
  "password.changed",
  "registration.approve",
  "registration.refuse",
  "staff.create",
  "staff.role",
  "staff.disable",
  "staff.enable",
  "salesman.chooseClient",
  "address.create",
  "address.update",
  "address.delete",
  "address.setDefault",
  "apiApplication.submit",
  "apiApplication.edit",
  "apiApplication.resubmit",
  "apiApplication.review",
  "apiApplication.approve",
  "apiApplication.refuse",
  "apiApplication.revoke",
  "apiSecret.create",
  "falcon.submit",
  "falcon.resubmit",
  "falcon.review",
  "falcon.approve",
  "falcon.refuse",
  "arrivalNotice.cancel",
  "cart.add",
  "cart.import",
  "cart.remove",
  "cart.check",
  "cart.uncheck",
  "cart.combination.add",
  "cart.combination.sets",
  "cart.combination.check",
  "cart.combination.uncheck",
  "cart.combination.remove",
  "cart.combination.confirm",
  "cart.combination.singly",
  "pallet.create",
  "pallet.rename",
  "pallet.add",
  "pallet.setCartons",
  "pallet.remove",
  "pallet.cancel",
  "pallet.check",
  "pallet.uncheck",
  "pallet.delete",
  "downloads.redownload",
  "downloads.request",
  "downloads.send",
  "imagePermission.request",
  "imagePermission.approve",
  "imagePermission.refuse",
  "order.submit",
  "order.cancel",
  "order.status",
  "plan.delete",
  "plan.save",
  "help.create",
  "help.update",
  "help.publish",
  "help.unpublish",
  "notice.draft",
  "notice.publish",
  "notice.discard",
  "banner.create",
  "banner.update",
  "banner.delete",
  "cart.outlet.add",
  "cart.outlet.setQuantity",
  "cart.outlet.remove",
  "outlet.create",
  "outlet.close",
] as const;

/** The entities the filter offers: the codes the services write in `audit_events.entity`. */
export const AUDIT_ENTITIES = ["account", "company", "order", "address", "arrival_notice", "api_application", "api_client_secret", "banner", "cart_item", "cart_combination", "cart_pallet", "cart_import", "distribution_plan", "download_record", "falcon_application", "help_article", "image_permission", "user_notice", "cart_outlet_item", "outlet_lot"] as const;

/** An action or entity code as the filter reads it: letters, digits, dots, underscores, dashes. */
export const AUDIT_CODE = /^[A-Za-z][A-Za-z0-9._-]{0,59}$/;

export type AuditFilter = {
  /** A staff member's account id, or "cli" for the command line (no actor). */
  staff?: number | "cli";
  /** Part of the concerned account's e-mail. */
  account?: string;
  action?: string;
  entity?: string;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
};

export type AuditDetail = { field: string; before: string | null; after: string | null };

export type AuditEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  actorRole: string | null;
  accountId: number | null;
  accountEmail: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  details: AuditDetail[];
};

export type AuditPage = { items: AuditEntry[]; total: number; page: number; pageSize: number; lastPage: number };

const actor = alias(accounts, "actor");
const concerned = alias(accounts, "concerned");

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.staff === "cli") parts.push(isNull(auditEvents.actorId));
  else if (filter.staff !== undefined) parts.push(eq(auditEvents.actorId, filter.staff));
  if (filter.account) {
    const pattern = `%${escapeLike(filter.account)}%`;
    parts.push(inArray(auditEvents.accountId, db().select({ id: accounts.id }).from(accounts).where(ilike(accounts.email, pattern))));
  }
  if (filter.action) parts.push(eq(auditEvents.action, filter.action));
  if (filter.entity) parts.push(eq(auditEvents.entity, filter.entity));
  if (filter.from) parts.push(gte(auditEvents.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) parts.push(lt(auditEvents.createdAt, nextDay(filter.to)));
  return parts.length ? and(...parts) : undefined;
}

/** Keys that name a secret: their values never reach the page, only that they changed. */
const SECRET = /password|secret|token|hash|otp|^code$|apiKey/i;

const MAX_VALUE = 200;

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The details as fields with their value before and after: `{ before, after }` field by field
 * (only the fields that differ, or all when one side is missing), any other object as its fields
 * (as "after"). Secret fields show "•••" for a value that is there.
 */
export function detailsOf(details: unknown): AuditDetail[] {
  if (!isRecord(details)) return details === null || details === undefined ? [] : [{ field: "value", before: null, after: shown(details) }];
  const pairs = "before" in details || "after" in details;
  const before = pairs ? (isRecord(details.before) ? details.before : {}) : {};
  const after = pairs ? (isRecord(details.after) ? details.after : {}) : details;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const both = pairs && isRecord(details.before) && isRecord(details.after);
  return fields
    .filter((field) => !both || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .slice(0, 20)
    .map((field) => {
      const secret = SECRET.test(field);
      const value = (raw: unknown) => (secret ? (raw === null || raw === undefined ? null : "•••") : shown(raw));
      return { field: field.slice(0, 60), before: value(before[field]), after: value(after[field]) };
    });
}

/** One page of the audit log, newest first. */
export async function listAuditEvents({ filter = {}, page = 1, pageSize = 50 }: { filter?: AuditFilter; page?: number; pageSize?: number }): Promise<AuditPage> {
  const where = conditions(filter);
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(auditEvents).where(where);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await db()
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      actorId: auditEvents.actorId,
      actorName: actor.fullName,
      actorRole: actor.role,
      accountId: auditEvents.accountId,
      accountEmail: concerned.email,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(concerned, eq(concerned.id, auditEvents.accountId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      actorRole: row.actorRole,
      accountId: row.accountId,
      accountEmail: row.accountEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      details: detailsOf(row.details),
    })),
    total,
    page: current,
    pageSize,
    lastPage,
  };
}

/** The staff members the filter offers (every office account, by name). */
export async function auditStaffOptions(): Promise<{ accountId: number; fullName: string; email: string }[]> {
  return db()
    .select({ accountId: accounts.id, fullName: accounts.fullName, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.role, [...OFFICE_ROLES]))
    .orderBy(accounts.fullName, accounts.id);
}
