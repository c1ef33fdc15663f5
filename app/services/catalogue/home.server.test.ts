import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { banners } from "~/db/schema";
import { DEFAULT_RANKING_PERIOD } from "~/domain/sales-ranking";
import { homeBanners, homeSections } from "./home.server";
import { salesRanking } from "./sales-ranking.server";

const BRAND = "aigostar";

describe("homeSections", () => {
  it("has new arrivals, the sales ranking and running flash-sale items", async () => {
    const sections = await homeSections({ brandKey: BRAND, lng: "en", currency: "EUR" });
    expect(sections.newArrivals.length).toBeGreaterThan(0);
    for (const card of sections.newArrivals) expect(card.isNew).toBe(true);
    expect(sections.salesRanking.length).toBeGreaterThan(0);
    expect(sections.flashSales.length).toBeGreaterThan(0);
    for (const card of sections.flashSales) expect(card.promotion?.kind).toBe("flash_sale");
  });

  it("ranks as /TojRanking does over its default period, then fills with the best sellers of all time", async () => {
    const now = new Date();
    const ranking = (await salesRanking({ brandKey: BRAND, period: DEFAULT_RANKING_PERIOD, categoryId: null }, now)).map((entry) => entry.productId);
    expect(ranking.length, "the demo has orders in the ranking's period").toBeGreaterThan(0);
    expect(ranking.length, "the demo's ranking leaves room for the fill").toBeLessThan(40);
    const limit = ranking.length + 3;
    const shown = (await homeSections({ brandKey: BRAND, lng: "en", currency: "EUR", limit, now })).salesRanking.map((card) => card.id);
    expect(shown.slice(0, ranking.length)).toEqual(ranking);
    const filled = shown.slice(ranking.length);
    expect(filled.length, "some of the all-time best sellers did not sell in the period").toBeGreaterThan(0);
    const sales = await queryRows<{ id: number }>(
      db(),
      sql`select id from products where brand_key = ${BRAND} and not off_market order by sales_count desc, id limit ${limit}`,
    );
    const bestOfAllTime = sales.map((row) => Number(row.id)).filter((id) => !ranking.includes(id));
    expect(filled).toEqual(bestOfAllTime.slice(0, limit - ranking.length));
  });

  it("has the new-arrival pages' products: new, with an arrival date, latest first", async () => {
    // A new product without an arrival date is not on the new-arrival pages, so not on the home either.
    const [undated] = await queryRows<{ id: number }>(
      db(),
      sql`update products set new_arrival_date = null, created_at = now() + interval '1 day'
        where id = (select id from products where brand_key = ${BRAND} and is_new and not off_market order by new_arrival_date desc nulls last, id limit 1)
        returning id`,
    );
    const sections = await homeSections({ brandKey: BRAND, lng: "en", currency: "EUR" });
    expect(sections.newArrivals.map((card) => card.id)).not.toContain(Number(undated!.id));
    const expected = await queryRows<{ id: number }>(
      db(),
      sql`select id from products where brand_key = ${BRAND} and is_new and not off_market and new_arrival_date is not null
        order by new_arrival_date desc, created_at desc limit ${sections.newArrivals.length}`,
    );
    expect(sections.newArrivals.map((card) => card.id)).toEqual(expected.map((row) => Number(row.id)));
  });

  it("has the cashback offers in the currency, best percentage first, each with its tiers", async () => {
    const sections = await homeSections({ brandKey: BRAND, lng: "en", currency: "EUR" });
    expect(sections.cashbackOffers.length).toBeGreaterThan(0);
    const best = sections.cashbackOffers.map((card) => Math.max(...(card.cashback ?? []).map((tier) => tier.percentBp)));
    for (let i = 1; i < best.length; i++) expect(best[i]!).toBeLessThanOrEqual(best[i - 1]!);
    // Threshold-0 tiers (the order-now style) are among them, in the currency's minor units.
    expect(sections.cashbackOffers.some((card) => card.cashback?.some((tier) => tier.thresholdMinor === 0))).toBe(true);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(distinct p.id)::int as n from products p join cashback_tiers c on c.product_id = p.id and c.currency = 'EUR' where p.brand_key = ${BRAND} and not p.off_market`,
    );
    expect(sections.cashbackOffers.length).toBe(Math.min(10, rows[0]!.n));
  });
});

describe("homeBanners", () => {
  it("gives the brand's running banners in order, in the language, linking inside the shop", async () => {
    const banners = await homeBanners({ brandKey: BRAND, lng: "de" });
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0]!.title).toBe("Blitzangebote laufen");
    for (const banner of banners) {
      expect(banner.href).toMatch(/^\/(aigoStarProductList|productList|noblezaProductList)\?/);
      expect(banner.image).toMatch(/^banners\/aigostar\/[a-z-]+\.webp$/);
    }
    expect(await homeBanners({ brandKey: BRAND, lng: "de", now: new Date("2000-01-01") })).toHaveLength(banners.length);
  });

  it("leaves out banners that have ended or not started", async () => {
    const [row] = await db()
      .insert(banners)
      .values({ brandKey: BRAND, position: -1, image: "banners/x.webp", title: { en: "Old" }, href: "/aigoStarProductList", startsAt: new Date("2020-01-01"), endsAt: new Date("2020-02-01") })
      .returning({ id: banners.id });
    try {
      const titles = (await homeBanners({ brandKey: BRAND, lng: "en" })).map((banner) => banner.title);
      expect(titles).not.toContain("Old");
      expect((await homeBanners({ brandKey: BRAND, lng: "en", now: new Date("2020-01-15") }))[0]!.title).toBe("Old");
    } finally {
      await db().delete(banners).where(eq(banners.id, row!.id));
    }
  });
});

describe("banners table", () => {
  it.each(["//elsewhere.example/x", "/\\elsewhere.example", "https:/x", "javascript:alert(1)", ""])("refuses a link that leaves the shop: %s", async (href) => {
    await expect(
      db().insert(banners).values({ brandKey: BRAND, image: "banners/x.webp", title: { en: "X" }, href }),
    ).rejects.toThrow();
  });
});
