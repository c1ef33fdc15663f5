import { createHash, randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type OrderStatus, orders, shippingLabels } from "~/db/schema";
import { LABEL_OPEN_STATUSES, LABELS_PER_ORDER, cleanLabelFileName, labelsOpen } from "~/domain/shipping-labels";
import type { Writer } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { storage } from "~/services/platform/storage.server";

/**
 * Shipping labels (decision 0114): a buyer who books his own carrier uploads the carrier's PDF
 * label for an order, one a parcel, at most 10 an order, while the order is submitted or unshipped;
 * replaced and deleted under the same rule, read-only afterwards. The file is kept in the download
 * storage under `labels/<order id>/<random>.pdf`; the content checks are the caller's
 * (domain/shipping-labels.ts `pdfProblem`), done before anything here is called.
 */

export const LABELS_PAGE_SIZE = 20;

export type LabelFile = { name: string; bytes: Uint8Array };
export type LabelFields = { carrierTag: string; trackingNumber: string };

export type LabelProblem = "notFound" | "closed" | "full";
export type LabelResult = { ok: true; id: number; orderNumber: string } | { ok: false; problem: LabelProblem; status?: OrderStatus };

const keyFor = (orderId: number) => `labels/${orderId}/${randomUUID()}.pdf`;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const actorOf = (writer: Writer) => writer.salesmanId ?? writer.accountId;

/** Removes a stored file, logging (not failing) when the store refuses: the row is what counts. */
async function removeFile(key: string) {
  await storage()
    .delete(key)
    .catch((error: unknown) => console.error("shipping label file not removed", key, error instanceof Error ? error.message : error));
}

/**
 * Adds a label to the account's order: the order row locked (two uploads at once cannot pass the
 * limit together), its state and label count checked, the file stored, the row written and audited.
 */
export async function addLabel(writer: Writer, orderNumber: string, fields: LabelFields, file: LabelFile, now = new Date()): Promise<LabelResult> {
  let stored: string | null = null;
  try {
    return await db().transaction(async (tx): Promise<LabelResult> => {
      const [order] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.accountId, writer.accountId), eq(orders.orderNumber, orderNumber)))
        .for("update");
      if (!order) return { ok: false, problem: "notFound" };
      if (!labelsOpen(order.status)) return { ok: false, problem: "closed", status: order.status };
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(shippingLabels).where(eq(shippingLabels.orderId, order.id));
      if (n >= LABELS_PER_ORDER) return { ok: false, problem: "full" };
      stored = keyFor(order.id);
      await storage().put(stored, Buffer.from(file.bytes), { contentType: "application/pdf" });
      const fileName = cleanLabelFileName(file.name);
      const [row] = await tx
        .insert(shippingLabels)
        .values({ orderId: order.id, accountId: writer.accountId, ...fields, fileName, storageKey: stored, bytes: file.bytes.byteLength, sha256: sha256(file.bytes), uploadedBy: actorOf(writer), uploadedAt: now })
        .returning({ id: shippingLabels.id });
      await recordAudit({ accountId: writer.accountId, actorId: actorOf(writer), action: "label.upload", entity: "shipping_label", entityId: row!.id, details: { orderNumber, ...fields, fileName, bytes: file.bytes.byteLength } }, tx);
      stored = null;
      return { ok: true, id: row!.id, orderNumber };
    });
  } finally {
    // Stored, then the row failed: no file without a label.
    if (stored) await removeFile(stored);
  }
}

/** The account's label with its order's state, locked for a change. */
async function lockedLabel(tx: Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0], writer: Writer, id: number) {
  const [label] = await tx
    .select({ id: shippingLabels.id, orderId: shippingLabels.orderId, storageKey: shippingLabels.storageKey, orderNumber: orders.orderNumber, status: orders.status })
    .from(shippingLabels)
    .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
    .where(and(eq(shippingLabels.id, id), eq(shippingLabels.accountId, writer.accountId)))
    .for("update");
  return label ?? null;
}

