import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom, withNotice } from "~/domain/notices";
import { formatCount } from "~/domain/money";
import { hasControlCharacters } from "~/domain/plain-text";
import { requireActor } from "~/services/identity/actor.server";
import { RETURN_TRACKING_MAX, parseReturnId, returnDetail, setReturnTracking } from "~/services/ordering/returns.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const notFound = async (request: Request, context: AppLoadContext) => data({ title: await pageTitle(request, context, "orders:returns.notFound") }, { status: 404 });

/** The return's id of the address, or a 404 (non-numeric, missing, out of range). */
async function returnIdOf(request: Request, context: AppLoadContext): Promise<number> {
  const id = parseReturnId(new URL(request.url).searchParams.get("id"));
  if (id === null) throw await notFound(request, context);
  return id;
}

/** One return of the acting account with its lines; another account's is a 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const id = await returnIdOf(request, context);
  const found = await returnDetail({ accountId: actor.accountId, id, lng });
  if (!found) throw await notFound(request, context);
  const zone = timeZoneForCountry(actor.countryCode);
  const when = (date: Date | null) => (date ? { text: formatDateTime(date.toISOString(), lng, zone), iso: date.toISOString() } : null);
  return {
    title: await pageTitle(request, context, "orders:returns.detailTitle", { returnNumber: found.returnNumber }),
    notice: noticeFrom("returnRecord", new URL(request.url).search),
    id: found.id,
    returnNumber: found.returnNumber,
    orderNumber: found.orderNumber,
    state: found.state,
    trackingNumber: found.trackingNumber,
    created: when(found.createdAt)!,
    completed: when(found.completedAt),
    lines: found.lines.map((line) => ({ ...line, returned: formatCount(line.returned, lng), ordered: formatCount(line.ordered, lng) })),
  };
}

export const trackingSchema = z.object({
  trackingNumber: z
    .string({ error: "orders:returns.errors.trackingRequired" })
    .trim()
    .min(1, "orders:returns.errors.trackingRequired")
    .max(RETURN_TRACKING_MAX, "orders:returns.errors.trackingTooLong")
    .refine((text) => !hasControlCharacters(text), "orders:returns.errors.controlCharacters"),
});

/** The buyer enters or corrects the tracking number of his parcel while the return is `returning`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = await returnIdOf(request, context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: trackingSchema });
  // Another account's return is not found, whatever was posted.
  if (!(await returnDetail({ accountId: actor.accountId, id, lng: "en" }))) throw await notFound(request, context);
  if (submission.status !== "success") return refuseForm(context, submission);
  const result = await setReturnTracking(actor, id, submission.value.trackingNumber);
  if (result.ok) return redirect(withNotice(`/order/returnDetail?id=${id}`, "returnRecord", "trackingSaved"));
  if (result.problem === "notFound") throw await notFound(request, context);
  return refuseForm(context, submission, { formErrors: ["orders:returns.errors.completed"], status: 409 });
}
