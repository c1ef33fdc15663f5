import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { contextFor, getRequest, sessionCookieFor, settle } from "../../../tests/support/requests";
import { loader } from "./route";

let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookieFor("buyer.fr@demo.test");
});

function load(path: string, { host = "localhost:3000", signedIn = true } = {}) {
  return settle(() => loader({ request: getRequest(path, { cookie: signedIn ? cookie : undefined }), context: contextFor(host, path), params: {} }));
}

async function productOf(brandKey: string, offMarket = false) {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandKey, brandKey), eq(products.offMarket, offMarket)))
    .limit(1);
  return row!.id;
}

describe("GET /commodityDetail", () => {
  it("sends a signed-out visitor to /login and back", async () => {
    const reply = await load("/commodityDetail?goodsId=1&brand=aigostar", { signedIn: false });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/commodityDetail?goodsId=1&brand=aigostar")}`);
  });

  it("shows a product of the brand", async () => {
    const id = await productOf("aigostar");
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    const data = reply.data as { offMarket: boolean; product: { id: number; name: string }; title: string };
    expect(data.offMarket).toBe(false);
    expect(data.product.id).toBe(id);
    expect(data.title).toBe(`${data.product.name} – Aigostar`);
  });

  it.each(["", "abc", "0", "-1", "1.5", "99999999999", "2147483647"])("answers goodsId=%s with 404", async (goodsId) => {
    const reply = await load(`/commodityDetail?goodsId=${goodsId}&brand=aigostar`);
    expect(reply.status).toBe(404);
  });

  it("answers a missing goodsId with 404", async () => {
    expect((await load("/commodityDetail")).status).toBe(404);
  });

  it("answers another brand's product with 404", async () => {
    const id = await productOf("nobleza");
    expect((await load(`/commodityDetail?goodsId=${id}&brand=nobleza`)).status).toBe(404);
    expect((await load(`/commodityDetail?goodsId=${id}&brand=nobleza`, { host: "nobleza.localhost:3000" })).status).toBe(200);
  });

  it("shows an off-market product as a page saying so, not as an error", async () => {
    const id = await productOf("aigostar", true);
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar`);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ offMarket: true });
    expect(reply.data).not.toHaveProperty("product");
  });

  it("treats a junk accessories page or image number as the first", async () => {
    const id = await productOf("aigostar");
    const reply = await load(`/commodityDetail?goodsId=${id}&brand=aigostar&accessoriesPage=x&image=999`);
    expect(reply.status).toBe(200);
    const data = reply.data as { accessories: { page: number }; imageIndex: number; product: { images: string[] } };
    expect(data.accessories.page).toBe(1);
    expect(data.imageIndex).toBe(Math.max(0, data.product.images.length - 1));
  });
});
