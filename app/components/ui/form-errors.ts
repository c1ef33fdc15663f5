import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import type { Translate } from "~/i18n/translator";
import { messageText } from "~/domain/form-message";
import type { SummaryError } from "./error-summary";

/** Every error of a Conform form, translated, each linking to its field (form-level ones do not). */
export function summaryErrors(form: Pick<FormMetadata, "id" | "allErrors">, t: Translate): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    messages.map((message) => ({ fieldId: name ? `${form.id}-${name}` : undefined, message: messageText(t, message) })),
  );
}

/**
 * A refused form's reply read without a Conform form on the page (a cart line's quantity, one of
 * many small forms): the first error of a field ("" for the whole form), and what was typed.
 */
export function replyError(reply: SubmissionResult<string[]> | null | undefined, name: string): string | null {
  return reply?.error?.[name]?.[0] ?? null;
}

export function replyValue(reply: SubmissionResult<string[]> | null | undefined, name: string): string {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
}

/** Every error of a reply, translated, in field order, each linking to the control `fieldId` names. */
export function replyErrors(reply: SubmissionResult<string[]> | null | undefined, t: Translate, fieldId: (name: string) => string | undefined): SummaryError[] {
  if (!reply?.error) return [];
  return Object.entries(reply.error).flatMap(([name, messages]) => (messages ?? []).map((message) => ({ fieldId: name ? fieldId(name) : undefined, message: messageText(t, message) })));
}
