import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { formatDateTime } from "~/domain/date-time";
import { FALCON_LEVELS, FALCON_RATE_BP, levelFor } from "~/domain/falcon";
import { formatMoney } from "~/domain/money";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import { type FalconDecision, decideFalconApplication } from "~/services/falcon/programme.server";
import { requireStaff } from "~/services/identity/staff.server";
import { falconApplicationDetails } from "~/services/office/falcon-applications.server";
import { idOrNotFound, noticeIn, notFound, reasonSchema } from "~/services/office/queue-routes.server";
import { brandByKey } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const NOT_FOUND = "office:falconApplication.notFound";
const addressOf = (id: number) => `/office/falcon/${id}`;

const applicationIdOf = (request: Request, context: LoaderFunctionArgs["context"], raw: string | undefined) => idOrNotFound(request, context, raw, NOT_FOUND);

const NOTICES = ["review", "approve", "refuse"] as const satisfies readonly FalconDecision[];
const noticeOf = (url: URL) => noticeIn(url, NOTICES);

/** One application: the answers, the buyer, the account's purchases of the brand this year, its rate and the history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "falcon");
  const id = await applicationIdOf(request, context, params.id);
  const found = await falconApplicationDetails(id);
  if (!found) throw await notFound(request, context, NOT_FOUND);
  const lng = await getLanguage(request, context);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng, "UTC") : null);
  const regions = new Intl.DisplayNames([LANGUAGE_TAGS[lng]], { type: "region" });
  const percent = (bp: number) => new Intl.NumberFormat(LANGUAGE_TAGS[lng], { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);
  const { purchasesMinor, yearlyTargetMinor, ...rest } = found;
  return {
    title: await pageTitle(request, context, "office:falconApplication.title", { company: found.company }),
    notice: noticeOf(new URL(request.url)),
    levels: FALCON_LEVELS.map((level) => ({ level, rate: percent(FALCON_RATE_BP[level]) })),
    application: {
      ...rest,
      brandName: brandByKey(found.brandKey)?.name ?? found.brandKey,
      country: regions.of(found.countryCode) ?? found.countryCode,
      purchases: formatMoney(purchasesMinor, found.currency, lng),
      qualifies: levelFor(purchasesMinor, found.currency),
      yearlyTarget: formatMoney(yearlyTargetMinor, found.applicationCurrency, lng),
      rate: percent(found.rateBp),
      submitted: when(found.submittedAt)!,
      decided: when(found.decidedAt),
      history: found.history.map((entry) => ({ ...entry, when: when(entry.at)! })),
    },
  };
}

const approveSchema = z.object({ level: z.enum(FALCON_LEVELS, { error: "office:falconApplication.errors.level" }).optional() });

/**
 * Take under review, approve with a level (the asked one unless staff choose another; the
 * company's rate raised to the level's), refuse with a reason: each recorded with the staff member,
 * audited and (approval, refusal) mailed to the buyer. A decision on an application another staff
 * member decided meanwhile answers 409.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "falcon");
  const id = await applicationIdOf(request, context, params.id);
  const form = await request.formData();
  const decide = async (decision: FalconDecision) => {
    const submission = parseWithZod(form, { schema: decision === "refuse" ? reasonSchema : decision === "approve" ? approveSchema : z.object({}) });
    if (submission.status !== "success") return refuseForm(context, submission);
    const value = submission.value as { reason?: string; level?: (typeof FALCON_LEVELS)[number] };
    const outcome = await decideFalconApplication(staff, id, decision, { level: value.level ?? null, reason: value.reason ?? null });
    switch (outcome.status) {
      case "done":
        return redirect(`${addressOf(id)}?notice=${decision}`);
      case "wrongState":
        return refuseForm(context, submission, { formErrors: [`office:falconApplication.errors.wrongState.${decision}`], status: 409 });
      case "reasonMissing":
        return refuseForm(context, submission, { fieldErrors: { reason: ["office:queue.errors.reasonRequired"] } });
      default:
        throw await notFound(request, context, NOT_FOUND);
    }
  };
  return dispatchIntent(
    context,
    form,
    { review: () => decide("review"), approve: () => decide("approve"), refuse: () => decide("refuse") },
    "office:falconApplication.errors.invalid",
  );
}
