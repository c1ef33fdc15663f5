import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import { NewTabHint, ProductCard } from "./product-card";
import { PurchasePanel } from "./purchase-panel";

type Props = {
  products: CardProduct[];
  settings: CardSettings;
  eagerImages?: number;
  /** Quantities in the account's cart by product id (the cards' cart badges). */
  inCart?: Record<number, number>;
  /** Number the cards (a sales ranking): "No. 1" above the first. */
  ranked?: boolean;
  /** The page section the grid is in, where a product may show in several (a brand home): keeps the cards' and panels' ids unique. */
  section?: string;
};

/**
 * Cards in a responsive grid, as a list (screen readers announce how many there are). The grid
 * says once that the cards' links open a new tab; each link refers to it.
 */
export function ProductGrid({ products, settings, eagerImages = 0, inCart = {}, ranked = false, section }: Props) {
  const { t } = useTranslation("catalogue");
  const hint = `${useId()}new-tab`;
  const List = ranked ? "ol" : "ul";
  return (
    <>
      <NewTabHint id={hint} />
      <List className="cards">
        {products.map((product, index) => (
          <li key={product.id}>
            {ranked ? <p className="mb-1 text-sm font-bold text-brand-dark">{t("home.rank", { rank: index + 1 })}</p> : null}
            <ProductCard
              product={product}
              settings={settings}
              eagerImage={index < eagerImages}
              inCartQty={inCart[product.id] ?? 0}
              section={section}
              newTabHint={hint}
            >
              <PurchasePanel product={product} settings={settings} section={section} />
            </ProductCard>
          </li>
        ))}
      </List>
    </>
  );
}
