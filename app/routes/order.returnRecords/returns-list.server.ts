import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/chunks/shell";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { formatCount } from "~/domain/money";
import { requireActor } from "~/services/identity/actor.server";
import { listReturns, parseReturnFilter } from "~/services/ordering/returns.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The acting account's returns, newest first, 20 a page, filtered by state (a GET form: the address holds it). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const params = new URL(request.url).searchParams;
  const state = parseReturnFilter(params.get("state"));
  const list = await listReturns({ accountId: actor.accountId, state, page: parsePage(params.get("page")), lng });
  const zone = timeZoneForCountry(actor.countryCode);
  const when = (date: Date | null) => (date ? { text: formatDateTime(date.toISOString(), lng, zone), iso: date.toISOString() } : null);
  return {
    title: await pageTitle(request, context, "orders:returns.title"),
    state,
    page: list.page,
    pages: list.pages,
    total: list.total,
    items: list.items.map((item) => ({
      id: item.id,
      returnNumber: item.returnNumber,
      orderNumber: item.orderNumber,
      state: item.state,
      trackingNumber: item.trackingNumber,
      names: item.names,
      moreProducts: item.moreProducts,
      units: formatCount(item.units, lng),
      created: when(item.createdAt)!,
      completed: when(item.completedAt),
    })),
  };
}