/** Replaces a label's carrier tag and tracking number, and its file when one is given; only while the order is open. */
export async function replaceLabel(writer: Writer, id: number, fields: LabelFields, file: LabelFile | null, now = new Date()): Promise<LabelResult> {
  let stored: string | null = null;
  let old: string | null = null;
  try {
    const result = await db().transaction(async (tx): Promise<LabelResult> => {
      const label = await lockedLabel(tx, writer, id);
      if (!label) return { ok: false, problem: "notFound" };
      if (!labelsOpen(label.status)) return { ok: false, problem: "closed", status: label.status };
      let filePart = {};
      if (file) {
        stored = keyFor(label.orderId);
        await storage().put(stored, Buffer.from(file.bytes), { contentType: "application/pdf" });
        filePart = { fileName: cleanLabelFileName(file.name), storageKey: stored, bytes: file.bytes.byteLength, sha256: sha256(file.bytes), uploadedAt: now };
      }
      await tx
        .update(shippingLabels)
        .set({ ...fields, ...filePart, uploadedBy: actorOf(writer) })
        .where(eq(shippingLabels.id, id));
      await recordAudit(
        { accountId: writer.accountId, actorId: actorOf(writer), action: "label.replace", entity: "shipping_label", entityId: id, details: { orderNumber: label.orderNumber, ...fields, newFile: file !== null } },
        tx,
      );
      if (file) old = label.storageKey;
      stored = null;
      return { ok: true, id, orderNumber: label.orderNumber };
    });
    if (old) await removeFile(old);
    return result;
  } finally {
    if (stored) await removeFile(stored);
  }
}

/** Deletes a label and its file; only while the order is open. */
export async function deleteLabel(writer: Writer, id: number): Promise<LabelResult> {
  const result = await db().transaction(async (tx): Promise<LabelResult | { ok: true; id: number; orderNumber: string; key: string }> => {
    const label = await lockedLabel(tx, writer, id);
    if (!label) return { ok: false, problem: "notFound" };
    if (!labelsOpen(label.status)) return { ok: false, problem: "closed", status: label.status };
    await tx.delete(shippingLabels).where(eq(shippingLabels.id, id));
    await recordAudit({ accountId: writer.accountId, actorId: actorOf(writer), action: "label.delete", entity: "shipping_label", entityId: id, details: { orderNumber: label.orderNumber } }, tx);
    return { ok: true, id, orderNumber: label.orderNumber, key: label.storageKey };
  });
  if (result.ok && "key" in result) await removeFile(result.key);
  return result.ok ? { ok: true, id, orderNumber: result.orderNumber } : result;
}

export type LabelRow = { id: number; orderNumber: string; orderStatus: OrderStatus; carrierTag: string; trackingNumber: string; fileName: string; bytes: number; uploadedAt: Date };

/** One page of the account's labels, newest first, counted in the same statement; a page past the end shows the last. */
export async function listLabels({ accountId, page }: { accountId: number; page: number }) {
  const pageAt = (at: number) =>
    db()
      .select({
        id: shippingLabels.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.status,
        carrierTag: shippingLabels.carrierTag,
        trackingNumber: shippingLabels.trackingNumber,
        fileName: shippingLabels.fileName,
        bytes: shippingLabels.bytes,
        uploadedAt: shippingLabels.uploadedAt,
        matches: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(shippingLabels)
      .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
      .where(eq(shippingLabels.accountId, accountId))
      .orderBy(desc(shippingLabels.uploadedAt), desc(shippingLabels.id))
      .limit(LABELS_PAGE_SIZE)
      .offset((at - 1) * LABELS_PAGE_SIZE);
  let at = Math.max(1, page);
  let rows = await pageAt(at);
  let total = rows[0]?.matches ?? 0;
  if (rows.length === 0 && at > 1) {
    const [counted] = await db().select({ n: count() }).from(shippingLabels).where(eq(shippingLabels.accountId, accountId));
    total = counted?.n ?? 0;
    at = Math.max(1, Math.ceil(total / LABELS_PAGE_SIZE));
    if (total > 0) rows = await pageAt(at);
  }
  const items: LabelRow[] = rows.map(({ matches: _matches, ...row }) => row);
  return { items, total, page: at, pages: Math.max(1, Math.ceil(total / LABELS_PAGE_SIZE)) };
}

/** The account's orders that take labels now (submitted or unshipped), newest first, with their label counts. */
export async function ordersTakingLabels(accountId: number) {
  return db()
    .select({
      orderNumber: orders.orderNumber,
      labels: sql<number>`(select count(*) from shipping_labels s where s.order_id = ${orders.id})`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, [...LABEL_OPEN_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
}

/**
 * A label's file for a download: the owning account's (a salesman acting for it has its account
 * id), or any for staff (`accountId` null); null when there is no such label for that reader.
 */
export async function labelFile(id: number, accountId: number | null): Promise<{ storageKey: string; fileName: string } | null> {
  const [row] = await db()
    .select({ storageKey: shippingLabels.storageKey, fileName: shippingLabels.fileName })
    .from(shippingLabels)
    .where(and(eq(shippingLabels.id, id), accountId === null ? undefined : eq(shippingLabels.accountId, accountId)));
  return row ?? null;
}
