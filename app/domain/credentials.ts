/**
 * Credential rules (SPEC.md section 5; docs/decisions/0013-password-and-email-rules.md).
 *
 * Password: 8 to 64 characters, at least one letter and at least one digit; any other
 * character (spaces, symbols, accented letters) is allowed, and nothing is trimmed, so that a
 * pasted password from a manager works as it is.
 * Email: trimmed, non-empty, at most 254 characters, one "@" with a non-empty local part and a
 * domain of at least two dot-separated labels, no spaces.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;

export type PasswordProblem = "required" | "tooShort" | "tooLong" | "needsLetter" | "needsDigit";
export type EmailProblem = "required" | "tooLong" | "invalid";

/** Length in characters as a person counts them (code points, so "🔑" is one). */
const characterCount = (text: string) => [...text].length;

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return "required";
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (!/\p{L}/u.test(password)) return "needsLetter";
  if (!/\p{Nd}/u.test(password)) return "needsDigit";
  return null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export function normaliseEmail(email: string): string {
  return email.trim();
}

/** What identifies an account's email: trimmed and in lower case (an address is one account whatever its case). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): EmailProblem | null {
  const value = normaliseEmail(email);
  if (value.length === 0) return "required";
  if (value.length > EMAIL_MAX_LENGTH) return "tooLong";
  if (!EMAIL_PATTERN.test(value)) return "invalid";
  return null;
}
