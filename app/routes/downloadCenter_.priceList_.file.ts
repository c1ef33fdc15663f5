import type { LoaderFunctionArgs } from "@remix-run/node";
import type { PriceListFormat } from "~/domain/price-lists";
import { priceListFileName, priceListPdf, priceListWorkbook } from "~/services/downloads/price-list-files.server";
import { checkPriceListRequest, priceList } from "~/services/downloads/price-lists.server";
import { requireActor, requireBuyerSide } from "~/services/identity/actor.server";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { getLanguage } from "~/services/platform/locale.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";

/** Lists an account may make in an hour: each is up to a second or so of the server's time. */
const LISTS_PER_HOUR = { limit: 60, windowSeconds: 60 * 60 };

const CONTENT_TYPES: Record<PriceListFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const BACK = { href: "/downloadCenter/priceList", key: "pricelists:page.backToForm" };

/**
 * GET /downloadCenter/priceList/file?category=…&format=… (decision 0113): the acting account's
 * price list as the file, written in the request; a readable page in the user's language when it
 * cannot be given (a category not the brand's, a format not offered, too many products).
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
  });
  if (!checked.ok) return downloadFailure(request, context, checked.problem.message.key, checked.problem.status, BACK, checked.problem.message.values);
  const attempts = await hit(rateLimitKey("price-list", String(actor.accountId)), LISTS_PER_HOUR);
  if (!attempts.allowed) return downloadFailure(request, context, "pricelists:errors.rateLimited", 429, BACK);
  const list = await priceList(actor, { brandKey: context.brand.key, brandName: context.brand.name, selection: checked.selection, categoryPath: checked.categoryPath, lng });
  const file = checked.format === "xlsx" ? await priceListWorkbook(list, { countryCode: actor.countryCode }) : await priceListPdf(list, { countryCode: actor.countryCode });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": CONTENT_TYPES[checked.format],
      "Content-Disposition": `attachment; filename="${priceListFileName(list, checked.format)}"`,
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
