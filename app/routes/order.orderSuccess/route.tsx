import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, formatMoney, titleMeta } from "~/chunks/shell";
import type { loader } from "./order-success.server";

export { loader } from "./order-success.server";

export const meta = titleMeta;
export const handle = { i18n: ["checkout"] };

export default function OrderSuccess() {
  const { order, lng, productListRoute } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const address = order.shippingAddress;
  return (
    <section aria-labelledby="success-heading" className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="success-heading" className="text-3xl font-bold">
        {t("success.heading")}
      </h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded border-l-4 border-green-700 bg-green-50 p-4">
        <dt className="font-semibold">{t("success.orderNumber")}</dt>
        <dd className="font-mono text-lg font-bold">{order.orderNumber}</dd>
        {order.invoiceNumber ? (
          <>
            <dt className="font-semibold">{t("success.invoiceNumber")}</dt>
            <dd className="font-mono">{order.invoiceNumber}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("success.total")}</dt>
        <dd className="tabular-nums">{formatMoney(order.totalMinor, order.currency, lng)}</dd>
        <dt className="font-semibold">{t("success.quantity")}</dt>
        <dd className="tabular-nums">{formatCount(order.totalQuantity, lng)}</dd>
        <dt className="font-semibold">{t("success.deliverTo")}</dt>
        <dd>
          {[address.companyName, address.fullName, address.address, [address.postalCode, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
        </dd>
      </dl>
      <h2 className="mt-8 text-xl font-semibold">{t("success.nextHeading")}</h2>
      <p className="mt-2">{t("success.next")}</p>
      <p className="mt-6 flex flex-wrap gap-6">
        <Link to={`/order/orderDetail?${new URLSearchParams({ orderNumber: order.orderNumber })}`} className="font-semibold text-brand-dark underline">
          {t("success.viewOrder")}
        </Link>
        <Link to={productListRoute} className="font-medium text-brand-dark underline">
          {t("success.continue")}
        </Link>
      </p>
    </section>
  );
}
