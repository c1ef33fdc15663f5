import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/ui/error-summary";
import { PLAN_NAME_MAX } from "~/domain/plans";
import { withNotice } from "~/domain/notices";
import { hasCheckedLines, savePlan } from "~/services/cart/plans.server";
import { titleMeta } from "~/utils/meta";
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

type Problem = { field: "name" | "lines"; key: string };

/** POST /cart/savePlan (from /cart): the ticked lines under a name; a refusal is this page with the form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const raw = form.get("name");
  const name = typeof raw === "string" ? raw.slice(0, 1000) : "";
  const parsed = planNameSchema.safeParse({ name });
  const problems: Problem[] = [];
  if (!parsed.success) problems.push({ field: "name", key: parsed.error.issues[0]?.message ?? "plans:errors.nameRequired" });
  if (!(await hasCheckedLines(actor.accountId))) problems.push({ field: "lines", key: "plans:errors.noneSelected" });
  if (parsed.success && problems.length === 0) {
    const saved = await savePlan(actor, parsed.data.name);
    if (saved.ok) return redirect(withNotice(`/order/distributionDetail?id=${saved.id}`, "plan", "saved"));
    problems.push({ field: "lines", key: "plans:errors.noneSelected" });
  }
  context.formFailed = true;
  return data({ problems, name }, { status: 400 });
}

export default function SavePlan() {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("plans");
  const problems = reply?.problems ?? [];
  const nameError = problems.find((problem) => problem.field === "name");
  const linesError = problems.find((problem) => problem.field === "lines");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ErrorSummary errors={problems.map((problem) => ({ fieldId: problem.field === "name" ? "plan-name" : "plan-lines", message: t(problem.key) }))} />
      <h1 className="text-2xl font-bold">{t("save.heading")}</h1>
      {linesError ? (
        <p id="plan-lines" className="mt-4 font-medium text-red-700">
          {t(linesError.key)}{" "}
          <Link to="/cart" className="text-brand-dark underline">
            {t("save.tickInCart")}
          </Link>
        </p>
      ) : null}
      <Form method="post" action="/cart/savePlan" className="mt-6">
        <label htmlFor="plan-name" className="block font-medium">
          {t("save.name")}
        </label>
        <p id="plan-name-hint" className="text-sm text-gray-700">
          {t("save.nameHint", { max: PLAN_NAME_MAX })}
        </p>
        {nameError ? (
          <p id="plan-name-error" className="mt-1 font-medium text-red-700">
            {t(nameError.key, { max: PLAN_NAME_MAX })}
          </p>
        ) : null}
        <input
          id="plan-name"
          name="name"
          type="text"
          defaultValue={reply?.name ?? ""}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "plan-name-error plan-name-hint" : "plan-name-hint"}
          className="mt-1 block w-full rounded border border-gray-500 px-3 py-2"
        />
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
