import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { canCancel } from "~/domain/order-status";
import { LABELS_PER_ORDER, labelsOpen } from "~/domain/shipping-labels";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { labelAction } from "~/services/ordering/label-form.server";
import { presentLabel } from "~/services/ordering/label-presentation.server";
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
  const zone = timeZoneForCountry(actor.countryCode);
  const open = labelsOpen(order.status);
  return {
    notice: noticeFrom("order", new URL(request.url).search),
    title: await pageTitle(request, context, "orders:detail.title", { orderNumber: order.orderNumber }),
    clientName: actor.companyName,
    order: { ...presentOrder(order, lng, zone), cancellable: canCancel(order.status) },
    returns: order.returnLinks,
    labels: order.labels.map((label) => presentLabel(label, lng, zone)),
    labelsOpen: open,
    /** Another label may be added: the order is open and has fewer than the limit. */
    labelRoom: open && order.labels.length < LABELS_PER_ORDER,
  };
}

/** The shipping-label forms (decision 0114): upload, replace, delete. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  return labelAction(request, context, actor, "order");
}
