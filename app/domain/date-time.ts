import type { Language } from "~/i18n/languages";
import { dateTimeFormat } from "./intl-formats";

/**
 * The time zone dates are shown in for an account's country. The server renders dates (no
 * JavaScript needed), so it cannot ask the browser; the country is the best guess it has, and the
 * zone name is printed beside the time so nobody misreads it.
 */
const ZONES: Record<string, string> = {
  ES: "Europe/Madrid",
  IT: "Europe/Rome",
  PL: "Europe/Warsaw",
  DE: "Europe/Berlin",
  FR: "Europe/Paris",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
  PT: "Europe/Lisbon",
  GB: "Europe/London",
  IE: "Europe/Dublin",
  AT: "Europe/Vienna",
  CH: "Europe/Zurich",
  MX: "America/Mexico_City",
  US: "America/New_York",
  CN: "Asia/Shanghai",
  HK: "Asia/Hong_Kong",
};

export const DEFAULT_TIME_ZONE = "UTC";

export function timeZoneForCountry(countryCode: string | null | undefined): string {
  return ZONES[(countryCode ?? "").trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

/** "25 Dec 2026, 18:00 CET": a date and time in the language, with the zone named. */
export function formatDateTime(iso: string, lng: Language, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${dateTimeFormat(lng, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  // dateStyle cannot be combined with timeZoneName, so the zone is formatted on its own.
  }).format(date)} ${zoneName(date, lng, timeZone)}`;
}

function zoneName(date: Date, lng: Language, timeZone: string): string {
  const part = dateTimeFormat(lng, { timeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** A calendar date (YYYY-MM-DD, no time zone) in the language: "25 Dec 2026". */
export function formatDate(isoDate: string, lng: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return "";
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(lng, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
