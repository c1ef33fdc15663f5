import crypto from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Executor, db, queryRows } from "~/db/client.server";
import { accounts, cartAddKeys, cartCombinations, cartItems, cartOutletItems, cartPallets } from "~/db/schema";
import {
  type QuantityIssue,
  type QuantityOutcome,
  type QuantityProduct,
  checkAdd,
  checkSetQuantity,
  lineIssue,
  minimumQuantity,
  quantityMultiple,
} from "~/domain/cart-quantity";
import { lineTotalMinor, unitPrice } from "~/domain/pricing";
import type { Language } from "~/i18n/languages";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { type ProductRow, priceTerms, productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";

/** Every cart change of an account waits for the one before it, so two adds cannot both pass a limit. */
export async function lockAccount(tx: Executor, accountId: number) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

async function currentQuantity(tx: Executor, accountId: number, productId: number): Promise<number> {
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.accountId, accountId), eq(cartItems.productId, productId)));
  return line?.quantity ?? 0;
}

export type CartChangeResult =
  | {
      ok: true;
      /** The line's quantity now: what is in the cart. */
      quantity: number;
      /** What the change added (negative: removed). */
      change: number;
      reducedFrom: number | null;
      multiple: number;
      /** True when an add with this key had already been made: nothing was added this time. */
      repeated: boolean;
    }
  | { ok: false; issue: QuantityIssue }
  | { ok: false; issue: { key: "notFound" } };

/**
 * An add form's one-time key (decision 0083): 16 random URL-safe characters (96 bits; decision
 * 0099: every card of a page carries it, and it need only be unique among one account's adds of a day).
 */
export function newAddKey(): string {
  return crypto.randomBytes(12).toString("base64url");
}

export const ADD_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** How long an add's key answers a repeat: longer than any double click, resubmit or retry. */
export const ADD_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type AddKey = { key: string; productId: number };

/** The outcome recorded with an add's key, answered to a repeat with the line's quantity now. */
async function repeatedAdd(tx: Executor, accountId: number, { key, productId }: AddKey): Promise<CartChangeResult | null> {
  const [done] = await tx
    .select({ change: cartAddKeys.change, reducedFrom: cartAddKeys.reducedFrom, multiple: cartAddKeys.multiple })
    .from(cartAddKeys)
    .where(and(eq(cartAddKeys.accountId, accountId), eq(cartAddKeys.key, key), eq(cartAddKeys.productId, productId)));
  if (!done) return null;
  return { ok: true, quantity: await currentQuantity(tx, accountId, productId), ...done, repeated: true };
}

async function changeLine(
  actor: Actor,
  productId: number,
  decide: (product: QuantityProduct, current: number) => QuantityOutcome,
  action: "cart.add" | "cart.setQuantity",
  now: Date,
  addKey: AddKey | null = null,
): Promise<CartChangeResult> {
  return db().transaction(async (tx) => {
    // The account's lock also orders two requests with one key: the second finds the first's record.
    await lockAccount(tx, actor.accountId);
    if (addKey) {
      const repeated = await repeatedAdd(tx, actor.accountId, addKey);
      if (repeated) return repeated;
    }
    const row = (await productFacts(tx, actor, [productId], "en", now)).get(productId);
    if (!row) return { ok: false as const, issue: { key: "notFound" as const } };
    const current = await currentQuantity(tx, actor.accountId, productId);
    const outcome = decide(toQuantityProduct(row), current);
    if (!outcome.ok) return outcome;
    await tx
      .insert(cartItems)
      .values({ accountId: actor.accountId, productId, quantity: outcome.quantity, salesmanId: actor.salesmanId, updatedAt: now })
      .onConflictDoUpdate({
        target: [cartItems.accountId, cartItems.productId],
        set: { quantity: outcome.quantity, salesmanId: actor.salesmanId, updatedAt: now },
      });
    const change = outcome.quantity - current;
    if (addKey) {
      await tx.delete(cartAddKeys).where(and(eq(cartAddKeys.accountId, actor.accountId), lt(cartAddKeys.createdAt, new Date(now.getTime() - ADD_KEY_LIFETIME_MS))));
      await tx.insert(cartAddKeys).values({ accountId: actor.accountId, key: addKey.key, productId, change, reducedFrom: outcome.reducedFrom, multiple: outcome.multiple, createdAt: now });
    }
    if (actor.salesmanId !== null) {
      await recordAudit(
        {
          accountId: actor.accountId,
          actorId: actor.salesmanId,
          action,
          entity: "cart_item",
          entityId: productId,
          details: { from: current, to: outcome.quantity },
        },
        tx,
      );
    }
    return { ok: true as const, quantity: outcome.quantity, change, reducedFrom: outcome.reducedFrom, multiple: outcome.multiple, repeated: false };
  });
}

