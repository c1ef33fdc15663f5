/**
 * The scratch-and-dent outlet (decision 0114, /Scratch): the brand's open lots as the page lists
 * them, and the cart's outlet lines (cart_outlet_items: one line per lot, beside the product's own
 * line). A lot's units are its own stock; they are taken at checkout (order-submit.server.ts).
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { type LocalizedText, cartOutletItems, outletLots, products } from "~/db/schema";
import { localized } from "~/domain/languages";
import { type Grade, type LotWindow, type OutletQuantityOutcome, checkOutletQuantity, lotState, outletUnitMinor } from "~/domain/outlet";
import { lineTotalMinor, unitPrice } from "~/domain/pricing";
import type { Language } from "~/i18n/languages";
import type { Actor } from "~/services/identity/actor.server";
import { type ProductRow, priceTerms, productFacts } from "~/services/catalogue/product-facts.server";
import { recordAudit } from "~/services/platform/audit.server";
import { lockAccount } from "~/services/cart/cart.server";

/** The buyer's own unit price of a product (the cart's rule) and the lot's price from it; null when it has no price for him. */
export function outletPrices(actor: Actor, row: ProductRow | undefined, reductionBp: number): { unitMinor: number; outletMinor: number } | null {
  const unitMinor = buyerUnitMinor(actor, row);
  return unitMinor === null ? null : { unitMinor, outletMinor: outletUnitMinor(unitMinor, reductionBp) };
}

/** The buyer's own unit price of a product he may buy (known, on the market, in his scope); null when he has none. */
function buyerUnitMinor(actor: Actor, row: ProductRow | undefined): number | null {
  if (!row || row.off_market || !row.in_scope) return null;
  return unitPrice({ ...priceTerms(row), userRateBp: actor.userRateBp })?.unitMinor ?? null;
}

export type OutletLotCard = {
  lotId: number;
  productId: number;
  name: string;
  model: string;
  barcode: string;
  image: string | null;
  grade: Grade;
  note: string;
  unitsLeft: number;
  reductionBp: number;
  /** For an acting account only: his own unit price and the outlet price (null: no price for him). */
  prices: { unitMinor: number; outletMinor: number } | null;
  /** Units of this lot already in his cart. */
  inCart: number;
};

/** A lot is open: not closed, started, not ended, with units left (the SQL of lotState's "open"). */
const openAt = (now: Date) =>
  and(isNull(outletLots.closedAt), lte(outletLots.availableFrom, now), or(isNull(outletLots.availableUntil), gt(outletLots.availableUntil, now)), gt(outletLots.unitsLeft, 0));

/**
 * The brand's open lots, oldest first, optionally of one grade. Prices (and the cart's units) only
 * for an acting account: two more queries, the products' facts and his outlet lines.
 */
export async function openLots({ brandKey, grade, lng, actor, now = new Date() }: { brandKey: string; grade: Grade | null; lng: Language; actor: Actor | null; now?: Date }): Promise<OutletLotCard[]> {
  const rows = await db()
    .select({
      lotId: outletLots.id,
      productId: outletLots.productId,
      name: sql<string>`coalesce(${products.names}->>${lng}::text, ${products.names}->>'en')`,
      model: products.model,
      barcode: products.barcode,
      image: sql<string | null>`${products.images}[1]`,
      grade: outletLots.grade,
      note: outletLots.note,
      unitsLeft: outletLots.unitsLeft,
      reductionBp: outletLots.reductionBp,
    })
    .from(outletLots)
    .innerJoin(products, eq(products.id, outletLots.productId))
    .where(and(eq(outletLots.brandKey, brandKey), openAt(now), grade === null ? undefined : eq(outletLots.grade, grade), eq(products.offMarket, false)))
    .orderBy(asc(outletLots.grade), asc(outletLots.availableFrom), asc(outletLots.id));
  const facts = actor ? await productFacts(db(), actor, [...new Set(rows.map((row) => row.productId))], lng, now) : new Map<number, ProductRow>();
  const inCart = actor && rows.length > 0 ? await outletQuantities(db(), actor.accountId) : new Map<number, number>();
  return rows.map((row) => ({
    ...row,
    note: localized(row.note, lng),
    prices: actor ? outletPrices(actor, facts.get(row.productId), row.reductionBp) : null,
    inCart: inCart.get(row.lotId) ?? 0,
  }));
}

