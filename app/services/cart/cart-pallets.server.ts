/**
 * The buyer's writes to his pallets (issue 18, decision 0108): create one, put cartons of a
 * brand's China-direct products on it, change or remove a line, cancel it (its goods go to the
 * cart as single lines) or delete it; and the products that may go on it. Every write runs in one
 * transaction under the account's lock (the lock every cart write takes, so what a pallet counts
 * beside it — the single lines, the other pallets, the combination groups — cannot change under
 * it) and the pallet's row lock: two tabs adding at once are checked one after the other, and the
 * second sees the first's cartons.
 */
import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { cartCombinations, cartItems, cartPalletItems, cartPallets, combinationVersions, palletTypes, products } from "~/db/schema";
import { availabilityIssue } from "~/domain/cart-quantity";
import { clampPage, totalPages } from "~/domain/catalogue-query";
import { MAX_PALLET_CARTONS } from "~/domain/combined-orders";
import { type CartonLoad, palletFigures, palletNameIssue, palletQuantity, placeCartons } from "~/domain/pallets";
import { unitPrice } from "~/domain/pricing";
import { orderableQuantity } from "~/domain/stock-display";
import type { Language } from "~/i18n/languages";
import { categoryPaths, categoryTree } from "~/services/catalogue/categories.server";
import { inCategoryTree, inSalesScope, keywordCondition, listed } from "~/services/catalogue/listing.server";
import { priceTerms, productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { listAccountPallets } from "~/services/combined/pallets.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { lockAccount } from "./cart.server";

/** Why a pallet write was refused; `key` is the message key under `pallets:errors`. */
export type PalletIssue =
  | { key: "notFound" }
  | { key: "nameEmpty" }
  | { key: "nameTooLong"; max: number }
  | { key: "type" }
  | { key: "product" }
  | { key: "lineNotFound" }
  | { key: "cartons"; max: number }
  | { key: "tooManyCartons"; max: number }
  | { key: "overfill"; reason: "volume" | "weight" | "both"; volumeLeftCm3: number; weightLeftG: number; maxCartons: number }
  | { key: "insufficientStock"; maxCartons: number }
  | { key: "offMarket" | "notOnline" | "offlineOnly" | "outOfScope" | "zeroPrice" | "shelfFixed" };

export type PalletResult<T = object> = ({ ok: true } & T) | { ok: false; issue: PalletIssue };

const refuse = (issue: PalletIssue) => ({ ok: false as const, issue });

async function audit(tx: Executor, actor: Actor, action: string, palletId: number, details: Record<string, unknown>) {
  if (actor.salesmanId === null) return;
  await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action, entity: "cart_pallet", entityId: palletId, details }, tx);
}

/** Creates a pallet of a type for the account and the brand; the name is trimmed and 1–50 characters. */
export async function createPallet(actor: Actor, { brandKey, typeCode, name, now = new Date() }: { brandKey: string; typeCode: string; name: string; now?: Date }): Promise<PalletResult<{ id: number }>> {
  const nameIssue = palletNameIssue(name);
  if (nameIssue === "empty") return refuse({ key: "nameEmpty" });
  if (nameIssue === "tooLong") return refuse({ key: "nameTooLong", max: 50 });
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [type] = await tx.select({ code: palletTypes.code }).from(palletTypes).where(eq(palletTypes.code, typeCode));
    if (!type) return refuse({ key: "type" });
    const [pallet] = await tx
      .insert(cartPallets)
      .values({ accountId: actor.accountId, brandKey, typeCode: type.code, name: name.trim(), salesmanId: actor.salesmanId, createdAt: now, updatedAt: now })
      .returning({ id: cartPallets.id });
    await audit(tx, actor, "pallet.create", pallet!.id, { type: type.code, name: name.trim() });
    return { ok: true as const, id: pallet!.id };
  });
}

