import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { withNotice } from "~/domain/notices";
import { requireBuyerSide } from "~/services/identity/actor.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { changePassword } from "~/services/identity/password-reset.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { changeSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

/** Attempts per account and hour: guessing the current password from a left-open session is slow. */
const ATTEMPTS = { limit: 10, windowSeconds: 60 * 60 };

/** The signed-in person's own password (a salesman's office account, not the client's). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireBuyerSide(request, context);
  return { title: await pageTitle(request, context, "password:change.title") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
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
