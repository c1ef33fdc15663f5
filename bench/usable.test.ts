import { describe, expect, it } from "vitest";
import { medianVisit, usableAt } from "./usable";

describe("usableAt", () => {
  it("is the later of the document parsed and the first contentful paint", () => {
    expect(usableAt(2400, 1900)).toBe(2400);
    expect(usableAt(1500, 1900)).toBe(1900);
    expect(usableAt(Number.NaN, 1900)).toBeNaN();
  });
});

describe("medianVisit", () => {
  it("takes the median of each figure on its own", () => {
    const visits = [
      { fcp: 2000, usable: 2600, hydrated: 9000, bytes: 300_000, requests: 50 },
      { fcp: 2200, usable: 2500, hydrated: 11_000, bytes: 290_000, requests: 52 },
      { fcp: 2100, usable: 3000, hydrated: 10_000, bytes: 310_000, requests: 51 },
    ];
    expect(medianVisit(visits)).toEqual({ fcp: 2100, usable: 2600, hydrated: 10_000, bytes: 300_000, requests: 51 });
  });

  it("has no hydration time when a visit had none (JavaScript off)", () => {
    expect(medianVisit([{ fcp: 1, usable: 2, hydrated: null, bytes: 3, requests: 4 }]).hydrated).toBeNull();
  });
});
