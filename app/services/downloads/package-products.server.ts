import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import { type Executor, db, queryRows } from "~/db/client.server";
import { cartItems, categories, products } from "~/db/schema";
import { normalizeBarcode } from "~/domain/barcode-import";
import type { PackagePart, SkippedBarcode, VideoResolution } from "~/domain/downloads";
import { fileCount } from "~/domain/downloads";
import { inCategoryTree, inSalesScope, listed } from "~/services/catalogue/listing.server";

/**
 * Which products a package holds (decision 0103): those the account may see, by the list's rule
 * (the brand's, not off the market) and within the account's sales scope.
 */
export type PackageScope = { brandKey: string; salesScopeId: number | null };

/** Which products: a category's (with everything below it) or named ones. */
export type ProductSelection = { categoryId: number } | { productIds: number[] };

function selectionCondition(selection: ProductSelection): SQL | undefined {
  if ("categoryId" in selection) return inCategoryTree(selection.categoryId);
  return selection.productIds.length === 0 ? sql`false` : inArray(products.id, selection.productIds);
}

/** The products of a selection in scope; a null selection is the whole brand (a price list's, decision 0113). */
export function scopedCondition(scope: PackageScope, selection: ProductSelection | null): SQL | undefined {
  return and(listed(scope.brandKey), inSalesScope(scope.salesScopeId), selection === null ? undefined : selectionCondition(selection));
}

/** A category of the brand (any of the three levels), or null. */
export async function brandCategory(brandKey: string, categoryId: number): Promise<{ id: number } | null> {
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0 || categoryId > 2_147_483_647) return null;
  const [row] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.brandKey, brandKey)));
  return row ?? null;
}

/** How many products a selection holds in scope, and how many files the ticked parts would make of them. */
export async function measureSelection(
  scope: PackageScope,
  selection: ProductSelection,
  { parts, videoResolution }: { parts: PackagePart[]; videoResolution: VideoResolution },
): Promise<{ products: number; files: number }> {
  const [row] = await db()
    .select({
      products: sql<number>`count(*)::int`,
      images: sql<number>`coalesce(sum(cardinality(${products.images})), 0)::int`,
      mainImages: sql<number>`count(*) filter (where cardinality(${products.images}) > 0)::int`,
      documents: sql<number>`coalesce(sum((select count(*) from product_documents d where d.product_id = ${products.id})), 0)::int`,
      videos: sql<number>`coalesce(sum((select count(*) from product_videos v where v.product_id = ${products.id} and v.resolution = ${videoResolution})), 0)::int`,
    })
    .from(products)
    .where(scopedCondition(scope, selection));
  const found = row ?? { products: 0, images: 0, mainImages: 0, documents: 0, videos: 0 };
  return { products: found.products, files: fileCount(parts, found) };
}

type Candidate = { id: number; barcode: string; replace_barcode: string | null; sub_barcodes: string[] | null; brand_key: string; off_market: boolean; in_scope: boolean };

/**
 * Sorts codes into the products they name and those left out, with the reason: not a barcode,
 * unknown, another brand's, off the market, outside the sales scope. A code finds a product by its
 * barcode first, then the alternative barcode, then the sub-barcodes (as the cart import does);
 * the brand's product before another brand's. A product named twice is packaged once.
 */
export async function sortBarcodes(scope: PackageScope, codes: string[]): Promise<{ productIds: number[]; skipped: SkippedBarcode[] }> {
  const valid = [...new Set(codes.map((code) => normalizeBarcode(code)).filter((code): code is string => code !== null))];
  const candidates = valid.length === 0 ? [] : await candidatesFor(scope, valid);
  const found = new Map<string, Candidate>();
  const ownFirst = [...candidates].sort((a, b) => Number(b.brand_key === scope.brandKey) - Number(a.brand_key === scope.brandKey));
  const wanted = new Set(valid);
  const claim = (code: string | null, row: Candidate) => {
    if (code !== null && wanted.has(code) && !found.has(code)) found.set(code, row);
  };
  for (const pick of [(row: Candidate) => [row.barcode], (row: Candidate) => [row.replace_barcode], (row: Candidate) => row.sub_barcodes ?? []]) {
    for (const row of ownFirst) for (const code of pick(row)) claim(code, row);
  }
  const productIds: number[] = [];
  const skipped: SkippedBarcode[] = [];
  const seen = new Set<string>();
  for (const given of codes) {
    const code = normalizeBarcode(given);
    const shown = (code ?? given.trim()).slice(0, 40);
    if (seen.has(shown)) continue;
    seen.add(shown);
    if (code === null) {
      skipped.push({ barcode: shown, reason: "invalidBarcode" });
      continue;
    }
    const row = found.get(code);
    const reason = !row ? "unknown" : row.brand_key !== scope.brandKey ? "otherBrand" : row.off_market ? "offMarket" : !row.in_scope ? "outOfScope" : null;
    if (reason) skipped.push({ barcode: code, reason });
    else if (!productIds.includes(Number(row!.id))) productIds.push(Number(row!.id));
  }
  return { productIds, skipped };
}

async function candidatesFor(scope: PackageScope, codes: string[]): Promise<Candidate[]> {
  const list = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
  return queryRows<Candidate>(
    db(),
    sql`select p.id, p.barcode, p.replace_barcode, p.sub_barcodes, p.brand_key, p.off_market,
          ${inSalesScope(scope.salesScopeId, sql`p.category_id`) ?? sql`true`} as in_scope
        from products p
        where p.barcode in (${list}) or p.replace_barcode in (${list}) or p.sub_barcodes && array[${list}]::text[]
        order by p.id`,
  );
}

/** The barcodes of the account's cart lines, oldest line first. */
export async function cartBarcodes(accountId: number): Promise<string[]> {
  const rows = await db()
    .select({ barcode: products.barcode })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.accountId, accountId))
    .orderBy(cartItems.createdAt, cartItems.productId);
  return rows.map((row) => row.barcode);
}

export type PackageProduct = { id: number; barcode: string; images: string[] };

/** The products of a selection in scope, by id; what the package job packs (at most `limit`). */
export async function packageProducts(executor: Executor, scope: PackageScope, selection: ProductSelection, limit: number): Promise<PackageProduct[]> {
  return executor
    .select({ id: products.id, barcode: products.barcode, images: products.images })
    .from(products)
    .where(scopedCondition(scope, selection))
    .orderBy(products.id)
    .limit(limit);
}
