import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./returns-list.server";

export { loader } from "./returns-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["orders", "catalogue"] };

const STATES = ["all", "returning", "returned"] as const;
const selectClass = "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2";

const searchOf = (state: string, page: number) => {
  const params = new URLSearchParams();
  if (state !== "all") params.set("state", state);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** The returns records (decision 0114): the acting account's returns, newest first. */
export default function ReturnRecords() {
  const { state, page, pages, total, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  return (
    <div className="page">
      <p className="mb-4">
        <Link to="/order/myOrder" className="font-medium text-brand-dark underline">
          {t("detail.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("returns.heading")}</h1>
      <Form method="get" action="/order/returnRecords" className="mt-6 flex max-w-xl flex-wrap items-end gap-4" aria-label={t("returns.filters")}>
        <div>
          <label htmlFor="state" className="block text-sm font-medium text-gray-900">
            {t("returns.state")}
          </label>
          <select id="state" name="state" defaultValue={state} className={selectClass}>
            {STATES.map((each) => (
              <option key={each} value={each}>
                {t(each === "all" ? "returns.allStates" : `status.${each}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
          {t("list.apply")}
        </button>
      </Form>
      <p role="status" className="mt-6">
        {t("returns.found", { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="mt-6 text-lg">{t("returns.empty")}</p>
      ) : (
        <DataTable
          caption={t("returns.caption")}
          className="mt-4"
          columns={[
            { label: t("returns.returnNumber") },
            { label: t("field.orderNumber") },
            { label: t("returns.products") },
            { label: t("returns.units"), align: "right" },
            { label: t("returns.trackingNumber") },
            { label: t("returns.state") },
            { label: t("returns.created") },
            { label: t("returns.completed") },
          ]}
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b border-gray-200">
              <th scope="row" className="py-3 pr-4 font-semibold">
                <Link to={`/order/returnDetail?id=${item.id}`} className="text-brand-dark underline">
                  {item.returnNumber}
                </Link>
              </th>
              <td className="py-3 pr-4">
                <Link to={`/order/orderDetail?orderNumber=${encodeURIComponent(item.orderNumber)}`} className="text-brand-dark underline">
                  {item.orderNumber}
                </Link>
              </td>
              <td className="py-3 pr-4">
                {item.names.join(", ")}
                {item.moreProducts > 0 ? ` ${t("returns.more", { count: item.moreProducts })}` : null}
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">{item.units}</td>
              <td className="break-all py-3 pr-4">{item.trackingNumber ?? t("returns.noTracking")}</td>
              <td className="py-3 pr-4">{t(`status.${item.state}`)}</td>
              <td className="py-3 pr-4">
                <time dateTime={item.created.iso}>{item.created.text}</time>
              </td>
              <td className="py-3">{item.completed ? <time dateTime={item.completed.iso}>{item.completed.text}</time> : "—"}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} pages={pages} hrefFor={(at) => `/order/returnRecords${searchOf(state, at)}`} label={t("returns.pages")} />
    </div>
  );
}
