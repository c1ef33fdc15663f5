import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { noticeFrom, withNotice } from "~/domain/notices";
import { requireBuyerSide } from "~/services/identity/actor.server";
import { allowedLanguagesOf, getLanguage, languageCookie } from "~/services/platform/locale.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { getProfile, updateProfile } from "~/services/account/profile.server";
import { profileSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The signed-in person's profile: name, telephone, language and email subscriptions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const profile = await getProfile(viewer.accountId);
  if (!profile) throw new Response("Not found", { status: 404 });
  const languages = allowedLanguagesOf(viewer);
  const current = await getLanguage(request, context);
  return {
    notice: noticeFrom("profile", new URL(request.url).search),
    title: await pageTitle(request, context, "profile:title"),
    email: profile.email,
    languages,
    defaults: {
      fullName: profile.fullName,
      telephone: profile.telephone ?? "",
      language: profile.language && (languages as string[]).includes(profile.language) ? profile.language : current,
      subscriptionEmail: profile.subscriptionEmail,
      subscribeNewsletter: profile.subscribeNewsletter ? "on" : "",
      subscribeNotices: profile.subscribeNotices ? "on" : "",
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const submission = parseWithZod(await request.formData(), { schema: profileSchema });
  if (submission.status !== "success") {
    return refuseForm(context, submission);
  }
  const value = submission.value;
  if (!allowedLanguagesOf(viewer).includes(value.language)) {
    return refuseForm(context, submission, { fieldErrors: { language: ["profile:validation.language.notAllowed"] } });
  }
  await updateProfile(viewer.accountId, {
    fullName: value.fullName,
    telephone: value.telephone || null,
    language: value.language,
    subscriptionEmail: value.subscriptionEmail,
    subscribeNewsletter: value.subscribeNewsletter ?? false,
    subscribeNotices: value.subscribeNotices ?? false,
  });
  // The interface follows the new preference at once (the switcher's cookie too, for after sign-out).
  return redirect(withNotice("/account", "profile", "saved"), { headers: { "Set-Cookie": await languageCookie(request).serialize(value.language) } });
}
