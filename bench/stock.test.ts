import { describe, expect, it } from "vitest";
import { stockDiscrepancies, tally } from "./stock";

const map = (entries: Array<[number, number]>) => new Map(entries);

describe("stockDiscrepancies", () => {
  const before = map([
    [1, 100],
    [2, 50],
  ]);
  const ordered = map([
    [1, 7],
    [2, 3],
  ]);

  it("finds nothing when before − ordered = after and the sold units grew by the same", () => {
    const after = map([
      [1, 93],
      [2, 47],
    ]);
    expect(stockDiscrepancies({ before, after, ordered, soldBefore: map([[1, 5]]), soldAfter: map([[1, 12], [2, 3]]) })).toEqual([]);
  });

  it("reports a unit lost or taken twice", () => {
    const after = map([
      [1, 94],
      [2, 47],
    ]);
    expect(stockDiscrepancies({ before, after, ordered, soldBefore: map([]), soldAfter: ordered })).toEqual(["product 1: stock before 100 − ordered 7 = 93, but stock after is 94"]);
  });

  it("reports negative stock and sold units that do not match the orders", () => {
    const problems = stockDiscrepancies({ before: map([[1, 2]]), after: map([[1, -1]]), ordered: map([[1, 3]]), soldBefore: map([]), soldAfter: map([[1, 2]]) });
    expect(problems).toEqual(["product 1: negative stock -1", "product 1: the orders acknowledged 3 units, the database recorded 2 sold"]);
  });

  it("reports a product whose stock after is unknown", () => {
    expect(stockDiscrepancies({ before, after: map([[1, 93]]), ordered, soldBefore: map([]), soldAfter: ordered })).toEqual(["product 2: stock after unknown"]);
  });
});

describe("tally", () => {
  it("adds units per product", () => {
    const units = new Map<number, number>();
    tally(units, 1, 2);
    tally(units, 1, 3);
    tally(units, 2, 1);
    expect([...units]).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });
});
