/**
 * Full-reduction discounts (issue 18, decision 0108): the one running for a brand and currency,
 * and staff's writing of one (at most one runs per brand and currency at a time: the database's
 * trigger refuses an overlap, said here as an issue).
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { type LocalizedText, fullReductionTiers, fullReductions } from "~/db/schema";
import { type ReductionTier, reductionTiers } from "~/domain/full-reduction";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { forgetReferenceData, referenceData } from "~/services/platform/reference-cache.server";

export type FullReductionView = {
  id: number;
  name: string;
  currency: string;
  startsAt: Date;
  endsAt: Date | null;
  /** Lowest threshold first. */
  tiers: ReductionTier[];
};

/** A reduction's row with its tiers (one subquery). */
const reductionColumns = {
  id: fullReductions.id,
  names: fullReductions.names,
  currency: fullReductions.currency,
  startsAt: fullReductions.startsAt,
  endsAt: fullReductions.endsAt,
  tiers: sql<ReductionTier[]>`coalesce((select json_agg(json_build_object('thresholdMinor', t.threshold_minor, 'amountOffMinor', t.amount_off_minor))
    from ${fullReductionTiers} t where t.reduction_id = ${fullReductions.id}), '[]')`,
};

type ReductionRow = { id: number; names: LocalizedText; currency: string; startsAt: Date; endsAt: Date | null; tiers: ReductionTier[] };

/** A row as read: the currency without the char column's padding, the tiers that make sense as numbers, lowest first. */
const reductionRow = (row: ReductionRow): ReductionRow => ({
  ...row,
  currency: row.currency.trim(),
  tiers: reductionTiers(row.tiers.map((tier) => ({ thresholdMinor: Number(tier.thresholdMinor), amountOffMinor: Number(tier.amountOffMinor) }))),
});

const reductionView = ({ names, ...row }: ReductionRow, lng: Language): FullReductionView => ({ ...row, name: localized(names, lng) });

/** The full reduction of a brand in a currency running now; null when none does. */
export async function runningFullReduction({ brandKey, currency, lng, now = new Date() }: { brandKey: string; currency: string; lng: Language; now?: Date }): Promise<FullReductionView | null> {
  const [row] = await db()
    .select(reductionColumns)
    .from(fullReductions)
    .where(
      and(
        eq(fullReductions.brandKey, brandKey),
        eq(fullReductions.currency, currency),
        eq(fullReductions.active, true),
        lte(fullReductions.startsAt, now),
        or(isNull(fullReductions.endsAt), gt(fullReductions.endsAt, now)),
      ),
    )
    .orderBy(desc(fullReductions.startsAt))
    .limit(1);
  return row ? reductionView(reductionRow(row), lng) : null;
}

/**
 * The brand's active reductions, every currency and period, from memory (a few rows a year): the
 * labels on the list, search, home and detail pages read them on every request (decision 0108, as
 * built: the label). Reference data (decision 0095): one query per brand and process, read again
 * after `forgetReferenceData()` — which createFullReduction calls — or REFERENCE_TTL_MS. Which one
 * runs is decided at each request from the periods, so a start or an end needs no invalidation.
 * The checkout reads `runningFullReduction` from the database, as the order's money must.
 */
function brandReductions(brandKey: string): Promise<ReductionRow[]> {
  return referenceData(`full-reductions:${brandKey}`, async () => {
    const rows = await db()
      .select(reductionColumns)
      .from(fullReductions)
      .where(and(eq(fullReductions.brandKey, brandKey), eq(fullReductions.active, true)));
    return rows.map(reductionRow);
  });
}

/** The full reduction of a brand in a currency running now, as `runningFullReduction` finds it, from the brand's reductions in memory. */
export async function runningFullReductionFromMemory({ brandKey, currency, lng, now = new Date() }: { brandKey: string; currency: string; lng: Language; now?: Date }): Promise<FullReductionView | null> {
  const at = now.getTime();
  const running = (await brandReductions(brandKey))
    .filter((row) => row.currency === currency && row.startsAt.getTime() <= at && (row.endsAt === null || row.endsAt.getTime() > at))
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
  return running ? reductionView(running, lng) : null;
}

export type NewFullReduction = {
  brandKey: string;
  currency: string;
  names: LocalizedText;
  startsAt: Date;
  endsAt: Date | null;
  active?: boolean;
  tiers: ReductionTier[];
};

export type FullReductionIssue = "noTiers" | "badTier" | "duplicateTier" | "badPeriod" | "badCurrency" | "overlap";

/** The database's refusal of an overlapping full reduction (its trigger raises exclusion_violation). */
function isOverlap(error: unknown): boolean {
  for (let found = error as { code?: string; cause?: unknown } | undefined; found; found = found.cause as typeof found) {
    if (found.code === "23P01") return true;
  }
  return false;
}

/** Writes a full reduction with its tiers; refused with the reason when it is wrong or would overlap a running one of the brand and currency. */
export async function createFullReduction(input: NewFullReduction, { executor = db(), now = new Date() }: { executor?: Executor; now?: Date } = {}): Promise<{ ok: true; id: number } | { ok: false; issue: FullReductionIssue }> {
  if (!/^[A-Z]{3}$/.test(input.currency)) return { ok: false, issue: "badCurrency" };
  if (input.endsAt && input.endsAt.getTime() <= input.startsAt.getTime()) return { ok: false, issue: "badPeriod" };
  if (input.tiers.length === 0) return { ok: false, issue: "noTiers" };
  if (reductionTiers(input.tiers).length !== input.tiers.length) return { ok: false, issue: "badTier" };
  if (new Set(input.tiers.map((tier) => tier.thresholdMinor)).size !== input.tiers.length) return { ok: false, issue: "duplicateTier" };
  try {
    return await executor.transaction(async (tx) => {
      const [row] = await tx
        .insert(fullReductions)
        .values({ brandKey: input.brandKey, currency: input.currency, names: input.names, startsAt: input.startsAt, endsAt: input.endsAt, active: input.active ?? true, createdAt: now })
        .returning({ id: fullReductions.id });
      await tx.insert(fullReductionTiers).values(input.tiers.map((tier) => ({ reductionId: row!.id, ...tier })));
      return { ok: true as const, id: row!.id };
    }).finally(forgetReferenceData);
  } catch (error) {
    if (isOverlap(error)) return { ok: false, issue: "overlap" };
    throw error;
  }
}
