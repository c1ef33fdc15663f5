/**
 * The sign-in verification code (SPEC.md section 5): a short code from characters that cannot be
 * mistaken for one another (none of 0 O 1 I L 2 Z 5 S 8 B G), identified by a 32-character random
 * key (SPEC.md section 9: random string length 32).
 */
export const CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY34679";
/** Characters in the picture code. */
export const PICTURE_CODE_LENGTH = 5;
/** Characters in a code sent by email (pasted, not read from a picture, so it can be longer). */
export const EMAILED_CODE_LENGTH = 8;
export const CHALLENGE_KEY_LENGTH = 32;
const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A challenge is valid for ten minutes (the emailed code's text says so too). */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** A uniform random integer in [0, max); the caller passes crypto.randomInt on the server. */
export type RandomInt = (max: number) => number;

function pick(alphabet: string, length: number, randomInt: RandomInt): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function generateCode(randomInt: RandomInt, length = PICTURE_CODE_LENGTH): string {
  return pick(CODE_ALPHABET, length, randomInt);
}

export function generateChallengeKey(randomInt: RandomInt): string {
  return pick(KEY_ALPHABET, CHALLENGE_KEY_LENGTH, randomInt);
}

export function isChallengeKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9]{32}$/.test(value);
}

/**
 * What the visitor typed or pasted, as compared: case does not matter, and spaces, hyphens and
 * other separators (a code pasted from a mail as "ABCD EFGH" or "ABCD-EFGH") are dropped.
 */
export function normaliseCode(input: string): string {
  return input.normalize("NFKC").replace(/[\s\-_.·]/g, "").toUpperCase();
}
