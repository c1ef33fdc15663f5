import { useTranslation } from "~/i18n/react";
import { Pagination, productHref, totalPages } from "~/chunks/shell";
import { ProductCard, PurchasePanel } from "~/chunks/catalogue";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";

type Props = {
  product: { id: number };
  accessories: { items: (CardProduct & { refGoodsNum: number })[]; total: number; page: number; pageSize: number };
  settings: CardSettings;
};

/** Recommended accessories, five at a time; further pages are plain links (?accessoriesPage=…). */
export function Accessories({ product, accessories, settings }: Props) {
  const { t } = useTranslation("catalogue");
  if (accessories.total === 0) return null;
  const pages = totalPages(accessories.total, accessories.pageSize);
  return (
    <section id="accessories" aria-labelledby="accessories-heading" className="mt-10 scroll-mt-4">
      <h2 id="accessories-heading" className="text-2xl font-semibold">
        {t("detail.accessories.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("detail.accessories.count", { count: accessories.total })}</p>
      <ul className="cards mt-4">
        {accessories.items.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} settings={settings}>
              <p className="text-sm font-medium text-gray-900">{t("detail.accessories.refGoodsNum", { count: item.refGoodsNum })}</p>
              <PurchasePanel product={item} settings={settings} />
            </ProductCard>
          </li>
        ))}
      </ul>
      <Pagination
        page={accessories.page}
        pages={pages}
        label={t("detail.accessories.pages")}
        hrefFor={(page) => `${productHref(product.id, settings.brandKey, page > 1 ? { accessoriesPage: String(page) } : {})}#accessories`}
      />
    </section>
  );
}
