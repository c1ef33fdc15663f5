import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { countQueries } from "~/db/query-count.server";
import { accounts, categories, orderLines, orders, products } from "~/db/schema";
import { RANKING_SIZE } from "~/domain/sales-ranking";
import { forgetReferenceData } from "~/services/platform/reference-cache.server";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import type { RankingNote } from "./ranking.server";
import { loader } from "./route";

type Data = {
  title: string;
  period: string;
  category: number | null;
  categoryName: string | null;
  unknownCategory: boolean;
  notes: RankingNote[];
  cards: { id: number; priceMinor: number | null }[] | null;
  publicCards: { id: number }[] | null;
  signIn: string | null;
  settings: { addKey?: string };
};

const DAY = 86_400_000;
let buyer: string;
let staff: string;

beforeAll(async () => {
  buyer = await sessionCookieFor("buyer.fr@demo.test");
  staff = await sessionCookieFor("service@demo.test");
});

// Each test sees the orders as they are now, not a ranking kept from the one before, and only its own orders besides the demo's.
beforeEach(() => forgetReferenceData());
afterEach(async () => {
  await db()
    .delete(orders)
    .where(sql`${orders.submitKey} like 'ranking-%'`);
});

function load(path: string, { cookie, host = "localhost:3000" }: { cookie?: string; host?: string } = {}) {
  return settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(host, path), params: {} })) as Promise<{
    status: number;
    data: Data;
  }>;
}

let sequence = 0;
/** An order written straight to the tables: the ranking reads orders, however they were placed. */
async function placeOrder({
  lines,
  daysAgo = 1,
  status = "shipped",
  brandKey = "aigostar",
}: {
  lines: { productId: number; quantity: number }[];
  daysAgo?: number;
  status?: "shipped" | "cancelled";
  brandKey?: string;
}) {
  sequence += 1;
  const [account] = await db().select({ id: accounts.id, companyId: accounts.companyId }).from(accounts).where(eq(accounts.email, "buyer.fr@demo.test"));
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const [order] = await db()
    .insert(orders)
    .values({
      orderNumber: `RANK${sequence}-${Date.now()}`,
      accountId: account!.id,
      companyId: account!.companyId!,
      placedById: account!.id,
      brandKey,
      status,
      currency: "EUR",
      subtotalMinor: 0,
      totalMinor: 0,
      totalQuantity: quantity,
      shippingAddress: { companyName: "R", fullName: "R", address: "R", telephone: "1", countryCode: "FR", province: null, city: null, postalCode: "1" },
      language: "fr",
      submitKey: `ranking-${sequence}-${Date.now()}`,
      cancelReason: status === "cancelled" ? "betterPrice" : null,
      cancelledAt: status === "cancelled" ? createdAt : null,
      createdAt,
    })
    .returning({ id: orders.id });
  const rows = await db()
    .select({ id: products.id, barcode: products.barcode, model: products.model, names: products.names })
    .from(products)
    .where(sql`${products.id} in ${lines.map((line) => line.productId)}`);
  await db()
    .insert(orderLines)
    .values(
      lines.map((line, index) => {
        const product = rows.find((row) => row.id === line.productId)!;
        return {
          orderId: order!.id,
          lineNo: index + 1,
          productId: line.productId,
          barcode: product.barcode,
          model: product.model,
          names: product.names,
          quantity: line.quantity,
          listUnitMinor: 0,
          unitMinor: 0,
          lineTotalMinor: 0,
        };
      })
    );
  return order!.id;
}

/** Listed products of a brand, by id. */
async function listedProducts(brandKey: string, limit: number) {
  return db()
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.brandKey, brandKey), eq(products.offMarket, false)))
    .orderBy(products.id)
    .limit(limit);
}

