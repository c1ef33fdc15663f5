import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatDateTime, Pagination, titleMeta, totalPages } from "~/chunks/shell";
import { ProductGrid } from "~/chunks/catalogue";
import { PromotionSummary } from "~/components/product/promotion-summary";
import type { loader } from "./promotion-theme.server";

export { loader } from "./promotion-theme.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "promotions"] };

export default function PromotionThemePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("promotions");
  const { lng, timeZone } = data.settings;
  if (data.view === "index") {
    return (
      <div className="page">
        <h1 className="mb-6 text-3xl font-bold">{t("index.heading")}</h1>
        {data.themes.length === 0 ? (
          <p role="status">{t("index.empty")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.themes.map((theme) => (
              <li key={theme.id} className="rounded border border-gray-200 p-4">
                <h2 className="text-xl font-semibold">
                  <Link to={`/promotionTheme?id=${theme.id}`} className="text-brand-dark underline">
                    {theme.name}
                  </Link>
                </h2>
                <p className="mt-1 text-sm">{t(`theme.phase.${theme.phase}`)}</p>
                <p className="mt-1 text-sm text-gray-700">
                  {t("theme.period", { start: formatDateTime(theme.startsAt, lng, timeZone), end: formatDateTime(theme.endsAt, lng, timeZone) })}
                </p>
                <p className="mt-1 text-sm text-gray-700">{t("index.products", { count: theme.productCount })}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { theme } = data;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to="/promotionTheme" className="text-brand-dark underline">
          {t("index.all")}
        </Link>
      </p>
      <h1 className="mb-4 text-3xl font-bold">{theme.name}</h1>
      {data.view === "ended" ? (
        <div className="rounded border-l-4 border-gray-800 bg-gray-50 p-6" data-phase="ended">
          <h2 className="text-xl font-semibold">{t("theme.phase.ended")}</h2>
          <p className="mt-2">{t("theme.endedBody", { end: formatDateTime(theme.endsAt, lng, timeZone) })}</p>
        </div>
      ) : (
        <>
          <PromotionSummary theme={theme} lng={lng} timeZone={timeZone} />
          <section aria-labelledby="promotion-products-heading" className="mt-10">
            <h2 id="promotion-products-heading" className="text-2xl font-semibold">
              {t("theme.products.heading")}
            </h2>
            <p className="mt-1 mb-4 text-sm text-gray-700">{t("theme.products.count", { count: data.products.total })}</p>
            {data.products.cards.length === 0 ? <p role="status">{t("theme.products.empty")}</p> : <ProductGrid products={data.products.cards} settings={data.settings} />}
            <Pagination
              page={data.products.page}
              pages={totalPages(data.products.total, data.products.pageSize)}
              label={t("theme.products.pages")}
              hrefFor={(page) => `/promotionTheme?id=${theme.id}${page > 1 ? `&page=${page}` : ""}`}
            />
          </section>
        </>
      )}
    </div>
  );
}
