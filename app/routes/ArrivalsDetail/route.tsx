import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatDate, Pagination, parsePage, titleMeta, totalPages } from "~/chunks/shell";
import { arrivalsSearch, categoryParam, parseIsoDate, ProductGrid } from "~/chunks/catalogue";
import { CategoryFilter } from "~/components/product/category-filter";
import { arrivalProducts } from "~/services/catalogue/arrivals.server";
import { requireViewer } from "~/services/identity/actor.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { categoryIds, categoryTree } from "~/services/catalogue/categories.server";
import { getLanguage, getT } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "arrivals"] };

/**
 * /ArrivalsDetail?date=YYYY-MM-DD: every new arrival of one arrival date (one batch), paged, with
 * the category filter. A date that is not a date is a 404; a real date without arrivals says so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const url = new URL(request.url);
  const date = parseIsoDate(url.searchParams.get("date"));
  if (date === null) throw new Response("Not Found", { status: 404 });
  const lng = await getLanguage(request, context);
  const tree = await categoryTree(brand.key, lng);
  const category = categoryParam(url.searchParams.get("category"), categoryIds(tree));
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const result = await arrivalProducts({ brandKey: brand.key, categoryId: category, date, lng, currency: settings.currency, page: parsePage(url.searchParams.get("page")) });
  const t = await getT(request, context, "arrivals");
  const heading = t("detail.heading", { date: formatDate(date, lng) });
  const title = await pageTitle(request, context, result.page > 1 ? "arrivals:detail.titlePaged" : "arrivals:detail.title", { heading, page: result.page });
  return { title, heading, date, categories: tree, category, settings, ...result, cards: result.cards.map(cardForClient) };
}

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
