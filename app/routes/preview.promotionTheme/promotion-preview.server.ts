import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId, parsePage } from "~/domain/catalogue-query";
import { timeZoneForCountry } from "~/domain/date-time";
import { signInHref } from "~/domain/product-pages";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { toPublicCard } from "~/services/catalogue/product-pages.server";
import { promotionProducts, promotionTheme } from "~/services/catalogue/promotion-themes.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * /preview/promotionTheme?id=…: public (no session). The promotion's period, rules and products,
 * without prices, stock or promotion figures, and a sign-in that leads to the full page
 * (decision 0034).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("id"));
  if (id === null) throw new Response("Not Found", { status: 404 });
  const lng = await getLanguage(request, context);
  const theme = await promotionTheme({ id, brandKey: brand.key, lng });
  if (!theme) throw new Response("Not Found", { status: 404 });
  const title = await pageTitle(request, context, "promotions:theme.title", { name: theme.name });
  const timeZone = timeZoneForCountry(null);
  const signIn = signInHref(`/promotionTheme?id=${theme.id}`);
  if (theme.phase === "ended") return { title, theme, lng, timeZone, signIn, products: null, brandKey: brand.key };
  const page = await promotionProducts({ promotionId: theme.id, brandKey: brand.key, lng, currency: brand.defaultCurrency, page: parsePage(url.searchParams.get("page")) });
  const products = { cards: page.cards.map(toPublicCard), total: page.total, page: page.page, pageSize: page.pageSize };
  return { title, theme, lng, timeZone, signIn, products, brandKey: brand.key };
}
