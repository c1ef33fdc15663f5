/**
 * The cart's combination groups (issue 18, decision 0108): a combination bought by the set is one
 * group of the acting account's cart (`cart_combinations`), apart from its single lines. Adding
 * sets, changing them, removing the group, confirming a changed combination's new version, and
 * "buy singly instead" (the available items as single lines, the group removed, in one
 * transaction); and the reader the cart page shows, with each group's state
 * (combinationGroupState: the one the checkout refuses with). Writes take the account's cart lock
 * and record the salesman acting for the client, as the single lines do (cart.server.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { type Executor, db, queryRows } from "~/db/client.server";
import { cartCombinations, cartItems, combinations } from "~/db/schema";
import { MAX_REQUEST_QUANTITY, checkSetQuantity } from "~/domain/cart-quantity";
import {
  type CombinationChange,
  type CombinationGroupState,
  type StockTerms,
  combinationGroupState,
  combinationMinimumShortfall,
  combinationPrice,
  combinationState,
  mostSetsInStock,
  offeredToScope,
  setPrice,
} from "~/domain/combinations";
import { MAX_SETS } from "~/domain/combined-orders";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import { changesSince, combinationRowsByIds, getCombination, itemsBuyable, priceOf } from "~/services/combined/combinations.server";
import type { Actor } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { lockAccount } from "./cart.server";

type AuditAction =
  | "cart.combination.add"
  | "cart.combination.sets"
  | "cart.combination.check"
  | "cart.combination.uncheck"
  | "cart.combination.remove"
  | "cart.combination.confirm"
  | "cart.combination.singly";

async function audit(tx: Executor, actor: Actor, action: AuditAction, combinationId: number, details: Record<string, unknown>) {
  if (actor.salesmanId === null) return;
  await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action, entity: "cart_combination", entityId: combinationId, details }, tx);
}

async function heldSets(tx: Executor, accountId: number, combinationId: number): Promise<{ sets: number; versionSeen: number } | null> {
  const [row] = await tx
    .select({ sets: cartCombinations.sets, versionSeen: cartCombinations.versionSeen })
    .from(cartCombinations)
    .where(and(eq(cartCombinations.accountId, accountId), eq(cartCombinations.combinationId, combinationId)));
  return row ?? null;
}

export type AddSetsResult =
  | {
      ok: true;
      /** The group's sets now, and what this add put in (less than asked when capped at 9,999). */
      sets: number;
      added: number;
      capped: boolean;
      /** The same form sent again (a double click, a resend): nothing was added this time, the answer is the first's. */
      repeated: boolean;
    }
  | { ok: false; issue: "notFound" | "full" };

/** The sets an account's group of a combination holds now (0: none), for the add form (addCombinationSets' `shown`). */
export async function setsHeld(actor: Actor, combinationId: number): Promise<number> {
  return (await heldSets(db(), actor.accountId, combinationId))?.sets ?? 0;
}

/**
 * "Add N sets" (1 ≤ N ≤ 9,999) of a combination the current brand offers the account now: a new
 * group holds the current version, checked; an existing one gets the sets added (at most 9,999 in
 * all: capped, said) and keeps the version it holds. More sets than the stock gives are taken: the
 * cart then says "combination out of stock" with its ways out, as it would for a group whose
 * stock ran out after it was added. notFound: not offered (unknown, another brand's, another
 * scope's, ended); full: the group holds 9,999 already.
 *
 * `shown` is what the group held when the form was shown (setsHeld): when the group holds exactly
 * what this add would make of it, the add was made already — the same form sent twice — and is
 * answered as it was, adding nothing (decision 0083's rule for a single line's add, without a key:
 * a form shown after the add carries the new count, so a deliberate second add adds).
 */
