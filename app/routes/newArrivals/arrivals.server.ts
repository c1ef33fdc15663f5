import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { categoryParam } from "~/domain/product-pages";
import { arrivalGroups } from "~/services/catalogue/arrivals.server";
import { requireViewer } from "~/services/identity/actor.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { categoryIds, categoryTree } from "~/services/catalogue/categories.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * /newArrivals: the brand's new arrivals grouped by arrival date, newest first, a few dates a page,
 * each with its first products and a link to the whole batch on /ArrivalsDetail (decision 0035).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const tree = await categoryTree(brand.key, lng);
  const category = categoryParam(url.searchParams.get("category"), categoryIds(tree));
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const result = await arrivalGroups({ brandKey: brand.key, categoryId: category, lng, currency: settings.currency, page: parsePage(url.searchParams.get("page")) });
  const title = await pageTitle(request, context, result.page > 1 ? "arrivals:titlePaged" : "arrivals:title", { page: result.page });
  return { title, categories: tree, category, settings, ...result, groups: result.groups.map((group) => ({ ...group, cards: group.cards.map(cardForClient) })) };
}
