import { useTranslation } from "~/i18n/react";
import { type Badge, cardBadge, cardLabels } from "~/domain/card-badge";
import { isSoldOut } from "~/domain/stock-display";
import type { CardProduct } from "~/domain/card-product";

type BadgeProduct = Pick<CardProduct, "presale" | "restock" | "vipType" | "activityRateBp" | "isNew" | "top" | "offShelves" | "stock">;

export function badgeOf(product: BadgeProduct): Badge {
  return cardBadge({
    presale: product.presale ?? false,
    soldOut: isSoldOut({ available: product.stock.available, notCheckStock: product.stock.notCheckStock ?? false, presale: product.presale ?? false }),
    restock: product.restock ?? false,
    vipType: product.vipType ?? 0,
    activityValue: product.activityRateBp == null ? null : product.activityRateBp / 100,
    isNew: product.isNew ?? false,
  });
}

const BADGE_STYLE: Record<Badge["type"], string> = {
  "1": "",
  "2": "bg-emerald-700 text-white",
  "4": "bg-gray-800 text-white",
  "5": "bg-red-700 text-white",
  "6": "bg-violet-700 text-white",
  "7": "bg-amber-300 text-gray-900",
};

/** The badge (as words, never colour alone) and the Top and off-shelves labels. */
export function ProductBadges({ product }: { product: BadgeProduct }) {
  const { t } = useTranslation("catalogue");
  const badge = badgeOf(product);
  const labels = cardLabels({ top: product.top ?? false, offShelves: product.offShelves ?? false });
  const text =
    badge.type === "6"
      ? t("badge.presale")
      : badge.type === "7"
        ? t("badge.replenishment")
        : badge.type === "4"
          ? t("badge.soldOut")
          : badge.type === "5"
            ? badge.percent !== null
              ? t("badge.discount", { percent: badge.percent })
              : t("badge.discountPlain")
            : badge.type === "2"
              ? t("badge.new")
              : null;
  if (!text && labels.length === 0) return null;
  return (
    <ul className="badges" aria-label={t("badge.listLabel")}>
      {text ? <li className={BADGE_STYLE[badge.type]}>{text}</li> : null}
      {labels.map((label) => (
        <li key={label} className={label === "top" ? "bg-yellow-300 text-gray-900" : "border border-gray-700 bg-white text-gray-900"}>
          {label === "top" ? t("badge.top") : t("badge.offShelves")}
        </li>
      ))}
    </ul>
  );
}
