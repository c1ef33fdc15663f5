import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { safeRedirect } from "~/domain/safe-redirect";
import { isLanguage } from "~/i18n/languages";
import { getViewer } from "~/services/identity/auth.server";
import { setAccountLanguage } from "~/services/account/account-language.server";
import { allowedLanguagesOf, languageCookie } from "~/services/platform/locale.server";

/**
 * The language switcher posts here (it works without JavaScript): the cookie is set, a signed-in
 * account's preference is saved, and the browser goes back where it was.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const back = safeRedirect(form.get("redirectTo"), context.brand.homeRoute);
  if (!isLanguage(lng)) throw new Response("Unknown language", { status: 400 });
  const viewer = await getViewer(request, context);
  if (viewer) {
    if (!allowedLanguagesOf(viewer).includes(lng)) throw new Response("Language not allowed", { status: 400 });
    await setAccountLanguage(viewer.accountId, lng);
  }
  return redirect(back, { headers: { "Set-Cookie": await languageCookie(request).serialize(lng) } });
}

export function loader() {
  return redirect("/");
}
