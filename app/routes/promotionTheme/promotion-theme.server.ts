import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { parseId, parsePage } from "~/domain/catalogue-query";
import { requireViewer } from "~/services/identity/actor.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { seesPublicCatalogue } from "~/services/catalogue/product-pages.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { currentPromotionThemes, promotionProducts, promotionTheme } from "~/services/catalogue/promotion-themes.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * /promotionTheme?id=…: one promotion of the brand (period, rules, its products as cards, paged).
 * Without an id: the brand's running and coming promotions. An unknown id, or another brand's, is a
 * 404; an ended promotion is a page saying so (decision 0035).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const lng = await getLanguage(request, context);
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const url = new URL(request.url);
  const raw = url.searchParams.get("id");
  if (raw === null) {
    const themes = await currentPromotionThemes({ brandKey: brand.key, lng });
    return { view: "index" as const, title: await pageTitle(request, context, "promotions:index.title"), themes, settings };
  }
  const id = parseId(raw);
  // Staff see a promotion's products as an anonymous visitor does, without prices (decision 0112).
  if (id !== null && seesPublicCatalogue(viewer)) throw redirect(`/preview/promotionTheme?id=${id}`);
  const theme = id === null ? null : await promotionTheme({ id, brandKey: brand.key, lng });
  if (!theme) throw new Response("Not Found", { status: 404 });
  const title = await pageTitle(request, context, "promotions:theme.title", { name: theme.name });
  if (theme.phase === "ended") return { view: "ended" as const, title, theme, settings };
  const products = await promotionProducts({ promotionId: theme.id, brandKey: brand.key, lng, currency: settings.currency, page: parsePage(url.searchParams.get("page")) });
  return { view: "theme" as const, title, theme, products: { ...products, cards: products.cards.map(cardForClient) }, settings };
}
