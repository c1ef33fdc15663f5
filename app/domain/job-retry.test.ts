import { describe, expect, it } from "vitest";
import { JOB_ATTEMPTS, isLastAttempt, retryDelaySeconds } from "./job-retry";

describe("retryDelaySeconds", () => {
  it.each([
    [1, 5],
    [2, 10],
    [3, 20],
    [4, 40],
    [9, 1280],
    [10, 2560],
    [11, 3600],
    [50, 3600],
    [0, 5],
    [-3, 5],
    [Number.NaN, 5],
  ])("after %s failed attempts waits %s s", (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });

  it("keeps trying for two to three hours before the default attempts run out", () => {
    const total = Array.from({ length: JOB_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1)).reduce((sum, s) => sum + s, 0);
    expect(total).toBeGreaterThan(2 * 60 * 60);
    expect(total).toBeLessThan(3 * 60 * 60);
  });
});

describe("isLastAttempt", () => {
  it.each([
    [1, 10, false],
    [9, 10, false],
    [10, 10, true],
    [11, 10, true],
    [1, 1, true],
  ])("%s failures of %s attempts: last = %s", (failed, max, last) => {
    expect(isLastAttempt(failed, max)).toBe(last);
  });
});
