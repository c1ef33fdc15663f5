import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { createStaff, listStaff } from "~/services/office/staff-accounts.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { createSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const STAFF_PATH = "/office/staff";

/** The notice after a creation (`?notice=created`), read here from a fixed list (decision 0104's budget). */
const noticeOf = (url: URL) => (url.searchParams.get("notice") === "created" ? ("created" as const) : null);

/** Staff accounts (administrator only, decision 0112): every office account, and the form that creates one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "staff");
  const lng = await getLanguage(request, context);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng, "UTC") : null);
  return {
    title: await pageTitle(request, context, "office:staff.title"),
    notice: noticeOf(new URL(request.url)),
    staff: (await listStaff()).map((each) => ({ ...each, disabled: when(each.disabledAt), lastSignIn: when(each.lastSignInAt) })),
  };
}

/** Create: the account, its audit event and the password-reset mail in one transaction. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "staff");
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      create: async () => {
        const submission = parseWithZod(form, { schema: createSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const outcome = await createStaff({ adminId: admin.accountId, staff: submission.value, brandKey: context.brand.key });
        if (outcome.status === "emailTaken") return refuseForm(context, submission, { fieldErrors: { email: ["office:staff.errors.emailTaken"] }, status: 409 });
        return redirect(`${STAFF_PATH}?notice=created`);
      },
    },
    "office:staff.errors.invalid",
  );
}
