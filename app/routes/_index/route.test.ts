import { describe, expect, it } from "vitest";
import { contextFor, getRequest, sessionCookieFor, settle } from "../../../tests/support/requests";
import { loader } from "./route";

type HomeData = {
  title: string;
  categories: { id: number; children: unknown[] }[];
  sections: { newArrivals: unknown[]; bestSellers: unknown[]; flashSales: { promotion: { kind: string; endsAt: string } | null }[] };
};

describe("GET / (brand home)", () => {
  it("sends a signed-out visitor to /login", async () => {
    const reply = await settle(() => loader({ request: getRequest("/"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login");
  });

  it("shows the category menu and the three sections", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as HomeData;
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.sections.newArrivals.length).toBeGreaterThan(0);
    expect(data.sections.bestSellers.length).toBeGreaterThan(0);
    expect(data.sections.flashSales.length).toBeGreaterThan(0);
    for (const card of data.sections.flashSales) expect(card.promotion?.kind).toBe("flash_sale");
  });
});
