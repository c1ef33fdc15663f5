import { type ReactNode, useId } from "react";
import { useTranslation } from "~/i18n/react";
import { cardAction, cardCartBadge } from "~/domain/card-actions";
import { barcodeLabel, cardParams } from "~/domain/card-badge";
import { formatDateTime } from "~/domain/date-time";
import { flashSaleStock } from "~/domain/flash-sale";
import { cardPrice } from "~/domain/pricing";
import { stockDisplay } from "~/domain/stock-display";
import type { CardSettings, ProductCardData } from "~/services/catalogue/product-cards.server";
import { CashbackBox } from "./cashback-box";
import { Countdown } from "./countdown";
import { ArrivalNoticeButton } from "./arrival-notice-button";
import { productHref } from "./media";
import { PriceBlock } from "./price-block";
import { badgeOf, ProductBadges } from "./product-badges";
import { ProductImage } from "./product-image";

/** SPEC.md section 9: the card image is 184 px. */
export const CARD_IMAGE_PX = 184;

type Props = {
  product: ProductCardData;
  settings: CardSettings;
  eagerImage?: boolean;
  /** How many of the product the cart holds (the card's badge, capped at 9999+). */
  inCartQty?: number;
  /** The purchase panel: rendered only when the card may be bought (not sold out, replenishing or at price zero). */
  children?: ReactNode;
  /** The arrival-notice button: rendered only on sold-out and replenishment cards, instead of the purchase panel. */
  arrivalNotice?: ReactNode;
};

/**
 * A product in a listing. The name is the link (opening the detail page in a new tab, as SPEC.md
 * asks, and saying so); it stretches over the whole card so the image and price are clickable too.
 * Interactive parts (cashback box, purchase panel, arrival notice) sit above that link (z-10).
 */
export function ProductCard({ product, settings, eagerImage = false, inCartQty = 0, children, arrivalNotice }: Props) {
  const { t } = useTranslation("catalogue");
  const id = useId();
  const params = cardParams(product.params);
  const promotion = product.promotion;
  const badge = badgeOf(product);
  const action = cardAction({
    priceKind: cardPrice({ priceMinor: product.priceMinor, activityPriceMinor: product.activityPriceMinor, strikeOnlyWhenLower: settings.strikeOnlyWhenLower }).kind,
    soldOut: badge.type === "4",
    replenishment: badge.type === "7",
  });
  const flashStock = promotion?.kind === "flash_sale" ? flashSaleStock(promotion) : null;
  const inCart = cardCartBadge(inCartQty);
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
      className="relative flex h-full flex-col gap-2 rounded border border-gray-200 bg-white p-3 focus-within:z-20 focus-within:ring-4 focus-within:ring-brand-dark/40 hover:z-20 hover:shadow-md"
    >
      <ProductImage path={product.image} alt={product.name} size={CARD_IMAGE_PX} eager={eagerImage} className="mx-auto size-46" />
      {inCart ? (
        <p className="absolute top-2 right-2 rounded-full bg-brand-dark px-2 py-0.5 text-xs font-semibold text-white">{t("card.inCart", { quantity: inCart })}</p>
      ) : null}
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
            <Countdown endsAt={promotion.endsAt} renderedAt={settings.renderedAt} />
            {flashStock ? (
              <>
                <p id={`${id}-promo-stock`}>{t("card.remaining", { count: flashStock.remaining, limit: flashStock.limit })}</p>
                {/* A native bar: its length comes from an attribute, where an inline style (a width) is refused by the CSP until JavaScript sets it. */}
                <progress
                  aria-labelledby={`${id}-promo-stock`}
                  value={flashStock.proportion}
                  max={100}
                  className="block h-2 w-full appearance-none overflow-hidden rounded bg-gray-200 [&::-moz-progress-bar]:bg-red-700 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-red-700"
                />
              </>
            ) : null}
          </div>
        ) : null}
        {product.cashback && product.cashback.length > 0 ? <CashbackBox tiers={product.cashback} settings={settings} /> : null}
        {action === "purchase" && children ? <div>{children}</div> : null}
        {/* Sold-out and replenishment cards offer only the arrival notice (SPEC.md section 4). */}
        {action === "arrivalNotice" ? (
          <div className="relative z-10">{arrivalNotice ?? <ArrivalNoticeButton productId={product.id} productName={product.name} />}</div>
        ) : null}
      </div>
    </article>
  );
}
