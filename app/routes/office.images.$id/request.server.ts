import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import { requireStaff } from "~/services/identity/staff.server";
import { decideImageRequest, imageRequestOf } from "~/services/office/image-requests.server";
import { idOf, notFound, reasonSchema } from "~/services/office/queue-routes.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const NOT_FOUND = "office:image.notFound";
const addressOf = (id: number) => `/office/images/${id}`;

async function requestIdOf(request: Request, context: LoaderFunctionArgs["context"], raw: string | undefined): Promise<number> {
  const id = idOf(raw);
  if (id === null) throw await notFound(request, context, NOT_FOUND);
  return id;
}

/** What the redirect after a decision says (`?notice=`), read here from a fixed list (decision 0104's budget). */
const NOTICES = ["approved", "refused"] as const;
const noticeOf = (url: URL) => NOTICES.find((key) => key === url.searchParams.get("notice")) ?? null;

/** One request: the buyer, the company, the purpose and note, the dates, the account's other requests. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "images");
  const id = await requestIdOf(request, context, params.id);
  const found = await imageRequestOf(id);
  if (!found) throw await notFound(request, context, NOT_FOUND);
  const lng = await getLanguage(request, context);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng, "UTC") : null);
  const regions = new Intl.DisplayNames([LANGUAGE_TAGS[lng]], { type: "region" });
  const dated = <T extends { requestedAt: string; decidedAt: string | null }>(item: T) => ({ ...item, requested: when(item.requestedAt)!, decided: when(item.decidedAt) });
  return {
    title: await pageTitle(request, context, "office:image.title", { company: found.companyName }),
    notice: noticeOf(new URL(request.url)),
    imageRequest: { ...dated(found), country: regions.of(found.countryCode) ?? found.countryCode, others: found.others.map(dated) },
  };
}

/** Approve, or refuse with a reason the buyer reads on the download centre: each recorded with the staff member and audited. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "images");
  const id = await requestIdOf(request, context, params.id);
  const form = await request.formData();
  const decided = async (outcome: Awaited<ReturnType<typeof decideImageRequest>>, submission: Parameters<typeof refuseForm>[1]) => {
    if (outcome.status === "approved" || outcome.status === "refused") return redirect(`${addressOf(id)}?notice=${outcome.status}`);
    if (outcome.status === "notUnderReview") return refuseForm(context, submission, { formErrors: ["office:image.errors.notUnderReview"], status: 409 });
    throw await notFound(request, context, NOT_FOUND);
  };
  return dispatchIntent(
    context,
    form,
    {
      approve: async () => decided(await decideImageRequest(staff, id, "approve"), parseWithZod(form, { schema: reasonSchema.partial() })),
      refuse: async () => {
        const submission = parseWithZod(form, { schema: reasonSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        return decided(await decideImageRequest(staff, id, "refuse", submission.value.reason), submission);
      },
    },
    "office:image.errors.invalid",
  );
}
