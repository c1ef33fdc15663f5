import { describe, expect, it } from "vitest";
import { latency, median, percentile } from "./stats";

describe("percentile", () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99, 10],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90, 9],
    [[7], 99, 7],
    [[7], 0, 7],
  ])("of %j at %i is %i (nearest rank)", (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it("is NaN when nothing was measured", () => {
    expect(percentile([], 50)).toBeNaN();
  });

  it("p99 of 200 values is the 198th", () => {
    const values = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(values, 99)).toBe(198);
  });
});

describe("latency", () => {
  it("sorts before taking percentiles", () => {
    expect(latency([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p99: 40 });
  });
});

describe("median", () => {
  it.each([
    [[], Number.NaN],
    [[91], 91],
    [[97, 88, 95], 95],
    [[40, 10, 30, 20], 25],
  ])("of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
