import type { LoaderFunctionArgs } from "@remix-run/node";
import { HELP_ARTICLE_STATES, type HelpArticleState } from "~/db/schema";
import { formatDateTime } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { helpArticleList, helpTopicList } from "~/services/office/content/help.server";
import { BRANDS } from "~/services/platform/brands.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The help centre's articles grouped by topic, filtered by topic, brand ("all": those for every brand) and state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content");
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const topics = await helpTopicList(lng);
  const topicParam = Number(url.searchParams.get("topic"));
  const topicId = topics.some((topic) => topic.id === topicParam) ? topicParam : undefined;
  const brandParam = url.searchParams.get("brand") ?? "";
  const brand = brandParam === "all" || BRANDS.some((each) => each.key === brandParam) ? brandParam : undefined;
  const stateParam = url.searchParams.get("state");
  const state = HELP_ARTICLE_STATES.find((each) => each === stateParam) as HelpArticleState | undefined;
  const articles = await helpArticleList({ topicId, brand, state }, lng);
  return {
    title: await pageTitle(request, context, "content:help.listTitle"),
    filter: { topic: topicId ? String(topicId) : "", brand: brand ?? "", state: state ?? "" },
    brands: BRANDS.map((each) => ({ key: each.key, name: each.name })),
    topics: topics.map((topic) => ({
      ...topic,
      articles: articles.filter((article) => article.topicId === topic.id).map((article) => ({ ...article, updated: formatDateTime(article.updatedAt, lng, "UTC") })),
    })),
    count: articles.length,
  };
}
