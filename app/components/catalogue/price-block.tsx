import { useTranslation } from "~/i18n/react";
import { cardPrice, formatMoney, percentOffBadge } from "~/chunks/shell";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";

type Props = {
  product: Pick<CardProduct, "priceMinor" | "activityPriceMinor" | "activityRateBp">;
  settings: CardSettings;
  size?: "card" | "page";
};

/** The shown price, the struck original, the percent-off badge, or the zero-price notice. */
export function PriceBlock({ product, settings, size = "card" }: Props) {
  const { t } = useTranslation("catalogue");
  const price = cardPrice({
    priceMinor: product.priceMinor,
    activityPriceMinor: product.activityPriceMinor ?? null,
    strikeOnlyWhenLower: settings.strikeOnlyWhenLower,
  });
  if (price.kind === "zero") {
    return <p className="font-medium text-gray-800">{t("price.zero")}</p>;
  }
  const percent = percentOffBadge({ userRateBp: settings.userRateBp, activityRateBp: product.activityRateBp ?? null });
  const money = (minor: number) => formatMoney(minor, settings.currency, settings.lng);
  return (
    <p className={size === "page" ? "price price-lg" : "price"}>
      {/* Visually hidden by `.price` (app/styles/tailwind.css), as the original price's label. */}
      <span>{`${t("price.label")}: `}</span>
      <strong>{money(price.shownMinor)}</strong>
      {price.originalMinor !== null ? (
        <>
          {" "}
          <s>
            <span>{`${t("price.original")}: `}</span>
            {money(price.originalMinor)}
          </s>
        </>
      ) : null}
      {percent !== null ? (
        <>
          {" "}
          <span className="price-off">{t("price.percentOff", { percent })}</span>
        </>
      ) : null}
    </p>
  );
}
