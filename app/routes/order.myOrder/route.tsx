import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DEFAULT_PAGE_SIZE, PageSizeSelect, Pagination, titleMeta } from "~/chunks/shell";
import { PERIODS, STATUS_FILTERS } from "~/domain/order-status";
import { filterSearch } from "./filter";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./order-list.server";

export { loader } from "./order-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["orders", "catalogue"] };

const selectClass = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2";

export default function MyOrders() {
  const { filter, counts, total, pages, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const exportSearch = filterSearch({ ...filter, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("list.heading")}</h1>
      <p className="mt-2 flex flex-wrap gap-4">
        <Link to="/order/returnRecords" className="font-medium text-brand-dark underline">
          {t("returns.heading")}
        </Link>
        <Link to="/order/shippingLabels" className="font-medium text-brand-dark underline">
          {t("labels.title")}
        </Link>
      </p>
      <nav aria-label={t("list.counts")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {STATUS_FILTERS.map((status) => (
            <li key={status}>
              <Link
                to={`/order/myOrder${filterSearch(filter, { status, page: 1 })}`}
                aria-current={filter.status === status ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${filter.status === status ? "border-brand-dark bg-brand-dark font-semibold text-white" : "border-gray-400 hover:bg-gray-100"}`}
              >
                {t("list.statusCount", { status: t(status === "all" ? "list.allStatuses" : `status.${status}`), count: counts[status] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action="/order/myOrder" className="mt-6 grid max-w-3xl grid-cols-1 items-end gap-4 sm:grid-cols-4" aria-label={t("list.filters")}>
        <div>
          <label htmlFor="status" className="block text-sm font-medium text-gray-900">
            {t("field.status")}
          </label>
          <select id="status" name="status" defaultValue={filter.status} className={selectClass}>
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(status === "all" ? "list.allStatuses" : `status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="period" className="block text-sm font-medium text-gray-900">
            {t("list.period")}
          </label>
          <select id="period" name="period" defaultValue={filter.period} className={selectClass}>
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <PageSizeSelect value={filter.pageSize} />
        <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
          {t("list.apply")}
        </button>
      </Form>
      {/* Two paragraphs: read without styles, the count and the link are on lines of their own. */}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p role="status">{t("list.found", { count: total })}</p>
        {total > 0 ? (
          <p>
            <a href={`/order/excel${exportSearch}`} download className="font-medium text-brand-dark underline">
              {t("list.download")}
            </a>
          </p>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-lg">{t("list.empty")}</p>
      ) : (
        <DataTable caption={t("list.caption")} className="mt-4" columns={[{ label: t("field.orderNumber") }, { label: t("field.date") }, { label: t("field.status") }, { label: t("field.items"), align: "right" }, { label: t("field.total"), align: "right" }, { label: t("field.placedBy") }]}>
              {items.map((item) => (
                <tr key={item.orderNumber} className="border-b border-gray-200">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    <Link to={`/order/orderDetail?orderNumber=${encodeURIComponent(item.orderNumber)}`} className="text-brand-dark underline">
                      {item.orderNumber}
                    </Link>
                  </th>
                  <td className="py-3 pr-4">
                    <time dateTime={item.dateIso}>{item.date}</time>
                  </td>
                  <td className="py-3 pr-4">{t(`status.${item.status}`)}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{item.items}</td>
                  <td className="py-3 pr-4 text-right tabular-nums">{item.total}</td>
                  <td className="py-3">{item.placedBy.bySalesman ? t("placedBy.salesman", { name: item.placedBy.name }) : item.placedBy.name}</td>
                </tr>
              ))}
            </DataTable>
      )}
      <Pagination page={filter.page} pages={pages} hrefFor={(page) => `/order/myOrder${filterSearch(filter, { page })}`} label={t("list.pages")} />
    </div>
  );
}
