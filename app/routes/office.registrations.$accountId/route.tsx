import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ErrorSummary, messageText, summaryErrors, Textarea, useServerForm } from "~/chunks/forms";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { refuseSchema } from "./schema.server";
import type { action, loader } from "./registration.server";

export { action, loader } from "./registration.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "office", backTo: "/office/registrations", backKey: "registration.backToList" });

/** Mirrors REFUSAL_REASON_MAX (services/office/registrations.server.ts): the browser's own limit only. */
const REASON_MAX = 500;

/** One registration: its details and history; approve, or refuse with a reason. */
export default function Registration() {
  const { registration, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<z.input<typeof refuseSchema>>({ id: "refuse", reply });
  const address = `/office/registrations/${registration.accountId}`;
  const official = registration.state === "official";
  const rows: [string, string][] = [
    [t("field.contact"), registration.fullName],
    [t("field.email"), registration.email],
    [t("field.emailConfirmed"), registration.emailConfirmed ? t("registration.confirmed") : t("registration.unconfirmed")],
    [t("field.telephone"), registration.telephone ?? "–"],
    [t("field.country"), registration.country],
    [t("field.vat"), registration.vatNumber ?? t("registration.noVat")],
    [t("field.currency"), registration.currency],
    [t("field.registeredAt"), registration.registered],
    [t("field.state"), t(`state.${registration.state}`)],
  ];
  if (registration.refusalReason) rows.push([t("field.refusalReason"), registration.refusalReason]);
  if (registration.reviewed) rows.push([t("field.reviewed"), t("registration.reviewedBy", { when: registration.reviewed, name: registration.reviewedBy ?? t("registration.commandLine") })]);
  return (
    <div className="page max-w-3xl">
      <p>
        <Link to="/office/registrations" className="text-brand-dark underline">
          {t("registration.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{registration.companyName}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`registration.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {official ? (
        <p className="mt-6">{t("registration.officialNote")}</p>
      ) : (
        <>
          <section aria-labelledby="approve-heading" className="mt-8">
            <h2 id="approve-heading" className="text-lg font-semibold">
              {t("registration.approveHeading")}
            </h2>
            <p className="mt-1 text-gray-700">{registration.emailConfirmed ? t("registration.approveHint") : t("registration.approveUnconfirmedHint")}</p>
            <Form method="post" action={address} className="mt-3">
              <button type="submit" name="intent" value="approve" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
                {t("registration.approve")}
              </button>
            </Form>
          </section>
          <section aria-labelledby="refuse-heading" className="mt-8">
            <h2 id="refuse-heading" className="text-lg font-semibold">
              {registration.state === "refused" ? t("registration.refuseAgainHeading") : t("registration.refuseHeading")}
            </h2>
            {form.errors ? (
              <p id={form.errorId} className="mt-2 font-medium text-red-700">
                {form.errors.map((message) => messageText(t, message)).join(" ")}
              </p>
            ) : null}
            <Form method="post" action={address} className="mt-3" {...form.props}>
              <Textarea field={fields.reason} label={t("registration.reason")} hint={t("registration.reasonHint", { max: REASON_MAX })} maxLength={REASON_MAX} rows={4} />
              <button type="submit" name="intent" value="refuse" disabled={busy} className="mt-3 rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
                {t("registration.refuse")}
              </button>
            </Form>
          </section>
        </>
      )}
      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t("registration.history")}
        </h2>
        {registration.history.length === 0 ? (
          <p className="mt-2">{t("registration.noHistory")}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {registration.history.map((entry, index) => (
              <li key={index}>
                {t(`registration.event.${entry.action === "registration.approve" ? "approve" : "refuse"}`, { when: entry.when, name: entry.by ?? t("registration.commandLine") })}
                {entry.reason ? ` – ${entry.reason}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
