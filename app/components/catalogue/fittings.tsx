import { Suspense, lazy, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { CardProduct } from "~/domain/card-product";

/** A product's fittings page (page `page`): the disclosure's link without JavaScript, and what its panel loads with it. */
export const fittingsHref = (productId: number, page = 1) => `/commodityDetail/fittings?goodsId=${productId}${page > 1 ? `&page=${page}` : ""}`;

/** The list of fittings comes with its loader on the first opening: the cards' pages do not carry it in their first load. */
const FittingsPanel = lazy(() => import("./fittings-panel"));

/**
 * A card's "Fittings (N)" (SPEC.md section 2: the fittings popup, five a page; decision 0111): a
 * disclosure, so it opens by click, tap and keyboard without JavaScript, holding a link to the
 * product's fittings page. With JavaScript, opening it loads that page's list into it instead.
 * Its summary and link name the product, hidden on screen by their place (decision 0086).
 */
export function Fittings({ product }: { product: Pick<CardProduct, "id" | "name" | "fittings"> }) {
  const { t } = useTranslation("catalogue");
  const [opened, setOpened] = useState(false);
  const name = <span>{`: ${product.name}`}</span>;
  return (
    <details className="fittings" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        {t("fittings.summary", { n: product.fittings })}
        {name}
      </summary>
      {opened ? (
        <Suspense fallback={null}>
          <FittingsPanel product={product} />
        </Suspense>
      ) : (
        <a href={fittingsHref(product.id)}>
          {t("fittings.show")}
          {name}
        </a>
      )}
    </details>
  );
}
