import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BROWSING_HISTORY_CAP, ProductCard } from "~/chunks/catalogue";
import { formatDateTime, titleMeta } from "~/chunks/shell";
import { browsingHistoryOf } from "~/services/catalogue/browsing-history.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "catalogue", "history"] };

/** /account/history: the acting account's last viewed products of this brand, most recent first (decision 0036). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const { brand } = context;
  const lng = await getLanguage(request, context);
  const settings = cardSettingsFor({ brand, acting: actor, lng });
  const entries = await browsingHistoryOf({ accountId: actor.accountId, brandKey: brand.key, lng, currency: settings.currency });
  return {
    title: await pageTitle(request, context, "history:title"),
    entries: entries.map((entry) => ({ ...entry, card: cardForClient(entry.card) })),
    settings,
  };
}

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
