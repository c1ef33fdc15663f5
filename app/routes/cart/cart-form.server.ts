import { z } from "zod";
import { MAX_REQUEST_QUANTITY } from "~/domain/cart-quantity";
import type { Message } from "~/domain/form-message";
import { ADD_KEY_PATTERN } from "~/services/cart/cart.server";

const goodsId = z
  .string({ error: "cart:errors.goodsId" })
  .trim()
  .regex(/^\d{1,9}$/, "cart:errors.goodsId")
  .transform(Number)
  .refine((id) => id > 0, "cart:errors.goodsId");

/** A signed whole number; the bounds keep far too large numbers from reaching any rule. */
const signedQuantity = z
  .string({ error: "cart:errors.quantityRequired" })
  .trim()
  .min(1, "cart:errors.quantityRequired")
  .regex(/^[+-]?\d+$/, "cart:errors.quantityWhole")
  .max(10, "cart:errors.quantityTooLarge")
  .transform(Number)
  .refine((value) => Math.abs(value) <= MAX_REQUEST_QUANTITY, "cart:errors.quantityTooLarge");

export const addSchema = z.object({
  goodsId,
  /** The quantity typed in the panel's field. */
  quantity: signedQuantity.optional(),
  /** A quick button's signed quantity; it wins over the field. */
  step: signedQuantity.optional(),
  /** Where to go back to; one too long to be a page of the shop is dropped. */
  redirectTo: z.string().max(2048).optional().catch(undefined),
  /** Sent by the enhanced panel (fetcher): answer with data instead of a redirect. */
  mode: z.literal("fetch").optional(),
  /** The form's one-time key (decision 0083); a malformed one is ignored like a missing one. */
  key: z.string().regex(ADD_KEY_PATTERN).optional().catch(undefined),
});

export const setQuantitySchema = z.object({ goodsId, quantity: signedQuantity });

const lotId = z
  .string({ error: "outlet:errors.lot" })
  .trim()
  .regex(/^\d{1,9}$/, "outlet:errors.lot")
  .transform(Number);
/** An outlet line (decision 0114): its lot, and for a quantity change the new units. */
export const outletLineSchema = z.object({ lotId });
export const outletQuantitySchema = z.object({ lotId, quantity: signedQuantity });
export const lineSchema = z.object({ goodsId });

/**
 * The form's fields, each once: a field posted twice counts with its first value, as a browser's
 * form never sends these twice and a crafted post gets the same answer as a plain one.
 */
export function firstValues(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !fields.has(name)) fields.set(name, value);
  }
  return fields;
}

/** The message of a refused quantity. */
export function issueMessage(issue: { key: string } & Record<string, unknown>): Message {
  const { key, ...values } = issue;
  return { key: `cart:errors.${key}`, values: values as Record<string, number> };
}
