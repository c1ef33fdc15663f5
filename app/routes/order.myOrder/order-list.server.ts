import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { formatCount, formatMoney } from "~/domain/money";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { listOrders, orderCounts } from "~/services/ordering/orders.server";
import { pageTitle } from "~/services/platform/page.server";
import { orderFilterOf } from "./filter";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The acting account's orders: filtered by status and period, counted per status, paged. A GET form: the address holds the state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const filter = orderFilterOf(new URL(request.url));
  const now = new Date();
  const [list, counts] = await Promise.all([
    listOrders({ accountId: actor.accountId, ...filter, now }),
    orderCounts({ accountId: actor.accountId, period: filter.period, now }),
  ]);
  const zone = timeZoneForCountry(actor.countryCode);
  return {
    title: await pageTitle(request, context, "orders:list.title"),
    filter: { ...filter, page: list.page },
    counts,
    total: list.total,
    pages: list.pages,
    items: list.items.map((item) => ({
      orderNumber: item.orderNumber,
      status: item.status,
      date: formatDateTime(item.createdAt.toISOString(), lng, zone),
      dateIso: item.createdAt.toISOString(),
      items: formatCount(item.items, lng),
      quantity: formatCount(item.quantity, lng),
      total: formatMoney(item.totalMinor, item.currency, lng),
      placedBy: item.placedBy,
    })),
  };
}
