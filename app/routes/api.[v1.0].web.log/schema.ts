import { z } from "zod";

const text = (max: number) =>
  z
    .string({ error: "errorLog.required" })
    .trim()
    .min(1, "errorLog.required")
    .max(max, "errorLog.tooLong");

/** POST /api/v1.0/web/log (SPEC.md section 7): what a browser reports about an unhandled error. */
export const errorLogSchema = z.object({
  webAddress: text(2048),
  errorName: text(200),
  errorMessage: text(10_000),
});

export type ErrorLogInput = z.infer<typeof errorLogSchema>;
