import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { parseId } from "~/domain/catalogue-query";
import type { PackageProblem } from "~/domain/downloads";
import { withNotice } from "~/domain/notices";
import { safeRedirect } from "~/domain/safe-redirect";
import { type Actor, requireActor } from "~/services/identity/actor.server";
import { refuseRead } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { packageRefusal } from "./problems";

/** Where a record's action goes back to: the page it was sent from (a same-site path), else the centre. */
const backOf = (form: FormData) => safeRedirect(form.get("redirectTo"), "/downloadCenter");

/** Another account's record, or one past its 30 days: the 404 page. */
export async function recordNotFound(request: Request, context: AppLoadContext) {
  return data({ title: await pageTitle(request, context, "downloads:records.title") }, { status: 404 });
}

type Outcome = { ok: true } | { ok: false; problem: PackageProblem | "sendFailed" } | null;

/**
 * A record's action (generate again, send the links): the record of the acting account named in
 * the address, or 404; done → back where the buyer was with the notice; refused → this page with
 * the message and the way back (it works without JavaScript like any form).
 */
export async function recordAction(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  run: (actor: Actor, recordId: number) => Promise<Outcome>,
  done: "redownload" | "sent",
) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const recordId = parseId(id);
  const outcome = recordId === null ? null : await run(actor, recordId);
  if (!outcome) throw await recordNotFound(request, context);
  const back = backOf(form);
  if (outcome.ok) return redirect(withNotice(back, "downloads", done));
  const kept = { redirectTo: back };
  if (outcome.problem === "sendFailed") return refuseRead(context, kept, { formErrors: [{ key: "downloads:problems.sendFailed" }], status: 503 });
  const refusal = packageRefusal(outcome.problem, { typed: false });
  return refuseRead(context, kept, { formErrors: refusal.formErrors ?? [], status: refusal.status === 413 ? 400 : refusal.status });
}

/** Nothing to see at a record's action: a GET (a reload after a refusal) goes to the records. */
export async function recordActionLoader(request: Request, context: AppLoadContext) {
  if (!context.formFailed) throw redirect("/downloadCenter/records");
  return { title: await pageTitle(request, context, "downloads:records.title") };
}
