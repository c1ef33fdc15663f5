import { describe, expect, it } from "vitest";
import { type CardActionInput, cardAction, cardCartBadge } from "./card-actions";

const base: CardActionInput = { priceKind: "priced", soldOut: false, replenishment: false };

describe("cardAction: purchase buttons, zero-price notice or the arrival notice only", () => {
  it.each([
    ["priced and in stock", {}, "purchase"],
    ["price zero with activity price 0", { priceKind: "zero" }, "zeroPrice"],
    ["sold out", { soldOut: true }, "arrivalNotice"],
    ["replenishment", { replenishment: true }, "arrivalNotice"],
    ["sold out at price zero: still the arrival notice", { soldOut: true, priceKind: "zero" }, "arrivalNotice"],
    ["off the market", { offMarket: true }, "none"],
    ["off the market and sold out", { offMarket: true, soldOut: true }, "none"],
  ] as const)("%s → %s", (_, input, expected) => {
    expect(cardAction({ ...base, ...input })).toBe(expected);
  });
});

describe("cardCartBadge: the cart quantity on a card, capped at 9999+", () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, "1"],
    [999, "999"],
    [1000, "1000"],
    [9999, "9999"],
    [10_000, "9999+"],
    [999_999, "9999+"],
    [12.8, "12"],
  ])("%s → %s", (quantity, expected) => {
    expect(cardCartBadge(quantity)).toBe(expected);
  });
});