/**
 * Adds a signed quantity (negative reduces) to the acting account's line of a product. With the
 * add form's key, a repeat of an add already made adds nothing and answers with its outcome and
 * the line's quantity now (decision 0083).
 */
export function addToCart(actor: Actor, productId: number, delta: number, { now = new Date(), key = null }: { now?: Date; key?: string | null } = {}): Promise<CartChangeResult> {
  return changeLine(
    actor,
    productId,
    (product, current) => checkAdd({ product, mode: actor.accountSet, current, delta }),
    "cart.add",
    now,
    key === null ? null : { key, productId },
  );
}

/** Deletes the add keys older than their lifetime (at start; each add also clears its account's). */
export async function pruneCartAddKeys(now = new Date()): Promise<void> {
  await db().delete(cartAddKeys).where(lt(cartAddKeys.createdAt, new Date(now.getTime() - ADD_KEY_LIFETIME_MS)));
}

/** Sets the quantity of a line (creating it when the product is not in the cart yet). */
export function setCartQuantity(actor: Actor, productId: number, quantity: number, now = new Date()): Promise<CartChangeResult> {
  return changeLine(
    actor,
    productId,
    (product, current) => checkSetQuantity({ product, mode: actor.accountSet, current, quantity }),
    "cart.setQuantity",
    now,
  );
}

/** Removes a line; false when the account has no such line. */
export async function removeCartLine(actor: Actor, productId: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.accountId, actor.accountId), eq(cartItems.productId, productId)))
      .returning({ quantity: cartItems.quantity });
    if (removed.length === 0) return false;
    if (actor.salesmanId !== null) {
      await recordAudit(
        { accountId: actor.accountId, actorId: actor.salesmanId, action: "cart.remove", entity: "cart_item", entityId: productId, details: { from: removed[0]!.quantity } },
        tx,
      );
    }
    return true;
  });
}

/** Ticks or unticks lines: some products, or every line (productIds null). Returns how many lines changed. */
export async function setCartChecked(actor: Actor, productIds: number[] | null, checked: boolean, now = new Date()): Promise<number> {
  if (productIds !== null && productIds.length === 0) return 0;
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(cartItems)
      .set({ checked, salesmanId: actor.salesmanId ?? sql`${cartItems.salesmanId}`, updatedAt: now })
      .where(and(eq(cartItems.accountId, actor.accountId), productIds === null ? undefined : inArray(cartItems.productId, productIds)))
      .returning({ productId: cartItems.productId });
    // "Select all" takes the combination groups and the pallets with it: the order takes what is ticked.
    if (productIds === null) {
      await tx.update(cartCombinations).set({ checked, updatedAt: now }).where(eq(cartCombinations.accountId, actor.accountId));
      await tx.update(cartPallets).set({ checked, updatedAt: now }).where(eq(cartPallets.accountId, actor.accountId));
      await tx.update(cartOutletItems).set({ checked, updatedAt: now }).where(eq(cartOutletItems.accountId, actor.accountId));
    }
    if (actor.salesmanId !== null && changed.length > 0) {
      await recordAudit(
        {
          accountId: actor.accountId,
          actorId: actor.salesmanId,
          action: checked ? "cart.check" : "cart.uncheck",
          entity: "cart_item",
          details: { products: changed.map((line) => line.productId) },
        },
        tx,
      );
    }
    return changed.length;
  });
}

/** Whether the acting account's cart has a ticked line: the cart's "Confirm order" goes on only then (decision 0111). */
export async function hasTickedLine(actor: Actor): Promise<boolean> {
  // A ticked single line, combination group, or pallet with something on it: what the confirm page takes.
  const [row] = await queryRows<{ ticked: boolean }>(
    db(),
    sql`select exists (select 1 from cart_items where account_id = ${actor.accountId} and checked)
            or exists (select 1 from cart_combinations where account_id = ${actor.accountId} and checked)
            or exists (select 1 from cart_outlet_items where account_id = ${actor.accountId} and checked)
            or exists (select 1 from cart_pallets p where p.account_id = ${actor.accountId} and p.checked
                         and exists (select 1 from cart_pallet_items i where i.pallet_id = p.id)) as ticked`,
  );
  return row?.ticked === true;
}

