import { ErrorSummary, Field, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { PLAN_NAME_MAX, titleMeta } from "~/chunks/shell";
import type { planNameSchema } from "./plan-name.server";
import type { action } from "./save-plan.server";

export { action, loader } from "./save-plan.server";

export const meta = titleMeta;
export const handle = { i18n: ["plans"] };

export default function SavePlan() {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("plans");
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof planNameSchema> & { lines?: string }>({ id: "plan", reply: lastResult });
  const linesError = form.allErrors.lines?.[0];
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <h1 className="text-2xl font-bold">{t("save.heading")}</h1>
      {linesError ? (
        <p id={fields.lines.id} className="mt-4 font-medium text-red-700">
          {messageText(messages, linesError)}{" "}
          <Link to="/cart" className="text-brand-dark underline">
            {t("save.tickInCart")}
          </Link>
        </p>
      ) : null}
      <Form method="post" action="/cart/savePlan" className="mt-6" {...form.props}>
        <Field field={fields.name} label={t("save.name")} hint={t("save.nameHint", { max: PLAN_NAME_MAX })} />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
            {t("save.submit")}
          </button>
          <Link to="/cart" className="font-medium text-brand-dark underline">
            {t("save.back")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
