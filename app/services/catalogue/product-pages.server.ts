import { type AppLoadContext, redirect } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { parseId } from "~/domain/catalogue-query";
import { requireViewer } from "~/services/identity/actor.server";
import type { Viewer } from "~/services/identity/session.server";
import { getLanguage } from "~/services/platform/locale.server";
import { referenceData } from "~/services/platform/reference-cache.server";
import { salesScopeCategories } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { type ProductCardData, cardSettingsFor } from "./product-cards.server";
import { productDetail } from "./product-detail.server";

/**
 * What a signed-in product page (`?goodsId=…`: the product page, its fittings page) starts from:
 * the viewer (else the sign-in; staff go to the product's public preview), the brand, the
 * address, the product's id (else 404), the language and the acting account's card settings.
 */
export async function productRequest(request: Request, context: AppLoadContext) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("goodsId"));
  if (id === null) throw new Response("Not Found", { status: 404 });
  if (seesPublicCatalogue(viewer)) throw redirect(`/preview/commodityDetail?${new URLSearchParams({ goodsId: String(id), brand: brand.key })}`);
  const lng = await getLanguage(request, context);
  return { viewer, brand, url, id, lng, settings: cardSettingsFor({ brand, acting: viewer.acting, lng }) };
}

/**
 * Staff (customer service, administrator) look at the catalogue as an anonymous visitor does
 * (decision 0112): a product's page is its public preview — what it is, never its price, stock or
 * a cart button. (A salesman is not staff here: he buys for his clients.)
 */
export const seesPublicCatalogue = (viewer: Pick<Viewer, "role">) => viewer.role === "service" || viewer.role === "admin";

/** The categories of a sales scope (each allows itself and everything below it); null for no scope. */
export async function salesScopeCategoryIds(scopeId: number | null): Promise<Set<number> | null> {
  if (scopeId === null) return null;
  // Reference data (decision 0095): read once per process; forgetReferenceData after changing a scope.
  const rows = await referenceData(`sales-scope:${scopeId}`, () =>
    db().select({ id: salesScopeCategories.categoryId }).from(salesScopeCategories).where(eq(salesScopeCategories.scopeId, scopeId)),
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * What an anonymous visitor may see of a product (decision 0034): what it is, never what it costs
 * or how many there are. Built field by field so nothing else can reach the page's data.
 */
export type PublicCard = {
  id: number;
  name: string;
  image: string | null;
  barcode: string;
  replaceBarcode: string | null;
  model: string;
  params: ProductCardData["params"];
  isNew: boolean;
};

export function toPublicCard(card: ProductCardData): PublicCard {
  return {
    id: card.id,
    name: card.name,
    image: card.image,
    barcode: card.barcode,
    replaceBarcode: card.replaceBarcode,
    model: card.model,
    params: card.params,
    isNew: card.isNew,
  };
}

export type PublicProduct = PublicCard & {
  offMarket: boolean;
  images: string[];
  subBarcodes: string[];
  allParams: { type: string; name: string; value: string }[];
  usageInstructions: string;
  minOrderQty: number;
  saleDouble: number;
  pkgNum: number;
  carton: { lengthMm: number; widthMm: number; heightMm: number; weightG: number; volumeCm3: number };
  breadcrumb: { id: number; name: string }[];
};

/** The public preview of a product of the brand, or null (unknown id or another brand's). */
export async function productPreview({ id, brandKey, lng, currency }: { id: number; brandKey: string; lng: Language; currency: string }): Promise<PublicProduct | null> {
  const product = await productDetail({ id, brandKey, lng, currency });
  if (!product) return null;
  return {
    ...toPublicCard(product),
    offMarket: product.offMarket,
    images: product.images,
    subBarcodes: product.subBarcodes,
    allParams: product.allParams,
    usageInstructions: product.usageInstructions,
    minOrderQty: product.minOrderQty,
    saleDouble: product.saleDouble,
    pkgNum: product.pkgNum,
    carton: product.carton,
    breadcrumb: product.breadcrumb,
  };
}
