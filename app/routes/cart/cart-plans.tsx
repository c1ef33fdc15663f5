import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PLAN_NAME_MAX } from "~/chunks/shell";

/** Links from the cart to the import page and the saved distribution plans. */
export function CartTools() {
  const { t } = useTranslation("plans");
  return (
    <p className="mt-3 flex flex-wrap gap-6">
      <Link to="/cart/import" className="font-medium text-brand-dark underline">
        {t("cart.import")}
      </Link>
      <Link to="/order/distributionPlans" className="font-medium text-brand-dark underline">
        {t("cart.plans")}
      </Link>
    </p>
  );
}

/** Saves the ticked lines as a distribution plan; a refusal is shown on /cart/savePlan with the form. */
export function SavePlanForm() {
  const { t } = useTranslation("plans");
  return (
    <section aria-labelledby="save-plan-heading" className="mt-8 ml-auto max-w-sm rounded border border-gray-200 p-4">
      <h2 id="save-plan-heading" className="text-lg font-semibold">
        {t("cart.heading")}
      </h2>
      <Form method="post" action="/cart/savePlan" className="mt-2">
        <label htmlFor="cart-plan-name" className="block font-medium">
          {t("save.name")}
        </label>
        <p id="cart-plan-name-hint" className="text-sm text-gray-700">
          {t("cart.hint", { max: PLAN_NAME_MAX })}
        </p>
        <input id="cart-plan-name" name="name" type="text" aria-describedby="cart-plan-name-hint" className="mt-1 block w-full rounded border border-gray-500 px-3 py-2" />
        <button type="submit" className="mt-3 rounded border border-gray-500 px-3 py-2 font-medium">
          {t("cart.save")}
        </button>
      </Form>
    </section>
  );
}
