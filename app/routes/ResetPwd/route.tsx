import { ErrorSummary, summaryErrors, useServerForm } from "~/chunks/forms";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { NewPasswordFields, SubmitButton } from "~/components/account/new-password-fields";
import { titleMeta, withNotice } from "~/chunks/shell";
import { peekToken } from "~/services/identity/email-tokens.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { resetPassword } from "~/services/identity/password-reset.server";
import { resetSchema } from "./schema.server";

export const meta = titleMeta;
export const handle = { i18n: ["password"] };

const HIDDEN = ["newPassword", "confirmPassword"];

/** The link is checked here (a clear page when it is no good) and again when the form is sent. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = (await peekToken(token, "reset_password")) !== null;
  return { title: await pageTitle(request, context, valid ? "password:reset.title" : "password:reset.invalidTitle"), valid, token: valid ? token : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: resetSchema });
  if (submission.status !== "success") {
    return refuseForm(context, submission, { hideFields: HIDDEN });
  }
  if (!(await resetPassword(submission.value.token, submission.value.newPassword, context.brand.name))) {
    return refuseForm(context, submission, { formErrors: ["password:reset.invalidBody"], hideFields: HIDDEN });
  }
  return redirect(withNotice("/login", "shell", "passwordReset"));
}

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