async function outletQuantities(executor: Executor, accountId: number): Promise<Map<number, number>> {
  const rows = await executor.select({ lotId: cartOutletItems.lotId, quantity: cartOutletItems.quantity }).from(cartOutletItems).where(eq(cartOutletItems.accountId, accountId));
  return new Map(rows.map((row) => [row.lotId, row.quantity]));
}

type LotRow = LotWindow & { id: number; productId: number };

async function lotOf(executor: Executor, lotId: number): Promise<LotRow | null> {
  const [lot] = await executor
    .select({ id: outletLots.id, productId: outletLots.productId, closedAt: outletLots.closedAt, availableFrom: outletLots.availableFrom, availableUntil: outletLots.availableUntil, unitsLeft: outletLots.unitsLeft })
    .from(outletLots)
    .where(eq(outletLots.id, lotId));
  return lot ?? null;
}

export type OutletChangeResult = { ok: true; quantity: number } | { ok: false; issue: Exclude<OutletQuantityOutcome, { ok: true }>["issue"] | { key: "notFound" } | { key: "zeroPrice" } };

/**
 * Sets (mode "set") or adds to (mode "add") the acting account's line of a lot, under the lot's
 * units left: the whole line must fit, else nothing changes and the issue says how many are left.
 * The account's lock orders his changes; the lot's units are taken only at checkout.
 */
export async function changeOutletLine(actor: Actor, lotId: number, quantity: number, mode: "add" | "set", now = new Date()): Promise<OutletChangeResult> {
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const lot = await lotOf(tx, lotId);
    if (!lot) return { ok: false as const, issue: { key: "notFound" as const } };
    const facts = await productFacts(tx, actor, [lot.productId], "en", now);
    if (buyerUnitMinor(actor, facts.get(lot.productId)) === null) {
      return { ok: false as const, issue: lotState(lot, now) === "open" ? { key: "zeroPrice" as const } : { key: "lotUnavailable" as const } };
    }
    const current = (await outletQuantities(tx, actor.accountId)).get(lotId) ?? 0;
    const outcome = checkOutletQuantity(lot, mode === "add" ? current + quantity : quantity, now);
    if (!outcome.ok) return outcome;
    await tx
      .insert(cartOutletItems)
      .values({ accountId: actor.accountId, lotId, quantity: outcome.quantity, salesmanId: actor.salesmanId, updatedAt: now })
      .onConflictDoUpdate({ target: [cartOutletItems.accountId, cartOutletItems.lotId], set: { quantity: outcome.quantity, salesmanId: actor.salesmanId, updatedAt: now } });
    if (actor.salesmanId !== null) {
      await recordAudit(
        { accountId: actor.accountId, actorId: actor.salesmanId, action: mode === "add" ? "cart.outlet.add" : "cart.outlet.setQuantity", entity: "cart_outlet_item", entityId: lotId, details: { from: current, to: outcome.quantity } },
        tx,
      );
    }
    return { ok: true as const, quantity: outcome.quantity };
  });
}

/** Removes the acting account's line of a lot; false when he has none. */
export async function removeOutletLine(actor: Actor, lotId: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(cartOutletItems)
      .where(and(eq(cartOutletItems.accountId, actor.accountId), eq(cartOutletItems.lotId, lotId)))
      .returning({ quantity: cartOutletItems.quantity });
    if (removed.length === 0) return false;
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "cart.outlet.remove", entity: "cart_outlet_item", entityId: lotId, details: { from: removed[0]!.quantity } }, tx);
    }
    return true;
  });
}

