import { describe, expect, it } from "vitest";
import { Random } from "./prng";

const take = (rng: Random, n: number) => Array.from({ length: n }, () => rng.next());

describe("Random", () => {
  it("gives the same sequence for the same labels", () => {
    expect(take(new Random(42, "products", "aigostar"), 20)).toEqual(take(new Random(42, "products", "aigostar"), 20));
  });

  it("gives different sequences for different seeds or labels", () => {
    const base = take(new Random(42, "products"), 5);
    expect(take(new Random(43, "products"), 5)).not.toEqual(base);
    expect(take(new Random(42, "promotions"), 5)).not.toEqual(base);
  });

  it("stays in [0, 1) and spreads evenly", () => {
    const rng = new Random("spread");
    const buckets = new Array<number>(10).fill(0);
    const values = take(rng, 20_000);
    for (const value of values) buckets[Math.floor(value * 10)]!++;
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    for (const count of buckets) expect(count).toBeGreaterThan(1800);
  });

  it("int() includes both bounds and nothing outside them", () => {
    const rng = new Random("int");
    const seen = new Set(Array.from({ length: 2000 }, () => rng.int(3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("shuffle() returns a permutation and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = new Random("shuffle").shuffle(input);
    expect([...shuffled].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("weighted() never picks a zero-weight item and favours heavy ones", () => {
    const rng = new Random("weighted");
    const picks = Array.from({ length: 3000 }, () => rng.weighted(["a", "b", "c"], (item) => ({ a: 0, b: 1, c: 3 })[item]!));
    expect(picks).not.toContain("a");
    expect(picks.filter((item) => item === "c").length).toBeGreaterThan(picks.filter((item) => item === "b").length * 2);
  });

  it("pick() refuses an empty list", () => {
    expect(() => new Random("empty").pick([])).toThrow();
  });
});
