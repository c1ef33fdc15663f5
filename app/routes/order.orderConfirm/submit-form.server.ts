import { z } from "zod";
import { ORDER_NOTE_MAX, SUBMIT_KEY_PATTERN, type SubmitError, type SubmitInput } from "~/services/ordering/order-submit.server";

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
  // "{lot}:{units}" for each outlet line (decision 0114).
  outlet: z
    .array(
      z
        .string()
        .regex(/^\d{1,9}:\d{1,6}$/)
        .transform((value) => {
          const [lotId, quantity] = value.split(":").map(Number);
          return { lotId: lotId!, quantity: quantity! };
        }),
    )
    .max(MAX_LINES),
  // "c:{combination}:{sets}:{version}" for a combination group, "p:{pallet}:{product}:{cartons}" for each line of a pallet.
  groups: z.array(z.string().regex(/^(c:\d{1,9}:\d{1,4}:\d{1,9}|p:\d{1,9}:\d{1,9}:\d{1,5})$/)).max(MAX_LINES),
  chinaMerge: z.boolean(),
});

type Groups = Pick<SubmitInput, "combinations" | "pallets">;

/** The groups the page showed, from their hidden fields; null when one is given twice (a changed page). */
export function readGroups(entries: readonly string[]): Required<Groups> | null {
  const combinations: Required<Groups>["combinations"] = [];
  const pallets = new Map<number, { productId: number; cartons: number }[]>();
  for (const entry of entries) {
    const [kind, a, b, c] = entry.split(":");
    const [first, second, third] = [Number(a), Number(b), Number(c)];
    if (kind === "c") {
      if (combinations.some((group) => group.combinationId === first)) return null;
      combinations.push({ combinationId: first, sets: second, version: third });
    } else {
      const items = pallets.get(first) ?? [];
      if (items.some((item) => item.productId === second)) return null;
      pallets.set(first, [...items, { productId: second, cartons: third }]);
    }
  }
  return { combinations, pallets: [...pallets].map(([palletId, items]) => ({ palletId, items })) };
}

/** What the buyer chose, sent back with a refusal so the form keeps it. */
export type SubmitValues = { submitKey: string; addressId: string; note: string; chinaMerge: string };

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
  const values: SubmitValues = { submitKey: text(form, "submitKey"), addressId: text(form, "addressId"), note: text(form, "note").replace(/\r\n/g, "\n"), chinaMerge: text(form, "chinaMerge") === "1" ? "1" : "" };
  if (values.note.length > ORDER_NOTE_MAX) return { ok: false, values, errors: [{ key: "noteTooLong", max: ORDER_NOTE_MAX }] };
  const parsed = submitSchema.safeParse({
    submitKey: values.submitKey,
    addressId: /^\d{1,9}$/.test(values.addressId) ? values.addressId : null,
    note: values.note.trim(),
    total: text(form, "total"),
    lines: form.getAll("line").filter((line): line is string => typeof line === "string"),
    outlet: form.getAll("outlet").filter((line): line is string => typeof line === "string"),
    groups: form.getAll("group").filter((group): group is string => typeof group === "string"),
    chinaMerge: text(form, "chinaMerge") === "1",
  });
  if (parsed.success) return { ok: true, values, data: parsed.data };
  const expired = parsed.error.issues.some((issue) => issue.path[0] === "submitKey");
  return { ok: false, values, errors: [expired ? { key: "expired" } : { key: "cartChanged" }] };
}
