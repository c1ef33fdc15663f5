import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { OrderAddressAndFlow, OrderLines } from "~/components/orders/order-view";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { loader } from "./order-view.server";

export { loader } from "./order-view.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders"] };

export default function OrderDetail() {
  const { order, clientName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const notice = useLoaderData<typeof loader>().notice;
  const encoded = encodeURIComponent(order.orderNumber);
  return (
    <div className="page">
      <p className="mb-4">
        <Link to="/order/myOrder" className="font-medium text-brand-dark underline">
          {t("detail.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("detail.heading", { orderNumber: order.orderNumber })}</h1>
      {notice ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      <dl className="mt-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">{t("field.status")}</dt>
        <dd data-testid="order-status" className="font-semibold">{t(`status.${order.status}`)}</dd>
        <dt className="font-medium">{t("field.date")}</dt>
        <dd>
          <time dateTime={order.dateIso}>{order.date}</time>
        </dd>
        <dt className="font-medium">{t("field.invoiceNumber")}</dt>
        <dd>{order.invoiceNumber ?? t("detail.noInvoice")}</dd>
        <dt className="font-medium">{t("field.placedBy")}</dt>
        <dd>{order.placedBy.bySalesman ? t("placedBy.onBehalf", { name: order.placedBy.name, client: clientName }) : order.placedBy.name}</dd>
        {order.carrier ? (
          <>
            <dt className="font-medium">{t("field.carrier")}</dt>
            <dd>{order.carrier}</dd>
          </>
        ) : null}
        {order.trackingNumber ? (
          <>
            <dt className="font-medium">{t("field.trackingNumber")}</dt>
            <dd className="break-all">{order.trackingNumber}</dd>
          </>
        ) : null}
        {order.returnOrderNumber ? (
          <>
            <dt className="font-medium">{t("field.returnOrderNumber")}</dt>
            <dd className="break-all">{order.returnOrderNumber}</dd>
          </>
        ) : null}
        {order.chinaMerge ? (
          <>
            <dt className="font-medium">{t("field.chinaMerge")}</dt>
            <dd>{order.chinaMerge}</dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt className="font-medium">{t("field.cancelReason")}</dt>
            <dd>
              {t(`cancel.reason.${order.cancelReason.reason}`)}
              {order.cancelReason.text ? `: ${order.cancelReason.text}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Form method="post" action="/order/reorder">
          <input type="hidden" name="orderNumber" value={order.orderNumber} />
          <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
            {t("detail.reorder")}
          </button>
        </Form>
        {order.cancellable ? (
          <Link to={`/order/cancel?orderNumber=${encoded}`} className="rounded border border-red-800 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
            {t("detail.cancel")}
          </Link>
        ) : null}
        {order.invoiceNumber ? (
          <a href={`/order/invoice?orderNumber=${encoded}`} download className="font-medium text-brand-dark underline">
            {t("detail.invoice")}
          </a>
        ) : null}
      </div>
      <OrderLines order={order} />
      <OrderAddressAndFlow order={order} />
    </div>
  );
}
