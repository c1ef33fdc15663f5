import { z } from "zod";
import { CANCEL_REASONS, CANCEL_TEXT_MAX } from "~/domain/order-status";

export const cancelSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { error: "orders:cancel.errors.reasonRequired" }),
    text: z.string().trim().max(CANCEL_TEXT_MAX, "orders:cancel.errors.textTooLong").optional(),
  })
  .refine((value) => value.reason !== "other" || (value.text ?? "").length > 0, { message: "orders:cancel.errors.textRequired", path: ["text"] });
