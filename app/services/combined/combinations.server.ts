/**
 * Combinations (issue 18, decision 0108): the sets a brand offers an account, one set with its
 * tiers in the account's currency and the most sets in stock, and the staff side that writes a
 * combination so that every change of its terms raises its version and keeps a snapshot.
 */
import { type SQL, and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import {
  type LocalizedText,
  combinationItems,
  combinationMinimums,
  combinationScopes,
  combinationTiers,
  combinationVersions,
  combinations,
  products,
} from "~/db/schema";
import {
  type CombinationChange,
  type StockTerms,
  combinationChanges,
  combinationState,
  mostSetsInStock,
  offeredToScope,
  setPrice,
  setsForMinimum,
} from "~/domain/combinations";
import {
  COMBINATION_AUDIENCES,
  type CombinationAudience,
  type CombinationItemTerms,
  type CombinationMinimum,
  type CombinationSnapshot,
  type CombinationTier,
  MAX_SETS,
} from "~/domain/combined-orders";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { type ProductRow, productFacts } from "~/services/catalogue/product-facts.server";
import type { Actor } from "~/services/identity/actor.server";

export type CombinationItemView = {
  productId: number;
  name: string;
  barcode: string;
  image: string | null;
  quantity: number;
  /** The list unit in the account's currency and the buyer's net unit (his rate only: no promotion in a set). */
  listUnitMinor: number;
  unitMinor: number;
};

export type CombinationView = {
  id: number;
  code: string;
  name: string;
  description: string;
  version: number;
  startsAt: Date | null;
  endsAt: Date | null;
  currency: string;
  items: CombinationItemView[];
  /** One set at list price, and at the buyer's rate before any tier. */
  setListMinor: number;
  setBaseMinor: number;
  /** Each tier with the price of one set at it. */
  tiers: (CombinationTier & { setUnitMinor: number })[];
  /** The minimum of the combination's group in the account's currency, and the fewest sets that reach it; null: none. */
  minimumMinor: number | null;
  setsForMinimum: number | null;
  /** The most sets the stock gives now (0: "combination out of stock"). */
  mostSets: number;
};

export type CombinationRow = {
  id: number;
  brandKey: string;
  code: string;
  names: LocalizedText;
  description: LocalizedText | null;
  version: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  audience: CombinationAudience;
  scopeIds: number[];
  items: CombinationItemTerms[];
  tiers: CombinationTier[];
  minimumMinor: number | null;
};

/** The brand's active combinations (or one), with items, tiers, scopes and the minimum in a currency: one query. */
function combinationRows(brandKey: string, currency: string, id?: number): Promise<CombinationRow[]> {
  return combinationRowsWhere(currency, and(eq(combinations.brandKey, brandKey), eq(combinations.active, true), id === undefined ? undefined : eq(combinations.id, id)));
}

/** Combinations by ids, whatever their state (a cart's groups: an ended one is still shown), with their current terms. */
export function combinationRowsByIds(ids: number[], currency: string): Promise<CombinationRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : combinationRowsWhere(currency, inArray(combinations.id, ids));
}

/**
 * A combination's terms as one row reads them (with combinationMinimums joined for the account's
 * currency): its version and period, audience and scopes, items, tiers and minimum. The offered
 * list and the checkout's review of the cart's groups read the same.
 */
export const combinationTermsColumns = {
  version: combinations.version,
  active: combinations.active,
  startsAt: combinations.startsAt,
  endsAt: combinations.endsAt,
  audience: combinations.audience,
  scopeIds: sql<number[]>`coalesce((select array_agg(s.scope_id) from ${combinationScopes} s where s.combination_id = ${combinations.id}), '{}')`,
  items: sql<CombinationItemTerms[]>`coalesce((select json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity) order by i.position, i.product_id)
    from ${combinationItems} i where i.combination_id = ${combinations.id}), '[]')`,
  tiers: sql<CombinationTier[]>`coalesce((select json_agg(json_build_object('fromSets', t.from_sets, 'discountBp', t.discount_bp) order by t.from_sets)
    from ${combinationTiers} t where t.combination_id = ${combinations.id}), '[]')`,
  minimumMinor: combinationMinimums.minimumMinor,
};

