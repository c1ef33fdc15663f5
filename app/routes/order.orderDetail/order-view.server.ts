import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { canCancel } from "~/domain/order-status";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { orderDetail, parseOrderNumber } from "~/services/ordering/orders.server";
import { presentOrder } from "~/services/ordering/order-presentation.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** One order of the acting account; an unknown or another account's order number is a 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const orderNumber = parseOrderNumber(new URL(request.url).searchParams.get("orderNumber"));
  const order = orderNumber === null ? null : await orderDetail({ accountId: actor.accountId, orderNumber, lng });
  if (!order) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  return {
    notice: noticeFrom("order", new URL(request.url).search),
    title: await pageTitle(request, context, "orders:detail.title", { orderNumber: order.orderNumber }),
    clientName: actor.companyName,
    order: { ...presentOrder(order, lng, timeZoneForCountry(actor.countryCode)), cancellable: canCancel(order.status) },
  };
}
