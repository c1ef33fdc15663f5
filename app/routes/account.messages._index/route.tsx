import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatDateTime, Pagination, parsePage, timeZoneForCountry, titleMeta } from "~/chunks/shell";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { listMessages } from "~/services/platform/mail.server";
import { pageTitle } from "~/services/platform/page.server";
import { MESSAGE_PAGE_SIZE, messageKindKey } from "./message-labels";
import { DataTable } from "~/chunks/forms";

export const meta = titleMeta;
export const handle = { i18n: ["account", "messages", "catalogue"] };

/** The acting account's message log: every mail the shop sent it, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const log = await listMessages({ accountId: actor.accountId, page, pageSize: MESSAGE_PAGE_SIZE });
  const zone = timeZoneForCountry(actor.countryCode);
  return {
    title: await pageTitle(request, context, "messages:list.title"),
    page: log.page,
    pages: log.lastPage,
    total: log.total,
    items: log.items.map((item) => ({
      id: item.id,
      subject: item.subject,
      kindKey: messageKindKey(item.kind),
      deliveryStatus: item.deliveryStatus,
      read: item.read,
      sentAt: formatDateTime(item.createdAt.toISOString(), lng, zone),
      sentAtIso: item.createdAt.toISOString(),
    })),
  };
}

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
