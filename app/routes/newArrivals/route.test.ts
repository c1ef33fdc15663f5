import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { ARRIVAL_CARDS_PER_DATE, ARRIVAL_DATES_PER_PAGE } from "~/domain/product-pages";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as arrivalsDetail } from "../ArrivalsDetail/route";
import { loader as newArrivals } from "./route";

let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookieFor("buyer.fr@demo.test");
});

type Loader = typeof newArrivals | typeof arrivalsDetail;
function load(loader: Loader, path: string, { signedIn = true, host = "localhost:3000" } = {}) {
  return settle(() => loader({ request: getRequest(path, { cookie: signedIn ? cookie : undefined }), context: contextFor(host, path), params: {} }));
}

/** The brand's new-arrival dates with their product counts, newest first, straight from the table. */
async function arrivalDates(brandKey = "aigostar") {
  return db()
    .select({ date: sql<string>`${products.newArrivalDate}::text`, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.brandKey, brandKey), eq(products.offMarket, false), eq(products.isNew, true), isNotNull(products.newArrivalDate)))
    .groupBy(products.newArrivalDate)
    .orderBy(desc(products.newArrivalDate));
}

type Group = { date: string; count: number; cards: { id: number; isNew: boolean }[] };
type ArrivalsData = { groups: Group[]; totalDates: number; page: number; title: string; category: number | null };

describe("GET /newArrivals", () => {
  it("needs a session", async () => {
    const reply = await load(newArrivals, "/newArrivals", { signedIn: false });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?redirectTo=%2FnewArrivals");
  });

  it("groups the new arrivals by arrival date, newest first, with counts and the first cards", async () => {
    const expected = await arrivalDates();
    expect(expected.length).toBeGreaterThan(0);
    const reply = await load(newArrivals, "/newArrivals");
    expect(reply.status).toBe(200);
    const data = reply.data as ArrivalsData;
    expect(data.title).toBe("Nouveautés – Aigostar");
    expect(data.totalDates).toBe(expected.length);
    expect(data.groups.map((group) => ({ date: group.date, count: group.count }))).toEqual(expected.slice(0, ARRIVAL_DATES_PER_PAGE));
    for (const group of data.groups) {
      expect(group.cards.length).toBe(Math.min(group.count, ARRIVAL_CARDS_PER_DATE));
      for (const card of group.cards) expect(card.isNew).toBe(true);
    }
  });

  it("pages the dates, and brings a page past the end back to the last", async () => {
    const expected = await arrivalDates();
    const last = Math.ceil(expected.length / ARRIVAL_DATES_PER_PAGE);
    const data = (await load(newArrivals, "/newArrivals?page=999")).data as ArrivalsData;
    expect(data.page).toBe(last);
    expect(data.groups.map((group) => group.date)).toEqual(expected.slice((last - 1) * ARRIVAL_DATES_PER_PAGE).slice(0, ARRIVAL_DATES_PER_PAGE).map((row) => row.date));
    const junk = (await load(newArrivals, "/newArrivals?page=abc&category=%3Cx%3E")).data as ArrivalsData;
    expect(junk.page).toBe(1);
    expect(junk.category).toBeNull();
  });

  it("filters by category (a GET parameter); another brand's category is ignored", async () => {
    const [row] = await db()
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false), eq(products.isNew, true), isNotNull(products.newArrivalDate)))
      .limit(1);
    const data = (await load(newArrivals, `/newArrivals?category=${row!.categoryId}`)).data as ArrivalsData;
    expect(data.category).toBe(row!.categoryId);
    const ids = data.groups.flatMap((group) => group.cards.map((card) => card.id));
    expect(ids.length).toBeGreaterThan(0);
    const categories = await db().select({ categoryId: products.categoryId }).from(products).where(sql`${products.id} in ${ids}`);
    for (const found of categories) expect(found.categoryId).toBe(row!.categoryId);
    const [foreign] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    expect(((await load(newArrivals, `/newArrivals?category=${foreign!.categoryId}`)).data as ArrivalsData).category).toBeNull();
  });

  it("shows another brand's arrivals on its own host", async () => {
    const expected = await arrivalDates("nobleza");
    const data = (await load(newArrivals, "/newArrivals", { host: "nobleza.localhost:3000" })).data as ArrivalsData;
    expect(data.totalDates).toBe(expected.length);
  });
});

describe("GET /ArrivalsDetail", () => {
  it("lists every new arrival of one date", async () => {
    const [first] = await arrivalDates();
    const reply = await load(arrivalsDetail, `/ArrivalsDetail?date=${first!.date}`);
    expect(reply.status).toBe(200);
    const data = reply.data as { total: number; cards: { id: number }[]; date: string };
    expect(data.date).toBe(first!.date);
    expect(data.total).toBe(first!.count);
    const dates = await db().select({ date: sql<string>`${products.newArrivalDate}::text`, isNew: products.isNew }).from(products).where(sql`${products.id} in ${data.cards.map((card) => card.id)}`);
    for (const row of dates) expect(row).toEqual({ date: first!.date, isNew: true });
  });

  it.each(["", "yesterday", "2026-02-30", "2026-13-01", "%3Cscript%3E"])("answers date=%s with 404", async (date) => {
    expect((await load(arrivalsDetail, `/ArrivalsDetail?date=${date}`)).status).toBe(404);
  });

  it("answers a real date without arrivals with an empty page, not an error", async () => {
    const reply = await load(arrivalsDetail, "/ArrivalsDetail?date=2001-01-01");
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ total: 0, cards: [] });
  });
});
