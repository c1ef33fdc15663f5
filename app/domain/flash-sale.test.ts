import { describe, expect, it } from "vitest";
import { countdown, countdownClock, flashSaleStock, twoDigits } from "./flash-sale";

describe("flashSaleStock: remaining stock and bar only above 0", () => {
  it.each([
    ["some left", 40, 100, { remaining: 40, limit: 100, proportion: 40 }],
    ["all left", 100, 100, { remaining: 100, limit: 100, proportion: 100 }],
    ["one of many left: the bar never looks empty", 1, 1000, { remaining: 1, limit: 1000, proportion: 1 }],
    ["rounded down", 2, 3, { remaining: 2, limit: 3, proportion: 66 }],
    ["run out", 0, 100, null],
    ["negative (bad data)", -5, 100, null],
    ["not limited", null, null, null],
    ["no limit but a remainder", 10, null, null],
    ["zero limit", 10, 0, null],
    ["remaining above the limit (bad data) is capped at full", 120, 100, { remaining: 120, limit: 120, proportion: 100 }],
    ["fractions", 7.9, 10, { remaining: 7, limit: 10, proportion: 70 }],
    ["NaN", Number.NaN, 10, null],
  ] as const)("%s", (_, remainingQty, quantityLimit, expected) => {
    expect(flashSaleStock({ remainingQty, quantityLimit })).toEqual(expected);
  });
});

describe("countdown: endTimeStamp/1000 minus now, in whole seconds", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0, 400);
  it.each([
    ["1 day 2 h 3 min 4 s", now + ((26 * 60 + 3) * 60 + 4) * 1000, { ended: false, days: 1, hours: 2, minutes: 3, seconds: 4, totalSeconds: 93_784 }],
    ["one second", now + 1000, { ended: false, days: 0, hours: 0, minutes: 0, seconds: 1, totalSeconds: 1 }],
    // The end's milliseconds are dropped (endTimeStamp/1000), and so are now's.
    ["sub-second end", Date.UTC(2026, 10, 23, 12, 0, 1, 100), { ended: false, days: 0, hours: 0, minutes: 0, seconds: 1, totalSeconds: 1 }],
    ["ends this second", Date.UTC(2026, 10, 23, 12, 0, 0, 900), { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 }],
    ["ended", now - 5000, { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 }],
    ["invalid end", Number.NaN, { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 }],
    ["30 days", now + 30 * 86_400_000, { ended: false, days: 30, hours: 0, minutes: 0, seconds: 0, totalSeconds: 2_592_000 }],
  ])("%s", (_, end, expected) => {
    expect(countdown(end, now)).toEqual(expected);
  });

  it("ticks down by one each second", () => {
    const end = now + 10_000;
    expect(countdown(end, now + 1000).totalSeconds).toBe(countdown(end, now).totalSeconds - 1);
  });

  it("pads the clock parts", () => {
    expect([twoDigits(0), twoDigits(7), twoDigits(42), twoDigits(-1)]).toEqual(["00", "07", "42", "00"]);
  });
});

describe("countdownClock: to the second, or to the minute rounded up (reduced motion)", () => {
  const left = (totalSeconds: number) => countdown(totalSeconds * 1000, 0);
  it.each([
    ["1 day 2 h 3 min 4 s, seconds", 93_784, "seconds", { days: 1, clock: "02:03:04" }],
    ["1 day 2 h 3 min 4 s, minutes: 3 min 4 s is 4 min", 93_784, "minutes", { days: 1, clock: "02:04" }],
    ["a whole minute stays itself", 120, "minutes", { days: 0, clock: "00:02" }],
    ["30 s left shows one minute, never zero", 30, "minutes", { days: 0, clock: "00:01" }],
    ["23:59:30 rounds up into the next day", 86_370, "minutes", { days: 1, clock: "00:00" }],
    ["ended", 0, "minutes", { days: 0, clock: "00:00" }],
    ["ended, seconds", 0, "seconds", { days: 0, clock: "00:00:00" }],
  ] as const)("%s", (_, seconds, precision, expected) => {
    expect(countdownClock(left(seconds), precision)).toEqual(expected);
  });
});
