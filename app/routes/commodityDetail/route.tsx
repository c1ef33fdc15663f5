import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ProductSections } from "~/components/product/product-sections";
import { ArrivalNoticeButton, PriceBlock, ProductBadges, PurchasePanel } from "~/chunks/catalogue";
import { ImageGallery } from "~/components/product/image-gallery";
import { acceptsArrivalNotice, formatDateTime, productHref, titleMeta } from "~/chunks/shell";
import { Accessories } from "./accessories";
import { FactList, ProductFacts } from "./product-facts";
import type { loader } from "./product-page.server";
import { ProductUnavailable } from "./product-unavailable";

export { loader } from "./product-page.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "product", "cart"] };

export default function CommodityDetail() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  if (data.view !== "product") {
    return <ProductUnavailable reason={data.view} name={data.name} barcode={data.barcode} productListRoute={data.productListRoute} />;
  }
  const { product, settings, imageIndex } = data;
  const promotion = product.promotion;
  return (
    <div className="page">
      <nav aria-label={t("detail.breadcrumb")} className="breadcrumb">
        <ol>
          {product.breadcrumb.map((step, index) => (
            <li key={step.id}>
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              <Link to={`${data.productListRoute}?category=${step.id}`}>
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
          <FactList facts={data.facts.identity} />
          <PriceBlock product={product} settings={settings} size="page" />
          {data.reduction ? <p className="reduction">{data.reduction}</p> : null}
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
          {/* Sold offline only or not online: the panel says so (decision 0111). */}
          <PurchasePanel product={product} settings={settings} variant="page" />
          <ProductFacts facts={data.facts} />
        </div>
      </div>
      <ProductSections params={product.allParams} usageInstructions={product.usageInstructions} />
      <Accessories product={product} accessories={data.accessories} settings={settings} />
    </div>
  );
}
