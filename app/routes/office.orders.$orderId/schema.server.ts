import { z } from "zod";
import { messageRef } from "~/domain/form-message";
import { ORDER_STATUSES } from "~/domain/order-status";
import { hasControlCharacters, hasControlCharactersBesidesLines } from "~/domain/plain-text";
import { ORDER_DETAIL_MAX, STAFF_CANCEL_REASON_MAX } from "~/services/office/orders.server";

/** A one-line value of 1–max characters after trimming, without control characters. */
function line(name: string, max: number) {
  return z
    .string({ error: `office:order.errors.${name}Required` })
    .trim()
    .min(1, `office:order.errors.${name}Required`)
    .max(max, { error: messageRef({ key: "office:order.errors.tooLong", values: { max } }), abort: true })
    .refine((text) => !hasControlCharacters(text), "office:order.errors.controlCharacters");
}

/** The status the page showed: a move from any other is "changed meanwhile". */
const seen = z.enum(ORDER_STATUSES, { error: "office:order.errors.invalid" });

export const seenSchema = z.object({ seen });

export const shipSchema = z.object({ seen, carrier: line("carrier", ORDER_DETAIL_MAX), trackingNumber: line("trackingNumber", ORDER_DETAIL_MAX) });

/** A return: its number; the quantities per line (`qty-<lineNo>`) are read beside it. */
export const returnSchema = z.object({ seen, returnNumber: line("returnNumber", ORDER_DETAIL_MAX) });

export const cancelSchema = z.object({
  seen,
  reason: z
    .string({ error: "office:order.errors.reasonRequired" })
    .trim()
    .min(1, "office:order.errors.reasonRequired")
    .max(STAFF_CANCEL_REASON_MAX, { error: messageRef({ key: "office:order.errors.tooLong", values: { max: STAFF_CANCEL_REASON_MAX } }), abort: true })
    // Control characters but tab and line breaks are not a reason's text.
    .refine((text) => !hasControlCharactersBesidesLines(text), "office:order.errors.controlCharacters"),
});

/** The returned quantity of each line: a whole number 0–999 999 (the service checks it against the line). */
export function returnLinesOf(form: FormData): { lines: { lineNo: number; quantity: number }[]; wrong: string[] } {
  const lines: { lineNo: number; quantity: number }[] = [];
  const wrong: string[] = [];
  for (const [name, value] of form.entries()) {
    const match = /^qty-(\d{1,6})$/.exec(name);
    if (!match) continue;
    if (typeof value === "string" && /^\s*\d{1,6}\s*$/.test(value)) lines.push({ lineNo: Number(match[1]), quantity: Number(value.trim()) });
    else wrong.push(name);
  }
  return { lines, wrong };
}
