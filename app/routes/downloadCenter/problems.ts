import type { Message } from "~/chunks/forms";
import { type PackageProblem, MAX_PACKAGE_BARCODES } from "~/chunks/downloads";

/** How many skipped barcodes a refusal names one by one; the rest are counted. */
export const SKIPPED_SHOWN = 10;

export type Refusal = {
  formErrors?: Message[];
  fieldErrors?: Record<string, Message[]>;
  status: 400 | 409 | 413 | 422 | 429;
};

const on = (field: string, message: Message, status: Refusal["status"] = 400): Refusal => ({ fieldErrors: { [field]: [message] }, status });

/**
 * A refused package as the form shows it: the message beside the field it is about (the category,
 * the file or the typed barcodes, what to include, images without the watermark) or over the whole
 * form; when nothing could be packaged, the barcodes left out and why. `typed`: the barcodes came
 * from the text field (a problem of theirs is shown there, not at the file input).
 */
export function packageRefusal(problem: PackageProblem, { typed }: { typed: boolean }): Refusal {
  const key = `downloads:problems.${problem.key}`;
  switch (problem.key) {
    case "noCategory":
      return on("category", { key });
    case "tooManyProducts":
      return on("category", { key, values: { max: problem.max } }, 422);
    case "noFile":
      return on("file", { key });
    case "file":
      return on(typed ? "barcodes" : "file", { key: `downloads:barcodeProblems.${problem.problem}`, values: { max: MAX_PACKAGE_BARCODES } }, problem.problem === "tooLarge" ? 413 : 400);
    case "nothingIncluded":
      return on("include", { key });
    case "underReview":
    case "unwatermarkedNotAllowed":
      return on("unwatermarked", { key }, 409);
    case "nothingToPackage": {
      const shown = problem.skipped.slice(0, SKIPPED_SHOWN).map((skip): Message => ({ key: "downloads:problems.skippedBarcode", values: { barcode: skip.barcode, reason: skip.reason } }));
      const more = problem.skipped.length - shown.length;
      return { formErrors: [{ key }, ...shown, ...(more > 0 ? [{ key: "downloads:problems.skippedMore", values: { count: more } }] : [])], status: 422 };
    }
    case "tooManyGenerating":
      return { formErrors: [{ key, values: { max: problem.max } }], status: 429 };
    case "notRedownloadable":
    case "notSendable":
      return { formErrors: [{ key }], status: 409 };
  }
}