/** The account's pallet, locked for this transaction, with its type's capacity; null when it has none of that id. */
async function lockPallet(tx: Executor, actor: Actor, palletId: number) {
  await lockAccount(tx, actor.accountId);
  const [pallet] = await tx
    .select({ id: cartPallets.id, brandKey: cartPallets.brandKey, maxVolumeCm3: palletTypes.maxVolumeCm3, maxWeightG: palletTypes.maxWeightG })
    .from(cartPallets)
    .innerJoin(palletTypes, eq(palletTypes.code, cartPallets.typeCode))
    .where(and(eq(cartPallets.id, palletId), eq(cartPallets.accountId, actor.accountId)))
    .for("update", { of: cartPallets });
  return pallet ? { ...pallet, maxVolumeCm3: Number(pallet.maxVolumeCm3), maxWeightG: Number(pallet.maxWeightG) } : null;
}

/** Renames one of the account's pallets (1–50 characters once trimmed). */
export async function renamePallet(actor: Actor, palletId: number, name: string, now = new Date()): Promise<PalletResult> {
  const nameIssue = palletNameIssue(name);
  if (nameIssue === "empty") return refuse({ key: "nameEmpty" });
  if (nameIssue === "tooLong") return refuse({ key: "nameTooLong", max: 50 });
  return db().transaction(async (tx) => {
    const pallet = await lockPallet(tx, actor, palletId);
    if (!pallet) return refuse({ key: "notFound" });
    await tx.update(cartPallets).set({ name: name.trim(), updatedAt: now }).where(eq(cartPallets.id, palletId));
    await audit(tx, actor, "pallet.rename", palletId, { name: name.trim() });
    return { ok: true as const };
  });
}

/** The pallet's lines with their cartons' volume and weight. */
async function palletLines(tx: Executor, palletId: number) {
  return tx
    .select({ productId: cartPalletItems.productId, cartons: cartPalletItems.cartons, pkgNum: products.pkgNum, cartonVolumeCm3: products.cartonVolumeCm3, cartonWeightG: products.cartonWeightG })
    .from(cartPalletItems)
    .innerJoin(products, eq(products.id, cartPalletItems.productId))
    .where(eq(cartPalletItems.palletId, palletId));
}

/**
 * What the account's cart holds of a product outside this pallet: its single line, its other
 * pallets, and its combination groups (sets × the product's quantity per set in the version each
 * group holds: the terms the buyer was shown, until he confirms a change).
 */
