import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { acceptsArrivalNotice } from "~/domain/arrival-notices";
import { barcodeLabel, cardParams } from "~/domain/card-badge";
import { formatDateTime } from "~/domain/date-time";
import { stockDisplay } from "~/domain/stock-display";
import type { CardSettings, ProductCardData } from "~/services/catalogue.server";
import { ArrivalNoticeButton } from "./arrival-notice-button";
import { productHref } from "./media";
import { PriceBlock } from "./price-block";
import { ProductBadges } from "./product-badges";
import { ProductImage } from "./product-image";

/** SPEC.md section 9: the card image is 184 px. */
export const CARD_IMAGE_PX = 184;

type Props = { product: ProductCardData; settings: CardSettings; eagerImage?: boolean; children?: ReactNode };

/**
 * A product in a listing. The name is the link (opening the detail page in a new tab, as SPEC.md
 * asks, and saying so); it stretches over the whole card so the image and price are clickable too.
 */
export function ProductCard({ product, settings, eagerImage = false, children }: Props) {
  const { t } = useTranslation("catalogue");
  const id = useId();
  const params = cardParams(product.params);
  const promotion = product.promotion;
  const stockText = stockDisplay({
    available: product.stock.available,
    notCheckStock: product.stock.notCheckStock,
    presale: product.presale,
    wholesaleQty: product.stock.available,
    isTestAccount: settings.isTestAccount,
  });
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="relative flex h-full flex-col gap-2 rounded border border-gray-200 bg-white p-3 focus-within:ring-4 focus-within:ring-brand-dark/40 hover:shadow-md"
    >
      <ProductImage path={product.image} alt={product.name} size={CARD_IMAGE_PX} eager={eagerImage} className="mx-auto size-46" />
      <ProductBadges product={product} />
      <h3 id={`${id}-name`} className="text-base leading-snug font-semibold">
        <a
          href={productHref(product.id, settings.brandKey)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${id}-new-tab`}
          className="text-gray-900 underline decoration-gray-400 underline-offset-2 after:absolute after:inset-0 hover:decoration-brand focus-visible:outline-none"
        >
          {product.name}
        </a>
      </h3>
      <p id={`${id}-new-tab`} className="text-xs text-gray-600">
        <span aria-hidden="true">↗ </span>
        {t("card.opensInNewTab")}
      </p>
      <p className="text-sm break-all text-gray-700">
        <span className="sr-only">{t("card.barcode")}: </span>
        {barcodeLabel(product.barcode, [product.replaceBarcode])}
      </p>
      {params ? <p className="text-sm text-gray-700">{params}</p> : null}
      {product.tags.length > 0 ? (
        <ul aria-label={t("card.tags")} className="flex flex-wrap gap-1 text-xs">
          {product.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto space-y-1">
        <PriceBlock product={product} settings={settings} />
        <p className="text-sm text-gray-700">{t(product.presale ? "card.presaleStock" : "card.stock", { stock: stockText })}</p>
        {promotion?.kind === "flash_sale" ? (
          <div className="text-sm text-gray-800">
            <p>
              {t("card.flashSaleEnds")}{" "}
              <time dateTime={promotion.endsAt}>{formatDateTime(promotion.endsAt, settings.lng, settings.timeZone)}</time>
            </p>
            {promotion.remainingQty !== null && promotion.remainingQty > 0 && promotion.quantityLimit ? (
              <>
                <p>{t("card.remaining", { count: promotion.remainingQty, limit: promotion.quantityLimit })}</p>
                <meter aria-hidden="true" className="h-2 w-full" min={0} max={promotion.quantityLimit} value={promotion.remainingQty} />
              </>
            ) : null}
          </div>
        ) : null}
        {/* Sold-out and replenishment cards offer only the arrival notice (SPEC.md section 4). */}
        {acceptsArrivalNotice(product) ? <ArrivalNoticeButton productId={product.id} productName={product.name} /> : children}
      </div>
    </article>
  );
}
