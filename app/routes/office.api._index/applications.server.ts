import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { returnPathOf } from "~/domain/safe-redirect";
import { formatDate } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { listApiApplications, reviewApiApplications } from "~/services/office/api-applications.server";
import { idsParam, listAddress, wholeParam, withParams } from "~/services/office/queue-routes.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { querySchema, reviewSelectedSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const API_PATH = "/office/api";
const PAGE_SIZE = 25;
const NOTICE_PARAMS = ["done", "wrongState", "unknown"] as const;

/** API applications by tab (submitted and under review by default), of one brand or all, searched by company or e-mail; paged by links. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "api");
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listApiApplications({ tab: query.tab, q: query.q, brandKey: query.brand ?? null, page: query.page, pageSize: PAGE_SIZE });
  const lng = await getLanguage(request, context);
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), lng) : null);
  const brandName = new Map<string, string>(BRANDS.map((brand) => [brand.key, brand.name]));
  return {
    title: await pageTitle(request, context, "office:apiList.title"),
    tab: query.tab,
    brand: query.brand ?? "",
    brands: BRANDS.map((brand) => ({ key: brand.key, name: brand.name })),
    q: query.q,
    back: returnPathOf(request.url),
    notice: bulkNoticeOf(url),
    ...list,
    items: list.items.map((item) => ({ ...item, brandName: brandName.get(item.brandKey) ?? item.brandKey, submitted: day(item.submittedAt)!, decided: day(item.decidedAt) })),
  };
}

/** What "take under review" did (`?notice=bulkReviewed&done=N&wrongState=1,2&unknown=3`), read from whole numbers only. */
function bulkNoticeOf(url: URL) {
  if (url.searchParams.get("notice") !== "bulkReviewed") return null;
  return { done: wholeParam(url, "done"), wrongState: idsParam(url, "wrongState"), unknown: idsParam(url, "unknown") };
}

/** "Take under review": each ticked submitted application on its own; the list says how many were done and which were not, and why. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "api");
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      reviewSelected: async () => {
        const submission = parseWithZod(form, { schema: reviewSelectedSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const done = await reviewApiApplications(staff, submission.value.id);
        const notice = new URLSearchParams({ notice: "bulkReviewed", done: String(done.done) });
        for (const why of ["wrongState", "unknown"] as const) {
          const ids = done.refused.filter((each) => each.why === why).map((each) => each.id);
          if (ids.length > 0) notice.set(why, ids.join(","));
        }
        return redirect(withParams(listAddress(API_PATH, submission.value.back, NOTICE_PARAMS), notice));
      },
    },
    "office:apiList.errors.invalid",
  );
}