async function heldElsewhere(tx: Executor, actor: Actor, palletId: number, productId: number): Promise<number> {
  const [row] = await tx
    .select({
      quantity: sql<number>`coalesce((select ${cartItems.quantity} from ${cartItems} where ${cartItems.accountId} = ${actor.accountId} and ${cartItems.productId} = ${productId}), 0)
        + coalesce((select sum(i.cartons * p.pkg_num) from ${cartPalletItems} i join ${cartPallets} cp on cp.id = i.pallet_id join ${products} p on p.id = i.product_id
            where cp.account_id = ${actor.accountId} and i.product_id = ${productId} and i.pallet_id <> ${palletId}), 0)
        + coalesce((select sum(cc.sets * (item->>'quantity')::int) from ${cartCombinations} cc
            join ${combinationVersions} v on v.combination_id = cc.combination_id and v.version = cc.version_seen
            cross join lateral jsonb_array_elements(v.snapshot->'items') as item
            where cc.account_id = ${actor.accountId} and (item->>'productId')::int = ${productId}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.quantity ?? 0);
}

/**
 * Sets a line of the pallet to `cartons` (adding: the line's cartons and the added ones). More
 * cartons than the line has are checked: the product is one of the brand's China-direct products
 * the account may buy, the pallet takes their volume and weight, and the stock covers them beside
 * what the cart holds of it elsewhere; fewer are always taken.
 */
async function writeLine(actor: Actor, palletId: number, productId: number, target: (current: number) => number, { now, mustExist }: { now: Date; mustExist: boolean }): Promise<PalletResult<{ cartons: number; added: number }>> {
  return db().transaction(async (tx) => {
    const pallet = await lockPallet(tx, actor, palletId);
    if (!pallet) return refuse({ key: "notFound" });
    const lines = await palletLines(tx, palletId);
    const line = lines.find((entry) => entry.productId === productId);
    if (mustExist && !line) return refuse({ key: "lineNotFound" });
    const current = line?.cartons ?? 0;
    const cartons = target(current);
    if (cartons < 1) return refuse({ key: "cartons", max: MAX_PALLET_CARTONS });
    if (cartons > MAX_PALLET_CARTONS) return refuse({ key: "tooManyCartons", max: MAX_PALLET_CARTONS });
    if (cartons > current) {
      const row = (await productFacts(tx, actor, [productId], "en", now)).get(productId);
      if (!row || row.brand_key !== pallet.brandKey || !row.ships_from_china) return refuse({ key: "product" });
      const product = toQuantityProduct(row);
      const unavailable = availabilityIssue(product);
      if (unavailable) return refuse({ key: unavailable.key as "offMarket" });
      if (product.offShelves) return refuse({ key: "shelfFixed" });
      const others: CartonLoad[] = lines.filter((entry) => entry.productId !== productId);
      const carton = { cartonVolumeCm3: row.carton_volume_cm3, cartonWeightG: await cartonWeight(tx, productId) };
      // Put the line's cartons beside the others: what is left is the pallet's as it stands, the most cartons the ones still to add.
      const placed = placeCartons(pallet, [...others, { cartons: current, ...carton }], { cartons: cartons - current, ...carton });
      if (!placed.ok) {
        const { reason, volumeLeftCm3, weightLeftG, maxCartons } = placed;
        return refuse({ key: "overfill", reason, volumeLeftCm3, weightLeftG, maxCartons: mustExist ? current + maxCartons : maxCartons });
      }
      const limit = orderableQuantity({ available: row.available, notCheckStock: row.not_check_stock, presale: row.presale, wholesaleQty: row.available });
      const elsewhere = await heldElsewhere(tx, actor, palletId, productId);
      if (elsewhere + palletQuantity(cartons, row.pkg_num) > limit) {
        const most = Math.max(0, Math.floor((limit - elsewhere) / Math.max(1, row.pkg_num)));
        return refuse({ key: "insufficientStock", maxCartons: mustExist ? most : Math.max(0, most - current) });
      }
    }
    await tx
      .insert(cartPalletItems)
      .values({ palletId, productId, cartons, createdAt: now })
      .onConflictDoUpdate({ target: [cartPalletItems.palletId, cartPalletItems.productId], set: { cartons } });
    await tx.update(cartPallets).set({ updatedAt: now }).where(eq(cartPallets.id, palletId));
    await audit(tx, actor, mustExist ? "pallet.setCartons" : "pallet.add", palletId, { productId, from: current, to: cartons });
    return { ok: true as const, cartons, added: cartons - current };
  });
}

async function cartonWeight(tx: Executor, productId: number): Promise<number> {
  const [row] = await tx.select({ weight: products.cartonWeightG }).from(products).where(eq(products.id, productId));
  return row?.weight ?? 0;
}

/** Puts N more cartons of a product on the pallet (a new line, or added to the product's line). */
export function addCartons(actor: Actor, palletId: number, productId: number, cartons: number, now = new Date()) {
  return writeLine(actor, palletId, productId, (current) => current + cartons, { now, mustExist: false });
}

/** Sets the cartons of a line already on the pallet. */
export function setCartons(actor: Actor, palletId: number, productId: number, cartons: number, now = new Date()) {
  return writeLine(actor, palletId, productId, () => cartons, { now, mustExist: true });
}

/** Removes a line from the pallet. */
export async function removePalletLine(actor: Actor, palletId: number, productId: number, now = new Date()): Promise<PalletResult> {
  return db().transaction(async (tx) => {
    const pallet = await lockPallet(tx, actor, palletId);
    if (!pallet) return refuse({ key: "notFound" });
    const removed = await tx
      .delete(cartPalletItems)
      .where(and(eq(cartPalletItems.palletId, palletId), eq(cartPalletItems.productId, productId)))
      .returning({ cartons: cartPalletItems.cartons });
    if (removed.length === 0) return refuse({ key: "lineNotFound" });
    await tx.update(cartPallets).set({ updatedAt: now }).where(eq(cartPallets.id, palletId));
    await audit(tx, actor, "pallet.remove", palletId, { productId, from: removed[0]!.cartons });
    return { ok: true as const };
  });
}

/**
 * Cancels a pallet (the SPEC's `cannel`): each of its lines goes to the cart as a single line of
 * cartons × pkgNum, added to the line of the same product when there is one, and the pallet goes,
 * all in one transaction. The cart then checks those lines by its own rules, as any line.
 */
export async function cancelPallet(actor: Actor, palletId: number, now = new Date()): Promise<PalletResult<{ lines: number }>> {
  return db().transaction(async (tx) => {
    const pallet = await lockPallet(tx, actor, palletId);
    if (!pallet) return refuse({ key: "notFound" });
    const lines = await palletLines(tx, palletId);
    for (const line of lines) {
      const quantity = palletQuantity(line.cartons, line.pkgNum);
      await tx
        .insert(cartItems)
        .values({ accountId: actor.accountId, productId: line.productId, quantity, salesmanId: actor.salesmanId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [cartItems.accountId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + ${quantity}`, salesmanId: actor.salesmanId, updatedAt: now },
        });
    }
    await tx.delete(cartPallets).where(eq(cartPallets.id, palletId));
    await audit(tx, actor, "pallet.cancel", palletId, { lines: lines.map((line) => ({ productId: line.productId, cartons: line.cartons })) });
    return { ok: true as const, lines: lines.length };
  });
}

