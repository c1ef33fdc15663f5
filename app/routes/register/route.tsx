import { ErrorSummary, Field, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, titleMeta } from "~/chunks/shell";
import { NAME_MAX_LENGTH, TELEPHONE_MAX_LENGTH } from "~/domain/registration";
import { Honeypot } from "~/components/ui/honeypot";
import type { registerSchema } from "./schema.server";
import type { action, loader } from "./registration.server";

export { action, loader } from "./registration.server";

export const meta = titleMeta;
export const handle = { i18n: ["register", "password"] };

export default function RegisterPage() {
  const { countries } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("register");
  // Field messages are keys of the common namespace or carry their own namespace prefix.
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof registerSchema>>({ id: "register", reply: lastResult });
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t("heading")}</h1>
      <p className="mb-6 text-gray-700">{t("intro")}</p>
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <Form method="post" {...form.props}>
        <Honeypot label={t("honeypot")} />
        <Field field={fields.companyName} label={t("field.companyName.label")} autoComplete="organization" maxLength={NAME_MAX_LENGTH} />
        <Field field={fields.fullName} label={t("field.fullName.label")} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        <Field field={fields.email} label={t("field.email.label")} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <Field
          field={fields.newPassword}
          label={t("field.password.label")}
          hint={t("password:rule.hint")}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <Field
          field={fields.confirmPassword}
          label={t("field.confirmPassword.label")}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <Select field={fields.country} label={t("field.country.label")} placeholder={t("field.country.placeholder")} options={countries} autoComplete="country" />
        {/* A national number is text: HTML's autofill allows only "tel" on a type="tel" input. */}
        <Field
          field={fields.telephone}
          label={t("field.telephone.label")}
          hint={t("field.telephone.hint")}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={TELEPHONE_MAX_LENGTH}
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? t("submitting") : t("submit")}
        </button>
      </Form>
      <p className="mt-6">
        {t("haveAccount")}{" "}
        <Link to="/login" className="font-medium text-brand-dark underline">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
