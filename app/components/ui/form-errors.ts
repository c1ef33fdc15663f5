import type { FormMetadata } from "@conform-to/react";
import type { TFunction } from "i18next";
import type { SummaryError } from "./error-summary";

/** Every error of a Conform form, translated, each linking to its field (form-level ones do not). */
export function summaryErrors(form: Pick<FormMetadata, "id" | "allErrors">, t: TFunction): SummaryError[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    messages.map((message) => ({ fieldId: name ? `${form.id}-${name}` : undefined, message: t(message) })),
  );
}
