import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { copyText } from "~/chunks/forms";
import { useHydrated } from "~/chunks/shell";
import type { Applicant, ApplicationView, SecretShown } from "./view";

const PAGE = "/account/apiApplication";
export const DOCS_PATH = "/api/v1.0/docs";

const TONE = {
  none: "border-gray-400 bg-gray-50 text-gray-900",
  submitted: "border-gray-400 bg-gray-50 text-gray-900",
  review: "border-amber-600 bg-amber-50 text-gray-900",
  approved: "border-green-700 bg-green-50 text-green-900",
  failed: "border-red-700 bg-red-50 text-red-900",
} as const;

/** The current state at the top of the page, in a sentence, with staff's note after a refusal. */
export function StateBlock({ application, brand }: { application: ApplicationView | null; brand: string }) {
  const { t } = useTranslation("apiaccess");
  const status = application?.status ?? "none";
  return (
    <div className={`rounded border-l-4 px-4 py-3 ${TONE[status]}`} data-api-application={status}>
      {application === null ? <p className="font-medium">{t("state.none", { brand })}</p> : null}
      {application && application.status !== "failed" ? <p className="font-medium">{t(`state.${application.status}`, { date: application.date })}</p> : null}
      {application?.status === "failed" ? (
        <>
          <p className="font-semibold">{t("state.failed")}</p>
          {application.reason ? <p className="mt-1">{t("state.reason", { reason: application.reason })}</p> : null}
          <p className="mt-1">{t("state.failedOn", { date: application.date })}</p>
        </>
      ) : null}
      {application && application.revision > 1 ? <p className="mt-1 text-sm">{t("state.revision", { revision: application.revision })}</p> : null}
    </div>
  );
}

