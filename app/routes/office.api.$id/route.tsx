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
export const handle = { i18n: ["office", "apiaccess"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "office", backTo: "/office/api", backKey: "apiApplication.backToList", notFoundKey: "apiApplication.notFoundPage" });

/** The application's audit actions the page names; any other is shown as it is stored. */
const EVENTS = ["submit", "edit", "resubmit", "review", "approve", "refuse", "revoke"] as const;
const eventKey = (action: string) => EVENTS.find((each) => `apiApplication.${each}` === action) ?? "other";

/** One API application: the answers, the buyer, the brand, the credentials and the history; the staff decisions its state allows. */
export default function ApiApplication() {
  const { application: item, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "apiaccess", "common"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<{ reason: string }>({ id: "reason", reply });
  const address = `/office/api/${item.id}`;
  const open = item.state === "submitted" || item.state === "review";
  const dash = t("apiaccess:answers.none");
  const buyer: [string, string][] = [
    [t("field.contact"), item.fullName],
    [t("field.email"), item.email],
    [t("apiApplication.accountCompany"), item.accountCompany],
    [t("field.country"), item.country],
    [t("apiApplication.official"), item.official ? t("registration.confirmed") : t("registration.unconfirmed")],
  ];
  const answers: [string, string][] = [
    [t("apiaccess:answers.companyName"), item.companyName],
    [t("apiaccess:answers.shopUrl"), item.shopUrl],
    [t("apiaccess:answers.enterpriseSize"), t(`apiaccess:form.size.${item.enterpriseSize}`)],
    [t("apiaccess:answers.technicalStaff"), item.technicalStaff ? t("apiaccess:form.yes") : t("apiaccess:form.no")],
    [t("apiaccess:answers.dataWanted"), item.dataWanted.map((each) => (each === "other" && item.otherData ? `${t("apiaccess:form.data.other")}: ${item.otherData}` : t(`apiaccess:form.data.${each}`))).join(", ")],
    [t("apiaccess:answers.contactNote"), item.contactNote || dash],
  ];
  const state: [string, string][] = [
    [t("apiList.brand"), item.brandName],
    [t("field.state"), t(`apiList.state.${item.state}`)],
    [t("apiApplication.revision"), String(item.revision)],
    [t("apiList.field.submittedAt"), item.submitted],
  ];
  if (item.decided) state.push([t("apiList.field.decidedAt"), t("queue.decidedBy", { when: item.decided, name: item.decidedBy ?? dash })]);
  if (item.reason) state.push([t("apiApplication.reason"), item.reason]);
  if (item.clientId) state.push([t("apiaccess:credentials.clientId"), item.clientId]);
  if (item.state === "approved") {
    state.push([t("apiaccess:credentials.scopes"), item.scopes.length ? item.scopes.map((scope) => t(`apiaccess:credentials.scope.${scope}`)).join(", ") : t("apiaccess:credentials.noScopes")]);
    state.push([t("apiaccess:credentials.secret"), item.secret ? t("apiApplication.secretLive", { hint: item.secret.hint, when: item.secret.created }) : t("apiApplication.noSecret")]);
  }
  const reasonForm = (intent: "refuse" | "revoke") => (
    <ReasonForm
      intent={intent}
      action={address}
      heading={t(`apiApplication.${intent}Heading`)}
      hint={t(`apiApplication.${intent}Hint`)}
      field={fields.reason}
      label={t("queue.reason")}
      fieldHint={t("queue.reasonHint", { max: REASON_MAX })}
      button={t(`apiApplication.${intent}`)}
      errors={form.errors ? form.errors.map((message) => messageText(t, message)) : null}
      errorId={form.errorId}
      formProps={form.props}
      busy={busy}
    />
  );
  return (
    <div className="page max-w-3xl">
      <p>
        <Link to="/office/api" className="text-brand-dark underline">
          {t("apiApplication.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("apiApplication.heading", { company: item.companyName, brand: item.brandName })}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`apiApplication.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <div data-office-api-application={item.state}>
        <FactSection id="state-heading" heading={t("apiApplication.stateHeading")} rows={state} />
        <FactSection id="answers-heading" heading={t("apiApplication.answersHeading")} rows={answers} />
        <FactSection id="buyer-heading" heading={t("apiApplication.buyerHeading")} rows={buyer} />
      </div>
      {open ? (
        <section aria-labelledby="decide-heading" className="mt-8">
          <h2 id="decide-heading" className="text-lg font-semibold">
            {t("apiApplication.decideHeading")}
          </h2>
          <p className="mt-1 text-gray-700">{t("apiApplication.approveHint")}</p>
          <Form method="post" action={address} className="mt-3 flex flex-wrap gap-3">
            {item.state === "submitted" ? (
              <button type="submit" name="intent" value="review" disabled={busy} className="rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark disabled:opacity-60">
                {t("apiApplication.review")}
              </button>
            ) : null}
            <button type="submit" name="intent" value="approve" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("apiApplication.approve")}
            </button>
          </Form>
        </section>
      ) : null}
      {open ? reasonForm("refuse") : null}
      {item.state === "approved" ? reasonForm("revoke") : null}
      {item.state === "failed" || item.state === "revoked" ? <p className="mt-8">{t("apiApplication.resubmitNote")}</p> : null}
      <HistoryList
        heading={t("apiApplication.history")}
        empty={t("apiApplication.noHistory")}
        lines={item.history.map((entry) => `${t(`apiApplication.event.${eventKey(entry.action)}`, { when: entry.when, name: entry.by ?? dash, action: entry.action })}${entry.reason ? ` – ${entry.reason}` : ""}`)}
      />
    </div>
  );
}
