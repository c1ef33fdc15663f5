import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { loadPlan, planDetail } from "~/services/cart/plans.server";
import { requireActor } from "~/services/identity/actor.server";
import { notFound, planIdOf } from "./plan-id";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** /order/distributionDetail?id=…: the plan's lines with today's prices and availability. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = planIdOf(request);
  const lng = await getLanguage(request, context);
  const plan = id === null ? null : await planDetail(actor, id, lng);
  if (!plan) throw notFound();
  return {
    notice: noticeFrom("plan", new URL(request.url).search),
    title: await pageTitle(request, context, "plans:detail.title", { name: plan.name }),
    plan: { ...plan, savedAt: formatDateTime(plan.savedAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)) },
    lng,
    currency: actor.currency,
  };
}

/** POST: load the plan into the cart; the result page says what changed under today's rules. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = planIdOf(request);
  const importId = id === null ? null : await loadPlan(actor, id, { brandKey: context.brand.key, lng: await getLanguage(request, context) });
  if (importId === null) throw notFound();
  return redirect(`/cart/import/${importId}`);
}
