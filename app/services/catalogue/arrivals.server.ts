import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { ARRIVAL_CARDS_PER_DATE, ARRIVAL_DATES_PER_PAGE, PRODUCTS_PER_PAGE } from "~/domain/product-pages";
import { clampPage } from "~/domain/catalogue-query";
import type { Language } from "~/i18n/languages";
import { type ProductCardData, cardsByIds } from "./product-cards.server";
import { inCategoryTree, listed } from "./listing.server";

type Scope = { brandKey: string; categoryId?: number | null };

/** New arrivals: the brand's listed products flagged new, with an arrival date (decision 0035). */
const newArrival = ({ brandKey, categoryId }: Scope) =>
  and(listed(brandKey), eq(products.isNew, true), isNotNull(products.newArrivalDate), categoryId ? inCategoryTree(categoryId) : undefined);

/** Best first within a date: Top products, then best sellers. */
const withinDate = [desc(products.top), desc(products.salesCount), products.id];

export type ArrivalGroup = { date: string; count: number; cards: ProductCardData[] };

/**
 * One page of arrival dates, newest first, each with its product count and first few cards. Three
 * queries: the page's dates (with the number of dates), the first ids of each date, their cards.
 */
export async function arrivalGroups(
  input: Scope & { lng: Language; currency: string; page: number; now?: Date },
): Promise<{ groups: ArrivalGroup[]; totalDates: number; page: number; pageSize: number }> {
  const { lng, currency, now = new Date() } = input;
  const pageSize = ARRIVAL_DATES_PER_PAGE;
  const run = (page: number) =>
    db()
      .select({ date: sql<string>`${products.newArrivalDate}::text`, count: sql<number>`count(*)::int`, total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(newArrival(input))
      .groupBy(products.newArrivalDate)
      .orderBy(desc(products.newArrivalDate))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  let page = Math.max(1, Math.floor(input.page) || 1);
  let dates = await run(page);
  if (dates.length === 0 && page > 1) {
    const [first] = await run(1);
    if (!first) return { groups: [], totalDates: 0, page: 1, pageSize };
    page = clampPage(page, first.total, pageSize);
    dates = await run(page);
  }
  if (dates.length === 0) return { groups: [], totalDates: 0, page: 1, pageSize };
  const ranked = db()
    .select({
      id: products.id,
      date: sql<string>`${products.newArrivalDate}::text`.as("arrival_date"),
      rank: sql<number>`row_number() over (partition by ${products.newArrivalDate} order by ${products.top} desc, ${products.salesCount} desc, ${products.id})`.as("rank"),
    })
    .from(products)
    .where(and(newArrival(input), inArray(products.newArrivalDate, dates.map((row) => row.date))))
    .as("ranked");
  const firsts = await db()
    .select({ id: ranked.id, date: ranked.date })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ARRIVAL_CARDS_PER_DATE}`)
    .orderBy(ranked.date, ranked.rank);
  const cards = new Map((await cardsByIds(firsts.map((row) => row.id), { lng, currency, now })).map((card) => [card.id, card]));
  const groups = dates.map((row) => ({
    date: row.date,
    count: row.count,
    cards: firsts.filter((first) => first.date === row.date).flatMap((first) => cards.get(first.id) ?? []),
  }));
  return { groups, totalDates: dates[0]?.total ?? 0, page, pageSize };
}

/** One arrival date's products, a page at a time; a page past the end shows the last page. */
export async function arrivalProducts(
  input: Scope & { date: string; lng: Language; currency: string; page: number; now?: Date },
): Promise<{ cards: ProductCardData[]; total: number; page: number; pageSize: number }> {
  const { date, lng, currency, now = new Date() } = input;
  const pageSize = PRODUCTS_PER_PAGE;
  const run = (page: number) =>
    db()
      .select({ id: products.id, total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(and(newArrival(input), eq(products.newArrivalDate, date)))
      .orderBy(...withinDate)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  let page = Math.max(1, Math.floor(input.page) || 1);
  let rows = await run(page);
  if (rows.length === 0 && page > 1) {
    const [first] = await run(1);
    if (!first) return { cards: [], total: 0, page: 1, pageSize };
    page = clampPage(page, first.total, pageSize);
    rows = await run(page);
  }
  return {
    cards: await cardsByIds(rows.map((row) => row.id), { lng, currency, now }),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}
