import type { LoaderFunctionArgs } from "@remix-run/node";
import { PRICE_LIST_CONTENT_TYPES, priceListFileName, priceListPdf, priceListWorkbook } from "~/services/downloads/price-list-files.server";
import { checkPriceListRequest, priceList, priceListLimits } from "~/services/downloads/price-lists.server";
import { PRICE_LISTS_PER_HOUR } from "~/domain/price-lists";
import { requireActor, requireBuyerSide } from "~/services/identity/actor.server";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { getLanguage } from "~/services/platform/locale.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";

const BACK = { href: "/downloadCenter/priceList", key: "pricelists:page.backToForm" };

/**
 * GET /downloadCenter/priceList/file?category=…&format=… (decision 0113): the acting account's
 * price list as the file, written in the request; a readable page in the user's language when it
 * cannot be given (a category not the brand's, a format not offered, more products than a request
 * writes: those are asked for on the form, which prepares them in the background).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireBuyerSide(request, context);
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const query = new URL(request.url).searchParams;
  const category = query.getAll("category");
  const format = query.getAll("format");
  const checked = await checkPriceListRequest(actor, {
    brandKey: context.brand.key,
    lng,
    // Sent twice is junk, not the whole brand.
    category: category.length > 1 ? category : (category[0] ?? ""),
    format: format.length === 1 ? format[0] : null,
    max: priceListLimits.background,
  });
  if (!checked.ok) return downloadFailure(request, context, checked.problem.message.key, checked.problem.status, BACK, checked.problem.message.values);
  // A larger list is asked for on the form, which prepares it in the background (decision 0113 item 6).
  if (checked.size > priceListLimits.sync) return downloadFailure(request, context, "pricelists:errors.tooManyAtOnce", 400, BACK, { count: checked.size, max: priceListLimits.sync });
  const attempts = await hit(rateLimitKey("price-list", String(actor.accountId)), PRICE_LISTS_PER_HOUR);
  if (!attempts.allowed) return downloadFailure(request, context, "pricelists:errors.rateLimited", 429, BACK);
  const list = await priceList(actor, { brandKey: context.brand.key, brandName: context.brand.name, selection: checked.selection, categoryPath: checked.categoryPath, lng });
  const file = checked.format === "xlsx" ? await priceListWorkbook(list, { countryCode: actor.countryCode }) : await priceListPdf(list, { countryCode: actor.countryCode });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": PRICE_LIST_CONTENT_TYPES[checked.format],
      "Content-Disposition": `attachment; filename="${priceListFileName(list, checked.format)}"`,
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
