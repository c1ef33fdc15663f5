import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { db } from "~/db/client.server";
import { cartItems, distributionPlanItems, distributionPlans } from "~/db/schema";
import { type QuantityIssue, lineIssue } from "~/domain/cart-quantity";
import { lineTotalMinor } from "~/domain/pricing";
import { stockDisplay } from "~/domain/stock-display";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";
import type { Actor } from "~/services/identity/actor.server";
import { productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { importIntoCart } from "./cart-import.server";

export const PLANS_PAGE_SIZE = 20;

/** Whether the acting account has ticked cart lines (what a plan saves). */
export async function hasCheckedLines(accountId: number): Promise<boolean> {
  const [row] = await db()
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.accountId, accountId), eq(cartItems.checked, true)));
  return (row?.n ?? 0) > 0;
}

/** Saves the ticked cart lines under a name; `noneSelected` when no line is ticked. */
export async function savePlan(actor: Actor, name: string, now = new Date()): Promise<{ ok: true; id: number } | { ok: false; reason: "noneSelected" }> {
  return db().transaction(async (tx) => {
    const lines = await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.accountId, actor.accountId), eq(cartItems.checked, true)))
      .orderBy(cartItems.createdAt, cartItems.productId);
    if (lines.length === 0) return { ok: false as const, reason: "noneSelected" as const };
    const [plan] = await tx
      .insert(distributionPlans)
      .values({ accountId: actor.accountId, salesmanId: actor.salesmanId, name, createdAt: now, savedAt: now })
      .returning({ id: distributionPlans.id });
    await tx.insert(distributionPlanItems).values(lines.map((line, position) => ({ planId: plan!.id, productId: line.productId, quantity: line.quantity, position })));
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "plan.save", entity: "distribution_plan", entityId: plan!.id }, tx);
    }
    return { ok: true as const, id: plan!.id };
  });
}

export type PlanSummary = { id: number; name: string; itemCount: number; totalQuantity: number; savedAt: Date };

/** The acting account's plans, most recently saved first, a page at a time. */
export async function listPlans({ accountId, page }: { accountId: number; page: number }): Promise<{ items: PlanSummary[]; total: number; page: number; pages: number }> {
  const [totalRow] = await db().select({ n: count() }).from(distributionPlans).where(eq(distributionPlans.accountId, accountId));
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / PLANS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const items = await db()
    .select({
      id: distributionPlans.id,
      name: distributionPlans.name,
      savedAt: distributionPlans.savedAt,
      itemCount: sql<number>`count(${distributionPlanItems.productId})::int`,
      totalQuantity: sql<number>`coalesce(sum(${distributionPlanItems.quantity}), 0)::int`,
    })
    .from(distributionPlans)
    .leftJoin(distributionPlanItems, eq(distributionPlanItems.planId, distributionPlans.id))
    .where(eq(distributionPlans.accountId, accountId))
    .groupBy(distributionPlans.id)
    .orderBy(desc(distributionPlans.savedAt), desc(distributionPlans.id))
    .limit(PLANS_PAGE_SIZE)
    .offset((current - 1) * PLANS_PAGE_SIZE);
  return { items: items.map((item) => ({ ...item, itemCount: Number(item.itemCount), totalQuantity: Number(item.totalQuantity) })), total, page: current, pages };
}

async function planHeader(accountId: number, id: number) {
  const [plan] = await db()
    .select({ id: distributionPlans.id, name: distributionPlans.name, savedAt: distributionPlans.savedAt })
    .from(distributionPlans)
    .where(and(eq(distributionPlans.id, id), eq(distributionPlans.accountId, accountId)));
  return plan ?? null;
}

async function planItems(id: number) {
  return db()
    .select({ productId: distributionPlanItems.productId, quantity: distributionPlanItems.quantity })
    .from(distributionPlanItems)
    .where(eq(distributionPlanItems.planId, id))
    .orderBy(asc(distributionPlanItems.position));
}

export type PlanLine = {
  productId: number;
  barcode: string;
  name: string;
  quantity: number;
  unitMinor: number | null;
  lineTotalMinor: number | null;
  /** The stock as the card shows it ("35", "300+", "1,000+" in English). */
  stock: string;
  /** Why the quantity cannot be ordered today; null when it can. */
  issue: QuantityIssue | { key: "notMultiple"; allowed: number } | null;
};

