import { type Submission, type SubmissionResult, parse } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "@remix-run/node";
import { z } from "zod";
import { type Message, messageRef } from "~/domain/form-message";

/**
 * The one way a form is refused (decision 0093): Conform's reply — what was typed, the errors by
 * field — with a 4xx status, and the request marked so the page title says "Error:" (the loaders
 * that run after the action read it, see page.server.ts). Errors are message references
 * (domain/form-message.ts), so a message with values travels like any other.
 */
type Refusal = {
  /** Errors of the whole form. */
  formErrors?: (Message | string)[];
  /** Errors by field name (a field without errors may be given as null, as Conform's own are). */
  fieldErrors?: Record<string, (Message | string)[] | null>;
  /** Fields whose values must not come back (passwords). */
  hideFields?: string[];
  status?: 400 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
  headers?: Record<string, string>;
};

export type FormReply = SubmissionResult<string[]>;

/** Conform's parse of a posted form with a zod schema: routes import it from here, so Conform stays out of the browser build (decision 0104). */
export { parseWithZod };

export function refuseForm(context: AppLoadContext, submission: Pick<Submission<unknown>, "reply">, refusal: Refusal = {}) {
  const { status = 400, headers } = refusal;
  return data(refusedReply(context, submission, refusal), { status, ...(headers ? { headers } : {}) });
}

/**
 * The reply alone, for the pages that answer it with data computed from the refused post (the
 * sign-in's next picture challenge, the regions of the country chosen): `{ result, ...data }`.
 */
export function refusedReply(context: AppLoadContext, submission: Pick<Submission<unknown>, "reply">, refusal: Omit<Refusal, "status" | "headers"> = {}): FormReply {
  context.formFailed = true;
  const { formErrors, fieldErrors, hideFields } = refusal;
  const refs = (messages: (Message | string)[]) => messages.map(messageRef);
  return submission.reply({
    ...(formErrors ? { formErrors: refs(formErrors) } : {}),
    ...(fieldErrors ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).flatMap(([name, messages]) => (messages ? [[name, refs(messages)]] : []))) } : {}),
    ...(hideFields ? { hideFields } : {}),
  });
}

/**
 * The same refusal for a form not read through a schema (an upload read under a size cap, whose
 * body may be gone): `kept` is what comes back typed.
 */
export function refuseRead(context: AppLoadContext, kept: Record<string, string>, refusal: Refusal) {
  return refuseForm(context, parse(new URLSearchParams(kept), { resolve: () => ({ error: null }) }), refusal);
}

/**
 * The one way to run a form that carries an `intent`: one function per intent, chosen by the
 * posted value; an unknown or missing intent is refused on the `intent` field.
 */
export async function dispatchIntent<Intent extends string, Result, Form extends FormData | URLSearchParams>(
  context: AppLoadContext,
  form: Form,
  handlers: Record<Intent, (form: Form) => Result | Promise<Result>>,
  unknownMessage: Message | string,
): Promise<Result | ReturnType<typeof refuseForm>> {
  const intent = form.get("intent");
  if (typeof intent === "string" && Object.hasOwn(handlers, intent)) return handlers[intent as Intent](form);
  const submission = parseWithZod(form, { schema: z.object({ intent: z.string() }) });
  return refuseForm(context, submission, { fieldErrors: { intent: [unknownMessage] } });
}
