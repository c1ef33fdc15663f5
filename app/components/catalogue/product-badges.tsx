import { useTranslation } from "~/i18n/react";
import { type Badge, cardBadge, cardLabels } from "~/domain/card-badge";
import { isSoldOut } from "~/domain/stock-display";
import type { ProductCardData } from "~/services/catalogue/product-cards.server";

type BadgeProduct = Pick<ProductCardData, "presale" | "restock" | "vipType" | "activityRateBp" | "isNew" | "top" | "offShelves" | "stock">;

export function badgeOf(product: BadgeProduct): Badge {
  return cardBadge({
    presale: product.presale,
    soldOut: isSoldOut({ available: product.stock.available, notCheckStock: product.stock.notCheckStock, presale: product.presale }),
    restock: product.restock,
    vipType: product.vipType,
    activityValue: product.activityRateBp === null ? null : product.activityRateBp / 100,
    isNew: product.isNew,
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
  const labels = cardLabels(product);
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
    <ul className="flex flex-wrap gap-1 text-xs font-semibold" aria-label={t("badge.listLabel")}>
      {text ? <li className={`rounded px-1.5 py-0.5 ${BADGE_STYLE[badge.type]}`}>{text}</li> : null}
      {labels.map((label) => (
        <li
          key={label}
          className={label === "top" ? "rounded bg-yellow-300 px-1.5 py-0.5 text-gray-900" : "rounded border border-gray-700 bg-white px-1.5 py-0.5 text-gray-900"}
        >
          {label === "top" ? t("badge.top") : t("badge.offShelves")}
        </li>
      ))}
    </ul>
  );
}
