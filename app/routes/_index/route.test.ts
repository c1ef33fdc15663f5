import { describe, expect, it } from "vitest";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type HomeData = {
  title: string;
  categories: { id: number; children: unknown[] }[];
  banners: { title: string; href: string }[];
  sections: {
    newArrivals: unknown[];
    salesRanking: unknown[];
    cashbackOffers: { cashback?: unknown[] }[];
    flashSales: { promotion: { kind: string; endsAt: string } | null }[];
  };
  inCart: Record<number, number>;
  settings: { renderedAt: string };
};

describe("GET / (brand home)", () => {
  it("sends a signed-out visitor to /login", async () => {
    const reply = await settle(() => loader({ request: getRequest("/"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login");
  });

  it("shows the banners, the category menu and the sections", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as HomeData;
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.sections.newArrivals.length).toBeGreaterThan(0);
    expect(data.sections.salesRanking.length).toBeGreaterThan(0);
    expect(data.sections.cashbackOffers.length).toBeGreaterThan(0);
    for (const card of data.sections.cashbackOffers) expect(card.cashback?.length).toBeGreaterThan(0);
    expect(data.banners.length).toBeGreaterThan(0);
    for (const banner of data.banners) expect(banner.href.startsWith("/aigoStarProductList?")).toBe(true);
    expect(Date.parse(data.settings.renderedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.inCart).toEqual(expect.any(Object));
    expect(data.sections.flashSales.length).toBeGreaterThan(0);
    for (const card of data.sections.flashSales) expect(card.promotion?.kind).toBe("flash_sale");
  });
});

describe("GET /noblezaHome (another brand's home)", () => {
  it("has the brand's own banners and sections", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const host = "nobleza.localhost:3000";
    const reply = await settle(() =>
      loader({ request: getRequest("/noblezaHome", { cookie, headers: { Host: host } }), context: contextFor(host, "/noblezaHome"), params: {} }),
    );
    expect(reply.status).toBe(200);
    const data = reply.data as HomeData;
    expect(data.banners.length).toBeGreaterThan(0);
    for (const banner of data.banners) expect(banner.href.startsWith("/noblezaProductList?")).toBe(true);
    expect(data.sections.flashSales.length).toBeGreaterThan(0);
  });
});

it("shows the running full reduction of the brand in the buyer's currency (decision 0108)", async () => {
  const cookie = await sessionCookieFor("buyer.pl@demo.test");
  const reply = await settle(() => loader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
  expect((reply.data as { reduction: string | null }).reduction?.replace(/[\u00a0\u202f]/g, " ")).toMatch(/^Kupuj więcej, oszczędzaj więcej: Wydaj .* zł, otrzymaj .* zł rabatu/);
});
