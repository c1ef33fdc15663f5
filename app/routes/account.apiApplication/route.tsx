import type { HeadersFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { type FormReply, ErrorSummary, replyErrors } from "~/chunks/forms";
import { StatusNotice, titleMeta } from "~/chunks/shell";
import { ApplicationForm, fieldIdOf } from "./application-form";
import { Answers, Credentials, DOCS_PATH, NewSecret, RotateConfirm, StateBlock } from "./parts";
import { type SecretShown, formIntent } from "./view";
import type { action, loader } from "./api-application.server";

export { action, loader } from "./api-application.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "apiaccess"] };

/** The answer that shows a new secret says no-store itself (the shop's default is private, no-store too). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const own = actionHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own } : new Headers();
};

const isSecret = (answer: unknown): answer is { secret: SecretShown } => typeof answer === "object" && answer !== null && "secret" in answer;

export default function ApiApplicationPage() {
  const { brand, tenantId, applicant, application, confirmRotate, limits } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("apiaccess");
  const notice = useLoaderData<typeof loader>().notice;
  const busy = useNavigation().state === "submitting";
  const shown = isSecret(answer) ? answer.secret : null;
  const reply = answer && !isSecret(answer) ? (answer as FormReply) : null;
  const intent = applicant === "buyer" ? formIntent(application?.status ?? null) : null;
  const confirming = confirmRotate && !shown;
  return (
    <div className="max-w-3xl">
      <ErrorSummary errors={replyErrors(reply, t, fieldIdOf)} />
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="mt-2 text-gray-700">{t("intro", { brand })}</p>
      <p className="mt-2">
        <a href={DOCS_PATH} className="font-medium text-brand-dark underline">
          {t("credentials.docs")}
        </a>{" "}
        <span className="text-gray-700">{t("credentials.docsHint")}</span>
      </p>
      {notice && !reply ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      {shown ? <NewSecret secret={shown} /> : null}
      <section aria-labelledby="api-state-heading" className="mt-6">
        <h2 id="api-state-heading" className="text-xl font-semibold">
          {t("state.heading")}
        </h2>
        <div className="mt-2">
          <StateBlock application={application} brand={brand} />
        </div>
        {applicant !== "buyer" ? <p className="mt-3 font-medium">{t(`refused.${applicant}`)}</p> : null}
      </section>
      {confirming && application?.secret ? <RotateConfirm secret={application.secret} busy={busy} /> : null}
      {application?.status === "approved" ? <Credentials application={application} tenantId={tenantId} applicant={applicant} confirming={confirming} busy={busy} /> : null}
      {application && intent === null ? <Answers application={application} /> : null}
      {intent ? <ApplicationForm intent={intent} application={application} reply={reply} limits={limits} busy={busy} /> : null}
    </div>
  );
}
