import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta } from "~/chunks/shell";
import { ErrorSummary, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { BulkNotice, QueueSearch, QueueTableForm, QueueTabs, SelectBox, queueHref, tickedIds } from "~/components/office/queue-list";
import type { action, loader } from "./images.server";

export { action, loader } from "./images.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "catalogue"] };

const LIST = "/office/images";
const STATES = ["review", "approved", "refused"] as const;

/** Requests for unwatermarked images by state, searched and paged by links; those under review may be ticked and approved together. */
export default function ImageRequests() {
  const { state, q, items, total, page, lastPage, back, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const [form, fields] = useServerForm<{ id: string[] }>({ id: "approve-selected", reply });
  const ticked = tickedIds(fields.id.initialValue);
  const hrefFor = (target: number, search = q, chosen: string = state) => queueHref(LIST, { state: chosen === "review" ? "" : chosen, q: search, page: target });
  const review = state === "review";
  const stateName = t(`images.state.${state}`);
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("images.heading")}</h1>
      {notice && !reply ? (
        <BulkNotice
          done={t("images.notice.bulkApproved", { count: notice.approved })}
          left={[...notice.notUnderReview.map((id) => ({ id, why: t("images.notice.notUnderReview"), exists: true })), ...notice.unknown.map((id) => ({ id, why: t("images.notice.unknown"), exists: false }))]}
          itemName={(id) => t("images.requestNumber", { id })}
          itemHref={(id) => `${LIST}/${id}`}
        />
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <QueueTabs label={t("images.statesLabel")} tabs={STATES.map((each) => ({ key: each, name: t(`images.state.${each}`), href: hrefFor(1, q, each), current: each === state }))} />
      <QueueSearch action={LIST} hidden={review ? {} : { state }} q={q} id="image-search" label={t("images.searchLabel")} hint={t("images.searchHint")} button={t("queue.search")} />
      <p className="mt-4" role="status">
        {t("queue.count", { count: total, state: stateName })}
        {q ? (
          <>
            {" "}
            <Link to={hrefFor(1, "")} className="underline">
              {t("queue.showAll")}
            </Link>
          </>
        ) : null}
      </p>
      {items.length === 0 ? null : (
        <QueueTableForm
          back={back}
          formProps={form.props}
          errors={form.errors ? form.errors.map((message) => messageText(t, message)) : null}
          errorId={form.errorId}
          captionId="images-caption"
          caption={t("images.caption", { state: stateName })}
          submit={review ? { intent: "approveSelected", label: t("images.approveSelected") } : null}
          head={
            <>
              {review ? (
                <th scope="col" className="px-2 py-2">
                  {t("queue.select")}
                </th>
              ) : null}
              <th scope="col" className="px-2 py-2">{t("field.company")}</th>
              <th scope="col" className="px-2 py-2">{t("field.email")}</th>
              <th scope="col" className="px-2 py-2">{t("images.field.purpose")}</th>
              <th scope="col" className="px-2 py-2">{t("images.field.requestedAt")}</th>
              {review ? null : <th scope="col" className="px-2 py-2">{t("images.field.decidedAt")}</th>}
              {state === "refused" ? <th scope="col" className="px-2 py-2">{t("images.field.reason")}</th> : null}
            </>
          }
        >
          {items.map((item, index) => (
            <tr key={item.id} className="border-b border-gray-200">
              {review ? (
                <td className="px-2 py-2">
                  <SelectBox
                    id={index === 0 ? fields.id.id : `select-${item.id}`}
                    value={item.id}
                    invalid={Boolean(fields.id.errors)}
                    checked={ticked.has(String(item.id))}
                    label={t("queue.selectOne", { company: item.companyName })}
                  />
                </td>
              ) : null}
              <th scope="row" className="px-2 py-2 font-semibold">
                <Link to={`${LIST}/${item.id}`} className="text-brand-dark underline">
                  {item.companyName}
                </Link>
              </th>
              <td className="px-2 py-2 whitespace-nowrap">{item.email}</td>
              <td className="px-2 py-2">{t(`images.purpose.${item.purpose}`)}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                <time dateTime={item.requestedAt}>{item.requested}</time>
              </td>
              {review ? null : (
                <td className="px-2 py-2 whitespace-nowrap">
                  <time dateTime={item.decidedAt ?? undefined}>{item.decided}</time>
                </td>
              )}
              {state === "refused" ? <td className="px-2 py-2">{item.reason ?? "–"}</td> : null}
            </tr>
          ))}
        </QueueTableForm>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("images.pages")} />
    </div>
  );
}
