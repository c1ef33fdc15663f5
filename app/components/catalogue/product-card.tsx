import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { cardAction, cardCartBadge } from "~/domain/card-actions";
import { barcodeLabel } from "~/domain/card-badge";
import { cardPrice, formatDate, formatDateTime, productHref, ProductImage, stockDisplay } from "~/chunks/shell";
import { flashSaleStock } from "~/domain/flash-sale";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import { CashbackBox } from "./cashback-box";
import { Fittings } from "./fittings";
import { Countdown } from "./countdown";
import { ArrivalNoticeButton } from "./arrival-notice-button";
import { PriceBlock } from "./price-block";
import { badgeOf, ProductBadges } from "./product-badges";

/** SPEC.md section 9: the card image is 184 px. */
export const CARD_IMAGE_PX = 184;

type Props = {
  product: CardProduct;
  settings: CardSettings;
  eagerImage?: boolean;
  /** How many of the product the cart holds (the card's badge, capped at 9999+). */
  inCartQty?: number;
  /** The purchase panel: rendered only when the card may be bought (not sold out, replenishing or at price zero). */
  children?: ReactNode;
  /** The arrival-notice button: rendered only on sold-out and replenishment cards, instead of the purchase panel. */
  arrivalNotice?: ReactNode;
  /** The page section the card is in, where a page shows a product more than once (a brand home): keeps its ids unique. */
  section?: string;
  /**
   * The id of the page's one "Opens in a new tab" text (NewTabHint), which every card's link
   * refers to; without it the card carries its own.
   */
  newTabHint?: string;
};

/** A card's ids: short and derived from the product (and section), not useId's longer ones, as a listing repeats them 20 to 100 times. */
export const cardId = (productId: number, section?: string) => (section ? `${section}-p${productId}` : `p${productId}`);

/** The words every card's link is described by ("Opens in a new tab"), once for a whole grid of cards. */
export function NewTabHint({ id }: { id: string }) {
  const { t } = useTranslation("catalogue");
  return (
    <p id={id} className="sr-only">
      {t("card.opensInNewTab")}
    </p>
  );
}

/**
 * A product in a listing. The name is the link (opening the detail page in a new tab, as SPEC.md
 * asks, and saying so: a ↗ on screen (`card-name` in app/styles/tailwind.css), "Opens in a new tab" as its description); it stretches
 * over the whole card so the image and price are clickable too. Interactive parts (cashback box,
 * purchase panel, arrival notice) sit above that link (z-10). Its styles are the `card` classes
 * of app/styles/tailwind.css (decision 0099).
 */
export function ProductCard({ product, settings, eagerImage = false, inCartQty = 0, children, arrivalNotice, section, newTabHint }: Props) {
  const { t } = useTranslation("catalogue");
  const id = cardId(product.id, section);
  const hintId = newTabHint ?? `${id}-new-tab`;
  const promotion = product.promotion ?? null;
  const badge = badgeOf(product);
  const action = cardAction({
    priceKind: cardPrice({ priceMinor: product.priceMinor, activityPriceMinor: product.activityPriceMinor ?? null, strikeOnlyWhenLower: settings.strikeOnlyWhenLower }).kind,
    soldOut: badge.type === "4",
    replenishment: badge.type === "7",
  });
  const flashStock = promotion?.kind === "flash_sale" ? flashSaleStock(promotion) : null;
  const inCart = cardCartBadge(inCartQty);
  const stockText = stockDisplay({
    available: product.stock.available,
    notCheckStock: product.stock.notCheckStock ?? false,
    presale: product.presale ?? false,
    wholesaleQty: product.stock.available,
    isTestAccount: settings.isTestAccount,
  }, settings.lng);
  return (
    <article aria-labelledby={id} className="card">
      <ProductImage path={product.image} alt={product.name} size={CARD_IMAGE_PX} eager={eagerImage} className="card-img" />
      {inCart ? <p className="in-cart">{t("card.inCart", { quantity: inCart })}</p> : null}
      <ProductBadges product={product} />
      <h3 id={id} className="card-name">
        {/* eslint-disable-next-line react/jsx-no-target-blank -- same origin, and target="_blank" opens without an opener in today's browsers: no `rel` repeated in every card (issue 15) */}
        <a href={productHref(product.id, settings.brandKey)} target="_blank" aria-describedby={hintId}>
          {product.name}
        </a>
      </h3>
      {newTabHint ? null : <NewTabHint id={hintId} />}
      <p className="card-code">
        <span>{`${t("card.barcode")}: `}</span>
        {barcodeLabel(product.barcode, [product.replaceBarcode])}
      </p>
      {product.params ? <p className="card-meta">{product.params}</p> : null}
      {product.tags && product.tags.length > 0 ? (
        <ul aria-label={t("card.tags")} className="chips">
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <div className="card-foot">
        <PriceBlock product={product} settings={settings} />
        <p className="card-meta">{t(product.presale ? "card.presaleStock" : "card.stock", { stock: stockText })}</p>
        {product.presaleArrival ? (
          <p className="card-meta">
            {`${t("card.presaleArrival")} `}
            <time dateTime={product.presaleArrival}>{formatDate(product.presaleArrival, settings.lng)}</time>
          </p>
        ) : null}
        {promotion?.kind === "flash_sale" ? (
          <div className="text-sm text-gray-800">
            <p>
              {`${t("card.flashSaleEnds")} `}
              <time dateTime={promotion.endsAt}>{formatDateTime(promotion.endsAt, settings.lng, settings.timeZone)}</time>
            </p>
            <Countdown endsAt={promotion.endsAt} renderedAt={settings.renderedAt} />
            {flashStock ? (
              <>
                <p id={`${id}-promo-stock`}>{t("card.remaining", { count: flashStock.remaining, limit: flashStock.limit })}</p>
                {/* A native bar: its length comes from an attribute, where an inline style (a width) is refused by the CSP until JavaScript sets it. */}
                <progress aria-labelledby={`${id}-promo-stock`} value={flashStock.proportion} max={100} className="promo-bar" />
              </>
            ) : null}
          </div>
        ) : null}
        {product.cashback && product.cashback.length > 0 ? <CashbackBox tiers={product.cashback} settings={settings} /> : null}
        {product.fittings ? <Fittings product={product} /> : null}
        {action === "purchase" ? children : null}
        {/* Sold-out and replenishment cards offer only the arrival notice (SPEC.md section 4). */}
        {action === "arrivalNotice" ? (
          arrivalNotice ? <div className="relative z-10">{arrivalNotice}</div> : <ArrivalNoticeButton productId={product.id} productName={product.name} />
        ) : null}
      </div>
    </article>
  );
}
