import { answers } from "../client";
import type { CaseResult } from "../report";

/**
 * No answer the suite read — pages, refusals, errors, over fetch or written by hand, in every case
 * that ran before this one on the same server — showed a stack trace, a module folder or where
 * the shop lives on disk. Starts the count again for the next server.
 */
export function noInternalsCase(): CaseResult {
  const result = { name: "answers: no stack trace or server path", tried: answers.read, failures: [...answers.leaks] };
  answers.read = 0;
  answers.leaks.length = 0;
  return result;
}
