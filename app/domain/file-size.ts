import type { Language } from "~/i18n/languages";
import { numberFormat } from "./intl-formats";

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A file's size in the reader's language ("1.5 MB", "1,5 Mo"), counted in 1024s like the shop's
 * other limits (a "1 MB" upload is 1,048,576 bytes): whole bytes, then one decimal at most, the
 * largest unit that keeps the number at or above 1. A negative or non-finite size shows as 0 bytes.
 */
export function formatFileSize(bytes: number, lng: Language): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to "1,024 KB": shown as the next unit instead.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(lng, { style: "unit", unit: UNITS[unit], unitDisplay: "short", maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
