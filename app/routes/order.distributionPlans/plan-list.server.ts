import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { listPlans } from "~/services/cart/plans.server";
import { requireActor } from "~/services/identity/actor.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The acting account's distribution plans (decision 0044): name, item count, product quantity, saved time; paged. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const list = await listPlans({ accountId: actor.accountId, page: parsePage(new URL(request.url).searchParams.get("page")) });
  const zone = timeZoneForCountry(actor.countryCode);
  return {
    notice: noticeFrom("plans", new URL(request.url).search),
    title: await pageTitle(request, context, "plans:list.title"),
    list: { ...list, items: list.items.map((item) => ({ ...item, savedAt: formatDateTime(item.savedAt.toISOString(), lng, zone) })) },
    lng,
  };
}
