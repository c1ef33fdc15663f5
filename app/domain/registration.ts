/**
 * Registration field rules besides the credentials (docs/decisions/0014-registration.md).
 * Names are trimmed, 1 to 100 characters, without control characters. The telephone is the local
 * number (the dialling code comes from the country): digits with optional spaces, dots, dashes
 * and brackets, 4 to 15 digits (E.164 allows 15 in all).
 */
import { hasControlCharacters } from "./plain-text";

export const NAME_MAX_LENGTH = 100;
export const TELEPHONE_MAX_LENGTH = 30;

export type TextProblem = "required" | "tooLong" | "invalid";


export function nameProblem(value: string): TextProblem | null {
  const text = value.trim();
  if (text.length === 0) return "required";
  if ([...text].length > NAME_MAX_LENGTH) return "tooLong";
  if (hasControlCharacters(text)) return "invalid";
  return null;
}

export function telephoneProblem(value: string): TextProblem | null {
  const text = value.trim();
  if (text.length === 0) return "required";
  if (text.length > TELEPHONE_MAX_LENGTH) return "tooLong";
  if (!/^[\d\s().-]+$/u.test(text)) return "invalid";
  const digits = text.replace(/\D/g, "").length;
  if (digits < 4 || digits > 15) return "invalid";
  return null;
}

/** The stored number: the country's dialling code, then the local number with single spaces. */
export function fullTelephone(diallingCode: string, local: string): string {
  return `${diallingCode} ${local.trim().replace(/\s+/g, " ")}`;
}
