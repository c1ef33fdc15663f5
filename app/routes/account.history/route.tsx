import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BROWSING_HISTORY_CAP, ProductCard } from "~/chunks/catalogue";
import { formatDateTime, titleMeta } from "~/chunks/shell";
import type { loader } from "./browsing-history.server";

export { loader } from "./browsing-history.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "catalogue", "history"] };

export default function BrowsingHistory() {
  const { entries, settings } = useLoaderData<typeof loader>();
  const { t } = useTranslation("history");
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-2 text-gray-700">{t("intro", { max: BROWSING_HISTORY_CAP })}</p>
      {entries.length === 0 ? (
        <p className="mt-6 rounded border border-gray-200 p-6" role="status">
          {t("empty")}
        </p>
      ) : (
        <ol className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {entries.map((entry) => (
            <li key={entry.card.id}>
              <ProductCard product={entry.card} settings={settings}>
                <p className="text-sm text-gray-700">
                  {t("viewedAt")} <time dateTime={entry.viewedAt}>{formatDateTime(entry.viewedAt, settings.lng, settings.timeZone)}</time>
                </p>
              </ProductCard>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
