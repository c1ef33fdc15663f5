import type { AppLoadContext } from "@remix-run/node";
import { getT } from "./locale.server";

/**
 * A page title: "Page – Brand", prefixed with the localized "Error:" when the form on the page was
 * just rejected (the action flags the request context; loaders run after it in the same request).
 */
export async function pageTitle(request: Request, context: AppLoadContext, key: string, values?: Record<string, unknown>) {
  const t = await getT(request, context);
  const title = `${t(key, values)} – ${context.brand.name}`;
  return context.formFailed ? t("error.titlePrefix", { title }) : title;
}
