import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import { resolveLanguage } from "~/domain/languages";
import { getFixedT } from "~/i18n/i18n.server";
import { LANGUAGES, type Language, isLanguage } from "~/i18n/languages";
import { getViewer } from "~/services/identity/auth.server";
import { shopCookie } from "./cookies.server";
import { memoize } from "./request-context.server";
import type { Viewer } from "~/services/identity/session.server";

/** Set by the language switcher; readable without JavaScript on the next request. */
export const languageCookie = shopCookie("lng");

/** A salesman keeps his own interface language; a buyer is limited to the company's list. */
export function allowedLanguagesOf(viewer: Viewer | null): Language[] {
  const allowed = viewer?.role === "buyer" ? viewer.acting?.allowedLanguages : null;
  return allowed ? LANGUAGES.filter((lng) => allowed.includes(lng)) : [...LANGUAGES];
}

/** The request's interface language: account, then cookie, then Accept-Language, then the brand default. */
export function getLanguage(request: Request, context: AppLoadContext): Promise<Language> {
  return memoize(context, "language", async () => {
    const viewer = await getViewer(request, context);
    const cookie: unknown = await languageCookie(request).parse(request.headers.get("Cookie"));
    return resolveLanguage({
      account: viewer?.language,
      allowed: allowedLanguagesOf(viewer),
      cookie: isLanguage(cookie) ? cookie : null,
      acceptLanguage: request.headers.get("Accept-Language"),
      brandDefault: context.brand.defaultLanguage,
    });
  });
}

/** A translation function for the request's language (for titles and messages built on the server). */
export async function getT(request: Request, context: AppLoadContext, ns: string | string[] = "common"): Promise<TFunction> {
  return getFixedT(await getLanguage(request, context), ns);
}
