import type { AppLoadContext } from "@remix-run/node";
import { getLanguage, getT } from "./locale.server";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the page leads back to: the orders by default, the download centre for its files. */
export type FailureBack = { href: string; key: string };

const ORDERS: FailureBack = { href: "/order/myOrder", key: "download.back" };

/**
 * The answer to a download that cannot be given: a small HTML page in the user's language saying
 * why (SPEC.md section 8: a failed download shows a readable message), never a broken file.
 * Keys without a namespace are the orders'.
 */
export async function downloadFailure(request: Request, context: AppLoadContext, messageKey: string, status: number, back: FailureBack = ORDERS, values?: Record<string, string | number>): Promise<Response> {
  const lng = await getLanguage(request, context);
  const t = await getT(request, context, ["orders", "downloads"]);
  const title = `${t("download.failedTitle")} – ${context.brand.name}`;
  const html = `<!DOCTYPE html>
<html lang="${escape(lng)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>${escape(t("download.failedTitle"))}</h1>
<p role="alert">${escape(values ? t(messageKey, values) : t(messageKey))}</p>
<p><a href="${escape(back.href)}">${escape(t(back.key))}</a></p>
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
