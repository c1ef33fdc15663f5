import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatDate, Pagination, titleMeta, totalPages } from "~/chunks/shell";
import { arrivalsSearch, NewTabHint, ProductGrid } from "~/chunks/catalogue";
import { CategoryFilter } from "~/components/product/category-filter";
import type { loader } from "./arrivals.server";

export { loader } from "./arrivals.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "arrivals", "cart"] };

export default function NewArrivals() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("arrivals");
  const pages = totalPages(data.totalDates, data.pageSize);
  return (
    <div className="page">
      <h1 className="mb-2 text-3xl font-bold">{t("heading")}</h1>
      <p className="mb-6 text-gray-700">{t("intro")}</p>
      <CategoryFilter
        action="/newArrivals"
        categories={data.categories}
        value={data.category}
        labels={{ heading: t("filters.heading"), category: t("filters.category"), all: t("filters.allCategories"), apply: t("filters.apply") }}
      />
      {data.groups.length === 0 ? (
        <div className="mt-8 rounded border border-gray-200 p-6" role="status">
          <p>{t("empty")}</p>
          {data.category !== null ? (
            <p className="mt-2">
              <Link to="/newArrivals" className="font-medium text-brand-dark underline">
                {t("clearFilters")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <NewTabHint id="new-tab" />
          {data.groups.map((group) => {
            const headingId = `arrival-${group.date}`;
            return (
              <section key={group.date} aria-labelledby={headingId} className="mt-10">
                <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={headingId} className="text-2xl font-semibold">
                    <time dateTime={group.date}>{t("group.heading", { date: formatDate(group.date, data.settings.lng) })}</time>
                  </h2>
                  <Link to={`/ArrivalsDetail${arrivalsSearch({ category: data.category, date: group.date })}`} className="font-medium text-brand-dark underline">
                    {t("group.seeAll", { count: group.count, date: formatDate(group.date, data.settings.lng) })}
                  </Link>
                </div>
                <ProductGrid products={group.cards} settings={data.settings} newTabHint="new-tab" />
              </section>
            );
          })}
        </>
      )}
      <Pagination page={data.page} pages={pages} label={t("pages")} hrefFor={(page) => `/newArrivals${arrivalsSearch({ category: data.category, page })}`} />
    </div>
  );
}