export type PlanDetail = { id: number; name: string; savedAt: Date; lines: PlanLine[]; totalQuantity: number; totalMinor: number };

/** A plan of the acting account with today's prices (account currency) and availability; null for another account's. */
export async function planDetail(actor: Actor, id: number, lng: Language, now = new Date()): Promise<PlanDetail | null> {
  const plan = await planHeader(actor.accountId, id);
  if (!plan) return null;
  const items = await planItems(id);
  const facts = await productFacts(
    db(),
    actor,
    items.map((item) => item.productId),
    lng,
    now,
  );
  const lines = items.flatMap((item): PlanLine[] => {
    const row = facts.get(item.productId);
    if (!row) return [];
    const product = toQuantityProduct(row);
    const unitMinor = product.unitPriceMinor;
    return [
      {
        productId: item.productId,
        barcode: row.barcode,
        name: row.name,
        quantity: item.quantity,
        unitMinor,
        lineTotalMinor: unitMinor === null ? null : lineTotalMinor(unitMinor, item.quantity),
        stock: stockDisplay({ available: row.available, notCheckStock: row.not_check_stock, presale: row.presale, wholesaleQty: row.available, isTestAccount: actor.isTest }, lng),
        issue: lineIssue(product, actor.accountSet, item.quantity),
      },
    ];
  });
  return {
    ...plan,
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalMinor: lines.reduce((sum, line) => sum + (line.lineTotalMinor ?? 0), 0),
  };
}

/** A plan's name, for the delete confirmation; null for another account's. */
export async function planName(accountId: number, id: number): Promise<{ id: number; name: string } | null> {
  const plan = await planHeader(accountId, id);
  return plan ? { id: plan.id, name: plan.name } : null;
}

/** Deletes a plan of the acting account; false when it has no such plan. */
export async function deletePlan(actor: Actor, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(distributionPlans)
      .where(and(eq(distributionPlans.id, id), eq(distributionPlans.accountId, actor.accountId)))
      .returning({ id: distributionPlans.id });
    if (removed.length === 0) return false;
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "plan.delete", entity: "distribution_plan", entityId: id }, tx);
    }
    return true;
  });
}

/**
 * Loads a plan back into the cart (decision 0045): each product's cart line is set to the plan's
 * quantity, checked under today's rules; other cart lines stay. Returns the import whose result
 * page says what changed; null for another account's plan.
 */
export async function loadPlan(actor: Actor, id: number, { brandKey, lng }: { brandKey: string; lng: Language }): Promise<number | null> {
  const plan = await planHeader(actor.accountId, id);
  if (!plan) return null;
  const items = await planItems(id);
  const facts = await productFacts(
    db(),
    actor,
    items.map((item) => item.productId),
    lng,
    new Date(),
  );
  const entries = items.map((item, index) => ({
    line: index + 1,
    barcode: facts.get(item.productId)?.barcode ?? "",
    quantityText: String(item.quantity),
    quantity: item.quantity,
    problem: null,
    productId: item.productId,
  }));
  return importIntoCart(actor, { source: "plan", fileName: plan.name, entries, brandKey, mode: "set", lng });
}

export type PlanSheetText = { sheet: string; barcode: string; name: string; quantity: string; unitPrice: string; lineTotal: string; currency: string };

/**
 * The plan as an .xlsx: one row per line with barcode, name, quantity and today's prices (as
 * numbers in the account currency, two decimals). Values are written as plain values, never
 * formulas, whatever the text.
 */
export async function planWorkbook(plan: PlanDetail, text: PlanSheetText): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text.sheet.slice(0, 31));
  sheet.columns = [
    { header: text.barcode, key: "barcode", width: 16 },
    { header: text.name, key: "name", width: 48 },
    { header: text.quantity, key: "quantity", width: 10 },
    { header: `${text.unitPrice} (${text.currency})`, key: "unit", width: 14, style: { numFmt: "0.00" } },
    { header: `${text.lineTotal} (${text.currency})`, key: "total", width: 14, style: { numFmt: "0.00" } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const line of plan.lines) {
    // Spreadsheet cells are numbers: amounts leave minor units only here, for the sheet to add up.
    sheet.addRow({
      barcode: line.barcode,
      name: line.name,
      quantity: line.quantity,
      unit: line.unitMinor === null ? null : line.unitMinor / 100,
      total: line.lineTotalMinor === null ? null : line.lineTotalMinor / 100,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
