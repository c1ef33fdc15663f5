import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { withNotice } from "~/domain/notices";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { confirmEmail, requestConfirmationLink } from "~/services/identity/registration.server";
import { peekToken } from "~/services/identity/email-tokens.server";
import { confirmSchema, resendSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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

export async function confirm(formData: FormData, context: ActionFunctionArgs["context"]) {
  const submission = parseWithZod(formData, { schema: confirmSchema });
  const accountId = submission.status === "success" ? await confirmEmail(submission.value.token) : null;
  if (accountId === null) return refuseForm(context, submission, { formErrors: ["register:invalid.body"] });
  return redirect("/successTips");
}

export async function resend(formData: FormData, context: ActionFunctionArgs["context"]) {
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
