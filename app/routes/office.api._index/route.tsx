import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta } from "~/chunks/shell";
import { ErrorSummary, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { BrandFilter, BulkNotice, QueueCount, QueueSearch, QueueTableForm, QueueTabs, SelectBox, queueHref, tickedIds } from "~/components/office/queue-list";
import type { action, loader } from "./applications.server";

export { action, loader } from "./applications.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "catalogue"] };

const LIST = "/office/api";
const TABS = ["open", "approved", "failed", "revoked"] as const;

/** API applications by tab and brand, searched and paged by links; submitted ones may be ticked and taken under review together. */
export default function ApiApplications() {
  const { tab, brand, brands, q, items, total, page, lastPage, back, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const [form, fields] = useServerForm<{ id: string[] }>({ id: "review-selected", reply });
  const ticked = tickedIds(fields.id.initialValue);
  const hrefFor = (target: number, search = q, chosen: string = tab) => queueHref(LIST, { tab: chosen === "open" ? "" : chosen, brand, q: search, page: target });
  const open = tab === "open";
  const tabName = t(`apiList.tab.${tab}`);
  const selectable = items.filter((item) => item.state === "submitted");
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("apiList.heading")}</h1>
      {notice && !reply ? (
        <BulkNotice
          done={t("apiList.notice.bulkReviewed", { count: notice.done })}
          left={[...notice.wrongState.map((id) => ({ id, why: t("apiList.notice.wrongState"), exists: true })), ...notice.unknown.map((id) => ({ id, why: t("apiList.notice.unknown"), exists: false }))]}
          itemName={(id) => t("apiList.applicationNumber", { id })}
          itemHref={(id) => `${LIST}/${id}`}
        />
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <QueueTabs label={t("apiList.tabsLabel")} tabs={TABS.map((each) => ({ key: each, name: t(`apiList.tab.${each}`), href: hrefFor(1, q, each), current: each === tab }))} />
      <QueueSearch action={LIST} hidden={open ? {} : { tab }} q={q} id="api-search" label={t("apiList.searchLabel")} hint={t("apiList.searchHint")} button={t("queue.search")}>
        <BrandFilter id="api-brand" brand={brand} brands={brands} label={t("apiList.brand")} all={t("apiList.allBrands")} />
      </QueueSearch>
      <QueueCount text={t("queue.count", { count: total, state: tabName })} narrowed={Boolean(q || brand)} showAllHref={queueHref(LIST, { tab: open ? "" : tab })} showAll={t("queue.showAll")} />
      {items.length === 0 ? null : (
        <QueueTableForm
          back={back}
          formProps={form.props}
          errors={form.errors ? form.errors.map((message) => messageText(t, message)) : null}
          errorId={form.errorId}
          captionId="api-caption"
          caption={t("apiList.caption", { state: tabName })}
          submit={open && selectable.length > 0 ? { intent: "reviewSelected", label: t("apiList.reviewSelected") } : null}
          head={
            <>
              {open ? (
                <th scope="col" className="px-2 py-2">
                  {t("queue.select")}
                </th>
              ) : null}
              <th scope="col" className="px-2 py-2">{t("field.company")}</th>
              <th scope="col" className="px-2 py-2">{t("field.email")}</th>
              <th scope="col" className="px-2 py-2">{t("apiList.brand")}</th>
              <th scope="col" className="px-2 py-2">{t("field.state")}</th>
              <th scope="col" className="px-2 py-2">{t("apiList.field.submittedAt")}</th>
              {open ? null : <th scope="col" className="px-2 py-2">{t("apiList.field.decidedAt")}</th>}
            </>
          }
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b border-gray-200" data-api-row={item.state}>
              {open ? (
                <td className="px-2 py-2">
                  {item.state === "submitted" ? (
                    <SelectBox
                      id={item === selectable[0] ? fields.id.id : `select-${item.id}`}
                      value={item.id}
                      invalid={Boolean(fields.id.errors)}
                      checked={ticked.has(String(item.id))}
                      label={t("queue.selectOne", { company: item.companyName })}
                    />
                  ) : null}
                </td>
              ) : null}
              <th scope="row" className="px-2 py-2 font-semibold">
                <Link to={`${LIST}/${item.id}`} className="text-brand-dark underline">
                  {item.companyName}
                </Link>
              </th>
              <td className="px-2 py-2 whitespace-nowrap">{item.email}</td>
              <td className="px-2 py-2">{item.brandName}</td>
              <td className="px-2 py-2">{t(`apiList.state.${item.state}`)}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                <time dateTime={item.submittedAt}>{item.submitted}</time>
              </td>
              {open ? null : (
                <td className="px-2 py-2 whitespace-nowrap">
                  <time dateTime={item.decidedAt ?? undefined}>{item.decided}</time>
                </td>
              )}
            </tr>
          ))}
        </QueueTableForm>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("apiList.pages")} />
    </div>
  );
}
