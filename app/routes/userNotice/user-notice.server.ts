import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { parseMarkup } from "~/domain/help-markup";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { safeRedirect } from "~/domain/safe-redirect";
import { requireBuyerSide } from "~/services/identity/actor.server";
import { USER_NOTICE_PATH, acknowledgeNotice, currentNoticeFor } from "~/services/content/user-notice.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { acknowledgeSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** Where "I have read it" (or "later") goes: a path of this site, never the notice itself; else the brand's home. */
function onwardOf(raw: unknown, context: AppLoadContext): string {
  const target = safeRedirect(raw, context.brand.homeRoute);
  const path = target.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, "");
  return path === USER_NOTICE_PATH.toLowerCase() ? context.brand.homeRoute : target;
}

/**
 * The host brand's current user notice for the signed-in account (decision 0114): shown after a
 * sign-in while not acknowledged, and here at any time from the account menu, with the day it was
 * acknowledged. Anonymous readers sign in first; staff get the 403 page (they are never sent here).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const lng = await getLanguage(request, context);
  const notice = await currentNoticeFor(context.brand.key, viewer.accountId);
  const redirectTo = onwardOf(new URL(request.url).searchParams.get("redirectTo"), context);
  const zone = timeZoneForCountry(viewer.acting?.countryCode);
  const lang = notice && notice.title[lng] ? lng : "en";
  return {
    title: await pageTitle(request, context, "help:notice.title"),
    lng,
    redirectTo,
    notice: notice
      ? {
          id: notice.id,
          version: notice.version,
          title: { text: notice.title[lang] ?? notice.title.en, lang },
          blocks: parseMarkup(notice.body[lang] ?? notice.body.en),
          publishedAt: formatDateTime(notice.publishedAt.toISOString(), lng, zone),
          acknowledgedAt: notice.acknowledgedAt ? formatDateTime(notice.acknowledgedAt.toISOString(), lng, zone) : null,
          acknowledgedIso: notice.acknowledgedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * "I have read it": records the acknowledgement of the version shown (twice is once) and goes on
 * to where the sign-in was going. A newer version published meanwhile is refused (409): the page
 * then shows the newer one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const submission = parseWithZod(await request.formData(), { schema: acknowledgeSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const outcome = await acknowledgeNotice({ brandKey: context.brand.key, accountId: viewer.accountId, noticeId: submission.value.notice });
  if (outcome === "none") throw data({ title: await pageTitle(request, context, "help:notice.title") }, { status: 404 });
  if (outcome === "stale") return refuseForm(context, submission, { formErrors: ["help:notice.errors.stale"], status: 409 });
  return redirect(onwardOf(submission.value.redirectTo, context));
}
