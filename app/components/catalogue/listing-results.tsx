import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { type ListQuery, formatCount, listSearch, Pagination, totalPages } from "~/chunks/shell";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import { ProductGrid } from "~/chunks/catalogue";

type Props = {
  path: string;
  query: ListQuery;
  cards: CardProduct[];
  total: number;
  /** More match than were counted: the total is shown with a plus. */
  totalCapped?: boolean;
  settings: CardSettings;
  inCart?: Record<number, number>;
  /** Where "clear the filters" goes. */
  clearHref: string;
  clearLabel: string;
  /** The running full reduction's label, written by the server (decision 0108): once for the page, not on every card. */
  reduction?: string | null;
};

/** The results of a list or search page: count, cards, pages; or an empty state with a way out. */
export function ListingResults({ path, query, cards, total, totalCapped = false, settings, inCart, clearHref, clearLabel, reduction }: Props) {
  const { t } = useTranslation("catalogue");
  const pages = totalPages(total, query.pageSize);
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="sr-only">
        {t("list.resultsHeading")}
      </h2>
      {total === 0 ? (
        <div className="rounded border border-gray-200 p-6 text-center">
          <p className="text-lg font-medium">{t("list.noResults")}</p>
          <p className="mt-4">
            <Link to={clearHref} className="font-medium text-brand-dark underline">
              {clearLabel}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-gray-700">
            {t("list.results", { count: total, formatted: `${formatCount(total, settings.lng)}${totalCapped ? "+" : ""}` })}
            {pages > 1 ? ` · ${t("pagination.pageOf", { page: query.page, pages })}` : ""}
          </p>
          {reduction ? <p className="reduction">{reduction}</p> : null}
          <ProductGrid products={cards} settings={settings} inCart={inCart} eagerImages={5} />
          <Pagination
            page={query.page}
            pages={pages}
            label={t("pagination.label")}
            hrefFor={(page) => `${path}${listSearch({ ...query, page })}`}
          />
        </>
      )}
    </section>
  );
}
