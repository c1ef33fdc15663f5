import { z } from "zod";
import { FALCON_CHANNELS, FALCON_LEVELS, FALCON_NOTE_MAX, type FalconChannel, REGIONS_MAX, TARGET_MAX_UNITS } from "~/domain/falcon";
import { messageRef } from "~/domain/form-message";
import { parseAmountMinor } from "~/domain/money";

const E = "falcon:errors";
const tooLong = (field: string, max: number) => messageRef({ key: `${E}.${field}.tooLong`, values: { max } });
/** A text with lines (and tabs) but no other control characters (a NUL would fail in the database). */
// eslint-disable-next-line no-control-regex
const plainText = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

/**
 * The application form (submit and resubmit share it); messages are locale keys the page
 * translates, one per field. The yearly target is typed as an amount in the account's currency
 * and read exactly into minor units (parseAmountMinor).
 */
export const falconSchema = z.object({
  intent: z.enum(["submit", "resubmit"]),
  channels: z
    .array(z.string(), { error: `${E}.channels.choose` })
    .min(1, `${E}.channels.choose`)
    .max(FALCON_CHANNELS.length * 2, `${E}.channels.choose`)
    .refine((values) => values.every((value) => (FALCON_CHANNELS as readonly string[]).includes(value)), `${E}.channels.choose`)
    // In the list's own order, each once.
    .transform((values) => FALCON_CHANNELS.filter((each) => values.includes(each)) as FalconChannel[]),
  regions: z
    .string({ error: `${E}.regions.required` })
    .trim()
    .min(1, { error: `${E}.regions.required`, abort: true })
    .max(REGIONS_MAX, { error: tooLong("regions", REGIONS_MAX), abort: true })
    .refine(plainText, `${E}.regions.invalid`),
  brandSharePct: z
    .string({ error: `${E}.brandSharePct.required` })
    .trim()
    .min(1, { error: `${E}.brandSharePct.required`, abort: true })
    .regex(/^\d{1,3}$/, { error: `${E}.brandSharePct.range`, abort: true })
    .transform(Number)
    .refine((value) => value <= 100, `${E}.brandSharePct.range`),
  yearlyTarget: z
    .string({ error: `${E}.yearlyTarget.required` })
    .trim()
    .min(1, { error: `${E}.yearlyTarget.required`, abort: true })
    .max(30, { error: `${E}.yearlyTarget.invalid`, abort: true })
    .transform((value, ctx) => {
      const minor = parseAmountMinor(value);
      if (minor === null) ctx.addIssue({ code: "custom", message: `${E}.yearlyTarget.invalid` });
      else if (minor <= 0 || minor > TARGET_MAX_UNITS * 100) ctx.addIssue({ code: "custom", message: messageRef({ key: `${E}.yearlyTarget.range`, values: { max: TARGET_MAX_UNITS } }) });
      return minor ?? 0;
    }),
  levelAsked: z.enum(FALCON_LEVELS, { error: `${E}.levelAsked.choose` }),
  note: z
    .string()
    .trim()
    .max(FALCON_NOTE_MAX, { error: tooLong("note", FALCON_NOTE_MAX), abort: true })
    .refine(plainText, `${E}.note.invalid`)
    .optional(),
});
