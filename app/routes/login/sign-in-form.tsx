import { Checkbox, ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { Translate } from "~/i18n/translator";
import { useTranslation } from "~/i18n/react";
import type { SignInActionData } from "./sign-in.server";

type Props = {
  /** The form's action path: /login or /salesman/login. */
  action: string;
  heading: string;
  /** A line under the heading saying who the door is for (the office sign-in). */
  intro?: string;
  redirectTo: string;
  rememberedEmail: string;
  /** The challenge of the page as loaded; a rejected attempt brings a new one. */
  challenge: string;
  /** A link to the other login, under the form. */
  otherLogin: { to: string; label: string };
  /** Further ways on under the form (the shop login: forgotten password, open an account). */
  moreLinks?: readonly { to: string; label: string }[];
};

type SignInFields = { email: string; password: string; code: string; keepAccount: string | undefined };

const NEXT_LINKS = {
  confirmEmail: { to: "/confirmEmail", key: "login.resendConfirmation" },
  salesmanLogin: { to: "/salesman/login", key: "login.toSalesmanLogin" },
  shopLogin: { to: "/login", key: "login.toShopLogin" },
} as const;

const secondaryButton = "rounded border border-gray-500 px-3 py-1.5 text-sm font-medium text-gray-900 hover:bg-gray-100 disabled:opacity-60";

/**
 * The sign-in form of both logins: email, password, verification code (a picture, or a code sent by
 * email instead), keep account. Works without JavaScript: "new picture" and "email me a code" are
 * submit buttons of the same form (their intent says which).
 */
export function SignInForm({ action, heading, intro, redirectTo, rememberedEmail, challenge, otherLogin, moreLinks = [] }: Props) {
  const actionData = useActionData<SignInActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [form, fields] = useServerForm<SignInFields>({
    id: "login",
    reply: actionData?.result,
    defaultValue: { email: rememberedEmail, keepAccount: rememberedEmail ? "on" : undefined },
  });
  const busy = navigation.state === "submitting";
  const current = actionData?.challenge ?? challenge;
  const emailed = actionData?.emailed ?? false;
  const withCount: Translate = (key) => t(key, { count: actionData?.retryMinutes ?? 1 });
  const next = actionData?.next ? NEXT_LINKS[actionData.next] : null;
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className={intro ? "mb-2 text-2xl font-bold" : "mb-6 text-2xl font-bold"}>{heading}</h1>
      {intro ? <p className="mb-6 text-gray-700">{intro}</p> : null}
      <ErrorSummary errors={summaryErrors(form, withCount)} />
      {next ? (
        <p className="mb-6">
          <Link to={next.to} className="font-semibold text-brand-dark underline">
            {t(next.key)}
          </Link>
        </p>
      ) : null}
      {actionData?.codeSentTo ? (
        <p role="status" className="mb-6 rounded border-2 border-green-700 bg-green-50 p-3 text-green-900">
          {t("login.codeSent", { email: actionData.codeSentTo })}
        </p>
      ) : null}
      <Form method="post" action={action} {...form.props}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="challenge" value={current} />
        <Field field={fields.email} label={t("login.email")} type="email" autoComplete="username" maxLength={254} />
        <Field field={fields.password} label={t("login.password")} type="password" autoComplete="current-password" maxLength={200} />
        <fieldset className="mb-4 rounded border border-gray-300 p-3">
          <legend className="px-1 font-medium">{t("login.codeLegend")}</legend>
          {emailed ? null : (
            <img
              key={`picture-${current}`}
              src={`/login/code.png?key=${encodeURIComponent(current)}`}
              alt={t("login.codePicture")}
              width={200}
              height={64}
              className="mb-2 rounded border border-gray-300"
            />
          )}
          {/* Keyed by the challenge: a new challenge starts with an empty code field. */}
          <Field
            key={`code-${current}`}
            field={fields.code}
            label={t("login.code")}
            hint={emailed ? t("login.emailedCodeHint") : t("login.codeHint")}
            autoComplete="one-time-code"
            maxLength={64}
          />
        </fieldset>
        <div className="mb-6 flex items-center gap-2">
          <Checkbox field={fields.keepAccount} />
          <label htmlFor={fields.keepAccount.id}>{t("login.keepAccount")}</label>
        </div>
        <button
          type="submit"
          name="intent"
          value="signIn"
          disabled={busy}
          className="w-full rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
        {/*
          Enter in a field presses the form's first submit button, so "sign in" comes before the
          code's buttons in the page as on screen (no hidden default button, which a text browser
          shows as a stray word; decision 0086).
        */}
        <div className="mt-6 rounded border border-gray-300 p-3">
          <p className="text-sm text-gray-700">{t("login.emailCodeHelp")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" name="intent" value="newPicture" formNoValidate disabled={busy} className={secondaryButton}>
              {t("login.newPicture")}
            </button>{" "}
            <button type="submit" name="intent" value="emailCode" formNoValidate disabled={busy} className={secondaryButton}>
              {t("login.emailCode")}
            </button>
          </div>
        </div>
      </Form>
      <ul className="mt-6 space-y-2 text-center">
        {[...moreLinks, otherLogin].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-dark underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
