import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { formatCount, formatMoney, formatScaled } from "~/domain/money";
import { noticeFrom } from "~/domain/notices";
import { canCancel, readCancelReason } from "~/domain/order-status";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { orderDetail, orderSections, parseOrderNumber } from "~/services/ordering/orders.server";
import { chinaMergeText, groupHeading } from "~/services/ordering/order-exports.server";
import { getFixedT } from "~/i18n/i18n.server";
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
  const money = (minor: number) => formatMoney(minor, order.currency, lng);
  const when = (date: Date) => formatDateTime(date.toISOString(), lng, zone);
  const t = getFixedT(lng, "orders");
  return {
    notice: noticeFrom("order", new URL(request.url).search),
    title: await pageTitle(request, context, "orders:detail.title", { orderNumber: order.orderNumber }),
    clientName: actor.companyName,
    order: {
      orderNumber: order.orderNumber,
      invoiceNumber: order.invoiceNumber,
      status: order.status,
      cancellable: canCancel(order.status),
      date: when(order.createdAt),
      dateIso: order.createdAt.toISOString(),
      subtotal: money(order.subtotalMinor),
      discount: money(order.discountMinor),
      taxRate: formatScaled(order.taxRateBp, 2, lng, 0),
      tax: money(order.taxMinor),
      total: money(order.totalMinor),
      quantity: formatCount(order.totalQuantity, lng),
      address: order.shippingAddress,
      note: order.note,
      cancelReason: readCancelReason(order.cancelReason),
      returnOrderNumber: order.returnOrderNumber,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      placedBy: order.placedBy,
      // The single lines, then each group under its heading row (a combination's sets and tier, a pallet's type).
      sections: orderSections(order.lines, order.groups).map((section) => ({
        heading: section.group ? groupHeading(t, section.group, money, lng) : null,
        groupNo: section.group?.groupNo ?? 0,
        lines: section.lines.map((line) => ({
          lineNo: line.lineNo,
          barcode: line.barcode,
          name: line.name,
          quantity: formatCount(line.quantity, lng),
          unit: money(line.unitMinor),
          total: money(line.lineTotalMinor),
        })),
      })),
      reduction: order.reductionMinor > 0 ? `−${money(order.reductionMinor)}` : null,
      chinaMerge: order.chinaMerge ? chinaMergeText(t) : null,
      events: order.events.map((event) => ({ status: event.status, date: when(event.at), dateIso: event.at.toISOString(), actorName: event.actorName, note: event.status === "cancelled" ? null : event.note })),
    },
  };
}
