import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { OrderAddressAndFlow, OrderLines } from "~/components/orders/order-view";
import { LabelItem, LabelUploadForm, replyFor } from "~/components/orders/shipping-labels";
import type { FormReply } from "~/components/ui/server-form";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./order-view.server";

export { action, loader } from "./order-view.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders"] };

export default function OrderDetail() {
  const { order, clientName, returns, labels, labelsOpen, labelRoom } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
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
        {returns.map((each) => (
          <div key={each.id} className="contents">
            <dt className="font-medium">{t("returns.orderReturn")}</dt>
            <dd>
              <Link to={`/order/returnDetail?id=${each.id}`} className="font-medium text-brand-dark underline">
                {t("returns.link", { returnNumber: each.returnNumber, state: t(`status.${each.state}`) })}
              </Link>
            </dd>
          </div>
        ))}
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
      {labelsOpen || labels.length > 0 ? (
        <section id="labels" aria-labelledby="labels-heading" className="mt-8">
          <h2 id="labels-heading" className="text-xl font-semibold">
            {t("labels.heading")}
          </h2>
          <p className="mt-1 text-gray-700">{labelsOpen ? t("labels.openHint") : t("labels.closedHint")}</p>
          {labels.length > 0 ? (
            <ul className="mt-3 max-w-2xl space-y-3">
              {labels.map((label) => (
                <LabelItem key={label.id} label={label} action={`/order/orderDetail?orderNumber=${encoded}`} open={labelsOpen} reply={replyFor(reply, label.id)} />
              ))}
            </ul>
          ) : null}
          {labelRoom || replyFor(reply, null) ? (
            <>
              <h3 className="mt-4 text-lg font-semibold">{t("labels.addHeading")}</h3>
              <LabelUploadForm action={`/order/orderDetail?orderNumber=${encoded}`} orderNumber={order.orderNumber} reply={replyFor(reply, null)} />
            </>
          ) : labelsOpen ? (
            <p className="mt-3">{t("labels.fullHint")}</p>
          ) : null}
        </section>
      ) : null}
      <OrderAddressAndFlow order={order} />
    </div>
  );
}
