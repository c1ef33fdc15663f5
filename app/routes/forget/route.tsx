import { ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { Honeypot } from "~/components/ui/honeypot";
import { EMAIL_MAX_LENGTH, titleMeta } from "~/chunks/shell";
import type { forgetSchema } from "./schema.server";
import type { loader, action } from "./forgotten-password.server";

export { action, loader } from "./forgotten-password.server";

export const meta = titleMeta;
export const handle = { i18n: ["password", "register"] };

export default function ForgetPage() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("password");
  // Field messages are keys of the common namespace or carry their own namespace prefix.
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof forgetSchema>>({ id: "forget", reply: lastResult });
  if (sent) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t("forget.sentHeading")}</h1>
        <p className="mb-4">{t("forget.sentBody")}</p>
        <p className="mb-8">{t("forget.sentSpam")}</p>
        <Link to="/login" className="font-medium text-brand-dark underline">
          {t("backToSignIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t("forget.heading")}</h1>
      <p className="mb-6 text-gray-700">{t("forget.intro")}</p>
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <Form method="post" {...form.props}>
        <Honeypot label={t("register:honeypot")} />
        <Field field={fields.email} label={t("register:field.email.label")} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="w-full rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t("forget.submit")}
        </button>
      </Form>
      <p className="mt-6">
        <Link to="/login" className="font-medium text-brand-dark underline">
          {t("backToSignIn")}
        </Link>
      </p>
    </div>
  );
}
