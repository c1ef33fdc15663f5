import { type AppLoadContext, redirect } from "@remix-run/node";
import { parseListQuery } from "~/domain/catalogue-query";
import { requireViewer } from "~/services/identity/actor.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { categoryIds, categoryTree } from "~/services/catalogue/categories.server";
import { listProducts } from "~/services/catalogue/listing.server";
import { fullReductionLabel } from "~/services/combined/reduction-label.server";
import { getLanguage, getT } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

/**
 * The product list and the search results are one page: a GET filter form over listProducts.
 * Search needs a keyword; without one it shows a hint instead of the whole catalogue.
 */
export async function loadListing(request: Request, context: AppLoadContext, mode: "list" | "search") {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const tree = await categoryTree(brand.key, lng);
  const query = parseListQuery(url.searchParams, categoryIds(tree));
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const needsKeyword = mode === "search" && query.keyword === "";
  const result = needsKeyword
    ? { cards: [], total: 0, totalCapped: false, page: 1, inCart: {} }
    : await listProducts({ ...query, brandKey: brand.key, lng, currency: settings.currency, cartOf: viewer.acting?.accountId ?? null });
  const { page, inCart } = result;
  const titleKey = mode === "list" ? "list.title" : needsKeyword ? "search.title" : "search.titleFor";
  const title =
    page > 1
      ? await pageTitle(request, context, "catalogue:list.titlePaged", {
          title: (await getT(request, context, "catalogue"))(titleKey, { keyword: query.keyword }),
          page,
        })
      : await pageTitle(request, context, `catalogue:${titleKey}`, { keyword: query.keyword });
  return {
    title,
    mode,
    needsKeyword,
    path: mode === "search" ? "/searchResult" : brand.productListRoute,
    productListRoute: brand.productListRoute,
    query: { ...query, page },
    categories: tree,
    cards: result.cards.map(cardForClient),
    total: result.total,
    totalCapped: result.totalCapped,
    inCart,
    settings,
    /** The running full reduction, once for the page (decision 0108): every product of the host is its brand's. */
    reduction: await fullReductionLabel(request, context, { acting: viewer.acting, lng }),
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;

/**
 * The product list (the route's loader): opened under another brand's list address, it moves to the
 * brand's own, query kept. The route imports its server code only from this module (decision 0104).
 */
export async function listPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  if (url.pathname !== context.brand.productListRoute) throw redirect(`${context.brand.productListRoute}${url.search}`);
  return loadListing(request, context, "list");
}
