import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isBot } from "~/components/ui/honeypot";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { requestPasswordReset } from "~/services/identity/password-reset.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { forgetSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
