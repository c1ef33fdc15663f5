import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta, totalPages } from "~/chunks/shell";
import { arrivalsSearch, ProductGrid } from "~/chunks/catalogue";
import { CategoryFilter } from "~/components/product/category-filter";
import type { loader } from "./arrivals-day.server";

export { loader } from "./arrivals-day.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "arrivals"] };

export default function ArrivalsDetail() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("arrivals");
  const pages = totalPages(data.total, data.pageSize);
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={`/newArrivals${arrivalsSearch({ category: data.category })}`} className="text-brand-dark underline">
          {t("detail.back")}
        </Link>
      </p>
      <h1 className="mb-2 text-3xl font-bold">
        <time dateTime={data.date}>{data.heading}</time>
      </h1>
      <p className="mb-6 text-gray-700">{t("detail.count", { count: data.total })}</p>
      <CategoryFilter
        action="/ArrivalsDetail"
        categories={data.categories}
        value={data.category}
        hidden={{ date: data.date }}
        labels={{ heading: t("filters.heading"), category: t("filters.category"), all: t("filters.allCategories"), apply: t("filters.apply") }}
      />
      {data.cards.length === 0 ? (
        <div className="mt-8 rounded border border-gray-200 p-6" role="status">
          <p>{t("detail.empty")}</p>
          <p className="mt-2">
            <Link to="/newArrivals" className="font-medium text-brand-dark underline">
              {t("detail.back")}
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-8">
          <ProductGrid products={data.cards} settings={data.settings} />
        </div>
      )}
      <Pagination
        page={data.page}
        pages={pages}
        label={t("detail.pages")}
        hrefFor={(page) => `/ArrivalsDetail${arrivalsSearch({ category: data.category, date: data.date, page })}`}
      />
    </div>
  );
}
