/**
 * What the API serves of the catalogue (decision 0107), through the services the pages use: the
 * brand's category tree (categoryTree), the category and sales-scope conditions of the lists
 * (inCategoryTree, inSalesScope), and the price the cart and the order take (productFacts,
 * priceTerms, unitPrice). Only the application's brand, within the account's sales scope; products
 * off the market stay in the feed, marked, so an incremental sync can hide them.
 */
import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db } from "~/db/client.server";
import { productDocuments, products, stock } from "~/db/schema";
import { unitPrice } from "~/domain/pricing";
import { orderableQuantity, showsExpectedArrival } from "~/domain/stock-display";
import type { Language } from "~/i18n/languages";
import { type CategoryNode, categoryPaths, categoryTree } from "~/services/catalogue/categories.server";
import { inCategoryTree, inSalesScope } from "~/services/catalogue/listing.server";
import { priceTerms, productFacts } from "~/services/catalogue/product-facts.server";
import { ApiError } from "./answers.server";
import { type CategoryLevel1, type Cursor, type ProductDetail, type ProductSummary, type StockItem, encodeCursor } from "./schemas";
import type { ApiClient } from "./tokens.server";

export const API_BASE = "/api/v1.0";

/** A timestamp as text with its microseconds, UTC: the cursor must not lose what orders the rows. */
const microseconds = (column: SQL | typeof products.updatedAt | typeof stock.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Digits after the decimal point of a currency, as Intl knows them (JPY 0, EUR 2). */
function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The products the client may read: its brand, within its account's sales scope. */
function readable(client: ApiClient): SQL {
  return and(eq(products.brandKey, client.brandKey), inSalesScope(client.actor.salesScopeId))!;
}

const summaryColumns = (lng: Language) => ({
  id: products.id,
  barcode: products.barcode,
  replaceBarcode: products.replaceBarcode,
  model: products.model,
  name: sql<string>`coalesce(${products.names}->>${lng}::text, ${products.names}->>'en')`,
  categoryId: products.categoryId,
  minOrderQty: products.minOrderQty,
  saleDouble: products.saleDouble,
  pkgNum: products.pkgNum,
  lengthMm: products.cartonLengthMm,
  widthMm: products.cartonWidthMm,
  heightMm: products.cartonHeightMm,
  weightG: products.cartonWeightG,
  volumeCm3: products.cartonVolumeCm3,
  offMarket: products.offMarket,
  offShelves: products.offShelves,
  presale: products.presale,
  offlineOnly: products.offlineOnly,
  isNew: products.isNew,
  updatedAt: microseconds(products.updatedAt),
});

type SummaryRow = SelectResultFields<ReturnType<typeof summaryColumns>>;

/** The items of some products, prices from productFacts as the cart and the order read them. */
async function summaries(client: ApiClient, rows: SummaryRow[], lng: Language, now: Date): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const [facts, paths] = await Promise.all([
    productFacts(db(), client.actor, rows.map((row) => row.id), lng, now),
    categoryTree(client.brandKey, lng).then(categoryPaths),
  ]);
  const { currency, userRateBp } = client.actor;
  const digits = fractionDigits(currency);
  return rows.map((row) => {
    const fact = facts.get(row.id);
    const price = fact ? unitPrice({ ...priceTerms(fact), userRateBp }) : null;
    return {
      id: row.id,
      barcode: row.barcode,
      replaceBarcode: row.replaceBarcode,
      model: row.model,
      name: row.name,
      category: { id: row.categoryId, path: paths.get(row.categoryId) ?? [] },
      minOrderQty: row.minOrderQty,
      saleMultiple: row.saleDouble,
      carton: { units: row.pkgNum, lengthMm: row.lengthMm, widthMm: row.widthMm, heightMm: row.heightMm, weightG: row.weightG, volumeCm3: row.volumeCm3 },
      price: { currency, fractionDigits: digits, unitMinor: price?.unitMinor ?? null, listUnitMinor: price?.listUnitMinor ?? null },
      onMarket: !row.offMarket,
      offShelves: row.offShelves,
      presale: row.presale,
      offlineOnly: row.offlineOnly,
      isNew: row.isNew,
      updatedAt: row.updatedAt,
    };
  });
}

export type PageInput = { limit: number; cursor?: Cursor; updatedSince?: string };

function pageOf<T>(items: T[], limit: number, last: (item: T) => Cursor) {
  const more = items.length > limit;
  const shown = more ? items.slice(0, limit) : items;
  return { shown, nextCursor: more ? encodeCursor(last(shown[shown.length - 1]!)) : null };
}

/** Whether the id is a category of the brand's tree (a parameter naming another brand's is refused). */
async function checkCategory(client: ApiClient, lng: Language, categoryId: number): Promise<void> {
  const known = new Set(categoryPaths(await categoryTree(client.brandKey, lng)).keys());
  if (!known.has(categoryId)) throw new ApiError(42201, { details: [{ path: "category", key: "details.category" }] });
}

/** A page of products in the order of their last change, then id: an incremental sync reads on from its cursor. */
export async function productPage(client: ApiClient, lng: Language, input: PageInput & { categoryId?: number }, now = new Date()) {
  const { limit, cursor, updatedSince, categoryId } = input;
  if (categoryId !== undefined) await checkCategory(client, lng, categoryId);
  const rows = await db()
    .select(summaryColumns(lng))
    .from(products)
    .where(
      and(
        readable(client),
        categoryId === undefined ? undefined : inCategoryTree(categoryId),
        updatedSince === undefined ? undefined : sql`${products.updatedAt} >= ${updatedSince}::timestamptz`,
        cursor === undefined ? undefined : sql`(${products.updatedAt}, ${products.id}) > (${cursor.at}::timestamptz, ${cursor.id}::int)`,
      ),
    )
    .orderBy(asc(products.updatedAt), asc(products.id))
    .limit(limit + 1);
  const { shown, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.updatedAt, id: row.id }));
  return { items: await summaries(client, shown, lng, now), nextCursor };
}

