import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { COMPANY_NAME_MAX, CONTACT_NOTE_MAX, OTHER_DATA_MAX, SHOP_URL_MAX } from "~/domain/api-access";
import { applicantProblem } from "~/services/api-access/applicant.server";
import { apiApplicationOf } from "~/services/api-access/applications.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { runIntent } from "./intents.server";
import type { Applicant } from "./view";
import { applicationView } from "./view.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * GET /account/apiApplication (decision 0107): the acting account's application for API access
 * to this host's brand, its state, and what the buyer may do in it. A salesman acting for the
 * client sees the state and the answers, never a form or a secret; an account not yet approved
 * sees why it cannot apply. `?confirm=rotate` is the rotation's confirmation step.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const application = await apiApplicationOf(actor.accountId, context.brand.key);
  const view = application ? applicationView(application, { lng, timeZone: timeZoneForCountry(actor.countryCode) }) : null;
  const applicant: Applicant = applicantProblem(actor) ?? "buyer";
  const confirmRotate = applicant === "buyer" && view?.secret != null && new URL(request.url).searchParams.get("confirm") === "rotate";
  return {
    notice: noticeFrom("apiApplication", new URL(request.url).search),
    title: await pageTitle(request, context, "apiaccess:title"),
    brand: context.brand.name,
    tenantId: context.brand.tenantId,
    applicant,
    application: view,
    confirmRotate,
    limits: { companyName: COMPANY_NAME_MAX, shopUrl: SHOP_URL_MAX, otherData: OTHER_DATA_MAX, contactNote: CONTACT_NOTE_MAX },
  };
}

/** POST: submit, edit, resubmit; createSecret, rotateSecret (intents.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  return runIntent(actor, context, await request.formData());
}