describe("GET /TojRanking", () => {
  it("is public: an anonymous visitor gets the ranked public cards, no price, stock or cart, and a sign-in link", async () => {
    const { status, data } = await load("/TojRanking");
    expect(status).toBe(200);
    expect(data.title).toBe("Sales ranking: Last 30 days – Aigostar");
    expect(data.period).toBe("30d");
    expect(data.cards).toBeNull();
    expect(data.publicCards!.length).toBeGreaterThan(0);
    expect(data.publicCards!.length).toBe(data.notes.length);
    expect(data.signIn).toBe("/login?redirectTo=%2FTojRanking");
    const text = JSON.stringify(data);
    for (const secret of ["priceMinor", "activityPriceMinor", "stock", "available", "addKey"]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"units":\d/);
  });

  it("gives a signed-in buyer the list's cards with his prices, ranked best first, with units bands and movements", async () => {
    const { status, data } = await load("/TojRanking", { cookie: buyer });
    expect(status).toBe(200);
    expect(data.publicCards).toBeNull();
    expect(data.signIn).toBeNull();
    expect(data.settings.addKey).toBeTruthy();
    expect(data.cards!.length).toBe(data.notes.length);
    expect(data.cards!.length).toBeLessThanOrEqual(RANKING_SIZE);
    expect(data.cards!.some((card) => card.priceMinor !== null)).toBe(true);
    const ranks = data.notes.map((note) => note.rank);
    expect(ranks[0]).toBe(1);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    for (const note of data.notes) {
      // Grouped as the reader's language writes numbers ("1,100+", "1 100+").
      expect(note.band).toMatch(/^(< 10|\d{1,3}([,.\u202f\u00a0]\d{3})*\+)$/);
      expect(["new", "same", "up", "down"]).toContain(note.movement.kind);
    }
    // Never the exact units: only the band (and its words) go to the page.
    expect(JSON.stringify(data)).not.toMatch(/"units":\d/);
    expect(data.notes[0]!.words.units).toContain(data.notes[0]!.band);
  });

  it("shows staff the public cards (no prices, no cart buttons), as the catalogue does (decision 0112)", async () => {
    const { status, data } = await load("/TojRanking", { cookie: staff });
    expect(status).toBe(200);
    expect(data.cards).toBeNull();
    expect(data.publicCards!.length).toBeGreaterThan(0);
    expect(data.signIn).toBeNull();
    expect(data.settings.addKey).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain("priceMinor");
  });

  it.each([
    ["?period=7d", "7d"],
    ["?period=90d", "90d"],
    ["?period=year", "year"],
    ["?period=forever", "30d"],
    ["?period=%3Cscript%3E&period=7d", "30d"],
    ["?period=", "30d"],
  ])("%s → period %s, never an error page", async (search, period) => {
    const { status, data } = await load(`/TojRanking${search}`);
    expect(status).toBe(200);
    expect(data.period).toBe(period);
  });

  it.each(["7d", "30d", "90d", "year"])("ranks the demo orders in %s, some products moving against the period before", async (period) => {
    const { data } = await load(`/TojRanking?period=${period}`);
    expect(data.notes.length).toBeGreaterThan(3);
    expect(data.notes.some((note) => note.movement.kind !== "new")).toBe(true);
  });
});