/** Ticks or unticks a pallet for the order (the cart's tick; the confirm page's "leave out" unticks it too). */
export async function setPalletChecked(actor: Actor, palletId: number, checked: boolean, now = new Date()): Promise<PalletResult> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(cartPallets)
      .set({ checked, updatedAt: now })
      .where(and(eq(cartPallets.accountId, actor.accountId), eq(cartPallets.id, palletId)))
      .returning({ id: cartPallets.id });
    if (changed.length === 0) return refuse({ key: "notFound" });
    await audit(tx, actor, checked ? "pallet.check" : "pallet.uncheck", palletId, {});
    return { ok: true as const };
  });
}

/** Deletes a pallet with its lines. */
export async function deletePallet(actor: Actor, palletId: number): Promise<PalletResult> {
  return db().transaction(async (tx) => {
    const pallet = await lockPallet(tx, actor, palletId);
    if (!pallet) return refuse({ key: "notFound" });
    await tx.delete(cartPallets).where(eq(cartPallets.id, palletId));
    await audit(tx, actor, "pallet.delete", palletId, {});
    return { ok: true as const };
  });
}

/** The names of the account's pallets of a brand (for the next default name). */
export async function palletNames(actor: Actor, brandKey: string): Promise<string[]> {
  const rows = await db()
    .select({ name: cartPallets.name })
    .from(cartPallets)
    .where(and(eq(cartPallets.accountId, actor.accountId), eq(cartPallets.brandKey, brandKey)));
  return rows.map((row) => row.name);
}

export const PICKER_PAGE_SIZE = 12;

export type PickerProduct = {
  id: number;
  name: string;
  barcode: string;
  image: string | null;
  pkgNum: number;
  cartonVolumeCm3: number;
  cartonWeightG: number;
  /** The buyer's net unit; null when the product has no price in his currency. */
  unitMinor: number | null;
  /** The most cartons stock allows (null: stock not checked). */
  stockCartons: number | null;
  /** Why it cannot go on a pallet now (`pallets:errors.*` key), or null. */
  issue: string | null;
};

