import { describe, expect, it } from "vitest";
import { API_ERRORS, API_ERROR_CODES, codesOfStatus, statusOf } from "./api-errors";

describe("the API's error codes", () => {
  it.each(API_ERROR_CODES)("%i is its status × 100 plus a number from 1", (code) => {
    expect(Math.floor(code / 100)).toBe(statusOf(code));
    expect(code % 100).toBeGreaterThan(0);
  });

  it.each([
    [401, [40101, 40102]],
    [403, [40301, 40302, 40303]],
    [404, [40401]],
    [422, [42201, 42202]],
    [429, [42901]],
    [500, [50001]],
  ])("status %i answers the codes %j", (status, codes) => {
    expect(codesOfStatus(status)).toEqual(codes);
  });

  it("gives each code its own message", () => {
    const keys = Object.values(API_ERRORS).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