export type CartLineIssue = QuantityIssue | { key: "notMultiple"; allowed: number };

export type CartViewLine = {
  productId: number;
  name: string;
  barcode: string;
  image: string | null;
  quantity: number;
  checked: boolean;
  multiple: number;
  minimum: number;
  offShelves: boolean;
  unitMinor: number | null;
  lineTotalMinor: number | null;
  /** Why the line cannot be ordered as it is; null when it can. */
  issue: CartLineIssue | null;
};

export type CartGroup = { brandKey: string; brandName: string; lines: CartViewLine[] };

export type CartView = {
  groups: CartGroup[];
  count: number;
  totalQuantity: number;
  /** All priced lines. */
  totalMinor: number;
  unpricedLines: number;
  issues: number;
  allChecked: boolean;
};

/**
 * The acting account's cart: lines grouped by brand (the current brand first), each with its
 * unit price and total in the account's currency and the reason it cannot be ordered as it is.
 * Two queries: the lines, then the products' facts.
 */
export async function cartView(actor: Actor, { lng, brandKey, now = new Date() }: { lng: Language; brandKey: string; now?: Date }): Promise<CartView> {
  const lines = await db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, checked: cartItems.checked })
    .from(cartItems)
    .where(eq(cartItems.accountId, actor.accountId))
    .orderBy(cartItems.createdAt, cartItems.productId);
  const facts = await productFacts(
    db(),
    actor,
    lines.map((line) => line.productId),
    lng,
    now,
  );
  return cartViewOf(actor, lines, facts, brandKey);
}

/** cartView on lines and product facts already read (the cart page reads them with its summary's). */
export function cartViewOf(actor: Actor, lines: readonly { productId: number; quantity: number; checked: boolean }[], facts: ReadonlyMap<number, ProductRow>, brandKey: string): CartView {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const row = facts.get(line.productId);
    if (!row) continue;
    const product = toQuantityProduct(row);
    const unitMinor = product.unitPriceMinor === null ? null : (unitPrice({ ...priceTerms(row), userRateBp: actor.userRateBp })?.unitMinor ?? null);
    const viewLine: CartViewLine = {
      productId: line.productId,
      name: row.name,
      barcode: row.barcode,
      image: row.image,
      quantity: line.quantity,
      checked: line.checked,
      multiple: quantityMultiple(product, actor.accountSet),
      minimum: minimumQuantity(product, actor.accountSet),
      offShelves: row.off_shelves,
      unitMinor,
      lineTotalMinor: unitMinor === null ? null : lineTotalMinor(unitMinor, line.quantity),
      issue: lineIssue(product, actor.accountSet, line.quantity),
    };
    const group = groups.get(row.brand_key) ?? { brandKey: row.brand_key, brandName: row.brand_name, lines: [] };
    group.lines.push(viewLine);
    groups.set(row.brand_key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => Number(b.brandKey === brandKey) - Number(a.brandKey === brandKey) || a.brandName.localeCompare(b.brandName));
  const all = ordered.flatMap((group) => group.lines);
  return {
    groups: ordered,
    count: all.length,
    totalQuantity: all.reduce((sum, line) => sum + line.quantity, 0),
    totalMinor: all.reduce((sum, line) => sum + (line.lineTotalMinor ?? 0), 0),
    unpricedLines: all.filter((line) => line.unitMinor === null).length,
    issues: all.filter((line) => line.issue !== null).length,
    allChecked: all.length > 0 && all.every((line) => line.checked),
  };
}

/** One line of the acting account's cart, for the remove confirmation page; null when there is none. */
export async function cartLine(actor: Actor, productId: number, lng: Language): Promise<{ productId: number; name: string; barcode: string; quantity: number } | null> {
  const [line] = await db()
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.accountId, actor.accountId), eq(cartItems.productId, productId)));
  if (!line) return null;
  const row = (await productFacts(db(), actor, [productId], lng, new Date())).get(productId);
  if (!row) return null;
  return { productId, name: row.name, barcode: row.barcode, quantity: line.quantity };
}
