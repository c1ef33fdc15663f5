import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PRICE_LIST_FORMATS, PRICE_LIST_SYNC_MAX, type PriceListFormat, parseSelection } from "~/domain/price-lists";
import { categoryTree } from "~/services/catalogue/categories.server";
import { priceListFileName, priceListPdf, priceListWorkbook } from "~/services/downloads/price-list-files.server";
import { priceList, priceListSize, resolveSelection } from "~/services/downloads/price-lists.server";
import { requireActor, requireBuyerSide } from "~/services/identity/actor.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";

// The price list page's loader and action, apart from its page: the route imports its server code
// through this one module, which no other route imports (decision 0104).

/** Lists an account may make in an hour: each is a few hundred milliseconds of the server's time. */
const LISTS_PER_HOUR = { limit: 60, windowSeconds: 60 * 60 };

const CONTENT_TYPES: Record<PriceListFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const schema = z.object({
  category: z.string().max(40, "pricelists:errors.category").optional(),
  format: z.enum(PRICE_LIST_FORMATS, { message: "pricelists:errors.format" }),
});

/** GET /downloadCenter/priceList (decision 0113): the form, the brand's categories. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireBuyerSide(request, context);
  await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const [title, categories] = await Promise.all([pageTitle(request, context, "pricelists:page.title"), categoryTree(context.brand.key, lng)]);
  return { title, categories, brandName: context.brand.name, max: PRICE_LIST_SYNC_MAX };
}

/**
 * POST /downloadCenter/priceList: the acting account's list of the chosen products as the chosen
 * file, answered at once; a refusal answers the form with the message by its field.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireBuyerSide(request, context);
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const form = context.bodyTooLarge === true ? new FormData() : await request.formData();
  const submission = parseWithZod(form, { schema });
  if (context.bodyTooLarge === true) return refuseForm(context, submission, { formErrors: ["pricelists:errors.tooLarge"], status: 413 });
  if (submission.status !== "success") return refuseForm(context, submission);
  const selection = parseSelection(submission.value.category);
  const resolved = selection === null ? null : await resolveSelection(context.brand.key, selection, lng);
  if (!resolved) return refuseForm(context, submission, { fieldErrors: { category: ["pricelists:errors.category"] } });
  const size = await priceListSize(actor, context.brand.key, resolved.products);
  if (size === 0) return refuseForm(context, submission, { formErrors: ["pricelists:errors.empty"], status: 409 });
  if (size > PRICE_LIST_SYNC_MAX) {
    return refuseForm(context, submission, { fieldErrors: { category: [{ key: "pricelists:errors.tooMany", values: { count: size, max: PRICE_LIST_SYNC_MAX } }] } });
  }
  const attempts = await hit(rateLimitKey("price-list", String(actor.accountId)), LISTS_PER_HOUR);
  if (!attempts.allowed) {
    return refuseForm(context, submission, { formErrors: ["pricelists:errors.rateLimited"], status: 429, headers: { "Retry-After": String(attempts.retryAfterSeconds) } });
  }
  const format = submission.value.format;
  const list = await priceList(actor, { brandKey: context.brand.key, brandName: context.brand.name, selection: resolved.products, categoryPath: resolved.categoryPath, lng });
  const file = format === "xlsx" ? await priceListWorkbook(list, { countryCode: actor.countryCode }) : await priceListPdf(list, { countryCode: actor.countryCode });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${priceListFileName(list, format)}"`,
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
