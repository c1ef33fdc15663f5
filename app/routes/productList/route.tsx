import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ListingFilters, ListingResults } from "~/chunks/listing";
import { titleMeta } from "~/chunks/shell";
import { listPage } from "./listing.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart"] };

/**
 * All products of the brand: /aigoStarProductList, /noblezaProductList and /productList are this
 * one page. Opened under another brand's list address, it moves to the brand's own, query kept.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return listPage(request, context);
}

export default function ProductList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  return (
    <div className="page">
      <h1 className="mb-6 text-3xl font-bold">{t("list.heading")}</h1>
      <ListingFilters action={data.path} query={data.query} categories={data.categories} keywordRequired={false} />
      <ListingResults
        path={data.path}
        query={data.query}
        cards={data.cards}
        total={data.total}
        totalCapped={data.totalCapped}
        settings={data.settings}
        inCart={data.inCart}
        clearHref={data.productListRoute}
        clearLabel={t("list.clearFilters")}
        reduction={data.reduction}
      />
    </div>
  );
}
