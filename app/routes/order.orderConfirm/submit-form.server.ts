import { z } from "zod";
import { ORDER_NOTE_MAX, SUBMIT_KEY_PATTERN, type SubmitError } from "~/services/ordering/order-submit.server";

/** A form message: the order rules' errors, plus the form's own. */
export type FormError = SubmitError | { key: "expired" } | { key: "noteTooLong"; max: number };

const MAX_LINES = 1000;

const submitSchema = z.object({
  submitKey: z.string().regex(SUBMIT_KEY_PATTERN),
  addressId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .nullable(),
  note: z.string(),
  total: z.string().regex(/^\d{1,15}$/).transform(Number),
  lines: z
    .array(
      z
        .string()
        .regex(/^\d{1,9}:\d{1,6}$/)
        .transform((value) => {
          const [productId, quantity] = value.split(":").map(Number);
          return { productId: productId!, quantity: quantity! };
        }),
    )
    .max(MAX_LINES),
});

/** What the buyer chose, sent back with a refusal so the form keeps it. */
export type SubmitValues = { submitKey: string; addressId: string; note: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Reads the confirm form. A missing or malformed key asks for a fresh look at the order; a
 * malformed line list counts as a changed cart; a junk address id as no address chosen.
 */
export function parseSubmitForm(form: FormData):
  | { ok: true; values: SubmitValues; data: z.output<typeof submitSchema> }
  | { ok: false; values: SubmitValues; errors: FormError[] } {
  const values: SubmitValues = { submitKey: text(form, "submitKey"), addressId: text(form, "addressId"), note: text(form, "note").replace(/\r\n/g, "\n") };
  if (values.note.length > ORDER_NOTE_MAX) return { ok: false, values, errors: [{ key: "noteTooLong", max: ORDER_NOTE_MAX }] };
  const parsed = submitSchema.safeParse({
    submitKey: values.submitKey,
    addressId: /^\d{1,9}$/.test(values.addressId) ? values.addressId : null,
    note: values.note.trim(),
    total: text(form, "total"),
    lines: form.getAll("line").filter((line): line is string => typeof line === "string"),
  });
  if (parsed.success) return { ok: true, values, data: parsed.data };
  const expired = parsed.error.issues.some((issue) => issue.path[0] === "submitKey");
  return { ok: false, values, errors: [expired ? { key: "expired" } : { key: "cartChanged" }] };
}
