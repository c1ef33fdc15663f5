import { ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { NewPasswordFields, SubmitButton } from "~/components/account/new-password-fields";
import { titleMeta } from "~/chunks/shell";
import type { changeSchema } from "./schema.server";
import type { action } from "./change-password.server";

export { action, loader } from "./change-password.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "password"] };

export default function ChangePasswordPage() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("password");
  // Field messages are keys of the common namespace or carry their own namespace prefix.
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof changeSchema>>({ id: "change-password", reply: lastResult });
  return (
    <div className="max-w-md">
      <h1 className="mb-2 text-2xl font-bold">{t("change.heading")}</h1>
      <p className="mb-6 text-gray-700">{t("change.intro")}</p>
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <Form method="post" {...form.props}>
        <Field field={fields.currentPassword} label={t("field.currentPassword")} type="password" autoComplete="current-password" maxLength={200} />
        <NewPasswordFields newPassword={fields.newPassword} confirmPassword={fields.confirmPassword} />
        <SubmitButton pending={navigation.state === "submitting"}>{t("change.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
