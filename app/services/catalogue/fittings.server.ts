/** The fittings of a product (its recommended accessories, five a page): the list cards' disclosure and its page (decision 0111). */
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { ACCESSORIES_PAGE_SIZE } from "~/domain/product-pages";
import { listed } from "./listing.server";
import { type AccessoriesPageInput, type AccessoryCard, productAccessoriesPage } from "./product-detail.server";

export type ProductFittings = {
  product: { id: number; name: string };
  items: AccessoryCard[];
  total: number;
  page: number;
  pageSize: number;
};

/**
 * A listed product of the brand with one page of its fittings, as the product page pages its
 * accessories (the same service: listed accessories of the brand, in their order, a page past the
 * end read as the first). Null for an unknown id, another brand's product or one off the market:
 * no list shows those, so they have no fittings to show.
 */
export async function productFittings(input: Omit<AccessoriesPageInput, "pageSize">): Promise<ProductFittings | null> {
  const { productId, brandKey, lng } = input;
  const [product] = await db()
    .select({ id: products.id, name: sql<string>`coalesce(${products.names}->>${lng}::text, ${products.names}->>'en')` })
    .from(products)
    .where(and(eq(products.id, productId), listed(brandKey)))
    .limit(1);
  if (!product) return null;
  const accessories = await productAccessoriesPage({ ...input, pageSize: ACCESSORIES_PAGE_SIZE });
  return { product, ...accessories };
}
