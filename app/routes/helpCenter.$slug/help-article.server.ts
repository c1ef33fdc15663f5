import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { parseMarkup } from "~/domain/help-markup";
import { helpArticleBySlug } from "~/services/content/help-centre.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * One article of the help centre (public, decision 0114): its body parsed by the safe markup
 * (never HTML from the database), its topic and the topic's other articles. An unknown slug, a
 * draft or another brand's article is the 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lng = await getLanguage(request, context);
  const article = await helpArticleBySlug({ brandKey: context.brand.key, lng, slug: params.slug ?? "" });
  if (!article) throw data({ title: await pageTitle(request, context, "help:notFound.title") }, { status: 404 });
  return {
    title: await pageTitle(request, context, "help:article.title", { title: article.title.text }),
    lng,
    article: { slug: article.slug, title: article.title, topic: article.topic, others: article.others, blocks: parseMarkup(article.body) },
  };
}
