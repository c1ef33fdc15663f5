import { formatDateTime } from "~/domain/date-time";
import { formatCount, formatMoney, formatScaled } from "~/domain/money";
import { readCancelReason } from "~/domain/order-status";
import { getFixedT } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { chinaMergeText, groupHeading } from "./order-exports.server";
import { type OrderDetail, orderSections } from "./orders.server";

/**
 * An order as its buyer sees it, formatted for a page in `lng` and the time zone: the buyer's order
 * detail and the back office's order page show the same (decision 0112).
 */
export function presentOrder(order: OrderDetail, lng: Language, zone: string) {
  const money = (minor: number) => formatMoney(minor, order.currency, lng);
  const when = (date: Date) => formatDateTime(date.toISOString(), lng, zone);
  const t = getFixedT(lng, "orders");
  return {
    orderNumber: order.orderNumber,
    invoiceNumber: order.invoiceNumber,
    status: order.status,
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
  };
}

export type PresentedOrder = ReturnType<typeof presentOrder>;
