import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import { LabelUploadForm, replyFor } from "~/components/orders/shipping-labels";
import type { FormReply } from "~/components/ui/server-form";
import type { action, loader } from "./labels.server";

export { action, loader } from "./labels.server";

export const meta = titleMeta;
export const handle = { i18n: ["orders", "catalogue"] };

/** The account's shipping labels (decision 0114), newest first, and the upload for an open order. */
export default function ShippingLabels() {
  const { notice, page, pages, total, items, orders } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  const { t } = useTranslation("orders");
  return (
    <div className="page">
      <p className="mb-4">
        <Link to="/order/myOrder" className="font-medium text-brand-dark underline">
          {t("detail.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("labels.title")}</h1>
      {notice ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      <section aria-labelledby="upload-heading" className="mt-6">
        <h2 id="upload-heading" className="text-xl font-semibold">
          {t("labels.addHeading")}
        </h2>
        {orders.length > 0 || replyFor(reply, null) ? (
          <LabelUploadForm action="/order/shippingLabels" orderNumber={null} orders={orders.map((orderNumber) => ({ value: orderNumber, label: orderNumber }))} reply={replyFor(reply, null)} />
        ) : (
          <p className="mt-2">{t("labels.noOpenOrders")}</p>
        )}
      </section>
      <h2 className="mt-8 text-xl font-semibold">{t("labels.listHeading")}</h2>
      <p role="status" className="mt-2">
        {t("labels.found", { count: total })}
      </p>
      {items.length > 0 ? (
        <DataTable
          caption={t("labels.caption")}
          className="mt-4"
          columns={[{ label: t("field.orderNumber") }, { label: t("labels.carrierTag") }, { label: t("labels.trackingNumber") }, { label: t("labels.size"), align: "right" }, { label: t("labels.date") }, { label: t("labels.document") }]}
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b border-gray-200">
              <th scope="row" className="py-3 pr-4 font-semibold">
                <Link to={`/order/orderDetail?orderNumber=${encodeURIComponent(item.orderNumber)}#labels`} className="text-brand-dark underline">
                  {item.orderNumber}
                </Link>
              </th>
              <td className="break-all py-3 pr-4">{item.carrierTag}</td>
              <td className="break-all py-3 pr-4">{item.trackingNumber}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{item.size}</td>
              <td className="py-3 pr-4">
                <time dateTime={item.dateIso}>{item.date}</time>
              </td>
              <td className="py-3">
                <a href={`/order/shippingLabels/${item.id}/file`} download className="font-medium text-brand-dark underline">
                  {t("labels.download", { fileName: item.fileName })}
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination page={page} pages={pages} hrefFor={(at) => `/order/shippingLabels${at > 1 ? `?page=${at}` : ""}`} label={t("labels.pages")} />
    </div>
  );
}
