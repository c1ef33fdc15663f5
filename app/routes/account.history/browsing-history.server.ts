import type { LoaderFunctionArgs } from "@remix-run/node";
import { browsingHistoryOf } from "~/services/catalogue/browsing-history.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
