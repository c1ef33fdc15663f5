import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ErrorSummary, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { FactSection, HistoryList, REASON_MAX, ReasonForm } from "~/components/office/queue-item";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./application.server";

export { action, loader } from "./application.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office", "falcon"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "office", backTo: "/office/falcon", backKey: "falconApplication.backToList", notFoundKey: "falconApplication.notFoundPage" });

const EVENTS = ["submit", "resubmit", "review", "approve", "refuse"] as const;
const eventKey = (action: string) => EVENTS.find((each) => `falcon.${each}` === action) ?? "other";

/** One Falcon programme application: the answers, the buyer, the purchases this year; the decisions its state allows (decision 0114). */
export default function FalconApplication() {
  const { application: item, levels, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "falcon", "common"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<{ reason: string; level: string }>({ id: "decision", reply });
  const address = `/office/falcon/${item.id}`;
  const open = item.status === "submitted" || item.status === "review";
  const dash = t("falcon:answers.none");
  const level = (key: string | null) => (key ? t(`falcon:level.${key}`) : t("falcon:standing.noLevel"));
  const state: [string, string][] = [
    [t("apiList.brand"), item.brandName],
    [t("field.state"), t(`falconList.state.${item.status}`)],
    [t("falcon:answers.levelAsked"), level(item.levelAsked)],
    [t("falconApplication.revision"), String(item.revision)],
    [t("apiList.field.submittedAt"), item.submitted],
  ];
  if (item.levelGranted) state.push([t("falconApplication.levelGranted"), level(item.levelGranted)]);
  if (item.decided) state.push([t("apiList.field.decidedAt"), t("queue.decidedBy", { when: item.decided, name: item.decidedBy ?? dash })]);
  if (item.reason) state.push([t("falconApplication.reason"), item.reason]);
  const answers: [string, string][] = [
    [t("falcon:answers.channels"), item.channels.map((each) => t(`falcon:channel.${each}`)).join(", ")],
    [t("falcon:answers.regions"), item.regions],
    [t("falcon:answers.brandSharePct"), t("falcon:answers.percent", { value: item.brandSharePct })],
    [t("falcon:answers.yearlyTarget"), item.yearlyTarget],
    [t("falcon:answers.note"), item.note || dash],
  ];
  const buyer: [string, string][] = [
    [t("field.contact"), item.fullName],
    [t("field.email"), item.email],
    [t("field.company"), item.company],
    [t("field.country"), item.country],
    [t("falconApplication.purchases"), item.purchases],
    [t("falconApplication.qualifies"), level(item.qualifies)],
    [t("falconApplication.rate"), item.rate],
  ];
  const errors = form.errors ? form.errors.map((message) => messageText(t, message)) : null;
  return (
    <div className="page max-w-3xl">
      <p>
        <Link to="/office/falcon" className="text-brand-dark underline">
          {t("falconApplication.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("falconApplication.heading", { company: item.company, brand: item.brandName })}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`falconApplication.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <div data-office-falcon-application={item.status}>
        <FactSection id="state-heading" heading={t("falconApplication.stateHeading")} rows={state} />
        <FactSection id="answers-heading" heading={t("falconApplication.answersHeading")} rows={answers} />
        <FactSection id="buyer-heading" heading={t("falconApplication.buyerHeading")} rows={buyer} />
      </div>
      {open ? (
        <section aria-labelledby="decide-heading" className="mt-8">
          <h2 id="decide-heading" className="text-lg font-semibold">
            {t("falconApplication.decideHeading")}
          </h2>
          <p className="mt-1 text-gray-700">{t("falconApplication.approveHint")}</p>
          {item.status === "submitted" ? (
            <Form method="post" action={address} className="mt-3">
              <button type="submit" name="intent" value="review" disabled={busy} className="rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark disabled:opacity-60">
                {t("falconApplication.review")}
              </button>
            </Form>
          ) : null}
          <Form method="post" action={address} className="mt-3 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="falcon-level" className="block font-medium">
                {t("falconApplication.levelToGrant")}
              </label>
              <select id="falcon-level" name="level" defaultValue={item.levelAsked} className="mt-1 block rounded border border-gray-400 px-3 py-2">
                {levels.map((each) => (
                  <option key={each.level} value={each.level}>
                    {t("falconApplication.levelOption", { level: level(each.level), rate: each.rate })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="approve" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("falconApplication.approve")}
            </button>
          </Form>
        </section>
      ) : null}
      {open ? (
        <ReasonForm
          intent="refuse"
          action={address}
          heading={t("falconApplication.refuseHeading")}
          hint={t("falconApplication.refuseHint")}
          field={fields.reason}
          label={t("queue.reason")}
          fieldHint={t("queue.reasonHint", { max: REASON_MAX })}
          button={t("falconApplication.refuse")}
          errors={errors}
          errorId={form.errorId}
          formProps={form.props}
          busy={busy}
        />
      ) : null}
      {item.status === "refused" ? <p className="mt-8">{t("falconApplication.resubmitNote")}</p> : null}
      <HistoryList
        heading={t("falconApplication.history")}
        empty={t("falconApplication.noHistory")}
        lines={item.history.map((entry) => `${t(`falconApplication.event.${eventKey(entry.action)}`, { when: entry.when, name: entry.by ?? dash, action: entry.action })}${entry.reason ? ` – ${entry.reason}` : ""}`)}
      />
    </div>
  );
}
