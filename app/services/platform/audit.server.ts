import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";

type AuditEvent = {
  /** The account concerned (the client). */
  accountId: number;
  /** Who did it: the account itself, or the salesman acting for it. */
  actorId: number;
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