export async function addCombinationSets(
  actor: Actor,
  { brandKey, combinationId, sets, shown, lng, now = new Date() }: { brandKey: string; combinationId: number; sets: number; shown?: number; lng: Language; now?: Date },
): Promise<AddSetsResult> {
  if (!Number.isInteger(sets) || sets < 1 || sets > MAX_SETS) throw new RangeError(`sets out of range: ${sets}`);
  const offered = await getCombination(actor, { brandKey, id: combinationId, lng, now });
  if (!offered) return { ok: false, issue: "notFound" };
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const held = await heldSets(tx, actor.accountId, combinationId);
    const from = held?.sets ?? 0;
    if (shown !== undefined && shown < from && from === Math.min(MAX_SETS, shown + sets)) {
      return { ok: true as const, sets: from, added: from - shown, capped: from - shown < sets, repeated: true };
    }
    if (from >= MAX_SETS) return { ok: false as const, issue: "full" as const };
    const to = Math.min(MAX_SETS, from + sets);
    if (held) {
      await tx
        .update(cartCombinations)
        .set({ sets: to, salesmanId: actor.salesmanId, updatedAt: now })
        .where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, combinationId)));
    } else {
      // The version the page showed may have been raised since: the group holds the one current now, whose snapshot exists.
      await tx.insert(cartCombinations).values({
        accountId: actor.accountId,
        combinationId,
        sets: to,
        versionSeen: sql`(select ${combinations.version} from ${combinations} where ${combinations.id} = ${combinationId})`,
        checked: true,
        salesmanId: actor.salesmanId,
        createdAt: now,
        updatedAt: now,
      });
    }
    await audit(tx, actor, "cart.combination.add", combinationId, { from, to });
    return { ok: true as const, sets: to, added: to - from, capped: to - from < sets, repeated: false };
  });
}

/** Sets a group's number of sets (1 to 9,999); false when the account holds no such group. */
export async function setCombinationSets(actor: Actor, combinationId: number, sets: number, now = new Date()): Promise<boolean> {
  if (!Number.isInteger(sets) || sets < 1 || sets > MAX_SETS) throw new RangeError(`sets out of range: ${sets}`);
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const held = await heldSets(tx, actor.accountId, combinationId);
    if (!held) return false;
    await tx
      .update(cartCombinations)
      .set({ sets, salesmanId: actor.salesmanId, updatedAt: now })
      .where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, combinationId)));
    await audit(tx, actor, "cart.combination.sets", combinationId, { from: held.sets, to: sets });
    return true;
  });
}

/** Ticks a group for the order or unticks it (the confirm page's "leave out" unticks); false when the account holds no such group. */
export async function setCombinationChecked(actor: Actor, combinationId: number, checked: boolean, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(cartCombinations)
      .set({ checked, salesmanId: actor.salesmanId ?? sql`${cartCombinations.salesmanId}`, updatedAt: now })
      .where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, combinationId)))
      .returning({ sets: cartCombinations.sets });
    if (changed.length === 0) return false;
    await audit(tx, actor, checked ? "cart.combination.check" : "cart.combination.uncheck", combinationId, {});
    return true;
  });
}

/** Removes a group; false when the account holds no such group. */
export async function removeCombinationGroup(actor: Actor, combinationId: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(cartCombinations)
      .where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, combinationId)))
      .returning({ sets: cartCombinations.sets });
    if (removed.length === 0) return false;
    await audit(tx, actor, "cart.combination.remove", combinationId, { from: removed[0]!.sets });
    return true;
  });
}

/**
 * "Confirm refresh": the group now holds the combination's current version (its items, tiers and
 * minimum as they are). The version confirmed is the one the buyer was shown: when staff changed
 * it again meanwhile, nothing is confirmed (`stale`) and the cart shows the newer changes.
 */
export async function confirmCombinationRefresh(actor: Actor, combinationId: number, shownVersion: number, now = new Date()): Promise<"confirmed" | "stale" | "notFound"> {
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const held = await heldSets(tx, actor.accountId, combinationId);
    if (!held) return "notFound";
    const [current] = await tx.select({ version: combinations.version }).from(combinations).where(eq(combinations.id, combinationId));
    if (!current || current.version !== shownVersion) return "stale";
    await tx
      .update(cartCombinations)
      .set({ versionSeen: current.version, salesmanId: actor.salesmanId, updatedAt: now })
      .where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, combinationId)));
    await audit(tx, actor, "cart.combination.confirm", combinationId, { from: held.versionSeen, to: current.version });
    return "confirmed";
  });
}

export type PutSinglyResult =
  | {
      ok: true;
      /** Each item put in the cart singly: what was added to its single line, and the line's quantity now. */
      added: { productId: number; added: number; quantity: number }[];
      /** Items none of which could be added (sold out, below the minimum, off the market…). */
      skipped: number[];
    }
  | { ok: false; issue: "notFound" | "nothingAvailable" };

