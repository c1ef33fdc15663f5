import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCombinations } from "~/services/combined/combinations.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * The combinations the shop's brand offers the acting account now (decision 0108), in their
 * order: items, set price at his rate in his currency, tiers, minimum, the most sets in stock.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "combinations:list.title"),
    combinations: await listCombinations(actor, { brandKey: context.brand.key, lng }),
    lng,
  };
}
