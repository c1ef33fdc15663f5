import { ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { NewPasswordFields, SubmitButton } from "~/components/account/new-password-fields";
import { titleMeta, withNotice } from "~/chunks/shell";
import { requireViewer } from "~/services/identity/actor.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { changePassword } from "~/services/identity/password-reset.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { changeSchema } from "./schema.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "password"] };

const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

/** Attempts per account and hour: guessing the current password from a left-open session is slow. */
const ATTEMPTS = { limit: 10, windowSeconds: 60 * 60 };

/** The signed-in person's own password (a salesman's office account, not the client's). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return { title: await pageTitle(request, context, "password:change.title") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: changeSchema });
  if (submission.status !== "success") {
    return refuseForm(context, submission, { hideFields: HIDDEN });
  }
  const attempts = await hit(rateLimitKey("password-change", String(viewer.accountId)), ATTEMPTS);
  if (!attempts.allowed) {
    return refuseForm(context, submission, { formErrors: ["password:rateLimited"], hideFields: HIDDEN, status: 429, headers: { "Retry-After": String(attempts.retryAfterSeconds) } });
  }
  const result = await changePassword({
    accountId: viewer.accountId,
    sessionId: viewer.sessionId,
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.newPassword,
    brandName: context.brand.name,
  });
  if (!result.ok) {
    return refuseForm(context, submission, { fieldErrors: { currentPassword: ["password:rule.currentWrong"] }, hideFields: HIDDEN });
  }
  return redirect(withNotice("/account/password", "shell", "passwordChanged"));
}

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
