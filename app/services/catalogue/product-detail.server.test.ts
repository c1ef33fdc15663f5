import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { products } from "~/db/schema";
import { productAccessoriesPage, productDetail } from "./product-detail.server";

describe("productDetail", () => {
  let aigostarId: number;
  let noblezaId: number;

  beforeAll(async () => {
    const [a] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, false))).limit(1);
    const [n] = await db().select({ id: products.id }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    aigostarId = a!.id;
    noblezaId = n!.id;
  });

  it("returns a product of the brand with its breadcrumb from the top level down", async () => {
    const detail = await productDetail({ id: aigostarId, brandKey: "aigostar", lng: "en", currency: "EUR" });
    expect(detail?.id).toBe(aigostarId);
    expect(detail!.breadcrumb.length).toBeGreaterThanOrEqual(1);
    const [own] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.id, aigostarId));
    expect(detail!.breadcrumb.at(-1)!.id).toBe(own!.categoryId);
  });

  it("does not return another brand's product", async () => {
    expect(await productDetail({ id: noblezaId, brandKey: "aigostar", lng: "en", currency: "EUR" })).toBeNull();
    expect(await productDetail({ id: noblezaId, brandKey: "nobleza", lng: "en", currency: "EUR" })).not.toBeNull();
  });

  it("returns null for an unknown id", async () => {
    expect(await productDetail({ id: 2_000_000_000, brandKey: "aigostar", lng: "en", currency: "EUR" })).toBeNull();
  });

  it("returns an off-market product flagged as such", async () => {
    const [gone] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "aigostar"), eq(products.offMarket, true))).limit(1);
    const detail = await productDetail({ id: gone!.id, brandKey: "aigostar", lng: "en", currency: "EUR" });
    expect(detail?.offMarket).toBe(true);
  });

  it("pages the recommended accessories five at a time, with their quantities", async () => {
    const [main] = await queryRows<{ product_id: number; brand_key: string; n: number }>(
      db(),
      sql`select pa.product_id, p.brand_key, count(*)::int as n from product_accessories pa
          join products p on p.id = pa.product_id join products a on a.id = pa.accessory_id
          where not a.off_market group by pa.product_id, p.brand_key having count(*) > 5 order by n desc, pa.product_id limit 1`,
    );
    expect(main, "a product with more than five accessories").toBeDefined();
    const input = { productId: Number(main!.product_id), brandKey: main!.brand_key, lng: "en" as const, currency: "EUR" };
    const first = await productAccessoriesPage({ ...input, page: 1 });
    expect(first.total).toBe(main!.n);
    expect(first.items).toHaveLength(5);
    for (const item of first.items) expect(item.refGoodsNum).toBeGreaterThan(0);
    const second = await productAccessoriesPage({ ...input, page: 2 });
    expect(second.items).toHaveLength(main!.n - 5);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
  });
});
