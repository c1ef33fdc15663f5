/** The EAN-13 check digit for the first twelve digits (weights 1, 3, 1, 3 … from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs twelve digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

export function ean13(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

const ITEM_SPACE = 1_000_000;
// Odd and not a multiple of 5, so n -> n * MULTIPLIER mod 10^6 is a bijection: unique codes that do not look sequential.
const MULTIPLIER = 738_469;
const OFFSET = 271_828;

/** The n-th item reference (six digits) under a company prefix; distinct for n below one million. */
export function itemReference(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= ITEM_SPACE) throw new Error(`Item number out of range: ${n}`);
  return String((n * MULTIPLIER + OFFSET) % ITEM_SPACE).padStart(6, "0");
}

/** Barcode from a six-digit company prefix and an item number. */
export function barcodeFor(prefix: string, n: number): string {
  if (!/^\d{6}$/.test(prefix)) throw new Error(`Company prefix must have six digits: ${prefix}`);
  return ean13(prefix + itemReference(n));
}

/**
 * A barcode under another prefix that ends in the same six digits as `target` (last five item
 * digits and the check digit), for the search on the last six digits to find several products.
 */
export function suffixTwin(prefix: string, target: string): string {
  const tail = target.slice(7, 12);
  for (let digit = 0; digit <= 9; digit++) {
    const code = ean13(`${prefix}${digit}${tail}`);
    if (code.slice(-6) === target.slice(-6)) return code;
  }
  throw new Error(`No suffix twin for ${target}`);
}
