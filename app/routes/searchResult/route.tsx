import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ListingFilters, ListingResults } from "~/chunks/listing";
import { listSearch, titleMeta } from "~/chunks/shell";
import { loadListing } from "../productList/listing.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart"] };

/** Search results: the product list with a keyword (name, model, barcode or its last six digits). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadListing(request, context, "search");
}

export default function SearchResult() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  const filtered = data.query.categoryId !== null || data.query.show !== "all" || data.query.arrivedWithin !== null;
  return (
    <div className="page">
      <h1 className="mb-6 text-3xl font-bold">
        {data.needsKeyword ? t("search.heading") : t("search.headingFor", { keyword: data.query.keyword })}
      </h1>
      <ListingFilters action={data.path} query={data.query} categories={data.categories} keywordRequired />
      {data.needsKeyword ? (
        <div className="mt-8 rounded border border-gray-200 p-6">
          <p className="text-lg font-medium">{t("search.keywordRequired")}</p>
          <p className="mt-2 text-gray-700">{t("search.tip")}</p>
          <p className="mt-4">
            <Link to={data.productListRoute} className="font-medium text-brand-dark underline">
              {t("search.browseAll")}
            </Link>
          </p>
        </div>
      ) : (
        <ListingResults
          path={data.path}
          query={data.query}
          cards={data.cards}
          total={data.total}
          totalCapped={data.totalCapped}
          settings={data.settings}
          inCart={data.inCart}
          clearHref={filtered ? `${data.path}${listSearch({ keyword: data.query.keyword })}` : data.productListRoute}
          clearLabel={filtered ? t("list.clearFilters") : t("search.browseAll")}
          reduction={data.reduction}
        />
      )}
    </div>
  );
}