async function combinationRowsWhere(currency: string, where: SQL | undefined): Promise<CombinationRow[]> {
  const rows = await db()
    .select({
      id: combinations.id,
      brandKey: combinations.brandKey,
      code: combinations.code,
      names: combinations.names,
      description: combinations.description,
      ...combinationTermsColumns,
    })
    .from(combinations)
    .leftJoin(combinationMinimums, and(eq(combinationMinimums.combinationId, combinations.id), eq(combinationMinimums.currency, currency)))
    .where(where)
    .orderBy(asc(combinations.position), asc(combinations.id));
  return rows.map((row) => ({ ...row, scopeIds: row.scopeIds.map(Number), minimumMinor: row.minimumMinor === null ? null : Number(row.minimumMinor) }));
}

/** Whether the account can buy every item of a combination (the price is setPrice's to check): it has items, none off the market or outside his scope. */
export function itemsBuyable(row: Pick<CombinationRow, "items">, facts: ReadonlyMap<number, ProductRow>): boolean {
  return row.items.length > 0 && row.items.every((item) => {
    const product = facts.get(item.productId);
    return product !== undefined && !product.off_market && product.in_scope;
  });
}

export const priceOf = (row: ProductRow | undefined) => (row?.price_minor === null || row?.price_minor === undefined ? null : Number(row.price_minor));

/**
 * A combination as the account sees it, or null when it is not offered to him: not running (off,
 * not started, ended), not for his sales scope, or with an item he cannot buy (no price in his
 * currency, off the market, outside his scope).
 */
function viewOf(row: CombinationRow, facts: ReadonlyMap<number, ProductRow>, actor: Actor, lng: Language, now: Date): CombinationView | null {
  if (combinationState(row, now) !== "running" || !offeredToScope(row.audience, row.scopeIds, actor.salesScopeId)) return null;
  const products = row.items.map((item) => facts.get(item.productId));
  if (!itemsBuyable(row, facts)) return null;
  const items = row.items.map((item, index) => ({ ...item, priceMinor: priceOf(products[index]) }));
  const base = setPrice(items, actor.userRateBp, 0);
  if (!base) return null;
  const stock = new Map<number, StockTerms>(products.map((product) => [Number(product!.id), { available: Number(product!.available), unlimited: product!.not_check_stock }]));
  return {
    id: row.id,
    code: row.code,
    name: localized(row.names, lng),
    description: localized(row.description, lng),
    version: row.version,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    currency: actor.currency,
    items: base.items.map((item, index) => ({
      productId: item.productId,
      name: products[index]!.name,
      barcode: products[index]!.barcode,
      image: products[index]!.image,
      quantity: item.quantity,
      listUnitMinor: item.listUnitMinor,
      unitMinor: item.unitMinor,
    })),
    setListMinor: base.setListMinor,
    setBaseMinor: base.setBaseMinor,
    tiers: row.tiers.map((tier) => ({ ...tier, setUnitMinor: setPrice(items, actor.userRateBp, tier.discountBp)!.setUnitMinor })),
    minimumMinor: row.minimumMinor,
    setsForMinimum: row.minimumMinor === null ? null : setsForMinimum({ items, userRateBp: actor.userRateBp, tiers: row.tiers, minimumMinor: row.minimumMinor }),
    mostSets: mostSetsInStock(row.items, stock),
  };
}

async function views(actor: Actor, rows: CombinationRow[], lng: Language, now: Date): Promise<CombinationView[]> {
  const ids = [...new Set(rows.flatMap((row) => row.items.map((item) => item.productId)))];
  const facts = await productFacts(db(), actor, ids, lng, now);
  return rows.map((row) => viewOf(row, facts, actor, lng, now)).filter((view): view is CombinationView => view !== null);
}

