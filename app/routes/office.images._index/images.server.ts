import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { returnPathOf } from "~/domain/safe-redirect";
import { formatDate } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { approveImageRequests, listImageRequests } from "~/services/office/image-requests.server";
import { idsParam, listAddress, wholeParam, withParams } from "~/services/office/queue-routes.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { approveSelectedSchema, querySchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const IMAGES_PATH = "/office/images";
const PAGE_SIZE = 25;
const NOTICE_PARAMS = ["approved", "notUnderReview", "unknown"] as const;

/** Requests for unwatermarked images by state (under review by default), searched by company or e-mail; paged by links. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "images");
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listImageRequests({ state: query.state, q: query.q, page: query.page, pageSize: PAGE_SIZE });
  const lng = await getLanguage(request, context);
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), lng) : null);
  return {
    title: await pageTitle(request, context, "office:images.title"),
    state: query.state,
    q: query.q,
    back: returnPathOf(request.url),
    notice: bulkNoticeOf(url),
    ...list,
    items: list.items.map((item) => ({ ...item, requested: day(item.requestedAt)!, decided: day(item.decidedAt) })),
  };
}

/**
 * What "approve selected" did (`?notice=bulkApproved&approved=N&notUnderReview=1,2&unknown=3`),
 * read on the server from whole numbers only (the shell's notice registry stays as it is: decision 0104's budget).
 */
function bulkNoticeOf(url: URL) {
  if (url.searchParams.get("notice") !== "bulkApproved") return null;
  return { approved: wholeParam(url, "approved"), notUnderReview: idsParam(url, "notUnderReview"), unknown: idsParam(url, "unknown") };
}

/** "Approve selected": each ticked request approved on its own; the list says how many were done and which were not, and why. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "images");
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      approveSelected: async () => {
        const submission = parseWithZod(form, { schema: approveSelectedSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const done = await approveImageRequests(staff, submission.value.id);
        const idsWhy = (why: string) => done.refused.filter((each) => each.why === why).map((each) => each.id).join(",");
        const notice = new URLSearchParams({ notice: "bulkApproved", approved: String(done.approved.length) });
        for (const why of ["notUnderReview", "unknown"]) if (idsWhy(why)) notice.set(why, idsWhy(why));
        return redirect(withParams(listAddress(IMAGES_PATH, submission.value.back, NOTICE_PARAMS), notice));
      },
    },
    "office:images.errors.invalid",
  );
}
