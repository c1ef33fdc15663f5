import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorSummary, replyErrors, replyValue } from "~/chunks/forms";
import { returnAnchor, titleMeta } from "~/chunks/shell";
import { safeRedirect } from "~/domain/safe-redirect";
import type { action } from "./cart-add.server";

export { action, loader } from "./cart-add.server";

export const meta = titleMeta;
export const handle = { i18n: ["cart"] };

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
