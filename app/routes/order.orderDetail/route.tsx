import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ScrollRegion } from "~/chunks/forms";
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
  const { address } = order;
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
      <section aria-labelledby="lines-heading" className="mt-8">
        <h2 id="lines-heading" className="text-xl font-semibold">
          {t("detail.lines")}
        </h2>
        <ScrollRegion labelledBy="lines-heading" className="mt-2">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-4">{t("field.barcode")}</th>
                <th scope="col" className="py-2 pr-4">{t("field.product")}</th>
                <th scope="col" className="py-2 pr-4 text-right">{t("field.quantity")}</th>
                <th scope="col" className="py-2 pr-4 text-right">{t("field.unitPrice")}</th>
                <th scope="col" className="py-2 text-right">{t("field.lineTotal")}</th>
              </tr>
            </thead>
            {order.sections.map((section) => (
              <tbody key={section.groupNo}>
                {section.heading ? (
                  <tr className="border-b border-gray-300 bg-gray-50">
                    <th scope="colgroup" colSpan={5} className="py-2 pr-4 font-semibold">
                      {section.heading}
                    </th>
                  </tr>
                ) : null}
                {section.lines.map((line) => (
                  <tr key={line.lineNo} className="border-b border-gray-200">
                    <td className="py-2 pr-4 tabular-nums">{line.barcode}</td>
                    <th scope="row" className="py-2 pr-4 font-normal">{line.name}</th>
                    <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{line.unit}</td>
                    <td className="py-2 text-right tabular-nums">{line.total}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </ScrollRegion>
        <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t("field.quantity")}</dt>
          <dd className="text-right tabular-nums">{order.quantity}</dd>
          <dt>{t("field.subtotal")}</dt>
          <dd className="text-right tabular-nums">{order.subtotal}</dd>
          <dt>{t("field.discount")}</dt>
          <dd className="text-right tabular-nums">{order.discount}</dd>
          {order.reduction ? (
            <>
              <dt>{t("field.reduction")}</dt>
              <dd className="text-right tabular-nums">{order.reduction}</dd>
            </>
          ) : null}
          <dt>{t("field.taxRate", { rate: order.taxRate })}</dt>
          <dd className="text-right tabular-nums">{order.tax}</dd>
          <dt className="font-semibold">{t("field.total")}</dt>
          <dd className="text-right font-semibold tabular-nums">{order.total}</dd>
        </dl>
      </section>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="address-heading">
          <h2 id="address-heading" className="text-xl font-semibold">
            {t("field.shippingAddress")}
          </h2>
          <address className="mt-2 not-italic">
            {address.companyName}
            <br />
            {address.fullName}
            <br />
            {address.address}
            <br />
            {[address.postalCode, address.city, address.province].filter(Boolean).join(" ")}
            <br />
            {address.countryCode}
            <br />
            {address.telephone}
          </address>
          {order.note ? (
            <>
              <h3 className="mt-4 font-semibold">{t("field.note")}</h3>
              <p className="whitespace-pre-line">{order.note}</p>
            </>
          ) : null}
        </section>
        <section aria-labelledby="flow-heading">
          <h2 id="flow-heading" className="text-xl font-semibold">
            {t("detail.flow")}
          </h2>
          <ol className="mt-2 border-l-2 border-gray-300 pl-4">
            {order.events.map((event, index) => (
              <li key={`${event.dateIso}-${index}`} className="mb-3">
                <p className="font-semibold">{t(`status.${event.status}`)}</p>
                <p className="text-sm text-gray-700">
                  <time dateTime={event.dateIso}>{event.date}</time>
                  {event.actorName ? ` · ${t("detail.by", { name: event.actorName })}` : null}
                </p>
                {event.note ? <p className="text-sm break-all">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
