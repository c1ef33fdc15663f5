import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { formatCount, formatDate, formatScaled, showsExpectedArrival, stockDisplay } from "~/chunks/shell";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import type { ProductDetail } from "~/services/catalogue/product-detail.server";

type Props = { product: ProductDetail; settings: CardSettings; today: string };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-gray-700">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Stock (with what is on its way) and the ordering and carton facts of a product. */
export function ProductFacts({ product, settings, today }: Props) {
  const { t } = useTranslation("catalogue");
  const { lng } = settings;
  const { stock, carton } = product;
  const count = (value: number) => formatCount(value, lng);
  const arrival = showsExpectedArrival(product.expectedArrival, new Date(`${today}T00:00:00Z`)) ? product.expectedArrival : null;
  const stockText = stockDisplay({
    available: stock.available,
    notCheckStock: stock.notCheckStock,
    presale: product.presale,
    wholesaleQty: stock.available,
    isTestAccount: settings.isTestAccount,
  });
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading" className="text-lg font-semibold">
          {t("detail.stock.heading")}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <Fact term={product.presale ? t("detail.stock.presale") : t("detail.stock.available")}>{stockText}</Fact>
          {stock.inTransit > 0 ? <Fact term={t("detail.stock.inTransit")}>{count(stock.inTransit)}</Fact> : null}
          {product.undeliveredOrderQty > 0 ? <Fact term={t("detail.stock.undelivered")}>{count(product.undeliveredOrderQty)}</Fact> : null}
          {arrival ? (
            <Fact term={t("detail.stock.expectedArrival")}>
              <time dateTime={arrival}>{formatDate(arrival, lng)}</time>
            </Fact>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="ordering-heading">
        <h2 id="ordering-heading" className="text-lg font-semibold">
          {t("detail.ordering.heading")}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <Fact term={t("detail.ordering.minOrderQty")}>{count(product.minOrderQty)}</Fact>
          <Fact term={t("detail.ordering.saleDouble")}>{count(product.saleDouble)}</Fact>
          <Fact term={t("detail.ordering.pkgNum")}>{count(product.pkgNum)}</Fact>
          {carton.lengthMm > 0 && carton.widthMm > 0 && carton.heightMm > 0 ? (
            <Fact term={t("detail.ordering.cartonSize")}>
              {t("detail.ordering.cartonSizeValue", {
                length: formatScaled(carton.lengthMm, 1, lng, 0),
                width: formatScaled(carton.widthMm, 1, lng, 0),
                height: formatScaled(carton.heightMm, 1, lng, 0),
              })}
            </Fact>
          ) : null}
          {carton.volumeCm3 > 0 ? (
            <Fact term={t("detail.ordering.cartonVolume")}>
              {t("detail.ordering.cartonVolumeValue", { volume: formatScaled(Math.round(carton.volumeCm3 / 1000), 3, lng) })}
            </Fact>
          ) : null}
          {carton.weightG > 0 ? (
            <Fact term={t("detail.ordering.cartonWeight")}>
              {t("detail.ordering.cartonWeightValue", { weight: formatScaled(carton.weightG, 3, lng, 0) })}
            </Fact>
          ) : null}
          {product.shipsFromChina ? <Fact term={t("detail.ordering.shipping")}>{t("detail.ordering.shipsFromChina")}</Fact> : null}
        </dl>
      </section>
    </div>
  );
}
