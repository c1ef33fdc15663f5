import { Pagination, productHref, ProductImage, totalPages, useTranslation } from "~/chunks/shell";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import { NewTabHint, PriceBlock } from "~/chunks/catalogue";

/** A fitting as its list shows it: the product's picture, name, price and stock, and how many go with one product (sent as shown, decision 0104). */
export type FittingItem = Pick<CardProduct, "id" | "name" | "image" | "priceMinor" | "activityPriceMinor" | "activityRateBp" | "presale"> & {
  /** The stock as the account reads it on the fitting's card ("42", "1,200+"), written by the server. */
  stock: string;
  refGoodsNum: number;
};

export type FittingsPage = { items: FittingItem[]; total: number; page: number; pageSize: number };

type Props = {
  product: { id: number; name: string };
  fittings: FittingsPage;
  settings: CardSettings;
  hrefFor: (page: number) => string;
};

// Not a member of app/chunks/catalogue.ts: the fittings page and the card disclosure's panel
// (loaded on its first opening) take it; the cards' pages do not load it first (decision 0104).

/**
 * One page of a product's fittings and the links to the others: the fittings page's content and
 * the card disclosure's. Each name opens the fitting's product page in a new tab, as a card does.
 */
export function FittingsList({ product, fittings, settings, hrefFor }: Props) {
  const { t } = useTranslation("catalogue");
  const hint = `fittings-${product.id}-new-tab`;
  if (fittings.total === 0) return <p>{t("fittings.none")}</p>;
  return (
    <>
      <NewTabHint id={hint} />
      <ul className="fittings-list">
        {fittings.items.map((item) => (
          <li key={item.id}>
            <ProductImage path={item.image} alt="" size={64} className="product-img" />
            <div>
              {/* eslint-disable-next-line react/jsx-no-target-blank -- same origin, as the card's link */}
              <a href={productHref(item.id, settings.brandKey)} target="_blank" aria-describedby={hint}>
                {item.name}
              </a>
              <PriceBlock product={item} settings={settings} />
              <p>{t(item.presale ? "card.presaleStock" : "card.stock", { stock: item.stock })}</p>
              <p>{t("detail.accessories.refGoodsNum", { count: item.refGoodsNum })}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={fittings.page}
        pages={totalPages(fittings.total, fittings.pageSize)}
        label={t("fittings.pages", { name: product.name })}
        hrefFor={hrefFor}
      />
    </>
  );
}

/** "Fittings 6–8 of 8": where a page of fittings is in the whole. */
export function fittingsRange(fittings: FittingsPage) {
  const from = (fittings.page - 1) * fittings.pageSize + 1;
  return { from, to: from + fittings.items.length - 1, total: fittings.total };
}
