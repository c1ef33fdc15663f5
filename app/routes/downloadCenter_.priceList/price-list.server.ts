import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { withNotice } from "~/domain/notices";
import { PRICE_LISTS_PER_HOUR, PRICE_LIST_FORMATS } from "~/domain/price-lists";
import { categoryTree } from "~/services/catalogue/categories.server";
import { checkPriceListRequest, priceListFileHref, priceListLimits } from "~/services/downloads/price-lists.server";
import { requestPriceListRecord } from "~/services/downloads/records.server";
import { requireActor, requireBuyerSide } from "~/services/identity/actor.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";

// The price list page's loader and action, apart from its page: the route imports its server code
// through this one module, which no other route imports (decision 0104).

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
  return { title, categories, brandName: context.brand.name, max: priceListLimits.sync };
}

/**
 * POST /downloadCenter/priceList: checks the choice for the acting account and sends the browser
 * on to the file (a page's action cannot answer a file); a list over the limit of a request
 * becomes a download record written in the background (decision 0113 item 6) and the browser goes
 * to the records. A refusal answers the form with the message by its field and what was chosen kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireBuyerSide(request, context);
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const form = context.bodyTooLarge === true ? new FormData() : await request.formData();
  const submission = parseWithZod(form, { schema });
  if (context.bodyTooLarge === true) return refuseForm(context, submission, { formErrors: ["pricelists:errors.tooLarge"], status: 413 });
  if (submission.status !== "success") return refuseForm(context, submission);
  const category = submission.value.category ?? "";
  const checked = await checkPriceListRequest(actor, { brandKey: context.brand.key, lng, category, format: submission.value.format, max: priceListLimits.background });
  if (!checked.ok) {
    const { field, message, status } = checked.problem;
    return refuseForm(context, submission, field === "" ? { formErrors: [message], status } : { fieldErrors: { [field]: [message] }, status });
  }
  if (checked.size <= priceListLimits.sync) return redirect(priceListFileHref(category, checked.format), 303);
  const attempts = await hit(rateLimitKey("price-list", String(actor.accountId)), PRICE_LISTS_PER_HOUR);
  if (!attempts.allowed) return refuseForm(context, submission, { formErrors: ["pricelists:errors.rateLimited"], status: 429 });
  const categoryId = checked.selection && "categoryId" in checked.selection ? checked.selection.categoryId : null;
  const outcome = await requestPriceListRecord(actor, { brandKey: context.brand.key, categoryId, format: checked.format, lng, productCount: checked.size });
  if (!outcome.ok) {
    const max = outcome.problem.key === "tooManyGenerating" ? outcome.problem.max : 0;
    return refuseForm(context, submission, { formErrors: [{ key: "pricelists:errors.tooManyGenerating", values: { max } }], status: 409 });
  }
  return redirect(withNotice("/downloadCenter/records", "downloads", "priceList"), 303);
}
