import { useTranslation } from "~/i18n/react";
import { type Badge, cardBadge, cardLabels } from "~/domain/card-badge";
import { isSoldOut } from "~/chunks/shell";
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

/** Each badge's colours: component classes in app/styles/tailwind.css (a card repeats them; decision 0099). */
const BADGE_STYLE: Record<Badge["type"], string> = {
  "1": "",
  "2": "badge-new",
  "4": "badge-sold-out",
  "5": "badge-discount",
  "6": "badge-presale",
  "7": "badge-restock",
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
        <li key={label} className={label === "top" ? "badge-top" : "badge-off-shelves"}>
          {label === "top" ? t("badge.top") : t("badge.offShelves")}
        </li>
      ))}
    </ul>
  );
}
