import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { type StaffChangeOutcome, changeStaffRole, setStaffDisabled, staffAccountOf } from "~/services/office/staff-accounts.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { roleSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

type Context = LoaderFunctionArgs["context"];

const notFound = async (request: Request, context: Context) => data({ title: await pageTitle(request, context, "office:staff.notFound") }, { status: 404 });

/** The account id of the address: a whole number in range, else the page is not found. */
async function accountIdOf(request: Request, context: Context, raw: string | undefined): Promise<number> {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw await notFound(request, context);
  return id;
}

const addressOf = (accountId: number) => `/office/staff/${accountId}`;

/** What the redirect after a change says (`?notice=`), read here from a fixed list (decision 0104's budget). */
const NOTICES = ["roleChanged", "disabled", "enabled", "unchanged"] as const;
const noticeOf = (url: URL) => NOTICES.find((key) => key === url.searchParams.get("notice")) ?? null;

/** One staff account: its details, its role, disabled or not. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, context, "staff");
  const accountId = await accountIdOf(request, context, params.accountId);
  const account = await staffAccountOf(accountId);
  if (!account) throw await notFound(request, context);
  const lng = await getLanguage(request, context);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng, "UTC") : null);
  return {
    title: await pageTitle(request, context, "office:staff.accountTitle", { name: account.fullName }),
    notice: noticeOf(new URL(request.url)),
    self: admin.accountId === accountId,
    account: { ...account, disabled: when(account.disabledAt), lastSignIn: when(account.lastSignInAt), created: when(account.createdAt) },
  };
}

/** The refusals of a change: not one's own account (409), not the last enabled administrator (409). */
const REFUSED = { self: "office:staff.errors.self", lastAdmin: "office:staff.errors.lastAdmin" } as const;

/** Change role, disable, enable: each audited with before and after (decision 0112). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request, context, "staff");
  const accountId = await accountIdOf(request, context, params.accountId);
  const form = await request.formData();
  const answer = async (outcome: StaffChangeOutcome, submission: Parameters<typeof refuseForm>[1]) => {
    if (outcome.status === "unknown") throw await notFound(request, context);
    if (outcome.status === "self" || outcome.status === "lastAdmin") return refuseForm(context, submission, { formErrors: [REFUSED[outcome.status]], status: 409 });
    return redirect(`${addressOf(accountId)}?notice=${outcome.status}`);
  };
  const toggle = (disabled: boolean) => async () => {
    const submission = parseWithZod(form, { schema: roleSchema.partial() });
    return answer(await setStaffDisabled({ adminId: admin.accountId, accountId, disabled }), submission);
  };
  return dispatchIntent(
    context,
    form,
    {
      changeRole: async () => {
        const submission = parseWithZod(form, { schema: roleSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        return answer(await changeStaffRole({ adminId: admin.accountId, accountId, role: submission.value.role }), submission);
      },
      disable: toggle(true),
      enable: toggle(false),
    },
    "office:staff.errors.invalid",
  );
}
