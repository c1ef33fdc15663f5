import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { withNotice } from "~/domain/notices";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { hasCheckedLines, savePlan } from "~/services/cart/plans.server";
import { pageTitle } from "~/services/platform/page.server";
import { requireActor } from "~/services/identity/actor.server";
import { planNameSchema } from "./plan-name.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
