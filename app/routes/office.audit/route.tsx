import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta } from "~/chunks/shell";
import { ScrollRegion } from "~/chunks/forms";
import type { loader } from "./audit.server";

export { loader } from "./audit.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "catalogue"] };

const LOG = "/office/audit";
const FILTERS = ["staff", "account", "action", "entity", "from", "to"] as const;

const inputClass = "mt-1 block w-full rounded border border-gray-400 px-3 py-2";

/** An action's words: its key in office.json (dots read as underscores), or its code when the page does not know it. */
const actionKey = (action: string) => `audit.actions.${action.replace(/\./g, "_")}`;

/** The audit log: filters as a GET form, the events newest first, paged by links. */
export default function AuditLog() {
  const { filter, staffOptions, actions, entities, items, total, page, lastPage } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["office", "common"]);
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    for (const name of FILTERS) if (filter[name]) params.set(name, filter[name]);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return `${LOG}${query ? `?${query}` : ""}`;
  };
  const filtered = FILTERS.some((name) => filter[name]);
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("audit.heading")}</h1>
      <Form method="get" action={LOG} role="search" aria-labelledby="audit-filter-heading" className="mt-4 rounded border border-gray-300 p-4">
        <h2 id="audit-filter-heading" className="text-lg font-semibold">
          {t("audit.filterHeading")}
        </h2>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <label htmlFor="audit-staff" className="block font-medium">
              {t("audit.field.staff")}
            </label>
            <select id="audit-staff" name="staff" defaultValue={filter.staff} className={`${inputClass} bg-white`}>
              <option value="">{t("audit.any")}</option>
              <option value="cli">{t("audit.commandLine")}</option>
              {staffOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-account" className="block font-medium">
              {t("audit.field.account")}
            </label>
            <p id="audit-account-hint" className="text-sm text-gray-600">
              {t("audit.accountHint")}
            </p>
            <input id="audit-account" name="account" type="search" defaultValue={filter.account} maxLength={254} aria-describedby="audit-account-hint" className={inputClass} />
          </div>
          <div>
            <label htmlFor="audit-action" className="block font-medium">
              {t("audit.field.action")}
            </label>
            <select id="audit-action" name="action" defaultValue={filter.action} className={`${inputClass} bg-white`}>
              <option value="">{t("audit.any")}</option>
              {filter.action && !(actions as string[]).includes(filter.action) ? <option value={filter.action}>{filter.action}</option> : null}
              {actions.map((action) => (
                <option key={action} value={action}>
                  {t(actionKey(action))}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-entity" className="block font-medium">
              {t("audit.field.entity")}
            </label>
            <select id="audit-entity" name="entity" defaultValue={filter.entity} className={`${inputClass} bg-white`}>
              <option value="">{t("audit.any")}</option>
              {filter.entity && !(entities as string[]).includes(filter.entity) ? <option value={filter.entity}>{filter.entity}</option> : null}
              {entities.map((entity) => (
                <option key={entity} value={entity}>
                  {t(`audit.entities.${entity}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-from" className="block font-medium">
              {t("audit.field.from")}
            </label>
            <input id="audit-from" name="from" type="date" defaultValue={filter.from} className={inputClass} />
          </div>
          <div>
            <label htmlFor="audit-to" className="block font-medium">
              {t("audit.field.to")}
            </label>
            <input id="audit-to" name="to" type="date" defaultValue={filter.to} className={inputClass} />
          </div>
        </div>
        <p className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
            {t("audit.apply")}
          </button>
          {filtered ? (
            <Link to={LOG} className="text-brand-dark underline">
              {t("audit.clear")}
            </Link>
          ) : null}
        </p>
      </Form>
      <p className="mt-4" role="status">
        {t("audit.count", { count: total })}
      </p>
      {items.length === 0 ? null : (
        <ScrollRegion labelledBy="audit-caption" className="mt-4">
          <table className="w-full border-collapse text-left">
            <caption id="audit-caption" className="sr-only">
              {t("audit.caption")}
            </caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="px-2 py-2">{t("audit.column.when")}</th>
                <th scope="col" className="px-2 py-2">{t("audit.column.who")}</th>
                <th scope="col" className="px-2 py-2">{t("audit.column.action")}</th>
                <th scope="col" className="px-2 py-2">{t("audit.column.entity")}</th>
                <th scope="col" className="px-2 py-2">{t("audit.column.account")}</th>
                <th scope="col" className="px-2 py-2">{t("audit.column.changes")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const entity = item.entity ? `${(entities as string[]).includes(item.entity) ? t(`audit.entities.${item.entity}`) : item.entity}${item.entityId ? ` ${item.entityId}` : ""}` : "–";
                return (
                  <tr key={item.id} className="border-b border-gray-200 align-top">
                    <td className="px-2 py-2 whitespace-nowrap">
                      <time dateTime={item.at}>{item.when}</time>
                    </td>
                    <td className="px-2 py-2">{item.actorName ?? t("audit.commandLine")}</td>
                    <th scope="row" className="px-2 py-2 font-semibold">
                      {item.known ? t(actionKey(item.action)) : item.action}
                    </th>
                    <td className="px-2 py-2">
                      {item.href ? (
                        <Link to={item.href} className="text-brand-dark underline">
                          {entity}
                        </Link>
                      ) : (
                        entity
                      )}
                    </td>
                    <td className="px-2 py-2 break-all">{item.accountEmail ?? "–"}</td>
                    <td className="px-2 py-2">
                      {item.details.length === 0 ? (
                        "–"
                      ) : (
                        <dl className="text-sm">
                          {item.details.map((detail) => (
                            <div key={detail.field} className="flex flex-wrap gap-x-1">
                              <dt className="font-medium">{`${detail.field}:`}</dt>
                              <dd className="break-all">
                                {detail.before === null ? null : <span>{`${detail.before} → `}</span>}
                                {detail.after ?? t("audit.none")}
                              </dd>
                            </div>
                          ))}
                        </dl>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("audit.pages")} />
    </div>
  );
}
