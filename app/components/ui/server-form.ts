import type { Translate } from "~/i18n/translator";
import { messageText } from "~/domain/form-message";
import type { SummaryError } from "./error-summary";

/**
 * A refused form's reply as the server writes it: Conform's `submission.reply()`
 * (services/platform/form-reply.server.ts) — what was typed, and the errors by field name, ""
 * for the whole form. Conform parses and replies on the server only; the browser reads the reply
 * with the helpers below (decision 0104: its client side does not fit the JavaScript budget).
 */
export type FormReply = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, readonly string[] | null> | null;
};

type Reply = FormReply | null | undefined;

/** A field of a form as its control shows it: ids, its errors, the value it starts with. */
export type FieldState = {
  /** `<form id>-<name>`, the id the error summary links to. */
  id: string;
  name: string;
  /** The id of its error message (`<id>-error`). */
  errorId: string;
  formId: string;
  errors: readonly string[] | undefined;
  /** What the refused post sent under this name, or else the form's default. */
  initialValue: unknown;
};

/** The form as a whole: its id, its own errors ("" in the reply) and every error by field name. */
export type FormState = {
  id: string;
  errorId: string;
  errors: readonly string[] | undefined;
  allErrors: Record<string, readonly string[]>;
  /** The form element's attributes: its id, `noValidate` (the server validates), and its own errors' id when it has some. */
  props: { id: string; noValidate: true; "aria-describedby"?: string };
};

const errorsOf = (reply: Reply, name: string): readonly string[] | undefined => {
  const errors = reply?.error?.[name];
  return errors && errors.length > 0 ? errors : undefined;
};

/**
 * What a form renders from the server's reply, the same with JavaScript as without: each field's
 * id, error message id, errors and kept value (`aria-invalid`/`aria-describedby` follow from them),
 * and every error for the summary. Nothing is validated in the browser: the form posts, the server
 * answers. A reply's values replace the defaults whole, as Conform's did (an unticked box stays
 * unticked).
 */
export function useServerForm<Fields extends Record<string, unknown>>({
  id,
  reply,
  defaultValue,
}: {
  id: string;
  reply: Reply;
  defaultValue?: { [Name in keyof Fields]?: string | readonly string[] | undefined };
}): [FormState, { [Name in keyof Fields & string]: FieldState }] {
  const values: Record<string, unknown> = reply?.initialValue ?? defaultValue ?? {};
  const allErrors: Record<string, readonly string[]> = {};
  for (const name of Object.keys(reply?.error ?? {})) {
    const errors = errorsOf(reply, name);
    if (errors) allErrors[name] = errors;
  }
  const errors = errorsOf(reply, "");
  const props = { id, noValidate: true as const, ...(errors ? { "aria-describedby": `${id}-error` } : {}) };
  const form: FormState = { id, errorId: `${id}-error`, errors, allErrors, props };
  const field = (name: string): FieldState => ({ id: `${id}-${name}`, name, errorId: `${id}-${name}-error`, formId: id, errors: errorsOf(reply, name), initialValue: values[name] });
  const fields = new Proxy({} as { [Name in keyof Fields & string]: FieldState }, { get: (_, name) => (typeof name === "string" ? field(name) : undefined) });
  return [form, fields];
}

/** Every error of a form, translated, each linking to its field (the form's own ones do not). */
export function summaryErrors(form: Pick<FormState, "id" | "allErrors">, t: Translate): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    messages.map((message) => ({ fieldId: name ? `${form.id}-${name}` : undefined, message: messageText(t, message) })),
  );
}

/**
 * A refused form's reply read without a form state (a cart line's quantity, one of many small
 * forms): the first error of a field ("" for the whole form), and what was typed.
 */
export function replyError(reply: Reply, name: string): string | null {
  return reply?.error?.[name]?.[0] ?? null;
}

export function replyValue(reply: Reply, name: string): string {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
}

/** Every error of a reply, translated, in field order, each linking to the control `fieldId` names. */
export function replyErrors(reply: Reply, t: Translate, fieldId: (name: string) => string | undefined): SummaryError[] {
  if (!reply?.error) return [];
  return Object.entries(reply.error).flatMap(([name, messages]) => (messages ?? []).map((message) => ({ fieldId: name ? fieldId(name) : undefined, message: messageText(t, message) })));
}
