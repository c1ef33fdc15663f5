import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CLIENT_PICKER_PATH, Pagination, titleMeta } from "~/chunks/shell";
import { replyErrors, ScrollRegion } from "~/chunks/forms";
import type { loader, action } from "./client-picker.server";

export { action, loader } from "./client-picker.server";

export const meta = titleMeta;
export const handle = { i18n: ["salesman", "catalogue"] };

const buttonClass = "rounded border px-3 py-1.5 text-sm font-medium disabled:opacity-60";

export default function ClientsPage() {
  const { q, items, total, page, lastPage, redirectTo, actingId, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation(["salesman", "common"]);
  const refused = replyErrors(actionData, t, () => undefined)[0]?.message ?? null;
  const hrefFor = (target: number, search = q) => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (redirectTo) params.set("redirectTo", redirectTo);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return `${CLIENT_PICKER_PATH}${query ? `?${query}` : ""}`;
  };
  return (
    <div className="page">
      <h1 className="text-2xl font-bold">{t("clients.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("clients.intro")}</p>
      {refused ? (
        <div role="alert" className="mt-4 rounded border-4 border-red-700 p-4 font-medium text-red-800">
          {refused}
        </div>
      ) : null}
      <Form method="get" action={CLIENT_PICKER_PATH} role="search" className="mt-6 flex flex-wrap items-end gap-2">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="client-search" className="block font-medium">
            {t("clients.searchLabel")}
          </label>
          <p id="client-search-hint" className="text-sm text-gray-600">
            {t("clients.searchHint")}
          </p>
          <input
            id="client-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            aria-describedby="client-search-hint"
            className="mt-1 block w-full rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          {t("clients.search")}
        </button>
      </Form>
      {q ? (
        <p className="mt-4" role="status">
          {t("clients.matches", { count: total, q })}{" "}
          <Link to={hrefFor(1, "")} className="underline">
            {t("clients.showAll")}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-6">{q ? t("clients.noMatch") : t("clients.none")}</p>
      ) : (
        <ScrollRegion labelledBy="clients-caption" className="mt-6">
          <table className="w-full border-collapse text-left">
            <caption id="clients-caption" className="sr-only">{t("clients.caption")}</caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="px-2 py-2">{t("clients.company")}</th>
                <th scope="col" className="px-2 py-2">{t("clients.contact")}</th>
                <th scope="col" className="px-2 py-2">{t("clients.email")}</th>
                <th scope="col" className="px-2 py-2">{t("clients.country")}</th>
                <th scope="col" className="px-2 py-2">{t("clients.vat")}</th>
                <th scope="col" className="px-2 py-2">{t("clients.status")}</th>
                <th scope="col" className="px-2 py-2">{t("clients.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((client) => (
                <tr key={client.accountId} className={`border-b border-gray-200 ${client.accountId === actingId ? "bg-gray-50" : ""}`}>
                  <th scope="row" className="px-2 py-2 font-semibold">
                    {client.companyName}
                    {client.pinned ? <span className="ml-2 rounded bg-gray-200 px-2 text-sm font-medium">{t("clients.pinned")}</span> : null}
                    {client.accountId === actingId ? (
                      <span className="ml-2 rounded bg-brand-dark px-2 text-sm font-medium text-white">{t("clients.current")}</span>
                    ) : null}
                  </th>
                  <td className="px-2 py-2">{client.contactName}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{client.email}</td>
                  <td className="px-2 py-2">{client.country}</td>
                  <td className="px-2 py-2">{client.vatNumber ?? t("clients.noVat")}</td>
                  <td className="px-2 py-2">{client.official ? t("clients.official") : t("clients.unofficial")}</td>
                  <td className="px-2 py-2">
                    <Form method="post" action={CLIENT_PICKER_PATH} className="flex flex-wrap gap-2">
                      <input type="hidden" name="clientId" value={client.accountId} />
                      <input type="hidden" name="back" value={back} />
                      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
                      <button type="submit" name="intent" value="choose" className={`${buttonClass} border-brand-dark bg-brand-dark text-white`}>
                        {t("clients.choose")}
                        <span className="sr-only"> {client.companyName}</span>
                      </button>
                      <button type="submit" name="intent" value={client.pinned ? "unpin" : "pin"} className={`${buttonClass} border-gray-500 hover:bg-gray-100`}>
                        {client.pinned ? t("clients.unpin") : t("clients.pin")}
                        <span className="sr-only"> {client.companyName}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("clients.pages")} />
    </div>
  );
}
