import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { tickedIds } from "~/components/office/queue-list";
import { Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import { ErrorSummary, messageText, ScrollRegion, summaryErrors, useServerForm } from "~/chunks/forms";
import type { action, loader } from "./registrations.server";

export { action, loader } from "./registrations.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "catalogue"] };

const LIST = "/office/registrations";
const STATES = ["pending", "refused", "official"] as const;

/** Registrations by state, searched and paged by links; pending ones may be ticked and approved together. */
export default function Registrations() {
  const { state, q, items, total, page, lastPage, back, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const [form, fields] = useServerForm<{ accountId: string[] }>({ id: "approve-selected", reply });
  const ticked = tickedIds(fields.accountId.initialValue);
  const hrefFor = (target: number, search = q, chosen: string = state) => {
    const params = new URLSearchParams();
    if (chosen !== "pending") params.set("state", chosen);
    if (search) params.set("q", search);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return `${LIST}${query ? `?${query}` : ""}`;
  };
  const pending = state === "pending";
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("registrations.heading")}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t("registrations.notice.bulkApproved", notice)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <nav aria-label={t("registrations.statesLabel")} className="mt-4">
        <ul className="flex flex-wrap gap-4">
          {STATES.map((each) => (
            <li key={each}>
              <Link to={hrefFor(1, q, each)} aria-current={each === state ? "page" : undefined} className={each === state ? "font-bold" : "text-brand-dark underline"}>
                {t(`state.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={LIST} role="search" className="mt-4 flex flex-wrap items-end gap-2">
        {pending ? null : <input type="hidden" name="state" value={state} />}
        <div className="min-w-0 flex-1">
          <label htmlFor="registration-search" className="block font-medium">
            {t("registrations.searchLabel")}
          </label>
          <p id="registration-search-hint" className="text-sm text-gray-600">
            {t("registrations.searchHint")}
          </p>
          <input
            id="registration-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            aria-describedby="registration-search-hint"
            className="mt-1 block w-full rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          {t("registrations.search")}
        </button>
      </Form>
      <p className="mt-4" role="status">
        {t("registrations.count", { count: total, state: t(`state.${state}`) })}
        {q ? (
          <>
            {" "}
            <Link to={hrefFor(1, "")} className="underline">
              {t("registrations.showAll")}
            </Link>
          </>
        ) : null}
      </p>
      {items.length === 0 ? null : (
        // Posted to the list's own address, so that a refusal shows the same state, search and page (also without JavaScript).
        <Form method="post" action={back} {...form.props}>
          <input type="hidden" name="back" value={back} />
          {form.errors ? (
            <p id={form.errorId} className="mt-4 font-medium text-red-700">
              {form.errors.map((message) => messageText(t, message)).join(" ")}
            </p>
          ) : null}
          <ScrollRegion labelledBy="registrations-caption" className="mt-4">
            <table className="w-full border-collapse text-left">
              <caption id="registrations-caption" className="sr-only">
                {t("registrations.caption", { state: t(`state.${state}`) })}
              </caption>
              <thead>
                <tr className="border-b-2 border-gray-300">
                  {pending ? (
                    <th scope="col" className="px-2 py-2">
                      {t("registrations.select")}
                    </th>
                  ) : null}
                  <th scope="col" className="px-2 py-2">{t("field.company")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.email")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.country")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.vat")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.emailConfirmed")}</th>
                  <th scope="col" className="px-2 py-2">{t("field.registeredAt")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <tr key={item.accountId} className="border-b border-gray-200">
                    {pending ? (
                      <td className="px-2 py-2">
                        <input
                          type="checkbox"
                          // The first box takes the field's id, so the error summary's link lands on it.
                          id={index === 0 ? fields.accountId.id : `select-${item.accountId}`}
                          aria-invalid={fields.accountId.errors ? true : undefined}
                          name="accountId"
                          value={item.accountId}
                          defaultChecked={ticked.has(String(item.accountId))}
                          aria-label={t("registrations.selectOne", { company: item.companyName })}
                          className="h-5 w-5"
                        />
                      </td>
                    ) : null}
                    <th scope="row" className="px-2 py-2 font-semibold">
                      <Link to={`/office/registrations/${item.accountId}`} className="text-brand-dark underline">
                        {item.companyName}
                      </Link>
                    </th>
                    <td className="px-2 py-2 whitespace-nowrap">{item.email}</td>
                    <td className="px-2 py-2">{item.country}</td>
                    <td className="px-2 py-2">{item.vatNumber ?? t("registration.noVat")}</td>
                    <td className="px-2 py-2">{item.emailConfirmed ? t("registration.confirmed") : t("registration.unconfirmed")}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      <time dateTime={item.registeredAt}>{item.registered}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {pending ? (
            <p className="mt-4">
              <button type="submit" name="intent" value="approveSelected" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
                {t("registrations.approveSelected")}
              </button>
            </p>
          ) : null}
        </Form>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("registrations.pages")} />
    </div>
  );
}
