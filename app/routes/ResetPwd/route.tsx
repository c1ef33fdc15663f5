import { ErrorSummary, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { NewPasswordFields, SubmitButton } from "~/components/account/new-password-fields";
import { titleMeta } from "~/chunks/shell";
import type { resetSchema } from "./schema.server";
import type { action, loader } from "./reset-password.server";

export { action, loader } from "./reset-password.server";

export const meta = titleMeta;
export const handle = { i18n: ["password"] };

export default function ResetPasswordPage() {
  const { valid, token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("password");
  // Field messages are keys of the common namespace or carry their own namespace prefix.
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof resetSchema>>({ id: "reset", reply: lastResult });
  if (!valid) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t("reset.invalidHeading")}</h1>
        <p className="mb-6">{t("reset.invalidBody")}</p>
        <Link to="/forget" className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          {t("reset.newLink")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("reset.heading")}</h1>
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <Form method="post" {...form.props}>
        <input type="hidden" name="token" value={token ?? ""} />
        <NewPasswordFields newPassword={fields.newPassword} confirmPassword={fields.confirmPassword} />
        <SubmitButton pending={navigation.state === "submitting"} wide>
          {t("reset.submit")}
        </SubmitButton>
      </Form>
    </div>
  );
}
