import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { withNotice } from "~/domain/notices";
import { peekToken } from "~/services/identity/email-tokens.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { resetPassword } from "~/services/identity/password-reset.server";
import { resetSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
