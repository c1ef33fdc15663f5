import { describe, expect, it } from "vitest";
import { stockNeeded, stockShortfalls } from "./stock-needs";

describe("stockNeeded: one product's quantities summed over singles, sets and pallets", () => {
  it("adds a product's single line, its sets and its pallets' cartons", () => {
    const needed = stockNeeded({
      singles: [{ productId: 1, quantity: 10 }],
      combinations: [
        {
          sets: 3,
          items: [
            { productId: 1, quantity: 2 },
            { productId: 2, quantity: 1 },
          ],
        },
      ],
      pallets: [
        {
          items: [
            { productId: 1, cartons: 2, pkgNum: 12 },
            { productId: 3, cartons: 1, pkgNum: 0 },
          ],
        },
        { items: [{ productId: 2, cartons: 4, pkgNum: 6 }] },
      ],
    });
    expect([...needed]).toEqual([
      [1, 10 + 3 * 2 + 2 * 12],
      [2, 3 + 4 * 6],
      // A bad package number counts as one unit a carton.
      [3, 1],
    ]);
  });

  it.each([
    ["nothing", { singles: [], combinations: [], pallets: [] }, []],
    ["only sets", { singles: [], combinations: [{ sets: 9_999, items: [{ productId: 5, quantity: 999_999 }] }], pallets: [] }, [[5, 9_998_990_001]]],
    ["two groups of one product", { singles: [], combinations: [{ sets: 2, items: [{ productId: 5, quantity: 3 }] }, { sets: 1, items: [{ productId: 5, quantity: 4 }] }], pallets: [] }, [[5, 10]]],
    ["a line of no quantity counts nothing", { singles: [{ productId: 7, quantity: -3 }], combinations: [], pallets: [] }, [[7, 0]]],
  ] as const)("%s", (_case, input, expected) => {
    expect([...stockNeeded(input)]).toEqual(expected);
  });
});

describe("stockShortfalls: what the stock does not cover", () => {
  const needed = new Map([
    [1, 40],
    [2, 27],
    [3, 1],
    [4, 5],
  ]);
  it("lists the products short, with what is needed and what is there; unlimited ones never are", () => {
    const stock = new Map([
      [1, { available: 39, unlimited: false }],
      [2, { available: 0, unlimited: true }],
      [4, { available: 5, unlimited: false }],
    ]);
    expect(stockShortfalls(needed, stock)).toEqual([
      { productId: 1, neededQty: 40, availableQty: 39 },
      // No stock row: none.
      { productId: 3, neededQty: 1, availableQty: 0 },
    ]);
  });

  it("is empty when every product is covered exactly", () => {
    const stock = new Map([...needed].map(([id, quantity]) => [id, { available: quantity, unlimited: false }]));
    expect(stockShortfalls(needed, stock)).toEqual([]);
  });
});
