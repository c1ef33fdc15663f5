import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Checkbox, Field } from "~/components/ui/field";
import { summaryErrors } from "~/components/ui/form-errors";
import { safeRedirect } from "~/domain/safe-redirect";
import { authenticator, getViewer } from "~/services/auth.server";
import { pageTitle } from "~/services/page.server";
import { createSession, deleteSession, keepAccountCookie, readSessionToken, sessionCookie } from "~/services/session.server";
import { titleMeta } from "~/utils/meta";
import { loginSchema } from "./schema";
import type { z } from "zod";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), context.brand.homeRoute);
  if (await getViewer(request, context)) throw redirect(redirectTo);
  const remembered: unknown = await keepAccountCookie.parse(request.headers.get("Cookie"));
  return {
    title: await pageTitle(request, context, "login.title"),
    redirectTo,
    rememberedEmail: typeof remembered === "string" ? remembered : "",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    context.formFailed = true;
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const signedIn = await authenticator.authenticate("form", request);
  if (!signedIn) {
    context.formFailed = true;
    return data(submission.reply({ formErrors: ["login.invalidCredentials"], hideFields: ["password"] }), { status: 400 });
  }
  // Sign-in rotates the session: a token held before (perhaps planted) is discarded.
  const previous = await readSessionToken(request);
  if (previous) await deleteSession(previous);
  const token = await createSession(signedIn);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie().serialize(token));
  headers.append(
    "Set-Cookie",
    submission.value.keepAccount
      ? await keepAccountCookie.serialize(submission.value.email)
      : await keepAccountCookie.serialize("", { maxAge: 0 }),
  );
  return redirect(safeRedirect(submission.value.redirectTo, context.brand.homeRoute), { headers });
}

export default function LoginPage() {
  const { redirectTo, rememberedEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    id: "login",
    lastResult,
    defaultValue: { email: rememberedEmail, keepAccount: rememberedEmail ? "on" : undefined },
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("login.heading")}</h1>
      <ErrorSummary errors={summaryErrors(form, t)} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.email} label={t("login.email")} type="email" autoComplete="username" maxLength={254} />
        <Field field={fields.password} label={t("login.password")} type="password" autoComplete="current-password" maxLength={200} />
        <div className="mb-6 flex items-center gap-2">
          <Checkbox field={fields.keepAccount} />
          <label htmlFor={fields.keepAccount.id}>{t("login.keepAccount")}</label>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
      </Form>
    </div>
  );
}
