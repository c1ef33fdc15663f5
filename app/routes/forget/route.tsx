import { ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { Honeypot, isBot } from "~/components/ui/honeypot";
import { EMAIL_MAX_LENGTH, titleMeta } from "~/chunks/shell";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { requestPasswordReset } from "~/services/identity/password-reset.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { forgetSchema } from "./schema.server";

export const meta = titleMeta;
export const handle = { i18n: ["password", "register"] };

/** Reset requests per client address, and per email address, each hour (decision 0015). */
const PER_ADDRESS = { limit: 10, windowSeconds: 60 * 60 };
const PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };

const SENT = "/forget?sent=1";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return { title: await pageTitle(request, context, sent ? "password:forget.sentTitle" : "password:forget.title"), sent };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (isBot(formData)) return redirect(SENT);
  const submission = parseWithZod(formData, { schema: forgetSchema });
  if (submission.status !== "success") {
    return refuseForm(context, submission);
  }
  const perAddress = await hit(rateLimitKey("forget-ip", context.clientIp), PER_ADDRESS);
  if (!perAddress.allowed) {
    return refuseForm(context, submission, { formErrors: ["password:rateLimited"], status: 429, headers: { "Retry-After": String(perAddress.retryAfterSeconds) } });
  }
  // Counted whether or not the email has an account; over the limit nothing is sent, the answer is the same.
  const perEmail = await hit(rateLimitKey("forget-email", submission.value.email), PER_EMAIL);
  if (perEmail.allowed) await requestPasswordReset(submission.value.email, context.brand);
  return redirect(SENT);
}

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
