import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireActor } from "~/services/identity/actor.server";
import { type AddedReply, withAddedNotice } from "~/domain/notices";
import { safeRedirect } from "~/domain/safe-redirect";
import { addToCart } from "~/services/cart/cart.server";
import { pageTitle } from "~/services/platform/page.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { addSchema, firstValues, issueMessage } from "../cart/cart-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** There is nothing to see at /cart/add; a GET (a reload after a refused add) goes to the cart. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.formFailed) throw redirect("/cart");
  return { title: await pageTitle(request, context, "cart:add.title") };
}

/**
 * POST /cart/add: goodsId and a signed quantity (the field, or a quick button's `step`). Without
 * JavaScript a success goes back where the buyer was (a same-site address only) with the outcome
 * in the address; a refusal is this page (400) with the message and the quantity kept. The
 * enhanced panel (mode=fetch) gets the outcome as data.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const submission = parseWithZod(firstValues(await request.formData()), { schema: addSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const { goodsId, step, quantity, mode, key, redirectTo } = submission.value;
  const delta = step ?? quantity;
  if (delta === undefined) return refuseForm(context, submission, { fieldErrors: { quantity: ["cart:errors.quantityRequired"] } });
  // The same form sent twice (a double click, a resubmit) adds once; the repeat gets the same answer.
  const result = await addToCart(actor, goodsId, delta, { key: key ?? null });
  if (!result.ok) return refuseForm(context, submission, { fieldErrors: { quantity: [result.issue.key === "notFound" ? "cart:errors.notFound" : issueMessage(result.issue)] } });
  if (mode === "fetch") return { ok: true, goodsId, quantity: result.quantity, change: result.change, reducedFrom: result.reducedFrom } satisfies AddedReply;
  const back = safeRedirect(redirectTo, "/cart");
  return redirect(withAddedNotice(back, { goodsId, quantity: result.change, inCart: result.quantity, reduced: result.reducedFrom !== null }));
}
