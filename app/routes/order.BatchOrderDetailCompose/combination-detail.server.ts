import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { withNotice } from "~/domain/notices";
import { addCombinationSets, setsHeld } from "~/services/cart/cart-combinations.server";
import { getCombination } from "~/services/combined/combinations.server";
import { requireActor } from "~/services/identity/actor.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { firstValues } from "../cart/cart-form.server";
import { setsField } from "../cart/combination-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The combination of the address (?id=…): whole numbers only; anything else is none (404). */
function idOf(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("id") ?? "";
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

async function notFound(request: Request, context: AppLoadContext) {
  return data({ title: await pageTitle(request, context, "combinations:notFound.title") }, { status: 404 });
}

/** One combination the shop's brand offers the acting account; unknown, another brand's, not his scope's or ended: 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const id = idOf(request);
  const combination = id === null ? null : await getCombination(actor, { brandKey: context.brand.key, id, lng });
  if (!combination) throw await notFound(request, context);
  // What the cart's group holds now: the form sends it back, so the same form sent twice adds once.
  return { title: await pageTitle(request, context, "combinations:detail.title", { name: combination.name }), combination, held: await setsHeld(actor, combination.id), lng };
}

export const addSetsSchema = z.object({
  sets: setsField,
  /** The sets the group held when the form was shown; a malformed one is ignored like a missing one. */
  held: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

/**
 * POST "add N sets" (1 ≤ N ≤ 9,999): the combination's group in the cart gets them (a new group
 * holds the current version), and the buyer goes to the cart with what was added (capped at
 * 9,999 in all: said); the same form sent twice adds once. Bad input: 400 with the number kept;
 * a combination not offered: 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = idOf(request);
  if (id === null) throw await notFound(request, context);
  const submission = parseWithZod(firstValues(await request.formData()), { schema: addSetsSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const lng = await getLanguage(request, context);
  const { sets, held } = submission.value;
  const result = await addCombinationSets(actor, { brandKey: context.brand.key, combinationId: id, sets, shown: held, lng });
  if (!result.ok) {
    if (result.issue === "notFound") throw await notFound(request, context);
    return refuseForm(context, submission, { status: 409, fieldErrors: { sets: ["combinations:errors.full"] } });
  }
  const values = { sets: result.sets, added: result.added };
  return redirect(withNotice(`/cart#combination-${id}`, "cart", result.capped ? "combinationCapped" : "combinationAdded", values));
}
