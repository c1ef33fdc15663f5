import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./message-list.server";

export { loader } from "./message-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "messages", "catalogue"] };

export default function MessageLog() {
  const { items, page, pages, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading" className="mb-6 text-2xl font-bold">
        {t("list.heading")}
      </h1>
      {items.length === 0 ? (
        <p className="text-lg">{t("list.empty")}</p>
      ) : (
        <>
          <p className="mb-4 text-gray-700">{t("list.count", { count: total })}</p>
          <DataTable caption={t("list.caption")} columns={[{ label: t("field.subject") }, { label: t("field.kind") }, { label: t("field.date") }, { label: t("field.delivery") }]}>
                {items.map((item) => (
                  <tr key={item.id} data-unread={item.read ? undefined : "true"} className={`border-b border-gray-200 ${item.read ? "" : "bg-blue-50"}`}>
                    <th scope="row" className={`py-3 pr-4 ${item.read ? "font-normal" : "font-semibold"}`}>
                      {item.read ? null : (
                        <span className="mr-2 rounded bg-brand-dark px-2 py-0.5 text-xs font-semibold text-white">{t("list.unread")}</span>
                      )}
                      <Link to={`/account/messages/${item.id}`} className="text-gray-900 underline">
                        {item.subject}
                      </Link>
                    </th>
                    <td className="py-3 pr-4">{t(item.kindKey)}</td>
                    <td className="py-3 pr-4">
                      <time dateTime={item.sentAtIso}>{item.sentAt}</time>
                    </td>
                    <td className="py-3">{t(`delivery.${item.deliveryStatus}`)}</td>
                  </tr>
                ))}
              </DataTable>
          <Pagination page={page} pages={pages} hrefFor={(p) => `/account/messages${p > 1 ? `?page=${p}` : ""}`} label={t("list.pages")} />
        </>
      )}
    </section>
  );
}