/** The combinations a brand offers the acting account now, in their order (two queries). */
export async function listCombinations(actor: Actor, { brandKey, lng, now = new Date() }: { brandKey: string; lng: Language; now?: Date }): Promise<CombinationView[]> {
  return views(actor, await combinationRows(brandKey, actor.currency), lng, now);
}

/** One combination of the brand as the acting account sees it; null when it is not offered to him (a 404 for the page). */
export async function getCombination(actor: Actor, { brandKey, id, lng, now = new Date() }: { brandKey: string; id: number; lng: Language; now?: Date }): Promise<CombinationView | null> {
  const [view] = await views(actor, await combinationRows(brandKey, actor.currency, id), lng, now);
  return view ?? null;
}

// ---------------------------------------------------------------- versions

/** A combination's terms as they are now (what its next version's snapshot holds). */
async function currentSnapshot(executor: Executor, id: number): Promise<CombinationSnapshot | null> {
  const [row] = await executor
    .select({ version: combinations.version, active: combinations.active, startsAt: combinations.startsAt, endsAt: combinations.endsAt })
    .from(combinations)
    .where(eq(combinations.id, id));
  if (!row) return null;
  // One after the other: the executor is a transaction's one connection (pg refuses overlapping queries on a client from pg@9).
  const items = await executor
    .select({ productId: combinationItems.productId, quantity: combinationItems.quantity })
    .from(combinationItems)
    .where(eq(combinationItems.combinationId, id))
    .orderBy(asc(combinationItems.position), asc(combinationItems.productId));
  const tiers = await executor
    .select({ fromSets: combinationTiers.fromSets, discountBp: combinationTiers.discountBp })
    .from(combinationTiers)
    .where(eq(combinationTiers.combinationId, id))
    .orderBy(asc(combinationTiers.fromSets));
  const minimums = await executor
    .select({ currency: combinationMinimums.currency, minimumMinor: combinationMinimums.minimumMinor })
    .from(combinationMinimums)
    .where(eq(combinationMinimums.combinationId, id))
    .orderBy(asc(combinationMinimums.currency));
  return {
    version: row.version,
    items,
    tiers,
    minimums: minimums.map((minimum) => ({ currency: minimum.currency.trim(), minimumMinor: Number(minimum.minimumMinor) })),
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * What changed in a combination since the version a buyer holds, in his currency: the current
 * version and the changes (empty when he holds the current one). Null when the combination or the
 * version is unknown.
 */
export async function changesSince(id: number, version: number, currency: string): Promise<{ version: number; changes: CombinationChange[] } | null> {
  const rows = await db()
    .select({ version: combinationVersions.version, snapshot: combinationVersions.snapshot })
    .from(combinationVersions)
    .innerJoin(combinations, eq(combinations.id, combinationVersions.combinationId))
    .where(and(eq(combinationVersions.combinationId, id), or(eq(combinationVersions.version, version), eq(combinationVersions.version, combinations.version))));
  const held = rows.find((row) => row.version === version);
  const current = rows.reduce<(typeof rows)[number] | undefined>((latest, row) => (!latest || row.version > latest.version ? row : latest), undefined);
  if (!held || !current) return null;
  return { version: current.version, changes: combinationChanges(held.snapshot, current.snapshot, currency) };
}

// ---------------------------------------------------------------- staff: writing combinations

export type CombinationTerms = {
  items: CombinationItemTerms[];
  tiers: CombinationTier[];
  minimums: CombinationMinimum[];
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  audience: CombinationAudience;
  /** The sales scopes of audience "scopes". */
  scopeIds: number[];
};

export type NewCombination = Partial<CombinationTerms> &
  Pick<CombinationTerms, "items"> & { brandKey: string; code: string; names: LocalizedText; description?: LocalizedText | null; position?: number };

/** A change by staff: only what is given changes; items, tiers, minimums and scopes are replaced whole. */
export type CombinationEdit = Partial<CombinationTerms> & { names?: LocalizedText; description?: LocalizedText | null; position?: number };

/** Why staff's combination was refused. */
export type CombinationIssue =
  | "notFound"
  | "codeTaken"
  | "badCode"
  | "noItems"
  | "badItem"
  | "duplicateItem"
  | "foreignItem"
  | "badTier"
  | "duplicateTier"
  | "badMinimum"
  | "duplicateMinimum"
  | "badPeriod"
  | "badAudience";

type WriteOptions = { executor?: Executor; now?: Date };

/** The rules the tables' checks hold, said as an issue instead of a failed statement. */
function termsIssue(terms: Partial<CombinationTerms>): CombinationIssue | null {
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  if (terms.items !== undefined) {
    if (terms.items.length === 0) return "noItems";
    if (terms.items.some((item) => !whole(item.productId, 1, 2 ** 31 - 1) || !whole(item.quantity, 1, 999_999))) return "badItem";
    if (new Set(terms.items.map((item) => item.productId)).size !== terms.items.length) return "duplicateItem";
  }
  if (terms.tiers !== undefined) {
    if (terms.tiers.some((tier) => !whole(tier.fromSets, 1, MAX_SETS) || !whole(tier.discountBp, 1, 9_999))) return "badTier";
    if (new Set(terms.tiers.map((tier) => tier.fromSets)).size !== terms.tiers.length) return "duplicateTier";
  }
  if (terms.minimums !== undefined) {
    if (terms.minimums.some((minimum) => !/^[A-Z]{3}$/.test(minimum.currency) || !whole(minimum.minimumMinor, 0, Number.MAX_SAFE_INTEGER))) return "badMinimum";
    if (new Set(terms.minimums.map((minimum) => minimum.currency)).size !== terms.minimums.length) return "duplicateMinimum";
  }
  if (terms.startsAt && terms.endsAt && terms.endsAt.getTime() <= terms.startsAt.getTime()) return "badPeriod";
  if (terms.audience !== undefined && !COMBINATION_AUDIENCES.includes(terms.audience)) return "badAudience";
  return null;
}

/** Whether every product is one of the brand's. */
async function ofBrand(executor: Executor, brandKey: string, productIds: number[]): Promise<boolean> {
  const rows = await executor.select({ id: products.id }).from(products).where(and(inArray(products.id, productIds), eq(products.brandKey, brandKey)));
  return rows.length === productIds.length;
}

/** Writes the given children of a combination, replacing what it had. */
async function replaceChildren(executor: Executor, id: number, terms: Partial<CombinationTerms>) {
  if (terms.items !== undefined) {
    await executor.delete(combinationItems).where(eq(combinationItems.combinationId, id));
    await executor.insert(combinationItems).values(terms.items.map((item, position) => ({ combinationId: id, productId: item.productId, quantity: item.quantity, position })));
  }
  if (terms.tiers !== undefined) {
    await executor.delete(combinationTiers).where(eq(combinationTiers.combinationId, id));
    if (terms.tiers.length > 0) await executor.insert(combinationTiers).values(terms.tiers.map((tier) => ({ combinationId: id, ...tier })));
  }
  if (terms.minimums !== undefined) {
    await executor.delete(combinationMinimums).where(eq(combinationMinimums.combinationId, id));
    if (terms.minimums.length > 0) await executor.insert(combinationMinimums).values(terms.minimums.map((minimum) => ({ combinationId: id, ...minimum })));
  }
  if (terms.scopeIds !== undefined) {
    await executor.delete(combinationScopes).where(eq(combinationScopes.combinationId, id));
    if (terms.scopeIds.length > 0) await executor.insert(combinationScopes).values([...new Set(terms.scopeIds)].map((scopeId) => ({ combinationId: id, scopeId })));
  }
}

/** A new combination at version 1, with its first snapshot. */
export async function createCombination(input: NewCombination, { executor = db(), now = new Date() }: WriteOptions = {}): Promise<{ ok: true; id: number } | { ok: false; issue: CombinationIssue }> {
  const issue = termsIssue(input) ?? (input.code.length >= 1 && input.code.length <= 40 ? null : "badCode");
  if (issue) return { ok: false, issue };
  return executor.transaction(async (tx) => {
    if (!(await ofBrand(tx, input.brandKey, input.items.map((item) => item.productId)))) return { ok: false as const, issue: "foreignItem" as const };
    const [row] = await tx
      .insert(combinations)
      .values({
        brandKey: input.brandKey,
        code: input.code,
        names: input.names,
        description: input.description ?? null,
        version: 1,
        active: input.active ?? true,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        audience: input.audience ?? "all",
        position: input.position ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [combinations.brandKey, combinations.code] })
      .returning({ id: combinations.id });
    if (!row) return { ok: false as const, issue: "codeTaken" as const };
    await replaceChildren(tx, row.id, { items: input.items, tiers: input.tiers ?? [], minimums: input.minimums ?? [], scopeIds: input.scopeIds ?? [] });
    await tx.insert(combinationVersions).values({ combinationId: row.id, version: 1, snapshot: (await currentSnapshot(tx, row.id))!, createdAt: now });
    return { ok: true as const, id: row.id };
  });
}

/**
 * Staff's change of a combination (decision 0108): in one transaction, with the row locked, the
 * given fields and children are written; when the terms a buyer holds changed (items, tiers,
 * minimums, the switch, the period) the version goes up by one and its snapshot is written, so a
 * cart holding the old version says "combination changed". Names, texts, order and audience
 * change without a new version (a buyer who holds the set keeps what he was offered).
 */
export async function changeCombination(
  id: number,
  edit: CombinationEdit,
  { executor = db(), now = new Date() }: WriteOptions = {},
): Promise<{ ok: true; version: number; changes: CombinationChange[] } | { ok: false; issue: CombinationIssue }> {
  return executor.transaction(async (tx) => {
    const [row] = await tx
      .select({ brandKey: combinations.brandKey, version: combinations.version, startsAt: combinations.startsAt, endsAt: combinations.endsAt })
      .from(combinations)
      .where(eq(combinations.id, id))
      .for("update");
    if (!row) return { ok: false as const, issue: "notFound" as const };
    const startsAt = edit.startsAt === undefined ? row.startsAt : edit.startsAt;
    const endsAt = edit.endsAt === undefined ? row.endsAt : edit.endsAt;
    const issue = termsIssue({ ...edit, startsAt, endsAt });
    if (issue) return { ok: false as const, issue };
    if (edit.items && !(await ofBrand(tx, row.brandKey, edit.items.map((item) => item.productId)))) return { ok: false as const, issue: "foreignItem" as const };
    const before = (await currentSnapshot(tx, id))!;
    await replaceChildren(tx, id, edit);
    await tx
      .update(combinations)
      .set({
        names: edit.names,
        description: edit.description,
        active: edit.active,
        startsAt: edit.startsAt,
        endsAt: edit.endsAt,
        audience: edit.audience,
        position: edit.position,
        updatedAt: now,
      })
      .where(eq(combinations.id, id));
    const after = (await currentSnapshot(tx, id))!;
    const changes = combinationChanges(before, after);
    if (changes.length === 0) return { ok: true as const, version: row.version, changes };
    const version = row.version + 1;
    await tx.update(combinations).set({ version }).where(eq(combinations.id, id));
    await tx.insert(combinationVersions).values({ combinationId: id, version, snapshot: { ...after, version }, createdAt: now });
    return { ok: true as const, version, changes };
  });
}
