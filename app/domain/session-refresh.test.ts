import { describe, expect, it } from "vitest";
import { refreshDecision } from "./session-refresh";

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const genTime = new Date("2026-11-01T08:00:00Z");
const at = (ms: number) => new Date(genTime.getTime() + ms);

describe("refreshDecision (genTime, expires_in 7 days)", () => {
  it.each([
    ["just created", 0, "keep"],
    ["a minute later", MIN, "keep"],
    ["4 min 59 s later", 5 * MIN - 1000, "keep"],
    ["exactly 5 minutes later", 5 * MIN, "refresh"],
    ["an hour later", HOUR, "refresh"],
    ["23 h 59 min later", DAY - MIN, "refresh"],
    ["exactly 24 hours later", DAY, "keep"],
    ["three days later", 3 * DAY, "keep"],
    ["a second before expiry", WEEK - 1000, "keep"],
    ["exactly at expiry", WEEK, "expired"],
    ["a month later", 30 * DAY, "expired"],
    ["clock moved back an hour", -HOUR, "keep"],
  ] as const)("%s → %s", (_name, offset, expected) => {
    expect(refreshDecision({ now: at(offset), genTime, expiresInSeconds: WEEK / 1000 })).toBe(expected);
  });

  it("a short-lived token expires before the refresh window closes", () => {
    expect(refreshDecision({ now: at(2 * HOUR), genTime, expiresInSeconds: 3600 })).toBe("expired");
    expect(refreshDecision({ now: at(30 * MIN), genTime, expiresInSeconds: 3600 })).toBe("refresh");
  });

  it("a non-positive lifetime or an invalid date is expired", () => {
    expect(refreshDecision({ now: at(MIN), genTime, expiresInSeconds: 0 })).toBe("expired");
    expect(refreshDecision({ now: new Date(Number.NaN), genTime, expiresInSeconds: 3600 })).toBe("expired");
  });
});
