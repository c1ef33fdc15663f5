import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { formatDate } from "~/domain/date-time";
import { categoryParam, parseIsoDate } from "~/domain/product-pages";
import { arrivalProducts } from "~/services/catalogue/arrivals.server";
import { requireViewer } from "~/services/identity/actor.server";
import { cardForClient } from "~/domain/card-product";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { categoryIds, categoryTree } from "~/services/catalogue/categories.server";
import { getLanguage, getT } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * /ArrivalsDetail?date=YYYY-MM-DD: every new arrival of one arrival date (one batch), paged, with
 * the category filter. A date that is not a date is a 404; a real date without arrivals says so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const url = new URL(request.url);
  const date = parseIsoDate(url.searchParams.get("date"));
  if (date === null) throw new Response("Not Found", { status: 404 });
  const lng = await getLanguage(request, context);
  const tree = await categoryTree(brand.key, lng);
  const category = categoryParam(url.searchParams.get("category"), categoryIds(tree));
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const result = await arrivalProducts({ brandKey: brand.key, categoryId: category, date, lng, currency: settings.currency, page: parsePage(url.searchParams.get("page")) });
  const t = await getT(request, context, "arrivals");
  const heading = t("detail.heading", { date: formatDate(date, lng) });
  const title = await pageTitle(request, context, result.page > 1 ? "arrivals:detail.titlePaged" : "arrivals:detail.title", { heading, page: result.page });
  return { title, heading, date, categories: tree, category, settings, ...result, cards: result.cards.map(cardForClient) };
}
