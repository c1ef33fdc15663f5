import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { withNotice } from "~/domain/notices";
import { applicantProblem } from "~/services/api-access/applicant.server";
import { saveApplication } from "~/services/api-access/applications.server";
import { type SecretProblem, createClientSecret, rotateClientSecret } from "~/services/api-access/credentials.server";
import type { Actor } from "~/services/identity/actor.server";
import { dispatchIntent, refuseForm } from "~/services/platform/form-reply.server";
import { applicationSchema, createSecretSchema, rotateSecretSchema } from "./schema.server";
import type { SecretShown } from "./view";

const PAGE = "/account/apiApplication";
const NOTICE = { submit: "submitted", edit: "saved", resubmit: "resubmitted" } as const;

/** A refusal by who the actor is (a salesman, an account not approved) is a 403; one by the application's state a 409. */
const statusOf = (problem: string) => (problem === "salesman" || problem === "unofficial" ? 403 : 409);

/** Submit, edit or resubmit: the form read with its schema, then saved; success goes back to the page with its notice. */
async function save(actor: Actor, context: AppLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: applicationSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const { intent, otherData, contactNote, ...answers } = submission.value;
  const saved = await saveApplication(actor, context.brand.key, intent, { ...answers, otherData: otherData ?? null, contactNote: contactNote ?? "" });
  if (!saved.ok) return refuseForm(context, submission, { formErrors: [`apiaccess:problems.${saved.problem}`], status: statusOf(saved.problem) });
  return redirect(withNotice(PAGE, "apiApplication", NOTICE[intent]));
}

type Answer = ReturnType<typeof refuseForm> | ReturnType<typeof redirect> | ReturnType<typeof shown>;

/** The new secret, in this answer only: never cached, never in an address or a later page. */
function shown(secret: { secret: string; hint: string }, rotated: boolean) {
  const answer: { secret: SecretShown } = { secret: { value: secret.secret, hint: secret.hint, rotated } };
  return data(answer, { headers: { "Cache-Control": "no-store" } });
}

/** A refusal of the whole form (no field to show it beside): the message in the error summary. */
function refused(context: AppLoadContext, form: FormData, problem: SecretProblem, status: 400 | 403 | 409 = statusOf(problem)) {
  return refuseForm(context, parseWithZod(form, { schema: z.object({ intent: z.string().optional() }) }), { formErrors: [`apiaccess:problems.${problem}`], status });
}

async function createSecret(actor: Actor, context: AppLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: createSecretSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const made = await createClientSecret(actor, context.brand.key);
  return made.ok ? shown(made, false) : refused(context, form, made.problem);
}

async function rotateSecret(actor: Actor, context: AppLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: rotateSecretSchema });
  if (submission.status !== "success") return refused(context, form, "secretChanged", 400);
  const made = await rotateClientSecret(actor, context.brand.key, submission.value.replacing);
  return made.ok ? shown(made, true) : refused(context, form, made.problem);
}

/**
 * The page's forms, told apart by `intent`. Only the buyer itself, and only an approved account,
 * sends any of them: a salesman acting for it, or an account not approved, is refused with a 403
 * whatever the form held.
 */
export function runIntent(actor: Actor, context: AppLoadContext, form: FormData) {
  const who = applicantProblem(actor);
  if (who) return refused(context, form, who, 403);
  return dispatchIntent<"submit" | "edit" | "resubmit" | "createSecret" | "rotateSecret", Answer, FormData>(
    context,
    form,
    {
      submit: (posted) => save(actor, context, posted),
      edit: (posted) => save(actor, context, posted),
      resubmit: (posted) => save(actor, context, posted),
      createSecret: (posted) => createSecret(actor, context, posted),
      rotateSecret: (posted) => rotateSecret(actor, context, posted),
    },
    "apiaccess:problems.intent",
  );
}