/**
 * "Buy singly instead": for each item of the combination (its current terms), what the sets hold
 * (quantity per set × sets), as much of it as the stock gives beside what the single line holds
 * already, rounded down to the item's multiple and at least its minimum (the single line's rules:
 * checkSetQuantity, promotions' limits included), added to its single line; then the group is
 * removed. All in one transaction under the account's lock. When not one item can be added the
 * group stays and nothing changes (`nothingAvailable`).
 */
export async function putCombinationSingly(actor: Actor, combinationId: number, now = new Date()): Promise<PutSinglyResult> {
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const held = await heldSets(tx, actor.accountId, combinationId);
    if (!held) return { ok: false as const, issue: "notFound" as const };
    const rows = await queryRows<{ product_id: number; quantity: number; current: number | null }>(
      tx,
      sql`select i.product_id, i.quantity, c.quantity as current from combination_items i
          left join ${cartItems} c on c.product_id = i.product_id and c.account_id = ${actor.accountId}
          where i.combination_id = ${combinationId} order by i.position, i.product_id`,
    );
    const facts = await productFacts(
      tx,
      actor,
      rows.map((row) => Number(row.product_id)),
      "en",
      now,
    );
    const added: { productId: number; added: number; quantity: number }[] = [];
    const skipped: number[] = [];
    for (const row of rows) {
      const productId = Number(row.product_id);
      const current = Number(row.current ?? 0);
      const fact = facts.get(productId);
      if (!fact) {
        skipped.push(productId);
        continue;
      }
      const product = toQuantityProduct(fact);
      const cap = product.notCheckStock ? MAX_REQUEST_QUANTITY : Math.max(current, product.available);
      const target = Math.min(current + Number(row.quantity) * held.sets, cap, MAX_REQUEST_QUANTITY);
      const outcome = checkSetQuantity({ product, mode: actor.accountSet, current, quantity: target });
      if (!outcome.ok || outcome.quantity <= current) {
        skipped.push(productId);
        continue;
      }
      await tx
        .insert(cartItems)
        .values({ accountId: actor.accountId, productId, quantity: outcome.quantity, salesmanId: actor.salesmanId, updatedAt: now })
        .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.productId], set: { quantity: outcome.quantity, salesmanId: actor.salesmanId, updatedAt: now } });
      added.push({ productId, added: outcome.quantity - current, quantity: outcome.quantity });
    }
    if (added.length === 0) return { ok: false as const, issue: "nothingAvailable" as const };
    await tx.delete(cartCombinations).where(and(eq(cartCombinations.accountId, actor.accountId), eq(cartCombinations.combinationId, combinationId)));
    await audit(tx, actor, "cart.combination.singly", combinationId, { sets: held.sets, added, skipped });
    return { ok: true as const, added, skipped };
  });
}

// ---------------------------------------------------------------- the reader

export type CartCombinationItem = {
  productId: number;
  name: string;
  barcode: string;
  image: string | null;
  /** Per set, and for all the sets. */
  perSet: number;
  quantity: number;
  /** The buyer's net unit (his rate, no promotion in a set); null when not priced in his currency. */
  unitMinor: number | null;
  /** The item's share of the group's net after the tier. */
  lineTotalMinor: number | null;
};

export type CartCombinationGroup = {
  combinationId: number;
  code: string;
  name: string;
  brandKey: string;
  /** The brand's name: the cart holds groups of every brand. */
  brandName: string;
  sets: number;
  checked: boolean;
  versionSeen: number;
  version: number;
  items: CartCombinationItem[];
  /** One set before its tier and after it; null when the set is not priced (an ended one may not be). */
  setBaseMinor: number | null;
  setUnitMinor: number | null;
  tier: { fromSets: number; discountBp: number } | null;
  next: { fromSets: number; discountBp: number; setsMore: number } | null;
  /** What the group costs (sets × the set after its tier). */
  netMinor: number | null;
  minimumMinor: number | null;
  mostSets: number;
  state: CombinationGroupState;
  /** The names of the products the changes name (items added or removed by staff may not be among the items). */
  productNames: Record<number, string>;
};

/**
 * The acting account's combination groups, oldest first, with their current terms at his rate:
 * items and their shares, the set's price at the tier the sets reach and the next tier, the
 * group's net, the most sets in stock, and the state (combinationGroupState). Groups of every
 * brand: the cart shows them all, as it shows every brand's lines. Stock is the item's own: what
 * single lines of the same product take is the submit's to add (stock-needs.ts).
 */
