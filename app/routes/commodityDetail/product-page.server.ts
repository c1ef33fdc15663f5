import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardForClient } from "~/domain/card-product";
import { detailFacts } from "~/domain/detail-facts";
import { parsePage } from "~/domain/catalogue-query";
import { ACCESSORIES_PAGE_SIZE, productAccess } from "~/domain/product-pages";
import { recordProductView } from "~/services/catalogue/browsing-history.server";
import { productAccessoriesPage, productDetail } from "~/services/catalogue/product-detail.server";
import { productRequest, salesScopeCategoryIds } from "~/services/catalogue/product-pages.server";
import { fullReductionLabel } from "~/services/combined/reduction-label.server";
import { pageTitle } from "~/services/platform/page.server";

// The product page's loader, apart from its page: the route imports its server code through this
// one module, which no other route imports (decision 0104).

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * /commodityDetail?goodsId=…&brand=…: a product of the brand whose host this is (else 404). Off the
 * market or outside the acting account's sales scope: a page saying so, status 200 (decision 0033).
 * Viewing the full page records it in the acting account's browsing history (decision 0036).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer, brand, url, id, lng, settings } = await productRequest(request, context);
  const product = await productDetail({ id, brandKey: brand.key, lng, currency: settings.currency });
  if (!product) throw notFound();
  const title = await pageTitle(request, context, "catalogue:detail.title", { name: product.name });
  const access = productAccess({
    offMarket: product.offMarket,
    categoryPath: product.breadcrumb.map((step) => step.id),
    scopeCategoryIds: await salesScopeCategoryIds(viewer.acting?.salesScopeId ?? null),
  });
  if (access !== "shown") {
    return { title, view: access, name: product.name, barcode: product.barcode, productListRoute: brand.productListRoute };
  }
  const accessories = await productAccessoriesPage({
    productId: id,
    brandKey: brand.key,
    lng,
    currency: settings.currency,
    page: parsePage(url.searchParams.get("accessoriesPage")),
    pageSize: ACCESSORIES_PAGE_SIZE,
  });
  if (viewer.acting) await recordProductView({ accountId: viewer.acting.accountId, productId: id });
  const imageIndex = Math.min(parsePage(url.searchParams.get("image")), Math.max(1, product.images.length)) - 1;
  // The facts go as shown (decision 0104); the fields only they read stay here.
  const { carton: _carton, undeliveredOrderQty: _undelivered, expectedArrival: _arrival, shipsFromChina: _china, subBarcodes: _subBarcodes, model: _model, ...shown } = product;
  return {
    title,
    view: "product" as const,
    product: shown,
    facts: detailFacts(product, { lng, isTestAccount: settings.isTestAccount, today: new Date().toISOString().slice(0, 10) }),
    accessories: { ...accessories, items: accessories.items.map((item) => ({ ...cardForClient(item), refGoodsNum: item.refGoodsNum })) },
    imageIndex,
    settings,
    productListRoute: brand.productListRoute,
    reduction: await fullReductionLabel(request, context, { acting: viewer.acting, lng }),
  };
}
