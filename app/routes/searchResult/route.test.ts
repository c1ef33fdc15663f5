import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import type { ListingData } from "../productList/listing.server";
import { loader } from "./route";

async function load(path: string, signedIn = true) {
  const cookie = signedIn ? await sessionCookieFor("buyer.de@demo.test") : undefined;
  return settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor("localhost:3000", path), params: {} }));
}

describe("GET /searchResult", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    const reply = await load("/searchResult?keyword=fryer", false);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?redirectTo=%2FsearchResult%3Fkeyword%3Dfryer");
  });

  it("asks for a keyword instead of listing everything when there is none", async () => {
    for (const path of ["/searchResult", "/searchResult?keyword=", "/searchResult?keyword=%20%20%20"]) {
      const reply = await load(path);
      expect(reply.status).toBe(200);
      const data = reply.data as ListingData;
      expect(data.needsKeyword).toBe(true);
      expect(data.cards).toEqual([]);
    }
  });

  it("finds a product by the last six digits of its barcode", async () => {
    const [product] = await db().select({ id: products.id, barcode: products.barcode }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false))).limit(1);
    const suffix = product!.barcode.slice(-6);
    const reply = await load(`/searchResult?keyword=${suffix}`);
    const data = reply.data as ListingData;
    expect(data.needsKeyword).toBe(false);
    expect(data.cards.map((card) => card.id)).toContain(product!.id);
    expect(data.title).toBe(`Suche: ${suffix} – Aigostar`);
  });

  it("answers a keyword that matches nothing with an empty result, not an error", async () => {
    const reply = await load("/searchResult?keyword=zzzz-no-match&page=4");
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ total: 0, cards: [], query: { page: 1 } });
  });
});

it("shows the running full reduction once for the page, in the buyer's language (decision 0108)", async () => {
  const data = (await load("/searchResult?keyword=fryer")).data as ListingData;
  expect(data.reduction?.replace(/[\u00a0\u202f]/g, " ")).toMatch(/^Mehr kaufen, mehr sparen: Ab 500,00 € Einkaufswert 25,00 € Rabatt · /);
});