/** The answers as sent, for the states where the form does not show them (approved, or a salesman's view). */
export function Answers({ application }: { application: ApplicationView }) {
  const { t } = useTranslation("apiaccess");
  const { answers } = application;
  const wanted = answers.dataWanted.map((item) => (item === "other" && answers.otherData ? `${t("form.data.other")}: ${answers.otherData}` : t(`form.data.${item}`))).join(", ");
  const rows: [string, string][] = [
    ["answers.companyName", answers.companyName],
    ["answers.shopUrl", answers.shopUrl],
    ["answers.enterpriseSize", t(`form.size.${answers.enterpriseSize}`)],
    ["answers.technicalStaff", t(answers.technicalStaff ? "form.yes" : "form.no")],
    ["answers.dataWanted", wanted],
    ["answers.contactNote", answers.contactNote || t("answers.none")],
  ];
  return (
    <section aria-labelledby="api-answers-heading" className="mt-8">
      <h2 id="api-answers-heading" className="text-xl font-semibold">
        {t("answers.heading")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{t(label)}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const buttonClass = "rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-brand disabled:opacity-60";

/**
 * An approved application's credentials: client id, tenant id, the data granted and the secret's
 * hint; "Create client secret" the first time, then "Rotate secret", which asks first (a page
 * state of its own, `?confirm=rotate`, so it needs no JavaScript; the button steps aside while the
 * confirmation is shown). Only the buyer gets the buttons.
 */
export function Credentials({ application, tenantId, applicant, confirming, busy }: { application: ApplicationView; tenantId: number; applicant: Applicant; confirming: boolean; busy: boolean }) {
  const { t } = useTranslation("apiaccess");
  const mono = "font-mono break-all";
  return (
    <section aria-labelledby="api-credentials-heading" className="mt-8">
      <h2 id="api-credentials-heading" className="text-xl font-semibold">
        {t("credentials.heading")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("credentials.clientId")}</dt>
        <dd className={mono} data-client-id>
          {application.clientId}
        </dd>
        <dt className="font-medium">{t("credentials.tenantId")}</dt>
        <dd className={mono} data-tenant-id>
          {tenantId}
        </dd>
        <dt className="font-medium">{t("credentials.scopes")}</dt>
        <dd>{application.scopes.length > 0 ? application.scopes.map((scope) => t(`credentials.scope.${scope}`)).join(", ") : t("credentials.noScopes")}</dd>
        <dt className="font-medium">{t("credentials.secret")}</dt>
        <dd data-secret-hint={application.secret?.hint ?? ""}>{application.secret ? t("credentials.secretHint", { hint: application.secret.hint, date: application.secret.date }) : t("credentials.noSecret")}</dd>
      </dl>
      {applicant === "buyer" && !confirming ? (
        application.secret ? (
          <Form method="get" action={PAGE} className="mt-4">
            <input type="hidden" name="confirm" value="rotate" />
            <button type="submit" className="rounded border-2 border-brand-dark px-4 py-2 font-semibold text-brand-dark hover:bg-gray-100">
              {t("credentials.rotate")}
            </button>
          </Form>
        ) : (
          <Form method="post" action={PAGE} className="mt-4">
            <button type="submit" name="intent" value="createSecret" disabled={busy} className={buttonClass}>
              {t("credentials.create")}
            </button>
          </Form>
        )
      ) : null}
      <p className="mt-4 text-gray-700">{t("credentials.changeData")}</p>
    </section>
  );
}

/** The rotation's confirmation: what ends, the button that does it, and the way back. */
export function RotateConfirm({ secret, busy }: { secret: NonNullable<ApplicationView["secret"]>; busy: boolean }) {
  const { t } = useTranslation("apiaccess");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="api-rotate-heading" className="mt-6 rounded border-2 border-red-700 p-4">
      <h2 id="api-rotate-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-yellow-400">
        {t("rotate.heading")}
      </h2>
      <p className="mt-2">{t("rotate.warning", { hint: secret.hint })}</p>
      <Form method="post" action={PAGE} className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="replacing" value={secret.id} />
        <button type="submit" name="intent" value="rotateSecret" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
          {t("rotate.confirm")}
        </button>
        <Link to={PAGE} className="font-medium text-brand-dark underline">
          {t("rotate.cancel")}
        </Link>
      </Form>
    </section>
  );
}

/**
 * The secret just made, shown this once: in a read-only field (selectable without JavaScript),
 * with "Copy secret" when JavaScript runs, and the warning that it will not be shown again.
 */
export function NewSecret({ secret }: { secret: SecretShown }) {
  const { t } = useTranslation("apiaccess");
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  const copy = async () => {
    const result = await copyText(secret.value, typeof navigator === "undefined" ? undefined : navigator.clipboard);
    setOutcome(result);
    const input = document.getElementById("api-new-secret");
    if (result === "failed" && input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  };
  return (
    <section aria-labelledby="api-secret-heading" className="mt-6 rounded border-2 border-green-700 bg-green-50 p-4" data-new-secret>
      <p role="status" className="font-medium text-green-900">
        {t(secret.rotated ? "secret.rotated" : "secret.created")}
      </p>
      <h2 id="api-secret-heading" className="mt-2 text-xl font-semibold">
        {t("secret.heading")}
      </h2>
      <p id="api-new-secret-warning" className="mt-1 font-medium">
        {t("secret.warning")}
      </p>
      <label htmlFor="api-new-secret" className="mt-3 block font-medium">
        {t("secret.label")}
      </label>
      <input
        id="api-new-secret"
        readOnly
        value={secret.value}
        aria-describedby="api-new-secret-warning"
        autoComplete="off"
        spellCheck={false}
        className="mt-1 block w-full rounded border border-gray-500 bg-white px-3 py-2 font-mono"
      />
      {hydrated ? (
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <button type="button" onClick={() => void copy()} className="rounded border border-gray-600 bg-white px-3 py-1 font-medium hover:bg-gray-100">
            {t("secret.copy")}
          </button>
          <span aria-live="polite" className={outcome === "failed" ? "font-medium text-red-700" : "text-green-900"}>
            {outcome === "copied" ? t("secret.copied") : outcome === "failed" ? t("secret.copyFailed") : ""}
          </span>
        </p>
      ) : null}
    </section>
  );
}
