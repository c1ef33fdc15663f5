import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireActor } from "~/services/identity/actor.server";
import { ErrorSummary, replyErrors, replyValue } from "~/chunks/forms";
import { type AddedReply, returnAnchor, titleMeta, withAddedNotice } from "~/chunks/shell";
import { safeRedirect } from "~/domain/safe-redirect";
import { addToCart } from "~/services/cart/cart.server";
import { pageTitle } from "~/services/platform/page.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { addSchema, firstValues, issueMessage } from "../cart/cart-form.server";

export const meta = titleMeta;
export const handle = { i18n: ["cart"] };

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

export default function AddRefused() {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  if (!reply || "ok" in reply) return null;
  const message = replyErrors(reply, t, () => "add-quantity")[0]?.message ?? t("errors.quantityRequired");
  const goodsId = replyValue(reply, "goodsId");
  const redirectTo = safeRedirect(replyValue(reply, "redirectTo"), "/cart");
  const typed = replyValue(reply, "step") || replyValue(reply, "quantity");
  const back = /^\d+$/.test(goodsId) ? `${redirectTo.split("#")[0]}#${returnAnchor(redirectTo, Number(goodsId))}` : redirectTo;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ErrorSummary errors={[{ fieldId: "add-quantity", message }]} />
      <h1 className="text-2xl font-bold">{t("add.heading")}</h1>
      <Form method="post" action="/cart/add" className="mt-6 space-y-4">
        <input type="hidden" name="goodsId" value={goodsId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor="add-quantity" className="block font-medium">
            {t("panel.quantity")}
          </label>
          <p id="add-quantity-error" className="mt-1 text-sm font-medium text-red-700">
            {message}
          </p>
          <input
            id="add-quantity"
            name="quantity"
            type="text"
            inputMode="numeric"
            defaultValue={typed}
            aria-invalid="true"
            aria-describedby="add-quantity-error"
            className="mt-1 w-32 rounded border border-gray-500 px-2 py-1"
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
            {t("add.retry")}
          </button>
          <Link to={back} className="font-medium text-brand-dark underline">
            {t("add.back")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
