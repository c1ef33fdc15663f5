import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { noticeFrom, withNotice } from "~/domain/notices";
import { MAX_REQUEST_QUANTITY } from "~/domain/cart-quantity";
import { type Grade, OUTLET_GRADE_LIST } from "~/domain/outlet";
import { getViewer } from "~/services/identity/auth.server";
import { isStaff, requireActor } from "~/services/identity/actor.server";
import { changeOutletLine, openLots } from "~/services/outlet/outlet.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The grade filter's value: A, B or C; anything else is every grade. */
export function gradeParam(value: string | null): Grade | null {
  return OUTLET_GRADE_LIST.find((grade) => grade === value) ?? null;
}

/** The page's address with its filter (and an anchor). */
export const scratchPath = (grade: Grade | null, anchor = "") => `/Scratch${grade ? `?grade=${grade}` : ""}${anchor}`;

/**
 * /Scratch (decision 0114): the host brand's open outlet lots. Public: prices and the add form only
 * for an account the viewer acts for (as on the list cards); staff see the lots without them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const grade = gradeParam(url.searchParams.get("grade"));
  const acting = viewer && !isStaff(viewer) ? viewer.acting : null;
  const lots = await openLots({ brandKey: context.brand.key, grade, lng, actor: acting });
  return {
    title: await pageTitle(request, context, "outlet:page.title"),
    notice: noticeFrom("outlet", url.search),
    lots,
    grade,
    lng,
    brandKey: context.brand.key,
    currency: acting?.currency ?? context.brand.defaultCurrency,
    viewer: acting ? ("buyer" as const) : viewer ? (isStaff(viewer) ? ("staff" as const) : ("noClient" as const)) : ("anonymous" as const),
  };
}

const addSchema = z.object({
  lotId: z
    .string({ error: "outlet:errors.lot" })
    .trim()
    .regex(/^\d{1,9}$/, "outlet:errors.lot")
    .transform(Number),
  quantity: z
    .string({ error: "cart:errors.quantityRequired" })
    .trim()
    .min(1, "cart:errors.quantityRequired")
    .regex(/^\+?\d+$/, "cart:errors.quantityWhole")
    .max(10, "cart:errors.quantityTooLarge")
    .transform(Number)
    .refine((value) => value <= MAX_REQUEST_QUANTITY, "cart:errors.quantityTooLarge")
    .refine((value) => value >= 1, "outlet:errors.quantityPositive"),
  grade: z.string().max(1).optional().catch(undefined),
});

/** "Add to cart": units of a lot, on top of what the cart holds of it, within the lot's units left. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: addSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const { lotId, quantity } = submission.value;
  const grade = gradeParam(submission.value.grade ?? null);
  const result = await changeOutletLine(actor, lotId, quantity, "add");
  if (!result.ok) {
    const { key, ...values } = result.issue;
    if (key === "notFound") return refuseForm(context, submission, { status: 404, fieldErrors: { quantity: ["outlet:errors.lot"] } });
    return refuseForm(context, submission, { fieldErrors: { quantity: [{ key: `outlet:errors.${key}`, values: values as Record<string, number> }] } });
  }
  return redirect(withNotice(scratchPath(grade, `#lot-${lotId}`), "outlet", "added", { added: quantity, quantity: result.quantity }));
}
