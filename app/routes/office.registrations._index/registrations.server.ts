import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { returnPathOf, safeRedirect } from "~/domain/safe-redirect";
import { formatDate } from "~/domain/date-time";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import { requireStaff } from "~/services/identity/staff.server";
import { approveRegistrations, listRegistrations } from "~/services/office/registrations.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { bulkSchema, querySchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const REGISTRATIONS_PATH = "/office/registrations";
const PAGE_SIZE = 25;

/** Registrations by state (pending by default), searched by company, e-mail, VAT number or country; paged by links. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "registrations");
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listRegistrations({ state: query.state, q: query.q, page: query.page, pageSize: PAGE_SIZE });
  const lng = await getLanguage(request, context);
  const regions = new Intl.DisplayNames([LANGUAGE_TAGS[lng]], { type: "region" });
  return {
    title: await pageTitle(request, context, "office:registrations.title"),
    state: query.state,
    q: query.q,
    back: returnPathOf(request.url),
    notice: bulkNoticeOf(url),
    ...list,
    items: list.items.map((item) => ({ ...item, country: regions.of(item.countryCode) ?? item.countryCode, registered: formatDate(item.registeredAt.slice(0, 10), lng) })),
  };
}

/**
 * What "approve selected" did (`?notice=bulkApproved&approved=N&skipped=N`), read on the server
 * (the shell's notice registry stays as it is: decision 0104's budget). Only whole numbers are read.
 */
function bulkNoticeOf(url: URL): { approved: number; skipped: number } | null {
  if (url.searchParams.get("notice") !== "bulkApproved") return null;
  const whole = (name: string) => (/^\d{1,9}$/.test(url.searchParams.get(name) ?? "") ? Number(url.searchParams.get(name)) : 0);
  return { approved: whole("approved"), skipped: whole("skipped") };
}

/** The list the form was on (its state, search and page), without a previous notice; the list itself for anything else. */
function listAddress(back: string | undefined): string {
  const url = new URL(safeRedirect(back, REGISTRATIONS_PATH), "http://office.invalid");
  if (url.pathname !== REGISTRATIONS_PATH) return REGISTRATIONS_PATH;
  for (const name of ["notice", "approved", "skipped"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${REGISTRATIONS_PATH}${search ? `?${search}` : ""}`;
}

/** "Approve selected": each ticked registration approved on its own; the list says how many were done. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "registrations");
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      approveSelected: async () => {
        const submission = parseWithZod(form, { schema: bulkSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const done = await approveRegistrations({ staffId: staff.accountId, accountIds: submission.value.accountId });
        const list = listAddress(submission.value.back);
        const notice = new URLSearchParams({ notice: "bulkApproved", approved: String(done.approved.length), skipped: String(done.refused.length) });
        return redirect(`${list}${list.includes("?") ? "&" : "?"}${notice}`);
      },
    },
    "office:registrations.errors.invalid",
  );
}
