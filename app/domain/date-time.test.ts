import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, timeZoneForCountry } from "./date-time";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("timeZoneForCountry", () => {
  it.each([
    ["ES", "Europe/Madrid"],
    ["pl", "Europe/Warsaw"],
    ["MX", "America/Mexico_City"],
    ["GB", "Europe/London"],
    ["ZZ", "UTC"],
    ["", "UTC"],
    [null, "UTC"],
  ])("%s → %s", (country, zone) => {
    expect(timeZoneForCountry(country)).toBe(zone);
  });
});

describe("formatDateTime: in the language, in the account's zone, zone named", () => {
  it.each([
    ["2026-12-25T17:00:00Z", "en", "Europe/Madrid", "Dec 25, 2026, 6:00 PM GMT+1"],
    ["2026-12-25T17:00:00Z", "es", "Europe/Madrid", "25 dic 2026, 18:00 CET"],
    ["2026-12-25T17:00:00Z", "de", "Europe/Berlin", "25.12.2026, 18:00 MEZ"],
    ["2026-12-25T17:00:00Z", "en", "UTC", "Dec 25, 2026, 5:00 PM UTC"],
    ["2026-07-01T23:30:00Z", "es", "America/Mexico_City", "1 jul 2026, 17:30 GMT-6"],
    ["not a date", "en", "UTC", ""],
  ] as const)("%s in %s (%s) → %s", (iso, lng, zone, expected) => {
    expect(plain(formatDateTime(iso, lng, zone))).toBe(expected);
  });
});

describe("formatDate: a calendar date, never shifted by a time zone", () => {
  it.each([
    ["2027-01-05", "en", "Jan 5, 2027"],
    ["2027-01-05", "de", "05.01.2027"],
    ["2027-01-05", "zh-cn", "2027年1月5日"],
    ["2027-1-5", "en", ""],
    ["", "en", ""],
  ] as const)("%s in %s → %s", (date, lng, expected) => {
    expect(formatDate(date, lng)).toBe(expected);
  });
});
