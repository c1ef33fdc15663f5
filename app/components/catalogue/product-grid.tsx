import type { ReactNode } from "react";
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
  /**
   * With `ranked`, in the cards' order: each card's rank (products selling as many share one) and
   * what the page says under it (the full ranking's movement and units); else "No. 1", "No. 2"…
   */
  ranks?: readonly { rank: number; note?: ReactNode }[];
  /** The page section the grid is in, where a product may show in several (a brand home): keeps the cards' and panels' ids unique. */
  section?: string;
  /** The id of the page's one NewTabHint, where a page shows several grids and renders it itself; else the grid has its own. */
  newTabHint?: string;
};

/**
 * Cards in a responsive grid, as a list (screen readers announce how many there are). The grid,
 * or the page for all its grids, says once that the cards' links open a new tab; each link
 * refers to it by a short id (every card repeats it).
 */
export function ProductGrid({ products, settings, eagerImages = 0, inCart = {}, ranked = false, ranks, section, newTabHint }: Props) {
  const { t } = useTranslation("catalogue");
  const hint = newTabHint ?? (section ? `${section}-new-tab` : "new-tab");
  const List = ranked ? "ol" : "ul";
  return (
    <>
      {newTabHint ? null : <NewTabHint id={hint} />}
      <List className="cards">
        {products.map((product, index) => (
          <li key={product.id}>
            {ranked ? <p className="mb-1 text-sm font-bold text-brand-dark">{t("home.rank", { rank: ranks?.[index]?.rank ?? index + 1 })}</p> : null}
            {ranked ? ranks?.[index]?.note : null}
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