const notFound = () => new ApiError(40401);

/** One product with its sub-barcodes, usage, documents and (with the parameters scope) parameters. */
export async function productById(client: ApiClient, lng: Language, id: number, now = new Date()): Promise<ProductDetail> {
  const [row] = await db()
    .select({
      ...summaryColumns(lng),
      subBarcodes: products.subBarcodes,
      usage: sql<string | null>`coalesce(${products.usageInstructions}->>${lng}::text, ${products.usageInstructions}->>'en')`,
      params: products.params,
    })
    .from(products)
    .where(and(readable(client), eq(products.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const [[summary], documents] = await Promise.all([
    summaries(client, [row], lng, now),
    db()
      .select({ id: productDocuments.id, kind: productDocuments.kind, language: productDocuments.language, fileName: productDocuments.fileName, bytes: productDocuments.bytes })
      .from(productDocuments)
      .where(eq(productDocuments.productId, id))
      .orderBy(asc(productDocuments.id)),
  ]);
  const base = `${API_BASE}/products/${id}`;
  const pick = (text: { en: string } & Record<string, string | undefined>) => text[lng] ?? text.en;
  return {
    ...summary!,
    subBarcodes: row.subBarcodes,
    usage: row.usage ?? "",
    documents: documents.map((document) => ({ ...document, url: `${base}/documents/${document.id}` })),
    ...(client.scopes.includes("parameters") ? { parameters: row.params.map((param) => ({ type: param.type, name: pick(param.name), value: pick(param.value) })) } : {}),
    links: { images: `${base}/images`, stock: `${base}/stock` },
  };
}

/** A product the client may read, with what the picture and document routes need; else 404. */
export async function readableProduct(client: ApiClient, id: number): Promise<{ id: number; images: string[] }> {
  const [row] = await db().select({ id: products.id, images: products.images }).from(products).where(and(readable(client), eq(products.id, id))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A document of a product the client may read; else 404. */
export async function readableDocument(client: ApiClient, productId: number, documentId: number): Promise<{ storageKey: string; fileName: string }> {
  await readableProduct(client, productId);
  const [row] = await db()
    .select({ storageKey: productDocuments.storageKey, fileName: productDocuments.fileName })
    .from(productDocuments)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const stockColumns = {
  productId: products.id,
  barcode: products.barcode,
  available: sql<number>`coalesce(${stock.available}, 0)`,
  inTransit: sql<number>`coalesce(${stock.inTransit}, 0)`,
  notCheckStock: sql<boolean>`coalesce(${stock.notCheckStock}, false)`,
  expectedArrival: stock.expectedArrival,
  presale: products.presale,
  updatedAt: microseconds(sql`coalesce(${stock.updatedAt}, ${products.updatedAt})`),
};

type StockRow = SelectResultFields<typeof stockColumns>;

/** Stock as the buyer may order it (the quantity rules' orderableQuantity), the arrival date as the pages show it. */
function stockItem(row: StockRow, now: Date): StockItem {
  const available = Number(row.available);
  return {
    productId: row.productId,
    barcode: row.barcode,
    available: orderableQuantity({ available, notCheckStock: row.notCheckStock, presale: row.presale, wholesaleQty: available }),
    unlimited: row.notCheckStock,
    inTransit: Number(row.inTransit),
    expectedArrival: row.expectedArrival !== null && showsExpectedArrival(row.expectedArrival, now) ? row.expectedArrival : null,
    updatedAt: row.updatedAt,
  };
}

/** A page of stock rows in the order of their last change, then product id. */
export async function stockPage(client: ApiClient, input: PageInput, now = new Date()) {
  const { limit, cursor, updatedSince } = input;
  const rows = await db()
    .select(stockColumns)
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .where(
      and(
        readable(client),
        updatedSince === undefined ? undefined : sql`${stock.updatedAt} >= ${updatedSince}::timestamptz`,
        cursor === undefined ? undefined : sql`(${stock.updatedAt}, ${stock.productId}) > (${cursor.at}::timestamptz, ${cursor.id}::int)`,
      ),
    )
    .orderBy(asc(stock.updatedAt), asc(stock.productId))
    .limit(limit + 1);
  const { shown, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.updatedAt, id: row.productId }));
  return { items: shown.map((row) => stockItem(row, now)), nextCursor };
}

/** One product's stock (a product without a stock row has none). */
export async function productStock(client: ApiClient, id: number, now = new Date()): Promise<StockItem> {
  const [row] = await db()
    .select(stockColumns)
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(and(readable(client), eq(products.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return stockItem(row, now);
}

/** The brand's three-level tree in the request's language. */
export async function categoriesOf(client: ApiClient, lng: Language): Promise<CategoryLevel1[]> {
  const tree = await categoryTree(client.brandKey, lng);
  const node = ({ id, name }: CategoryNode) => ({ id, name });
  return tree.map((top) => ({ ...node(top), children: top.children.map((middle) => ({ ...node(middle), children: middle.children.map(node) })) }));
}