export async function cartCombinationGroups(actor: Actor, { lng, now = new Date() }: { lng: Language; now?: Date }): Promise<CartCombinationGroup[]> {
  const held = await db()
    .select({ combinationId: cartCombinations.combinationId, sets: cartCombinations.sets, checked: cartCombinations.checked, versionSeen: cartCombinations.versionSeen })
    .from(cartCombinations)
    .where(eq(cartCombinations.accountId, actor.accountId))
    .orderBy(cartCombinations.createdAt, cartCombinations.combinationId);
  if (held.length === 0) return [];
  const rows = new Map((await combinationRowsByIds(held.map((group) => group.combinationId), actor.currency)).map((row) => [row.id, row]));
  const changes = new Map<number, CombinationChange[]>();
  for (const group of held) {
    const row = rows.get(group.combinationId);
    if (row && group.versionSeen < row.version) changes.set(group.combinationId, (await changesSince(group.combinationId, group.versionSeen, actor.currency))?.changes ?? []);
  }
  const changedIds = [...changes.values()].flat().flatMap((change) => ("productId" in change ? [change.productId] : []));
  const ids = [...new Set([...[...rows.values()].flatMap((row) => row.items.map((item) => item.productId)), ...changedIds])];
  const facts = await productFacts(db(), actor, ids, lng, now);
  const productNames = (productIds: number[]) => Object.fromEntries(productIds.flatMap((id) => (facts.has(id) ? [[id, facts.get(id)!.name]] : [])));
  return held.flatMap((group) => {
    const row = rows.get(group.combinationId);
    if (!row) return [];
    const inputs = row.items.map((item) => ({ ...item, priceMinor: priceOf(facts.get(item.productId)) }));
    const price = combinationPrice({ items: inputs, userRateBp: actor.userRateBp, tiers: row.tiers, sets: group.sets });
    const stock = new Map<number, StockTerms>(
      row.items.flatMap((item) => {
        const fact = facts.get(item.productId);
        return fact ? [[item.productId, { available: Number(fact.available), unlimited: fact.not_check_stock }] as const] : [];
      }),
    );
    const mostSets = mostSetsInStock(row.items, stock);
    const offered = offeredToScope(row.audience, row.scopeIds, actor.salesScopeId) && itemsBuyable(row, facts) && setPrice(inputs, actor.userRateBp, 0) !== null;
    const groupChanges = changes.get(group.combinationId) ?? [];
    const state = combinationGroupState({
      running: combinationState(row, now),
      offered,
      versionSeen: group.versionSeen,
      version: row.version,
      changes: groupChanges,
      sets: group.sets,
      mostSets,
      shortfall: combinationMinimumShortfall({ items: inputs, userRateBp: actor.userRateBp, tiers: row.tiers, sets: group.sets, minimumMinor: row.minimumMinor }),
    });
    const items: CartCombinationItem[] = row.items.map((item, index) => {
      const fact = facts.get(item.productId);
      const line = price?.lines[index];
      return {
        productId: item.productId,
        name: fact?.name ?? `#${item.productId}`,
        barcode: fact?.barcode ?? "",
        image: fact?.image ?? null,
        perSet: item.quantity,
        quantity: item.quantity * group.sets,
        unitMinor: line?.unitMinor ?? null,
        lineTotalMinor: line?.lineTotalMinor ?? null,
      };
    });
    return [
      {
        combinationId: row.id,
        code: row.code,
        name: localized(row.names, lng),
        brandKey: row.brandKey,
        brandName: row.items.map((item) => facts.get(item.productId)?.brand_name).find((name) => name !== undefined) ?? row.brandKey,
        sets: group.sets,
        checked: group.checked,
        versionSeen: group.versionSeen,
        version: row.version,
        items,
        setBaseMinor: price?.setBaseMinor ?? null,
        setUnitMinor: price?.setUnitMinor ?? null,
        tier: price?.tier ?? null,
        next: price?.next ? { ...price.next.tier, setsMore: price.next.setsMore } : null,
        netMinor: price?.netMinor ?? null,
        minimumMinor: row.minimumMinor,
        mostSets,
        state,
        productNames: productNames([...row.items.map((item) => item.productId), ...groupChanges.flatMap((change) => ("productId" in change ? [change.productId] : []))]),
      },
    ];
  });
}
