import { z } from "zod";
import { messageRef } from "~/domain/form-message";
import { REFUSAL_REASON_MAX } from "~/services/office/registrations.server";

/** Refuse: the reason the buyer is mailed, required, 1–500 characters after trimming. */
export const refuseSchema = z.object({
  reason: z
    .string({ error: "office:registration.errors.reasonRequired" })
    .trim()
    .min(1, "office:registration.errors.reasonRequired")
    .max(REFUSAL_REASON_MAX, { error: messageRef({ key: "office:registration.errors.reasonTooLong", values: { max: REFUSAL_REASON_MAX } }), abort: true })
    // Control characters but tab and line breaks (a NUL would answer 500 from the database) are not a reason's text.
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), "office:registration.errors.reasonInvalid"),
});
