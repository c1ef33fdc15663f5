import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { FALCON_LEVELS, FALCON_LEVEL_BENEFITS, FALCON_NOTE_MAX, FALCON_RATE_BP, REGIONS_MAX, levelFor, levelNeeds, nextLevel, yearOf } from "~/domain/falcon";
import { numberFormat } from "~/domain/intl-formats";
import { displayCurrency, formatMoney, minorToDecimalString } from "~/domain/money";
import { noticeFrom, withNotice } from "~/domain/notices";
import { CLIENT_PICKER_PATH } from "~/domain/shell";
import type { Language } from "~/i18n/languages";
import { type FalconApplication, falconApplicationOf, purchasesThisYear, saveFalconApplication } from "~/services/falcon/programme.server";
import { isStaff, requireActor } from "~/services/identity/actor.server";
import { getViewer } from "~/services/identity/auth.server";
import { dispatchIntent, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { falconSchema } from "./schema.server";
import { type ApplicationView, type LevelRow, type Reader, type Standing, formIntent } from "./view";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const PAGE = "/lieyingProgram";

const percent = (bp: number, lng: Language) => numberFormat(lng, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);

function levelRows(currency: string, lng: Language): LevelRow[] {
  const needs = levelNeeds(currency);
  return FALCON_LEVELS.map((level) => ({ level, need: formatMoney(needs[level], currency, lng), rate: percent(FALCON_RATE_BP[level], lng), benefits: FALCON_LEVEL_BENEFITS[level] }));
}

function standingOf(purchasesMinor: number, currency: string, lng: Language, now: Date): Standing {
  const next = nextLevel(purchasesMinor, currency);
  const money = (minor: number) => formatMoney(minor, currency, lng);
  return {
    year: yearOf(now).year,
    purchases: money(purchasesMinor),
    level: levelFor(purchasesMinor, currency),
    next: next ? { level: next.level, need: money(next.needMinor), left: money(next.leftMinor), percent: next.percent } : null,
  };
}

function applicationView(application: FalconApplication, lng: Language, timeZone: string): ApplicationView {
  const when = application.status === "submitted" ? application.submittedAt : (application.decidedAt ?? application.submittedAt);
  return {
    status: application.status,
    date: formatDateTime(when.toISOString(), lng, timeZone),
    revision: application.revision,
    levelAsked: application.levelAsked,
    levelGranted: application.levelGranted,
    reason: application.status === "refused" ? application.reason : null,
    answers: {
      channels: application.channels,
      regions: application.regions,
      brandSharePct: application.brandSharePct,
      yearlyTarget: formatMoney(application.yearlyTargetMinor, application.currency, lng),
      yearlyTargetTyped: minorToDecimalString(application.yearlyTargetMinor),
      note: application.note,
    },
  };
}

/**
 * GET /lieyingProgram (decision 0114): the programme's levels for everyone; signed in as a buyer
 * (or a salesman acting for a client), the account's purchases of this brand this year, its level,
 * the next level's gap, and the application (its state, and the form while it may be sent).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const lng = await getLanguage(request, context);
  const now = new Date();
  const actor = viewer && !isStaff(viewer) ? viewer.acting : null;
  const reader: Reader = !viewer ? "anonymous" : isStaff(viewer) ? "staff" : !actor ? "chooseClient" : !actor.official ? "unofficial" : actor.salesmanId !== null ? "salesman" : "buyer";
  const currency = displayCurrency(actor?.currency ?? context.brand.defaultCurrency);
  const [purchases, application] = actor
    ? await Promise.all([purchasesThisYear(actor.accountId, context.brand.key, actor.currency, now), falconApplicationOf(actor.accountId, context.brand.key)])
    : [0, null];
  const view = application && actor ? applicationView(application, lng, timeZoneForCountry(actor.countryCode)) : null;
  return {
    title: await pageTitle(request, context, "falcon:title"),
    notice: noticeFrom("falcon", new URL(request.url).search),
    brand: context.brand.name,
    reader,
    company: actor?.companyName ?? null,
    currency,
    levels: levelRows(currency, lng),
    standing: actor ? standingOf(purchases, actor.currency, lng, now) : null,
    application: view,
    intent: formIntent(reader, view?.status ?? null),
    clientPicker: `${CLIENT_PICKER_PATH}?${new URLSearchParams({ redirectTo: PAGE })}`,
    limits: { regions: REGIONS_MAX, note: FALCON_NOTE_MAX },
  };
}

const NOTICE = { submit: "submitted", resubmit: "resubmitted" } as const;

/**
 * POST: submit, or resubmit after a refusal. The buyer, or a salesman acting for the client;
 * staff get the 403 page (requireActor), an account not approved a 403 with the message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const save = async () => {
    const submission = parseWithZod(form, { schema: falconSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    const { intent, note, yearlyTarget, ...answers } = submission.value;
    const saved = await saveFalconApplication(actor, context.brand.key, intent, { ...answers, yearlyTargetMinor: yearlyTarget, note: note ?? "" });
    if (!saved.ok) return refuseForm(context, submission, { formErrors: [`falcon:problems.${saved.problem}`], status: saved.problem === "unofficial" ? 403 : 409 });
    return redirect(withNotice(PAGE, "falcon", NOTICE[intent]));
  };
  return dispatchIntent(context, form, { submit: save, resubmit: save }, "falcon:problems.intent");
}
