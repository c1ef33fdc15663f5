import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorSummary } from "~/components/ui/error-summary";
import { replyErrors } from "~/components/ui/form-errors";
import { StatusNotice, useNotice } from "~/components/ui/status-notice";
import { COMPANY_NAME_MAX, CONTACT_NOTE_MAX, OTHER_DATA_MAX, SHOP_URL_MAX } from "~/domain/api-access";
import { timeZoneForCountry } from "~/domain/date-time";
import { applicantProblem } from "~/services/api-access/applicant.server";
import { apiApplicationOf } from "~/services/api-access/applications.server";
import { requireActor } from "~/services/identity/actor.server";
import type { FormReply } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleMeta } from "~/utils/meta";
import { ApplicationForm, fieldIdOf } from "./application-form";
import { runIntent } from "./intents.server";
import { Answers, Credentials, DOCS_PATH, NewSecret, RotateConfirm, StateBlock } from "./parts";
import { type Applicant, type SecretShown, formIntent } from "./view";
import { applicationView } from "./view.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "apiaccess"] };

/** The answer that shows a new secret says no-store itself (the shop's default is private, no-store too). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const own = actionHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own } : new Headers();
};

/**
 * GET /account/apiApplication (decision 0107): the acting account's application for API access
 * to this host's brand, its state, and what the buyer may do in it. A salesman acting for the
 * client sees the state and the answers, never a form or a secret; an account not yet approved
 * sees why it cannot apply. `?confirm=rotate` is the rotation's confirmation step.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const application = await apiApplicationOf(actor.accountId, context.brand.key);
  const view = application ? applicationView(application, { lng, timeZone: timeZoneForCountry(actor.countryCode) }) : null;
  const applicant: Applicant = applicantProblem(actor) ?? "buyer";
  const confirmRotate = applicant === "buyer" && view?.secret != null && new URL(request.url).searchParams.get("confirm") === "rotate";
  return {
    title: await pageTitle(request, context, "apiaccess:title"),
    brand: context.brand.name,
    tenantId: context.brand.tenantId,
    applicant,
    application: view,
    confirmRotate,
    limits: { companyName: COMPANY_NAME_MAX, shopUrl: SHOP_URL_MAX, otherData: OTHER_DATA_MAX, contactNote: CONTACT_NOTE_MAX },
  };
}

/** POST: submit, edit, resubmit; createSecret, rotateSecret (intents.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  return runIntent(actor, context, await request.formData());
}

const isSecret = (answer: unknown): answer is { secret: SecretShown } => typeof answer === "object" && answer !== null && "secret" in answer;

export default function ApiApplicationPage() {
  const { brand, tenantId, applicant, application, confirmRotate, limits } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("apiaccess");
  const notice = useNotice("apiApplication");
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
