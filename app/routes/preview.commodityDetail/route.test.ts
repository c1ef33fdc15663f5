import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { browsingHistory, productPrices, products } from "~/db/schema";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

function load(path: string, { host = "localhost:3000", cookie }: { host?: string; cookie?: string } = {}) {
  return settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(host, path), params: {} }));
}

async function productOf(brandKey: string, offMarket = false) {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, "EUR")))
    .where(and(eq(products.brandKey, brandKey), eq(products.offMarket, offMarket)))
    .orderBy(products.id)
    .limit(1);
  return row!.id;
}

describe("GET /preview/commodityDetail", () => {
  it("shows a product to an anonymous visitor, without price, stock or promotion", async () => {
    const id = await productOf("aigostar");
    const reply = await load(`/preview/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    const data = reply.data as { title: string; product: Record<string, unknown>; signIn: string };
    expect(data.product.id).toBe(id);
    expect(data.title).toBe(`${String(data.product.name)} – Aigostar`);
    expect(data.signIn).toBe(`/login?redirectTo=${encodeURIComponent(`/commodityDetail?goodsId=${id}&brand=aigostar`)}`);
    const json = JSON.stringify(data);
    for (const secret of ["price", "Price", "stock", "available", "inTransit", "promotion", "activity", "cashback", "undelivered", "expectedArrival"]) {
      expect(json).not.toContain(secret);
    }
    const [price] = await db().select({ minor: productPrices.priceMinor }).from(productPrices).where(eq(productPrices.productId, id));
    expect(json).not.toContain(`:${price!.minor}`);
  });

  it.each(["", "x", "0", "-3", "2147483647"])("answers goodsId=%s with 404", async (goodsId) => {
    expect((await load(`/preview/commodityDetail?goodsId=${goodsId}&brand=aigostar`)).status).toBe(404);
  });

  it("answers another brand's product with 404 on this brand's host", async () => {
    const id = await productOf("nobleza");
    expect((await load(`/preview/commodityDetail?goodsId=${id}&brand=nobleza`)).status).toBe(404);
    expect((await load(`/preview/commodityDetail?goodsId=${id}&brand=nobleza`, { host: "nobleza.localhost:3000" })).status).toBe(200);
  });

  it("says an off-market product is off the market", async () => {
    const id = await productOf("aigostar", true);
    const reply = await load(`/preview/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ product: { offMarket: true } });
  });

  it("records nothing in the browsing history, even for a signed-in visitor", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const id = await productOf("aigostar");
    expect((await load(`/preview/commodityDetail?goodsId=${id}&brand=aigostar`, { cookie })).status).toBe(200);
    expect(await db().select().from(browsingHistory).where(eq(browsingHistory.productId, id))).toEqual([]);
  });
});
