import { describe, expect, it } from "vitest";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Card = { id: number; code: string; currency: string; mostSets: number; tiers: { fromSets: number; discountBp: number; setUnitMinor: number }[]; minimumMinor: number | null; setsForMinimum: number | null; setBaseMinor: number; items: { quantity: number; image: string | null }[] };

async function list(email: string | null, host = "localhost:3000") {
  const cookie = email ? await sessionCookieFor(email) : undefined;
  const reply = await settle(() => loader({ request: getRequest("/order/BatchOrderCompose", { cookie }), context: contextFor(host), params: {} }));
  return { status: reply.status, headers: reply.headers, data: reply.data as { combinations: Card[]; title: string } };
}

describe("GET /order/BatchOrderCompose", () => {
  it("lists the brand's combinations offered to the buyer, in their order, priced in his currency", async () => {
    const { status, data } = await list("buyer.fr@demo.test");
    expect(status).toBe(200);
    expect(data.title).toMatch(/^Lots combinés/);
    // Not the scoped DISTRIBUTOR (buyer.fr has no sales scope) nor the ended SPRING.
    expect(data.combinations.map((card) => card.code)).toEqual(["STARTER", "DUO", "BULK", "SEASON"]);
    const [starter, duo, bulk] = data.combinations;
    expect(starter!.currency).toBe("EUR");
    expect(starter!.items.map((item) => item.quantity)).toEqual([2, 1, 1]);
    expect(starter!.tiers.map((tier) => [tier.fromSets, tier.discountBp])).toEqual([
      [2, 300],
      [5, 500],
      [10, 800],
    ]);
    // Each tier's set price is below the set's price before tiers, deeper tiers lower still.
    expect(starter!.tiers[0]!.setUnitMinor).toBeLessThan(starter!.setBaseMinor);
    expect(starter!.tiers[2]!.setUnitMinor).toBeLessThan(starter!.tiers[0]!.setUnitMinor);
    expect(starter!.mostSets).toBeGreaterThan(0);
    expect(duo!.mostSets).toBe(0);
    expect(bulk!.minimumMinor).toBeGreaterThan(bulk!.setBaseMinor * 3);
    expect(bulk!.setsForMinimum).toBeGreaterThanOrEqual(3);
  });

  it("offers a scoped combination to an account of its sales scope", async () => {
    const { data } = await list("buyer.nl@demo.test");
    expect(data.combinations.map((card) => card.code)).toContain("DISTRIBUTOR");
  });

  it("prices in the buyer's own currency", async () => {
    const { data } = await list("buyer.gb@demo.test");
    expect(data.combinations.length).toBeGreaterThan(0);
    expect(new Set(data.combinations.map((card) => card.currency))).toEqual(new Set(["GBP"]));
  });

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const { status, headers } = await list(null);
    expect(status).toBe(302);
    expect(headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
