import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type OrderStatus, accounts, orders, shippingLabels } from "~/db/schema";
import { startPdf } from "~/services/platform/pdf.server";
import type { Storage } from "~/services/platform/storage.server";

/**
 * Demo shipping labels (decision 0114) and the buyers' tracking numbers of their returns: a label
 * on a submitted and an unshipped order (open: may be replaced and deleted) and on a shipped one
 * (read-only), for two buyers, each a real one-page PDF made with pdfkit; and the tracking number
 * of each returned return's parcel (the returning ones wait for the buyer to give it).
 */
const PLAN: ReadonlyArray<{ email: string; status: OrderStatus; carrierTag: string; count: number }> = [
  { email: "buyer.fr@demo.test", status: "submitted", carrierTag: "DHL-EXPRESS", count: 1 },
  { email: "buyer.fr@demo.test", status: "shipped", carrierTag: "GLS-BUSINESS", count: 1 },
  { email: "buyer.es@demo.test", status: "unshipped", carrierTag: "SEUR-24", count: 2 },
];

/** A carrier label as a one-page PDF: the carrier, the tracking number, the order. */
export async function labelPdf({ carrierTag, trackingNumber, orderNumber }: { carrierTag: string; trackingNumber: string; orderNumber: string }): Promise<Buffer> {
  const pdf = startPdf({ info: { Title: `Shipping label ${trackingNumber}`, Author: carrierTag }, margin: 40 });
  const { doc, withFont } = pdf;
  doc.fontSize(28).text(withFont(carrierTag, true));
  doc.moveDown().fontSize(16).text(withFont(`Tracking number: ${trackingNumber}`));
  doc.text(withFont(`Order: ${orderNumber}`));
  doc.rect(40, doc.y + 20, 300, 80).stroke();
  doc.end();
  return pdf.done;
}

export async function seedLabels(db: Executor, { now, storage }: { now: Date; storage: Storage | null }): Promise<number> {
  await db.execute(sql`update order_returns set tracking_number = 'RET' || lpad(id::text, 9, '0') where state = 'returned' and tracking_number is null`);
  if (!storage) return 0;
  let written = 0;
  for (const [index, plan] of PLAN.entries()) {
    const [order] = await db
      .select({ id: orders.id, orderNumber: orders.orderNumber, accountId: orders.accountId })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(and(eq(accounts.email, plan.email), eq(orders.status, plan.status)))
      .orderBy(asc(orders.createdAt))
      .limit(1);
    if (!order) continue;
    for (let parcel = 1; parcel <= plan.count; parcel += 1) {
      const trackingNumber = `JD${String(1_400_000_000 + index * 100 + parcel)}`;
      const bytes = await labelPdf({ carrierTag: plan.carrierTag, trackingNumber, orderNumber: order.orderNumber });
      const storageKey = `labels/demo/${order.orderNumber}-${parcel}.pdf`;
      await storage.put(storageKey, bytes, { contentType: "application/pdf" });
      await db.insert(shippingLabels).values({
        orderId: order.id,
        accountId: order.accountId,
        carrierTag: plan.carrierTag,
        trackingNumber,
        fileName: `${plan.carrierTag}-${trackingNumber}.pdf`,
        storageKey,
        bytes: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        uploadedBy: order.accountId,
        uploadedAt: new Date(now.getTime() - (index + 1) * 3_600_000 - parcel * 60_000),
      });
      written += 1;
    }
  }
  return written;
}


