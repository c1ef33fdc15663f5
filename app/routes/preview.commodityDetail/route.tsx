import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ProductSections } from "~/components/product/product-sections";
import { ImageGallery } from "~/components/product/image-gallery";
import { barcodeLabel } from "~/chunks/catalogue";
import { formatCount, formatScaled, titleMeta } from "~/chunks/shell";
import type { loader } from "./product-preview.server";

export { loader } from "./product-preview.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "product"] };

export default function CommodityPreview() {
  const { product, signIn, imageIndex, brandKey, lng } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["product", "catalogue"]);
  const signInBox = (
    <p className="rounded border border-brand-dark bg-gray-50 p-4">
      {t("product:preview.signInHint")}{" "}
      <Link to={signIn} className="font-semibold text-brand-dark underline">
        {t("product:preview.signIn")}
      </Link>
    </p>
  );
  if (product.offMarket) {
    return (
      <div className="unavailable">
        <h1>{product.name}</h1>
        <div data-unavailable="offMarket">
          <h2>{t("catalogue:detail.offMarket.heading")}</h2>
          <p>{t("catalogue:detail.offMarket.body", { barcode: product.barcode })}</p>
        </div>
      </div>
    );
  }
  const { carton } = product;
  const count = (value: number) => formatCount(value, lng);
  const previewHref = (number: number) =>
    `/preview/commodityDetail?${new URLSearchParams({ goodsId: String(product.id), brand: brandKey, image: String(number) })}`;
  return (
    <div className="page">
      <p className="mb-4 text-sm text-gray-700">{product.breadcrumb.map((step) => step.name).join(" › ")}</p>
      <div className="grid gap-8 lg:grid-cols-2">
        <ImageGallery images={product.images} name={product.name} current={imageIndex} hrefFor={previewHref} />
        <div className="space-y-4">
          <p className="text-sm font-medium text-gray-700">{t("product:preview.label")}</p>
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-gray-700">{t("catalogue:detail.barcode")}</dt>
            <dd className="break-all">{barcodeLabel(product.barcode, [product.replaceBarcode])}</dd>
            {product.subBarcodes.length > 0 ? (
              <>
                <dt className="font-medium text-gray-700">{t("catalogue:detail.subBarcodes")}</dt>
                <dd className="break-all">{product.subBarcodes.join(", ")}</dd>
              </>
            ) : null}
            <dt className="font-medium text-gray-700">{t("catalogue:detail.model")}</dt>
            <dd>{product.model}</dd>
          </dl>
          {signInBox}
          <section aria-labelledby="ordering-heading">
            <h2 id="ordering-heading" className="text-lg font-semibold">
              {t("catalogue:detail.ordering.heading")}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-gray-700">{t("catalogue:detail.ordering.minOrderQty")}</dt>
              <dd>{count(product.minOrderQty)}</dd>
              <dt className="font-medium text-gray-700">{t("catalogue:detail.ordering.saleDouble")}</dt>
              <dd>{count(product.saleDouble)}</dd>
              <dt className="font-medium text-gray-700">{t("catalogue:detail.ordering.pkgNum")}</dt>
              <dd>{count(product.pkgNum)}</dd>
              {carton.lengthMm > 0 && carton.widthMm > 0 && carton.heightMm > 0 ? (
                <>
                  <dt className="font-medium text-gray-700">{t("catalogue:detail.ordering.cartonSize")}</dt>
                  <dd>
                    {t("catalogue:detail.ordering.cartonSizeValue", {
                      length: formatScaled(carton.lengthMm, 1, lng, 0),
                      width: formatScaled(carton.widthMm, 1, lng, 0),
                      height: formatScaled(carton.heightMm, 1, lng, 0),
                    })}
                  </dd>
                </>
              ) : null}
              {carton.volumeCm3 > 0 ? (
                <>
                  <dt className="font-medium text-gray-700">{t("catalogue:detail.ordering.cartonVolume")}</dt>
                  <dd>{t("catalogue:detail.ordering.cartonVolumeValue", { volume: formatScaled(Math.round(carton.volumeCm3 / 1000), 3, lng) })}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
      </div>
      <ProductSections params={product.allParams} usageInstructions={product.usageInstructions} />
    </div>
  );
}
