import { describe, expect, it } from "vitest";
import { cardBadge } from "./card-badge";
import { acceptsArrivalNotice } from "./arrival-notices";

const product = (over: { available?: number; notCheckStock?: boolean; presale?: boolean; restock?: boolean; offMarket?: boolean }) => ({
  presale: over.presale ?? false,
  restock: over.restock ?? false,
  offMarket: over.offMarket ?? false,
  stock: { available: over.available ?? 0, notCheckStock: over.notCheckStock ?? false },
});

describe("acceptsArrivalNotice", () => {
  it.each([
    ["sold out (badge 4)", product({ available: 0 }), true],
    ["replenishment (badge 7)", product({ available: 0, restock: true }), true],
    ["in stock", product({ available: 5 }), false],
    ["in stock while restocking", product({ available: 5, restock: true }), false],
    ["presale with nothing available", product({ available: 0, presale: true }), false],
    ["stock not checked (unlimited)", product({ available: 0, notCheckStock: true }), false],
    ["off the market", product({ available: 0, offMarket: true }), false],
    ["negative stock reads as none", product({ available: -3 }), true],
  ])("%s → %s", (_, input, expected) => {
    expect(acceptsArrivalNotice(input)).toBe(expected);
  });

  it("agrees with the card badge: exactly badges 4 and 7 offer the notice", () => {
    for (const presale of [false, true])
      for (const restock of [false, true])
        for (const available of [0, 1])
          for (const notCheckStock of [false, true]) {
            const input = product({ presale, restock, available, notCheckStock });
            const soldOut = !presale && !notCheckStock && available === 0;
            const badge = cardBadge({ presale, soldOut, restock, vipType: 0, isNew: false }).type;
            expect(acceptsArrivalNotice(input), JSON.stringify(input)).toBe(badge === "4" || badge === "7");
          }
  });
});
