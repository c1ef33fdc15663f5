import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatDateTime, Pagination, titleMeta, totalPages } from "~/chunks/shell";
import { PromotionSummary } from "~/components/product/promotion-summary";
import { PublicProductCard } from "~/components/product/public-card";
import type { loader } from "./promotion-preview.server";

export { loader } from "./promotion-preview.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "promotions"] };

export default function PromotionThemePreview() {
  const { theme, lng, timeZone, signIn, products, brandKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["promotions", "catalogue"]);
  return (
    <div className="page">
      <p className="mb-2 text-sm font-medium text-gray-700">{t("promotions:preview.label")}</p>
      <h1 className="mb-4 text-3xl font-bold">{theme.name}</h1>
      <p className="mb-6 rounded border border-brand-dark bg-gray-50 p-4">
        {t("promotions:preview.signInHint")}{" "}
        <Link to={signIn} className="font-semibold text-brand-dark underline">
          {t("promotions:preview.signIn")}
        </Link>
      </p>
      {products === null ? (
        <div className="rounded border-l-4 border-gray-800 bg-gray-50 p-6" data-phase="ended">
          <h2 className="text-xl font-semibold">{t("promotions:theme.phase.ended")}</h2>
          <p className="mt-2">{t("promotions:theme.endedBody", { end: formatDateTime(theme.endsAt, lng, timeZone) })}</p>
        </div>
      ) : (
        <>
          <PromotionSummary theme={theme} lng={lng} timeZone={timeZone} />
          <section aria-labelledby="promotion-products-heading" className="mt-10">
            <h2 id="promotion-products-heading" className="text-2xl font-semibold">
              {t("promotions:theme.products.heading")}
            </h2>
            <p className="mt-1 mb-4 text-sm text-gray-700">{t("promotions:theme.products.count", { count: products.total })}</p>
            <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {products.cards.map((card) => (
                <li key={card.id}>
                  <PublicProductCard card={card} brandKey={brandKey} />
                </li>
              ))}
            </ul>
            <Pagination
              page={products.page}
              pages={totalPages(products.total, products.pageSize)}
              label={t("promotions:theme.products.pages")}
              hrefFor={(page) => `/preview/promotionTheme?id=${theme.id}${page > 1 ? `&page=${page}` : ""}`}
            />
          </section>
        </>
      )}
    </div>
  );
}