describe("GET /TojRanking on orders of its own", () => {
  // The demo orders cancelled: the units ranked are these tests' alone.
  beforeAll(async () => {
    await db()
      .update(orders)
      .set({ status: "cancelled", cancelledAt: sql`${orders.createdAt}` })
      .where(sql`${orders.status} <> 'cancelled'`);
  });

  it("counts units of orders not cancelled, in the period only, and ranks by them", async () => {
    const [first, second, third] = await listedProducts("aigostar", 3);
    await placeOrder({ lines: [{ productId: first!.id, quantity: 900_000 }], status: "cancelled" });
    await placeOrder({ lines: [{ productId: second!.id, quantity: 800_000 }] });
    await placeOrder({ lines: [{ productId: third!.id, quantity: 700_000 }] });
    // Outside the last 7 days, inside the 30.
    await placeOrder({ lines: [{ productId: third!.id, quantity: 200_000 }], daysAgo: 20 });
    const month = (await load("/TojRanking", { cookie: buyer })).data;
    expect(month.cards!.slice(0, 2).map((card) => card.id)).toEqual([third!.id, second!.id]);
    expect(month.notes[0]).toMatchObject({ rank: 1, band: "900\u202f000+" });
    expect(month.cards!.map((card) => card.id)).not.toContain(first!.id);
    const week = (await load("/TojRanking?period=7d", { cookie: buyer })).data;
    expect(week.cards!.slice(0, 2).map((card) => card.id)).toEqual([second!.id, third!.id]);
    expect(week.notes[1]).toMatchObject({ rank: 2, band: "700\u202f000+" });
  });

  it("compares with the previous period of the same length: new, same, up and down", async () => {
    const [a, b, c, d] = await listedProducts("aigostar", 4);
    // The 7 days before the last 7: c first, d second, a third.
    await placeOrder({
      daysAgo: 10,
      lines: [
        { productId: c!.id, quantity: 9_000_000 },
        { productId: d!.id, quantity: 8_000_000 },
        { productId: a!.id, quantity: 7_000_000 },
      ],
    });
    // The last 7 days: a first (up 2), d second (same), c third (down 2), b fourth (new).
    await placeOrder({
      daysAgo: 1,
      lines: [
        { productId: a!.id, quantity: 9_000_000 },
        { productId: d!.id, quantity: 8_000_000 },
        { productId: c!.id, quantity: 7_000_000 },
        { productId: b!.id, quantity: 6_000_000 },
      ],
    });
    const { data } = await load("/TojRanking?period=7d", { cookie: buyer });
    expect(data.cards!.slice(0, 4).map((card) => card.id)).toEqual([a!.id, d!.id, c!.id, b!.id]);
    expect(data.notes.slice(0, 4).map((note) => note.movement)).toEqual([{ kind: "up", by: 2 }, { kind: "same" }, { kind: "down", by: 2 }, { kind: "new" }]);
  });

  it("shares a rank between products selling as many units", async () => {
    const [a, b, c] = await listedProducts("aigostar", 3);
    await placeOrder({
      lines: [
        { productId: a!.id, quantity: 500 },
        { productId: b!.id, quantity: 500 },
        { productId: c!.id, quantity: 20 },
      ],
    });
    const { data } = await load("/TojRanking?period=7d");
    expect(data.notes.slice(0, 3).map((note) => note.rank)).toEqual([1, 1, 3]);
  });

  it("filters by a category of any level and everything below it", async () => {
    const [product] = await listedProducts("aigostar", 1);
    await placeOrder({ lines: [{ productId: product!.id, quantity: 60_000_000 }] });
    const path = await queryRows<{ id: number; level: number }>(
      db(),
      sql`with recursive up(id, parent_id, level) as (
            select id, parent_id, level from categories where id = ${product!.categoryId}
            union all select c.id, c.parent_id, c.level from categories c join up on c.id = up.parent_id)
          select id, level from up order by level`
    );
    expect(path.length).toBeGreaterThan(1);
    for (const category of path) {
      const { status, data } = await load(`/TojRanking?category=${category.id}`, { cookie: buyer });
      expect(status).toBe(200);
      expect(data.category).toBe(category.id);
      expect(data.categoryName).toBeTruthy();
      expect(data.cards![0]!.id).toBe(product!.id);
      const inside = await queryRows<{ outside: number }>(
        db(),
        sql`with recursive sub(id) as (select ${category.id}::int union all select c.id from categories c join sub on c.parent_id = sub.id)
            select count(*)::int as outside from products where id in ${data.cards!.map((card) => card.id)} and category_id not in (select id from sub)`
      );
      expect(inside[0]!.outside).toBe(0);
    }
  });

  it("answers 404 with the chooser and a message for a category the brand does not have", async () => {
    const [foreign] = await db().select({ id: categories.id }).from(categories).where(eq(categories.brandKey, "nobleza")).limit(1);
    for (const search of [`?category=${foreign!.id}`, "?category=abc", "?category=99999999", "?category=-1", "?category=%3Cscript%3E&period=7d"]) {
      const { status, data } = await load(`/TojRanking${search}`);
      expect(status).toBe(404);
      expect(data.unknownCategory).toBe(true);
      expect(data.category).toBeNull();
      expect(data.notes).toEqual([]);
      expect(data.publicCards).toBeNull();
    }
    const all = await load("/TojRanking?category=");
    expect(all.status).toBe(200);
    expect(all.data.unknownCategory).toBe(false);
  });

  it("ranks the host's brand only: its orders, its products", async () => {
    const [aigostar] = await listedProducts("aigostar", 1);
    const [nobleza] = await listedProducts("nobleza", 1);
    await placeOrder({ lines: [{ productId: aigostar!.id, quantity: 70_000_000 }] });
    await placeOrder({ brandKey: "nobleza", lines: [{ productId: nobleza!.id, quantity: 5 }] });
    const { data } = await load("/TojRanking", { host: "nobleza.localhost:3000" });
    expect(data.title).toBe("Ranking de ventas: Últimos 30 días – Nobleza");
    expect(data.publicCards!.map((card) => card.id)).toEqual([nobleza!.id]);
    expect(data.notes).toMatchObject([{ rank: 1, band: "< 10", movement: { kind: "new" }, words: { arrow: "★", movement: "Nuevo en el ranking", units: "Unidades vendidas: < 10" } }]);
    const brands = await queryRows<{ brand_key: string }>(
      db(),
      sql`select distinct brand_key from products where id in ${(await load("/TojRanking")).data.publicCards!.map((card) => card.id)}`
    );
    expect(brands.map((row) => row.brand_key)).toEqual(["aigostar"]);
  });

  it("keeps the ranking ten minutes: a second load does not run the aggregate again, nor reads a price into it", async () => {
    const [product] = await listedProducts("aigostar", 1);
    await placeOrder({ lines: [{ productId: product!.id, quantity: 3 }] });
    const first = await countQueries(() => load("/TojRanking?period=90d", { cookie: buyer }), { keepText: true });
    const aggregate = first.count.statements!.filter((text) => text.includes("order_lines"));
    expect(aggregate).toHaveLength(1);
    expect(aggregate[0]).not.toMatch(/price/);
    const second = await countQueries(() => load("/TojRanking?period=90d", { cookie: buyer }), { keepText: true });
    expect(second.count.statements!.filter((text) => text.includes("order_lines"))).toHaveLength(0);
    expect(second.count.queries).toBeLessThan(first.count.queries);
    // The session and the cards with the buyer's prices and cart.
    expect(second.count.queries).toBeLessThanOrEqual(2);
    // Another buyer's page reads his own prices, from the same kept ranking.
    const other = await sessionCookieFor("buyer.gb@demo.test");
    const third = await countQueries(() => load("/TojRanking?period=90d", { cookie: other }), { keepText: true });
    expect(third.count.statements!.filter((text) => text.includes("order_lines"))).toHaveLength(0);
    // Another period is another entry.
    const year = await countQueries(() => load("/TojRanking?period=year", { cookie: buyer }), { keepText: true });
    expect(year.count.statements!.filter((text) => text.includes("order_lines"))).toHaveLength(1);
  });
});
