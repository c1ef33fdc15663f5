import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ProductSections } from "~/components/product/product-sections";
import { ArrivalNoticeButton } from "~/components/catalogue/arrival-notice-button";
import { PriceBlock } from "~/components/catalogue/price-block";
import { ProductBadges } from "~/components/catalogue/product-badges";
import { ImageGallery } from "~/components/product/image-gallery";
import { PurchasePanel } from "~/components/catalogue/purchase-panel";
import { productHref } from "~/components/catalogue/media";
import { acceptsArrivalNotice } from "~/domain/arrival-notices";
import { barcodeLabel } from "~/domain/card-badge";
import { parseId, parsePage } from "~/domain/catalogue-query";
import { formatDateTime } from "~/domain/date-time";
import { ACCESSORIES_PAGE_SIZE, productAccess } from "~/domain/product-pages";
import { requireViewer } from "~/services/identity/actor.server";
import { recordProductView } from "~/services/catalogue/browsing-history.server";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { productAccessoriesPage, productDetail } from "~/services/catalogue/product-detail.server";
import { salesScopeCategoryIds } from "~/services/catalogue/product-pages.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleMeta } from "~/utils/meta";
import { Accessories } from "./accessories";
import { cardForClient } from "~/domain/card-product";
import { ProductFacts } from "./product-facts";
import { ProductUnavailable } from "./product-unavailable";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "product", "cart"] };

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * /commodityDetail?goodsId=…&brand=…: a product of the brand whose host this is (else 404). Off the
 * market or outside the acting account's sales scope: a page saying so, status 200 (decision 0033).
 * Viewing the full page records it in the acting account's browsing history (decision 0036).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("goodsId"));
  if (id === null) throw notFound();
  const lng = await getLanguage(request, context);
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
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
  return {
    title,
    view: "product" as const,
    product,
    accessories: { ...accessories, items: accessories.items.map((item) => ({ ...cardForClient(item), refGoodsNum: item.refGoodsNum })) },
    imageIndex,
    settings,
    productListRoute: brand.productListRoute,
    today: new Date().toISOString().slice(0, 10),
  };
}

export default function CommodityDetail() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  if (data.view !== "product") {
    return <ProductUnavailable reason={data.view} name={data.name} barcode={data.barcode} productListRoute={data.productListRoute} />;
  }
  const { product, settings, imageIndex } = data;
  const promotion = product.promotion;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={t("detail.breadcrumb")} className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-1 text-gray-700">
          {product.breadcrumb.map((step, index) => (
            <li key={step.id} className="flex gap-1">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              <Link to={`${data.productListRoute}?category=${step.id}`} className="underline">
                {step.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <ImageGallery
          images={product.images}
          name={product.name}
          current={imageIndex}
          hrefFor={(number) => productHref(product.id, settings.brandKey, { image: String(number) })}
        />
        <div className="space-y-4">
          <ProductBadges product={product} />
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-gray-700">{t("detail.barcode")}</dt>
            <dd className="break-all">{barcodeLabel(product.barcode, [product.replaceBarcode])}</dd>
            {product.subBarcodes.length > 0 ? (
              <>
                <dt className="font-medium text-gray-700">{t("detail.subBarcodes")}</dt>
                <dd className="break-all">{product.subBarcodes.join(", ")}</dd>
              </>
            ) : null}
            <dt className="font-medium text-gray-700">{t("detail.model")}</dt>
            <dd>{product.model}</dd>
          </dl>
          <PriceBlock product={product} settings={settings} size="page" />
          {acceptsArrivalNotice(product) ? <ArrivalNoticeButton productId={product.id} productName={product.name} /> : null}
          {promotion?.kind === "flash_sale" ? (
            <p className="text-sm">
              {t("card.flashSaleEnds")}{" "}
              <time dateTime={promotion.endsAt}>{formatDateTime(promotion.endsAt, settings.lng, settings.timeZone)}</time>
              {promotion.remainingQty !== null && promotion.remainingQty > 0 && promotion.quantityLimit
                ? ` · ${t("card.remaining", { count: promotion.remainingQty, limit: promotion.quantityLimit })}`
                : ""}
            </p>
          ) : null}
          {product.offlineOnly || product.notOnline ? (
            <p className="rounded border border-amber-600 bg-amber-50 p-3 text-sm">
              {product.offlineOnly ? t("detail.offlineOnly") : t("detail.notOnline")}
            </p>
          ) : null}
          <PurchasePanel product={product} settings={settings} variant="page" />
          <ProductFacts product={product} settings={settings} today={data.today} />
        </div>
      </div>
      <ProductSections params={product.allParams} usageInstructions={product.usageInstructions} />
      <Accessories product={product} accessories={data.accessories} settings={settings} />
    </div>
  );
}