/** Ticks or unticks the acting account's line of a lot; false when he has none. */
export async function setOutletChecked(actor: Actor, lotId: number, checked: boolean, now = new Date()): Promise<boolean> {
  const rows = await db()
    .update(cartOutletItems)
    .set({ checked, updatedAt: now })
    .where(and(eq(cartOutletItems.accountId, actor.accountId), eq(cartOutletItems.lotId, lotId)))
    .returning({ lotId: cartOutletItems.lotId });
  return rows.length > 0;
}

/** A cart line of a lot as the cart and the checkout read it. */
export type OutletEntry = LotWindow & {
  lotId: number;
  productId: number;
  grade: Grade;
  note: LocalizedText;
  reductionBp: number;
  quantity: number;
  checked: boolean;
};

/** The acting account's outlet lines, oldest first, with their lots (one query). */
export async function readOutletEntries(executor: Executor, accountId: number): Promise<OutletEntry[]> {
  return executor
    .select({
      lotId: outletLots.id,
      productId: outletLots.productId,
      grade: outletLots.grade,
      note: outletLots.note,
      reductionBp: outletLots.reductionBp,
      closedAt: outletLots.closedAt,
      availableFrom: outletLots.availableFrom,
      availableUntil: outletLots.availableUntil,
      unitsLeft: outletLots.unitsLeft,
      quantity: cartOutletItems.quantity,
      checked: cartOutletItems.checked,
    })
    .from(cartOutletItems)
    .innerJoin(outletLots, eq(outletLots.id, cartOutletItems.lotId))
    .where(eq(cartOutletItems.accountId, accountId))
    .orderBy(asc(cartOutletItems.createdAt), asc(cartOutletItems.lotId));
}

export type OutletIssue = { key: "lotUnavailable" } | { key: "lotShort"; unitsLeft: number } | { key: "zeroPrice" };

/** Why an outlet line cannot be ordered as it is (null: it can): the lot closed, ended or short, or no price for the buyer. */
export function outletIssue(actor: Actor, entry: OutletEntry, row: ProductRow | undefined, now: Date): OutletIssue | null {
  const outcome = checkOutletQuantity(entry, entry.quantity, now);
  if (!outcome.ok) return outcome.issue.key === "quantityPositive" ? { key: "lotUnavailable" } : outcome.issue;
  if (!outletPrices(actor, row, entry.reductionBp)) return row && !row.off_market && row.in_scope ? { key: "zeroPrice" } : { key: "lotUnavailable" };
  return null;
}

export type CartOutletLine = {
  lotId: number;
  productId: number;
  brandKey: string;
  name: string;
  barcode: string;
  image: string | null;
  grade: Grade;
  note: string;
  quantity: number;
  unitsLeft: number;
  checked: boolean;
  unitMinor: number | null;
  outletMinor: number | null;
  lineTotalMinor: number | null;
  issue: OutletIssue | null;
};

/** The cart page's outlet lines from entries and product facts already read. */
export function cartOutletLines(actor: Actor, entries: readonly OutletEntry[], facts: ReadonlyMap<number, ProductRow>, lng: Language, now: Date): CartOutletLine[] {
  return entries.flatMap((entry) => {
    const row = facts.get(entry.productId);
    if (!row) return [];
    const prices = outletPrices(actor, row, entry.reductionBp);
    return [
      {
        lotId: entry.lotId,
        productId: entry.productId,
        brandKey: row.brand_key,
        name: row.name,
        barcode: row.barcode,
        image: row.image,
        grade: entry.grade,
        note: localized(entry.note, lng),
        quantity: entry.quantity,
        unitsLeft: lotState(entry, now) === "open" || lotState(entry, now) === "soldOut" ? entry.unitsLeft : 0,
        checked: entry.checked,
        unitMinor: prices?.unitMinor ?? null,
        outletMinor: prices?.outletMinor ?? null,
        lineTotalMinor: prices ? lineTotalMinor(prices.outletMinor, entry.quantity) : null,
        issue: outletIssue(actor, entry, row, now),
      },
    ];
  });
}
