import { ErrorSummary, Field, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { PLAN_NAME_MAX, titleMeta, withNotice } from "~/chunks/shell";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { hasCheckedLines, savePlan } from "~/services/cart/plans.server";
import { pageTitle } from "~/services/platform/page.server";
import { requireActor } from "~/services/identity/actor.server";
import { planNameSchema } from "./plan-name.server";

export const meta = titleMeta;
export const handle = { i18n: ["plans"] };

/** GET shows the form on its own; /cart has the same form under the lines. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  return { title: await pageTitle(request, context, "plans:save.title") };
}

/** POST /cart/savePlan (from /cart): the ticked lines under a name; a refusal is this page with the form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const submission = parseWithZod(await request.formData(), { schema: planNameSchema });
  // Both problems at once: a missing name and no ticked line.
  const noLines = { lines: ["plans:errors.noneSelected"] };
  if (!(await hasCheckedLines(actor.accountId))) {
    const nameErrors = submission.status === "success" ? {} : (submission.error ?? {});
    return refuseForm(context, submission, { fieldErrors: { ...nameErrors, ...noLines } });
  }
  if (submission.status !== "success") return refuseForm(context, submission);
  const saved = await savePlan(actor, submission.value.name);
  if (saved.ok) return redirect(withNotice(`/order/distributionDetail?id=${saved.id}`, "plan", "saved"));
  return refuseForm(context, submission, { fieldErrors: noLines });
}

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
