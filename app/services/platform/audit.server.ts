import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";

type AuditEvent = {
  /** The account concerned (the client); null when the event concerns no buyer account (decision 0112). */
  accountId: number | null;
  /** Who did it: the account itself, the salesman acting for it, or a staff member; null for the command line. */
  actorId: number | null;
  action: string;
  entity?: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
};

/** Appends to the account's audit trail; pass a transaction to record it with the change. */
export async function recordAudit(event: AuditEvent, executor: Executor = db()): Promise<void> {
  await executor.insert(auditEvents).values({
    accountId: event.accountId,
    actorId: event.actorId,
    action: event.action,
    entity: event.entity ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    details: event.details ?? null,
  });
}
