import { useTranslation } from "~/i18n/react";
import type { CardSettings, ProductCardData } from "~/services/catalogue/product-cards.server";
import { ProductCard } from "./product-card";
import { PurchasePanel } from "./purchase-panel";

type Props = {
  products: ProductCardData[];
  settings: CardSettings;
  eagerImages?: number;
  /** Quantities in the account's cart by product id (the cards' cart badges). */
  inCart?: Record<number, number>;
  /** Number the cards (a sales ranking): "No. 1" above the first. */
  ranked?: boolean;
  /** The page section the grid is in, where a product may show in several (a brand home): keeps the panels' ids unique. */
  section?: string;
};

/** Cards in a responsive grid, as a list (screen readers announce how many there are). */
export function ProductGrid({ products, settings, eagerImages = 0, inCart = {}, ranked = false, section }: Props) {
  const { t } = useTranslation("catalogue");
  const List = ranked ? "ol" : "ul";
  return (
    <List className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className="flex flex-col">
          {ranked ? <p className="mb-1 text-sm font-bold text-brand-dark">{t("home.rank", { rank: index + 1 })}</p> : null}
          <div className="flex-1">
            <ProductCard product={product} settings={settings} eagerImage={index < eagerImages} inCartQty={inCart[product.id] ?? 0}>
              <PurchasePanel product={product} settings={settings} section={section} />
            </ProductCard>
          </div>
        </li>
      ))}
    </List>
  );
}
