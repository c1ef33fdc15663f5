/**
 * The outlet's lots in the back office (decision 0114, /office/outlet): every lot of a brand with
 * its state; staff create a lot of a product of the brand (found by its barcode) and close one.
 * Each change is audited.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, accounts, outletLots, products } from "~/db/schema";
import { localized } from "~/domain/languages";
import { type Grade, type LotState, lotState } from "~/domain/outlet";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";

export type OfficeLot = {
  id: number;
  productId: number;
  name: string;
  barcode: string;
  grade: Grade;
  note: string;
  units: number;
  unitsLeft: number;
  reductionBp: number;
  availableFrom: Date;
  availableUntil: Date | null;
  closedAt: Date | null;
  createdBy: string | null;
  state: LotState;
};

/** The most lots the page lists (newest first); older ones stay in the table. */
export const OFFICE_LOTS_MAX = 500;

/** A brand's lots, newest first, each with its state now (one query). */
export async function officeLots(brandKey: string, lng: Language, now = new Date()): Promise<OfficeLot[]> {
  const rows = await db()
    .select({
      id: outletLots.id,
      productId: outletLots.productId,
      name: sql<string>`coalesce(${products.names}->>${lng}::text, ${products.names}->>'en')`,
      barcode: products.barcode,
      grade: outletLots.grade,
      note: outletLots.note,
      units: outletLots.units,
      unitsLeft: outletLots.unitsLeft,
      reductionBp: outletLots.reductionBp,
      availableFrom: outletLots.availableFrom,
      availableUntil: outletLots.availableUntil,
      closedAt: outletLots.closedAt,
      createdBy: accounts.fullName,
    })
    .from(outletLots)
    .innerJoin(products, eq(products.id, outletLots.productId))
    .leftJoin(accounts, eq(accounts.id, outletLots.createdBy))
    .where(eq(outletLots.brandKey, brandKey))
    .orderBy(desc(outletLots.createdAt), desc(outletLots.id))
    .limit(OFFICE_LOTS_MAX);
  return rows.map((row) => ({ ...row, note: localized(row.note, lng), state: lotState(row, now) }));
}

export type NewLot = {
  brandKey: string;
  barcode: string;
  grade: Grade;
  note: LocalizedText;
  units: number;
  reductionBp: number;
  availableFrom: Date;
  availableUntil: Date | null;
};

export type CreateLotResult = { ok: true; id: number } | { ok: false; issue: "unknownBarcode" };

/** Creates a lot of the brand's product with that barcode (all its units left); audited. */
export async function createLot(staff: { accountId: number }, lot: NewLot, now = new Date()): Promise<CreateLotResult> {
  return db().transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brandKey, lot.brandKey), eq(products.barcode, lot.barcode)));
    if (!product) return { ok: false as const, issue: "unknownBarcode" as const };
    const [row] = await tx
      .insert(outletLots)
      .values({
        brandKey: lot.brandKey,
        productId: product.id,
        grade: lot.grade,
        note: lot.note,
        units: lot.units,
        unitsLeft: lot.units,
        reductionBp: lot.reductionBp,
        availableFrom: lot.availableFrom,
        availableUntil: lot.availableUntil,
        createdBy: staff.accountId,
        createdAt: now,
      })
      .returning({ id: outletLots.id });
    await recordAudit(
      {
        accountId: null,
        actorId: staff.accountId,
        action: "outlet.create",
        entity: "outlet_lot",
        entityId: row!.id,
        details: { after: { barcode: lot.barcode, grade: lot.grade, units: lot.units, reductionBp: lot.reductionBp, brand: lot.brandKey } },
      },
      tx,
    );
    return { ok: true as const, id: row!.id };
  });
}

/** Closes an open lot of the brand (its units no longer sold; orders placed keep theirs); false when there is none to close. */
export async function closeLot(staff: { accountId: number }, brandKey: string, id: number, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const closed = await tx
      .update(outletLots)
      .set({ closedAt: now })
      .where(and(eq(outletLots.id, id), eq(outletLots.brandKey, brandKey), isNull(outletLots.closedAt)))
      .returning({ id: outletLots.id, unitsLeft: outletLots.unitsLeft });
    if (closed.length === 0) return false;
    await recordAudit({ accountId: null, actorId: staff.accountId, action: "outlet.close", entity: "outlet_lot", entityId: id, details: { after: { unitsLeft: closed[0]!.unitsLeft } } }, tx);
    return true;
  });
}
