import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { HELP_SEARCH_MAX, HELP_SEARCH_MIN, helpCentreIndex, searchHelpCentre } from "~/services/content/help-centre.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** What the search box shows back: control characters and runs of white space as one space, at most this much of it. */
const KEPT_MAX = 200;
const tidy = (value: string) => value.replace(/\p{Cc}/gu, " ").replace(/\s+/g, " ").trim();

/**
 * The help centre (public, decision 0114): its topics and articles, or with `q` the articles that
 * match it. A search shorter than 2 or longer than 100 characters is a 400 with the message and
 * the centre's index, the typed words kept.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lng = await getLanguage(request, context);
  const brandKey = context.brand.key;
  const raw = url.searchParams.get("q");
  const q = tidy(raw ?? "");
  const base = { lng, q: q.slice(0, KEPT_MAX), limits: { min: HELP_SEARCH_MIN, max: HELP_SEARCH_MAX } };
  if (q === "") {
    return { ...base, title: await pageTitle(request, context, "help:centre.title"), problem: null, search: null, groups: await helpCentreIndex(brandKey, lng) };
  }
  const length = [...q].length;
  if (length < HELP_SEARCH_MIN || length > HELP_SEARCH_MAX) {
    const [title, groups] = await Promise.all([pageTitle(request, context, "help:centre.title"), helpCentreIndex(brandKey, lng)]);
    return data({ ...base, title, problem: length < HELP_SEARCH_MIN ? ("short" as const) : ("long" as const), search: null, groups }, { status: 400 });
  }
  const [title, search] = await Promise.all([
    pageTitle(request, context, "help:search.title", { q }),
    searchHelpCentre({ brandKey, lng, q, page: parsePage(url.searchParams.get("page")) }),
  ]);
  return { ...base, title, problem: null, search, groups: null };
}
