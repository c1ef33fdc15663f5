import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta, withNotice } from "~/chunks/shell";
import { pageTitle } from "~/services/platform/page.server";
import { deletePlan, planName } from "~/services/cart/plans.server";
import { requireActor } from "~/services/identity/actor.server";
import { notFound, planIdOf } from "../order.distributionDetail/plan-id";

export const meta = titleMeta;
export const handle = { i18n: ["plans"] };

/** The confirmation step of deleting a plan: a page of its own, so it works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = planIdOf(request);
  const plan = id === null ? null : await planName(actor.accountId, id);
  if (!plan) throw notFound();
  return { title: await pageTitle(request, context, "plans:delete.title"), plan };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = planIdOf(request);
  if (id === null || !(await deletePlan(actor, id))) throw notFound();
  return redirect(withNotice("/order/distributionPlans", "plans", "deleted"));
}

export default function DeletePlan() {
  const { plan } = useLoaderData<typeof loader>();
  const { t } = useTranslation("plans");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="delete-heading" className="mx-auto max-w-xl px-4 py-10">
      <h1 id="delete-heading" className="text-2xl font-bold">
        {t("delete.heading")}
      </h1>
      <p className="mt-4 rounded border border-gray-300 p-4 font-semibold break-words">{plan.name}</p>
      <Form method="post" action={`/order/distributionDetail/delete?id=${plan.id}`} className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
          {t("delete.confirm")}
        </button>
        <Link to={`/order/distributionDetail?id=${plan.id}`} className="font-medium text-brand-dark underline">
          {t("delete.cancel")}
        </Link>
      </Form>
    </section>
  );
}
