/** The product page: the product's details with its breadcrumb, and its recommended accessories. */
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { categories, productAccessories, products, stock } from "~/db/schema";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { listed } from "./listing.server";
import { type ProductCardData, cardsByIds } from "./product-cards.server";

export type ProductDetail = ProductCardData & {
  brandKey: string;
  offMarket: boolean;
  subBarcodes: string[];
  images: string[];
  /** Every parameter, localized, in order. */
  allParams: { type: string; name: string; value: string }[];
  usageInstructions: string;
  carton: { lengthMm: number; widthMm: number; heightMm: number; weightG: number; volumeCm3: number };
  shipsFromChina: boolean;
  undeliveredOrderQty: number;
  /** YYYY-MM-DD */
  expectedArrival: string | null;
  /** From the top level down to the product's own category. */
  breadcrumb: { id: number; name: string }[];
};

const parentCategory = alias(categories, "parent_category");
const rootCategory = alias(categories, "root_category");

/** The product's own details (the card comes from the cards' query), prepared (decision 0100). */
const detailQuery = prepared("product_detail", (database) =>
  database
    .select({
      brandKey: products.brandKey,
      offMarket: products.offMarket,
      subBarcodes: products.subBarcodes,
      images: products.images,
      params: products.params,
      usage: sql<string | null>`coalesce(${products.usageInstructions}->>${sql.placeholder("lng")}::text, ${products.usageInstructions}->>'en')`,
      lengthMm: products.cartonLengthMm,
      widthMm: products.cartonWidthMm,
      heightMm: products.cartonHeightMm,
      weightG: products.cartonWeightG,
      volumeCm3: products.cartonVolumeCm3,
      shipsFromChina: products.shipsFromChina,
      undeliveredOrderQty: stock.undeliveredOrderQty,
      expectedArrival: stock.expectedArrival,
      categoryId: categories.id,
      categoryNames: categories.names,
      parentId: parentCategory.id,
      parentNames: parentCategory.names,
      rootId: rootCategory.id,
      rootNames: rootCategory.names,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .leftJoin(rootCategory, eq(rootCategory.id, parentCategory.parentId))
    .where(and(eq(products.id, sql.placeholder("id")), eq(products.brandKey, sql.placeholder("brandKey"))))
    .limit(1),
);

/**
 * A product of the brand, or null (unknown id, or another brand's product). Off-market products
 * are returned, flagged, so the page can say so. Two queries: the details, then the card.
 */
export async function productDetail({
  id,
  brandKey,
  lng,
  currency,
  now = new Date(),
}: {
  id: number;
  brandKey: string;
  lng: Language;
  currency: string;
  now?: Date;
}): Promise<ProductDetail | null> {
  const [row] = await detailQuery().execute({ id, brandKey, lng });
  if (!row) return null;
  const [card] = await cardsByIds([id], { lng, currency, now });
  if (!card) return null;
  const breadcrumb = [
    row.rootId !== null && row.rootNames ? { id: row.rootId, name: localized(row.rootNames, lng) } : null,
    row.parentId !== null && row.parentNames ? { id: row.parentId, name: localized(row.parentNames, lng) } : null,
    { id: row.categoryId, name: localized(row.categoryNames, lng) },
  ].filter((step): step is { id: number; name: string } => step !== null);
  return {
    ...card,
    brandKey: row.brandKey,
    offMarket: row.offMarket,
    subBarcodes: row.subBarcodes,
    images: row.images,
    allParams: row.params.map((param) => ({
      type: param.type,
      name: localized(param.name, lng),
      value: localized(param.value, lng),
    })),
    usageInstructions: row.usage ?? "",
    carton: { lengthMm: row.lengthMm, widthMm: row.widthMm, heightMm: row.heightMm, weightG: row.weightG, volumeCm3: row.volumeCm3 },
    shipsFromChina: row.shipsFromChina,
    undeliveredOrderQty: row.undeliveredOrderQty ?? 0,
    expectedArrival: row.expectedArrival,
    breadcrumb,
  };
}

export type AccessoryCard = ProductCardData & { refGoodsNum: number };

export type AccessoriesPageInput = { productId: number; brandKey: string; lng: Language; currency: string; page: number; pageSize?: number; now?: Date };

/** A page of a product's recommended accessories (listed products of the same brand), in their order. */
export async function productAccessoriesPage({ productId, brandKey, lng, currency, page, pageSize = 5, now = new Date() }: AccessoriesPageInput): Promise<{ items: AccessoryCard[]; total: number; page: number; pageSize: number }> {
  const run = (p: number) =>
    db()
      .select({ id: products.id, refGoodsNum: productAccessories.refGoodsNum, total: sql<number>`(count(*) over ())::int` })
      .from(productAccessories)
      .innerJoin(products, eq(products.id, productAccessories.accessoryId))
      .where(and(eq(productAccessories.productId, productId), listed(brandKey)))
      .orderBy(asc(productAccessories.position), asc(products.id))
      .limit(pageSize)
      .offset((p - 1) * pageSize);
  let current = Math.max(1, Math.floor(page) || 1);
  let rows = await run(current);
  if (rows.length === 0 && current > 1) {
    current = 1;
    rows = await run(current);
  }
  const refGoodsNum = new Map(rows.map((row) => [row.id, row.refGoodsNum]));
  const cards = await cardsByIds(
    rows.map((row) => row.id),
    { lng, currency, now },
  );
  return {
    items: cards.map((card) => ({ ...card, refGoodsNum: refGoodsNum.get(card.id) ?? 1 })),
    total: rows[0]?.total ?? 0,
    page: current,
    pageSize,
  };
}
