import type { AppLoadContext } from "@remix-run/node";
import { noticeFrom } from "~/domain/notices";
import { getViewer } from "~/services/identity/auth.server";
import { allowedLanguagesOf, getLanguage } from "~/services/platform/locale.server";

/**
 * What the shell of every page shows (the root route's loader): the language and those the reader
 * may choose, the brand, the signed-in reader and the cart's counts. The root reads it through this
 * one module, a server module no other route imports, so the browser build has no empty stand-in
 * for it shared with other routes (decision 0104).
 */
export async function shellData(request: Request, context: AppLoadContext) {
  const [viewer, locale] = await Promise.all([getViewer(request, context), getLanguage(request, context)]);
  const { brand } = context;
  return {
    // The shell's notice after a redirect (decision 0016), read here so that its registry stays on the server.
    notice: noticeFrom("shell", new URL(request.url).search),
    locale,
    languages: allowedLanguagesOf(viewer),
    brand: {
      key: brand.key,
      name: brand.name,
      homeRoute: brand.homeRoute,
      logo: brand.logo,
      colours: brand.colours,
    },
    viewer: viewer
      ? {
          fullName: viewer.fullName,
          role: viewer.role,
          actingFor: viewer.acting?.companyName ?? null,
          unreadMessages: viewer.unreadMessages,
          finishedDownloads: viewer.finishedDownloads,
          // Unofficial (not yet approved) accounts browse and fill a cart but never order (SPEC.md section 5).
          awaitingApproval: viewer.acting !== null && !viewer.acting.official,
        }
      : null,
    cart: viewer?.acting ? viewer.cart : null,
  };
}
