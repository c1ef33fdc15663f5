import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { tickedIds } from "~/components/office/queue-list";
import { Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import { ErrorSummary, messageText, ScrollRegion, summaryErrors, useServerForm } from "~/chunks/forms";
import { ORDER_STATUSES } from "~/domain/order-status";
import type { action, loader } from "./orders.server";

export { action, loader } from "./orders.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "orders", "catalogue"] };

const LIST = "/office/orders";

/** Every brand's orders, searched and paged by links; submitted ones may be ticked and marked unshipped together. */
export default function OfficeOrders() {
  const { query, brands, items, total, page, lastPage, back, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "orders", "common"]);
  const [form, fields] = useServerForm<{ orderId: string[] }>({ id: "mark-unshipped", reply });
  const ticked = tickedIds(fields.orderId.initialValue);
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.status !== "all") params.set("status", query.status);
    if (query.brand) params.set("brand", query.brand);
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
    if (target > 1) params.set("page", String(target));
    const search = params.toString();
    return `${LIST}${search ? `?${search}` : ""}`;
  };
  const anySubmitted = items.some((item) => item.status === "submitted");
  const control = "mt-1 block w-full rounded border border-gray-400 px-3 py-2";
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("orders.heading")}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          <p>{t("orders.notice.bulkUnshipped", { count: notice.done })}</p>
          {notice.refused.length > 0 ? (
            <>
              <p className="mt-2">{t("orders.notice.refused", { count: notice.refused.length })}</p>
              <ul className="mt-1 list-disc pl-6">
                {notice.refused.map((refused, index) => (
                  <li key={index}>{t(`orders.why.${refused.why}`, { orderNumber: refused.orderNumber })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <Form method="get" action={LIST} role="search" aria-label={t("orders.searchLabel")} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor="order-search" className="block font-medium">
            {t("orders.searchField")}
          </label>
          <p id="order-search-hint" className="text-sm text-gray-600">
            {t("orders.searchHint")}
          </p>
          <input id="order-search" name="q" type="search" defaultValue={query.q} maxLength={100} aria-describedby="order-search-hint" className={control} />
        </div>
        <div>
          <label htmlFor="order-status" className="block font-medium">
            {t("orders.status")}
          </label>
          <select id="order-status" name="status" defaultValue={query.status} className={control}>
            <option value="all">{t("orders.allStatuses")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders:status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-brand" className="block font-medium">
            {t("orders.brand")}
          </label>
          <select id="order-brand" name="brand" defaultValue={query.brand} className={control}>
            <option value="">{t("orders.allBrands")}</option>
            {brands.map((brand) => (
              <option key={brand.key} value={brand.key}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-from" className="block font-medium">
            {t("orders.from")}
          </label>
          <input id="order-from" name="from" type="date" defaultValue={query.from ?? ""} className={control} />
        </div>
        <div>
          <label htmlFor="order-to" className="block font-medium">
            {t("orders.to")}
          </label>
          <input id="order-to" name="to" type="date" defaultValue={query.to ?? ""} className={control} />
        </div>
        <p>
          <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
            {t("orders.search")}
          </button>
        </p>
      </Form>
      <p className="mt-4" role="status">
        {t("orders.count", { count: total })}{" "}
        {hrefFor(1) !== LIST ? (
          <Link to={LIST} className="underline">
            {t("orders.showAll")}
          </Link>
        ) : null}
      </p>
      {items.length === 0 ? null : (
        // Posted to the list's own address, so that a refusal shows the same search and page (also without JavaScript).
        <Form method="post" action={back} {...form.props}>
          <input type="hidden" name="back" value={back} />
          {form.errors ? (
            <p id={form.errorId} className="mt-4 font-medium text-red-700">
              {form.errors.map((message) => messageText(t, message)).join(" ")}
            </p>
          ) : null}
          <ScrollRegion labelledBy="orders-caption" className="mt-4">
            <table className="w-full border-collapse text-left">
              <caption id="orders-caption" className="sr-only">
                {t("orders.caption")}
              </caption>
              <thead>
                <tr className="border-b-2 border-gray-300">
                  <th scope="col" className="px-2 py-2">{t("orders.select")}</th>
                  <th scope="col" className="px-2 py-2">{t("orders.orderNumber")}</th>
                  <th scope="col" className="px-2 py-2">{t("orders.status")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.company")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.email")}</th>
                  <th scope="col" className="px-2 py-2">{t("orders.brand")}</th>
                  <th scope="col" className="px-2 py-2 text-right">{t("orders.total")}</th>
                  <th scope="col" className="px-2 py-2">{t("orders.placedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <tr key={item.id} className="border-b border-gray-200">
                    <td className="px-2 py-2">
                      {item.status === "submitted" ? (
                        <input
                          type="checkbox"
                          // The first box takes the field's id, so the error summary's link lands on it.
                          id={index === 0 ? fields.orderId.id : `select-${item.id}`}
                          aria-invalid={fields.orderId.errors ? true : undefined}
                          name="orderId"
                          value={item.id}
                          defaultChecked={ticked.has(String(item.id))}
                          aria-label={t("orders.selectOne", { orderNumber: item.orderNumber })}
                          className="h-5 w-5"
                        />
                      ) : null}
                    </td>
                    <th scope="row" className="px-2 py-2 font-semibold whitespace-nowrap">
                      <Link to={`/office/orders/${item.id}`} className="text-brand-dark underline">
                        {item.orderNumber}
                      </Link>
                    </th>
                    <td className="px-2 py-2">{t(`orders:status.${item.status}`)}</td>
                    <td className="px-2 py-2">{item.companyName}</td>
                    <td className="px-2 py-2 whitespace-nowrap">{item.email}</td>
                    <td className="px-2 py-2">{item.brand}</td>
                    <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">{item.total}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      <time dateTime={item.dateIso}>{item.date}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {anySubmitted ? (
            <p className="mt-4">
              <button type="submit" name="intent" value="markUnshipped" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
                {t("orders.markUnshipped")}
              </button>
            </p>
          ) : null}
        </Form>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("orders.pages")} />
    </div>
  );
}
