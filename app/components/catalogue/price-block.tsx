import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/domain/money";
import { cardPrice, percentOffBadge } from "~/domain/pricing";
import type { CardSettings, ProductCardData } from "~/services/catalogue/product-cards.server";

type Props = {
  product: Pick<ProductCardData, "priceMinor" | "activityPriceMinor" | "activityRateBp">;
  settings: CardSettings;
  size?: "card" | "page";
};

/** The shown price, the struck original, the percent-off badge, or the zero-price notice. */
export function PriceBlock({ product, settings, size = "card" }: Props) {
  const { t } = useTranslation("catalogue");
  const price = cardPrice({
    priceMinor: product.priceMinor,
    activityPriceMinor: product.activityPriceMinor,
    strikeOnlyWhenLower: settings.strikeOnlyWhenLower,
  });
  if (price.kind === "zero") {
    return <p className="font-medium text-gray-800">{t("price.zero")}</p>;
  }
  const percent = percentOffBadge({ userRateBp: settings.userRateBp, activityRateBp: product.activityRateBp });
  const money = (minor: number) => formatMoney(minor, settings.currency, settings.lng);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t("price.label")}: </span>
      <strong className={size === "page" ? "text-3xl text-gray-900" : "text-xl text-gray-900"}>{money(price.shownMinor)}</strong>{" "}
      {price.originalMinor !== null ? (
        <s className="text-sm text-gray-600">
          <span className="sr-only">{t("price.original")}: </span>
          {money(price.originalMinor)}
        </s>
      ) : null}{" "}
      {percent !== null ? (
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t("price.percentOff", { percent })}</span>
      ) : null}
    </p>
  );
}
