/** The brand home: its product sections and its running banners. */
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { banners, cashbackTiers, products } from "~/db/schema";
import { localized } from "~/domain/languages";
import { DEFAULT_RANKING_PERIOD } from "~/domain/sales-ranking";
import type { Language } from "~/i18n/languages";
import { type IdQuery, idsQuery, listed } from "./listing.server";
import { type InCart, type ProductCardData, cardsAndCart } from "./product-cards.server";
import { salesRanking } from "./sales-ranking.server";

export type HomeSections = {
  newArrivals: ProductCardData[];
  /**
   * The best sellers of the sales ranking's default period (/TojRanking's first ranks, from its
   * cache), then, when fewer sold in it, the best sellers of all time.
   */
  salesRanking: ProductCardData[];
  flashSales: ProductCardData[];
  /** Products with cashback tiers in the currency, the best percentage first. */
  cashbackOffers: ProductCardData[];
  /** How many of each card the `cartOf` account's cart holds. */
  inCart: InCart;
};

/** The home page's sections: running flash sales, new arrivals, the sales ranking and the cashback offers. */
export async function homeSections({
  brandKey,
  lng,
  currency,
  limit = 10,
  cartOf = null,
  now = new Date(),
}: {
  brandKey: string;
  lng: Language;
  currency: string;
  limit?: number;
  /** The account whose cart quantities come with the cards, read in the cards' query. */
  cartOf?: number | null;
  now?: Date;
}): Promise<HomeSections> {
  const base = { brandKey, currency, now, limit };
  const section = (query: Omit<IdQuery, keyof typeof base>) => sql`array(${idsQuery({ ...base, ...query }, undefined, limit)})`;
  // The cashback offers start from the tiers in the currency (a few thousand rows, grouped per
  // product), not from every listed product with a subquery each: 14 ms instead of 220 ms on
  // 100,000 products (PostgreSQL), same order.
  const cashbackSection = sql`array(select ${products.id}
    from (select ${cashbackTiers.productId} as product_id, max(${cashbackTiers.percentBp}) as best
      from ${cashbackTiers} where ${cashbackTiers.currency} = ${currency} group by ${cashbackTiers.productId}) as best_cashback
    join ${products} on ${products.id} = best_cashback.product_id
    where ${listed(brandKey)}
    order by best_cashback.best desc, ${products.salesCount} desc, ${products.id} asc
    limit ${limit})`;
  // The four sections' ids in one statement, each an index walk that stops at its limit (issue 15);
  // the ranking of /TojRanking beside it, from its cache (one statement per brand in RANKING_CACHE_MS).
  const [ranking, [sections]] = await Promise.all([
    salesRanking({ brandKey, period: DEFAULT_RANKING_PERIOD, categoryId: null }, now),
    queryRows<Record<"newArrivals" | "salesRanking" | "flashSales" | "cashbackOffers", number[]>>(
      db(),
      sql`select ${section({
        // The new-arrival pages' own set (arrivals.server.ts): new products with an arrival date, which
        // products_new_arrivals_idx holds in this order, so the walk stops at the limit (45 → 0.3 ms on PostgreSQL with 100,000 products).
        where: () => [listed(brandKey), eq(products.isNew, true), isNotNull(products.newArrivalDate)],
        orderBy: () => [sql`${products.newArrivalDate} desc nulls last`, desc(products.createdAt)],
        joins: {},
      })} as "newArrivals", ${section({
        where: () => [listed(brandKey)],
        orderBy: () => [desc(products.salesCount)],
        joins: {},
      })} as "salesRanking", ${section({
        where: (promo) => [listed(brandKey), eq(promo.kind, "flash_sale")],
        orderBy: (promo) => [asc(promo.endsAt)],
        joins: { promo: true },
      })} as "flashSales", ${cashbackSection} as "cashbackOffers"`,
    ),
  ]);
  const { newArrivals, salesRanking: bestOfAllTime, flashSales, cashbackOffers } = sections!;
  const ranked = [...new Set([...ranking.map((entry) => entry.productId), ...bestOfAllTime])].slice(0, limit);
  // One query for the cards of all sections.
  const { cards, inCart } = await cardsAndCart([...new Set([...newArrivals, ...ranked, ...flashSales, ...cashbackOffers])], {
    lng,
    currency,
    now,
    cartOf,
  });
  const byId = new Map(cards.map((card) => [card.id, card]));
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((card): card is ProductCardData => card !== undefined);
  return {
    newArrivals: pick(newArrivals),
    salesRanking: pick(ranked),
    flashSales: pick(flashSales),
    cashbackOffers: pick(cashbackOffers),
    inCart,
  };
}

export type HomeBanner = { id: number; image: string; title: string; subtitle: string; href: string };

/** The brand home's running banners, in order, texts in the request's language. */
export async function homeBanners({ brandKey, lng, now = new Date() }: { brandKey: string; lng: Language; now?: Date }): Promise<HomeBanner[]> {
  const at = now.toISOString();
  const rows = await db()
    .select({ id: banners.id, image: banners.image, title: banners.title, subtitle: banners.subtitle, href: banners.href })
    .from(banners)
    .where(
      and(
        eq(banners.brandKey, brandKey),
        sql`(${banners.startsAt} is null or ${banners.startsAt} <= ${at}::timestamptz)`,
        sql`(${banners.endsAt} is null or ${banners.endsAt} > ${at}::timestamptz)`,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(8);
  return rows.map((row) => ({ id: row.id, image: row.image, title: localized(row.title, lng), subtitle: localized(row.subtitle, lng), href: row.href }));
}
