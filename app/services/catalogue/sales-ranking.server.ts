/** The sales ranking (/TojRanking, decision 0114): the brand's best sellers over a period, from the orders. */
import { sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { orderLines, orders, products } from "~/db/schema";
import { RANKING_CACHE_MS, RANKING_SIZE, type RankingPeriod, rankingWindows } from "~/domain/sales-ranking";
import { referenceData } from "~/services/platform/reference-cache.server";
import { inCategoryTree, listed } from "./listing.server";

/** One ranked product: ids and counts only, the same for every reader (never a price, never an account). */
export type RankingEntry = {
  productId: number;
  /** 1 is the best seller; products selling as many units share a rank. */
  rank: number;
  units: number;
  /** Its rank in the previous period of the same length; null when it sold nothing then. */
  previousRank: number | null;
};

type Scope = { brandKey: string; period: RankingPeriod; categoryId: number | null };

/**
 * The ranking of a brand for a period, within a category and everything below it (or all): kept
 * in this process's memory RANKING_CACHE_MS per (brand, period, category), like reference data,
 * since it is the same for every buyer and costs a scan of the period's orders.
 */
export function salesRanking(scope: Scope, now = new Date()): Promise<RankingEntry[]> {
  const key = `sales-ranking:${scope.brandKey}:${scope.period}:${scope.categoryId ?? "all"}`;
  return referenceData(key, () => rankingQuery(scope, now), now.getTime(), RANKING_CACHE_MS);
}

/**
 * One statement, one pass over the orders of both periods (orders not cancelled, placed on the
 * brand's host, for its listed products): each product's units now and before, ranked in each,
 * the best RANKING_SIZE of now kept. Ties share a rank (`rank()`), listed by product id.
 */
async function rankingQuery({ brandKey, period, categoryId }: Scope, now: Date): Promise<RankingEntry[]> {
  const { current, previous } = rankingWindows(period, now);
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const inCurrent = sql`${orders.createdAt} >= ${at(current.from)} and ${orders.createdAt} < ${at(current.to)}`;
  const inPrevious = sql`${orders.createdAt} >= ${at(previous.from)} and ${orders.createdAt} < ${at(previous.to)}`;
  const rows = await queryRows<{ product_id: number; rank: number | string; units: number | string; previous_rank: number | string | null }>(
    db(),
    sql`select product_id, rank, units, previous_rank from (
      select product_id, units,
        rank() over (order by units desc) as rank,
        case when previous_units > 0 then rank() over (order by previous_units desc) end as previous_rank
      from (
        select ${orderLines.productId} as product_id,
          coalesce(sum(${orderLines.quantity}) filter (where ${inCurrent}), 0) as units,
          coalesce(sum(${orderLines.quantity}) filter (where ${inPrevious}), 0) as previous_units
        from ${orders}
        join ${orderLines} on ${orderLines.orderId} = ${orders.id}
        join ${products} on ${products.id} = ${orderLines.productId}
        where ${orders.brandKey} = ${brandKey} and ${orders.status} <> 'cancelled'
          and ${orders.createdAt} >= ${at(previous.from)} and ${orders.createdAt} < ${at(current.to)}
          and ((${inCurrent}) or (${inPrevious}))
          and ${listed(brandKey)}
          ${categoryId === null ? sql`` : sql`and ${inCategoryTree(categoryId)}`}
        group by ${orderLines.productId}
      ) as sold
    ) as ranked
    where units > 0
    order by rank, product_id
    limit ${RANKING_SIZE}`,
  );
  return rows.map((row) => ({
    productId: Number(row.product_id),
    rank: Number(row.rank),
    units: Number(row.units),
    previousRank: row.previous_rank === null ? null : Number(row.previous_rank),
  }));
}
