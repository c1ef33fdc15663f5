import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import type { StaffDecision } from "~/services/api-access/applications.server";
import { requireStaff } from "~/services/identity/staff.server";
import { apiApplicationDetails, decideApiApplication } from "~/services/office/api-applications.server";
import { idOrNotFound, noticeIn, notFound, reasonSchema } from "~/services/office/queue-routes.server";
import { brandByKey } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const NOT_FOUND = "office:apiApplication.notFound";
const addressOf = (id: number) => `/office/api/${id}`;

const applicationIdOf = (request: Request, context: LoaderFunctionArgs["context"], raw: string | undefined) => idOrNotFound(request, context, raw, NOT_FOUND);

/** What the redirect after a decision says (`?notice=`), read here from a fixed list (decision 0104's budget). */
const NOTICES = ["review", "approve", "refuse", "revoke"] as const satisfies readonly StaffDecision[];
const noticeOf = (url: URL) => noticeIn(url, NOTICES);

/** One application: the answers, the buyer, the brand, the credentials' state and the history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "api");
  const id = await applicationIdOf(request, context, params.id);
  const found = await apiApplicationDetails(id);
  if (!found) throw await notFound(request, context, NOT_FOUND);
  const lng = await getLanguage(request, context);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng, "UTC") : null);
  const regions = new Intl.DisplayNames([LANGUAGE_TAGS[lng]], { type: "region" });
  return {
    title: await pageTitle(request, context, "office:apiApplication.title", { company: found.companyName }),
    notice: noticeOf(new URL(request.url)),
    application: {
      ...found,
      brandName: brandByKey(found.brandKey)?.name ?? found.brandKey,
      country: regions.of(found.countryCode) ?? found.countryCode,
      submitted: when(found.submittedAt)!,
      decided: when(found.decidedAt),
      secret: found.secret ? { hint: found.secret.hint, created: when(found.secret.createdAt.toISOString())! } : null,
      history: found.history.map((entry) => ({ ...entry, when: when(entry.at)! })),
    },
  };
}

/**
 * Take under review, approve (the client id is issued; the buyer creates the secret, decision
 * 0107), refuse with a note, revoke with a reason: each recorded with the staff member, audited and
 * mailed to the buyer (decideApplication, as `npm run api-access`).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "api");
  const id = await applicationIdOf(request, context, params.id);
  const form = await request.formData();
  const decide = async (decision: StaffDecision) => {
    const needsReason = decision === "refuse" || decision === "revoke";
    const submission = parseWithZod(form, { schema: needsReason ? reasonSchema : reasonSchema.partial() });
    if (submission.status !== "success") return refuseForm(context, submission);
    const outcome = await decideApiApplication(staff, id, decision, needsReason ? (submission.value.reason ?? null) : null);
    switch (outcome.status) {
      case "done":
        return redirect(`${addressOf(id)}?notice=${decision}`);
      case "wrongState":
        return refuseForm(context, submission, { formErrors: [`office:apiApplication.errors.wrongState.${decision}`], status: 409 });
      case "unofficial":
        return refuseForm(context, submission, { formErrors: ["office:apiApplication.errors.unofficial"], status: 409 });
      case "reasonMissing":
      case "reasonTooLong":
        return refuseForm(context, submission, { fieldErrors: { reason: ["office:queue.errors.reasonRequired"] } });
      default:
        throw await notFound(request, context, NOT_FOUND);
    }
  };
  return dispatchIntent(
    context,
    form,
    { review: () => decide("review"), approve: () => decide("approve"), refuse: () => decide("refuse"), revoke: () => decide("revoke") },
    "office:apiApplication.errors.invalid",
  );
}