export type PickerPage = { products: PickerProduct[]; total: number; page: number; pages: number; categories: { id: number; name: string }[] };

/**
 * A page of the brand's China-direct products the account may buy (listed, in his sales scope),
 * searched by name or barcode (the lists' rule) and filtered by category; the categories that hold
 * any of them, for the filter.
 */
export async function palletProducts(
  actor: Actor,
  { brandKey, lng, keyword = "", categoryId = null, page = 1, now = new Date() }: { brandKey: string; lng: Language; keyword?: string; categoryId?: number | null; page?: number; now?: Date },
): Promise<PickerPage> {
  const base: (SQL | undefined)[] = [listed(brandKey), eq(products.shipsFromChina, true), inSalesScope(actor.salesScopeId)];
  const where = and(...base, keyword ? keywordCondition(keyword, lng) : undefined, categoryId ? inCategoryTree(categoryId) : undefined);
  const [counted] = await db().select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  const total = counted?.n ?? 0;
  const current = clampPage(page, total, PICKER_PAGE_SIZE);
  const rows = await db()
    .select({ id: products.id, pkgNum: products.pkgNum, cartonVolumeCm3: products.cartonVolumeCm3, cartonWeightG: products.cartonWeightG })
    .from(products)
    .where(where)
    .orderBy(desc(products.top), desc(products.salesCount), asc(products.id))
    .limit(PICKER_PAGE_SIZE)
    .offset((current - 1) * PICKER_PAGE_SIZE);
  const facts = await productFacts(
    db(),
    actor,
    rows.map((row) => row.id),
    lng,
    now,
  );
  const categoryRows = await db()
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(and(...base));
  const paths = categoryPaths(await categoryTree(brandKey, lng));
  const categories = categoryRows
    .flatMap((row) => {
      const path = row.id === null ? undefined : paths.get(row.id);
      return path ? [{ id: row.id!, name: path.map((step) => step.name).join(" › ") }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, lng));
  return {
    total,
    page: current,
    pages: Math.max(1, totalPages(total, PICKER_PAGE_SIZE)),
    categories,
    products: rows.flatMap((row): PickerProduct[] => {
      const fact = facts.get(row.id);
      if (!fact) return [];
      const product = toQuantityProduct(fact);
      const unavailable = availabilityIssue(product);
      return [
        {
          id: row.id,
          name: fact.name,
          barcode: fact.barcode,
          image: fact.image,
          pkgNum: row.pkgNum,
          cartonVolumeCm3: row.cartonVolumeCm3,
          cartonWeightG: row.cartonWeightG,
          unitMinor: unitPrice({ ...priceTerms(fact), userRateBp: actor.userRateBp })?.unitMinor ?? null,
          stockCartons: fact.not_check_stock && !fact.presale ? null : Math.floor(Number(fact.available) / Math.max(1, row.pkgNum)),
          issue: unavailable ? unavailable.key : product.offShelves ? "shelfFixed" : null,
        },
      ];
    }),
  };
}

/**
 * The account's pallets as the cart shows them, read-only (their quantities change on the pallet
 * page only): each with its type, fill in the reader's language, lines and value.
 */
export async function cartPalletsView(actor: Actor, lng: Language) {
  const pallets = await listAccountPallets(actor, { lng });
  return pallets.map((pallet) => ({
    id: pallet.id,
    name: pallet.name,
    checked: pallet.checked,
    typeName: pallet.type.name,
    figures: palletFigures(pallet.type, pallet.fill, lng),
    valueMinor: pallet.valueMinor,
    lines: pallet.lines.map((line) => ({ productId: line.productId, name: line.name, barcode: line.barcode, cartons: line.cartons, quantity: line.quantity, lineTotalMinor: line.lineTotalMinor })),
  }));
}

export type CartPallet = Awaited<ReturnType<typeof cartPalletsView>>[number];
