import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, productHref, StatusNotice, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./arrival-notice-list.server";

export { loader } from "./arrival-notice-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "notices", "catalogue"] };

export default function ArrivalNotices() {
  const { items, page, pages, brandKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notices");
  const notice = useLoaderData<typeof loader>().notice;
  return (
    <section aria-labelledby="arrival-notices-heading">
      <h1 id="arrival-notices-heading" className="mb-2 text-2xl font-bold">
        {t("list.title")}
      </h1>
      <p className="mb-6 text-gray-700">{t("list.intro")}</p>
      {notice ? (
        <StatusNotice variant="box" className="mb-6">
          {t(notice.text)}
        </StatusNotice>
      ) : null}
      {items.length === 0 ? (
        <p className="text-lg">{t("list.empty")}</p>
      ) : (
        <>
          <DataTable caption={t("list.title")} columns={[{ label: t("list.product") }, { label: t("list.barcode") }, { label: t("list.email") }, { label: t("list.quantity") }, { label: t("list.since") }, { label: t("list.status") }, { label: t("list.actions") }]}>
                {items.map((item) => (
                  <tr key={item.id} className="border-b border-gray-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {item.brandKey === brandKey ? (
                        <Link to={productHref(item.productId, item.brandKey)} className="text-brand-dark underline">
                          {item.name}
                        </Link>
                      ) : (
                        item.name
                      )}
                    </th>
                    <td className="py-2 pr-4 break-all">{item.barcode}</td>
                    <td className="py-2 pr-4 break-all">{item.email}</td>
                    <td className="py-2 pr-4">{item.quantity}</td>
                    <td className="py-2 pr-4">{item.since}</td>
                    <td className="py-2 pr-4">{item.notified ? t("list.notified", { date: item.notified }) : t("list.waiting")}</td>
                    <td className="py-2">
                      <Link to={`/account/arrivalNotices/${item.id}/cancel`} className="font-medium text-red-800 underline">
                        {t("list.cancel")}
                        <span className="sr-only"> {item.name}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </DataTable>
          <Pagination page={page} pages={pages} hrefFor={(p) => `/account/arrivalNotices${p > 1 ? `?page=${p}` : ""}`} label={t("list.pages")} />
        </>
      )}
    </section>
  );
}
