import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { replyValue } from "~/chunks/forms";
import { titleMeta, withNotice } from "~/chunks/shell";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { confirmEmail, requestConfirmationLink } from "~/services/identity/registration.server";
import { peekToken } from "~/services/identity/email-tokens.server";
import { ResendForm } from "./resend-form";
import { confirmSchema, resendSchema } from "./schema.server";

export const meta = titleMeta;
export const handle = { i18n: ["register"] };

/** New links per client address, and per email address, each hour (decision 0014). */
const RESEND_PER_ADDRESS = { limit: 10, windowSeconds: 60 * 60 };
const RESEND_PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };

/**
 * GET with a token shows a button: mail scanners that open links must not confirm the address
 * (decision 0014). GET without a token, or with one that is no good, offers a new link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const state = token === null ? "request" : (await peekToken(token, "confirm_email")) !== null ? "confirm" : "invalid";
  const titleKey = state === "confirm" ? "register:confirm.title" : state === "invalid" ? "register:invalid.title" : "register:resend.title";
  return { title: await pageTitle(request, context, titleKey), state, token: state === "confirm" ? token : null };
}

/** Two buttons: confirm (with the token) and ask for a new link (with the email address). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  return dispatchIntent(context, formData, { confirm: (form) => confirm(form, context), resend: (form) => resend(form, context) }, "register:invalid.body");
}

async function confirm(formData: FormData, context: ActionFunctionArgs["context"]) {
  const submission = parseWithZod(formData, { schema: confirmSchema });
  const accountId = submission.status === "success" ? await confirmEmail(submission.value.token) : null;
  if (accountId === null) return refuseForm(context, submission, { formErrors: ["register:invalid.body"] });
  return redirect("/successTips");
}

async function resend(formData: FormData, context: ActionFunctionArgs["context"]) {
  const submission = parseWithZod(formData, { schema: resendSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const perAddress = await hit(rateLimitKey("confirm-resend-ip", context.clientIp), RESEND_PER_ADDRESS);
  if (!perAddress.allowed) {
    return refuseForm(context, submission, { formErrors: ["register:rateLimited"], status: 429, headers: { "Retry-After": String(perAddress.retryAfterSeconds) } });
  }
  // Counted for every address, known or not; over the limit nothing is sent, and the answer stays the same.
  const perEmail = await hit(rateLimitKey("confirm-resend-email", submission.value.email), RESEND_PER_EMAIL);
  if (perEmail.allowed) await requestConfirmationLink(submission.value.email, context.brand);
  return redirect(withNotice("/successEmail", "shell", "linkSent"));
}

export default function ConfirmEmailPage() {
  const { state, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("register");
  const busy = navigation.state === "submitting";
  // A refused resend keeps its form; any other refusal (the confirm button) means the link is no good.
  const resendReply = replyValue(actionData, "intent") === "resend" ? actionData : null;
  const confirmRefused = actionData !== undefined && resendReply === null;
  const failed = confirmRefused || state === "invalid";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      {state === "confirm" && !failed ? (
        <>
          <h1 className="mb-4 text-2xl font-bold">{t("confirm.heading")}</h1>
          <p className="mb-6">{t("confirm.body")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token ?? ""} />
            <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
              {t("confirm.submit")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold">{failed ? t("invalid.heading") : t("resend.heading")}</h1>
          {/* A refused confirmation is announced: the page changed in answer to the button. */}
          <p className="mb-6" role={confirmRefused ? "alert" : undefined}>
            {failed ? t("invalid.body") : t("resend.body")}
          </p>
          <ResendForm lastResult={resendReply} busy={busy} />
        </>
      )}
    </div>
  );
}
