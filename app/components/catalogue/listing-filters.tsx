import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { type ListQuery, ARRIVED_WITHIN, listSearch, PageSizeSelect, SHOWS, SORTS } from "~/chunks/shell";
import type { CategoryNode } from "~/services/catalogue/categories.server";

type Props = {
  action: string;
  query: ListQuery;
  categories: CategoryNode[];
  /** On the search page the keyword is what the page is about. */
  keywordRequired: boolean;
};

type Option = { id: number; name: string; depth: number };

function flatten(nodes: readonly CategoryNode[], depth = 0, out: Option[] = []): Option[] {
  for (const node of nodes) {
    out.push({ id: node.id, name: node.name, depth });
    flatten(node.children, depth + 1, out);
  }
  return out;
}

const fieldClass = "field";
const labelClass = "field-label";

/** The GET filter form: works without JavaScript; changing filters starts again at page 1. */
export function ListingFilters({ action, query, categories, keywordRequired }: Props) {
  const { t } = useTranslation("catalogue");
  return (
    // Keyed by the query so that after a client-side navigation the fields show the new values.
    <Form key={listSearch(query)} method="get" action={action} aria-labelledby="filters-heading" className="rounded border border-gray-200 bg-gray-50 p-4">
      <h2 id="filters-heading" className="text-lg font-semibold">
        {t("filters.heading")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <label htmlFor="filter-keyword" className={labelClass}>
            {t("filters.keyword")}
          </label>
          <input
            id="filter-keyword"
            name="keyword"
            type="search"
            defaultValue={query.keyword}
            maxLength={100}
            required={keywordRequired}
            aria-describedby="filter-keyword-hint"
            className={fieldClass}
          />
          <p id="filter-keyword-hint" className="mt-1 text-xs text-gray-600">
            {t("filters.keywordHint")}
          </p>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="filter-category" className={labelClass}>
            {t("filters.category")}
          </label>
          <select id="filter-category" name="category" defaultValue={query.categoryId ?? ""} className={fieldClass}>
            <option value="">{t("filters.allCategories")}</option>
            {flatten(categories).map((option) => (
              <option key={option.id} value={option.id}>
                {`${"\u00a0\u00a0\u00a0".repeat(option.depth)}${option.depth > 0 ? "– " : ""}${option.name}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-show" className={labelClass}>
            {t("filters.show")}
          </label>
          <select id="filter-show" name="show" defaultValue={query.show} className={fieldClass}>
            {SHOWS.map((show) => (
              <option key={show} value={show}>
                {t(`filters.shows.${show}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-arrived" className={labelClass}>
            {t("filters.arrival")}
          </label>
          <select id="filter-arrived" name="arrivedWithin" defaultValue={query.arrivedWithin ?? ""} className={fieldClass}>
            <option value="">{t("filters.arrivals.any")}</option>
            {ARRIVED_WITHIN.map((days) => (
              <option key={days} value={days}>
                {t(`filters.arrivals.${days}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-sort" className={labelClass}>
            {t("filters.sort")}
          </label>
          <select id="filter-sort" name="sort" defaultValue={query.sort} className={fieldClass}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <PageSizeSelect value={query.pageSize} id="filter-page-size" />
        <div className="flex items-end lg:col-span-2">
          <button type="submit" className="w-full rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
            {t("filters.apply")}
          </button>
        </div>
      </div>
    </Form>
  );
}
