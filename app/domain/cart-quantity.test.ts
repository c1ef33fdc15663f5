import { describe, expect, it } from "vitest";
import {
  type PurchaseMode,
  type QuantityProduct,
  checkAdd,
  checkSetQuantity,
  lineIssue,
  minimumQuantity,
  purchaseButtons,
  quantityMultiple,
  showsPurchasePanel,
} from "./cart-quantity";

const base: QuantityProduct = {
  minOrderQty: 4,
  saleDouble: 2,
  pkgNum: 12,
  available: 500,
  notCheckStock: false,
  presale: false,
  offMarket: false,
  offShelves: false,
  notOnline: false,
  offlineOnly: false,
  inScope: true,
  unitPriceMinor: 1250,
  promotion: null,
};
const product = (changes: Partial<QuantityProduct> = {}): QuantityProduct => ({ ...base, ...changes });

describe("multiple, minimum and buttons per purchase mode", () => {
  it.each<[string, Partial<QuantityProduct>, PurchaseMode, number, number]>([
    ["standard: the sales multiple", {}, "standard", 2, 4],
    ["standard: a minimum that is not a multiple is raised to one", { minOrderQty: 5 }, "standard", 2, 6],
    ["standard: the minimum is at least one multiple", { minOrderQty: 1, saleDouble: 6 }, "standard", 6, 6],
    ["box set: whole boxes", {}, "box", 12, 12],
    ["China type: package numbers", { minOrderQty: 30 }, "china", 12, 36],
    ["bad data (0) counts as 1", { saleDouble: 0, minOrderQty: 0 }, "standard", 1, 1],
  ])("%s", (_name, changes, mode, multiple, minimum) => {
    expect(quantityMultiple(product(changes), mode)).toBe(multiple);
    expect(minimumQuantity(product(changes), mode)).toBe(minimum);
  });

  it.each<[PurchaseMode, { delta: number; boxes: number | null }[]]>([
    [
      "standard",
      [
        { delta: 2, boxes: null },
        { delta: 4, boxes: null },
      ],
    ],
    [
      "box",
      [
        { delta: 12, boxes: 1 },
        { delta: 60, boxes: 5 },
        { delta: -60, boxes: -5 },
        { delta: 120, boxes: 10 },
        { delta: -120, boxes: -10 },
      ],
    ],
    [
      "china",
      [
        { delta: 12, boxes: 1 },
        { delta: 24, boxes: 2 },
      ],
    ],
  ])("buttons of the %s set", (mode, buttons) => {
    expect(purchaseButtons(base, mode)).toEqual(buttons);
  });
});

type Row = [string, Partial<QuantityProduct>, PurchaseMode, number, number, ReturnType<typeof checkAdd>];

const ok = (quantity: number, reducedFrom: number | null = null, multiple = 2) => ({ ok: true as const, quantity, reducedFrom, multiple });
const no = (issue: Extract<ReturnType<typeof checkAdd>, { ok: false }>["issue"]) => ({ ok: false as const, issue });

describe("adding a signed quantity (current, delta)", () => {
  it.each<Row>([
    ["the minimum to an empty line", {}, "standard", 0, 4, ok(4)],
    ["one step to a line", {}, "standard", 4, 2, ok(6)],
    ["twice the step (quick button)", {}, "standard", 4, 4, ok(8)],
    ["a non-multiple is reduced to the lower multiple", {}, "standard", 4, 3, ok(6, 7)],
    ["below the minimum on a new line", {}, "standard", 0, 2, no({ key: "belowMinimum", minimum: 4 })],
    ["reduced below the minimum by the multiple rule", { minOrderQty: 4 }, "standard", 0, 5, ok(4, 5)],
    ["a negative quantity reduces", {}, "standard", 10, -4, ok(6)],
    ["reducing to 0 is refused", {}, "standard", 4, -4, no({ key: "positive" })],
    ["reducing below 0 is refused", {}, "standard", 4, -40, no({ key: "positive" })],
    ["adding 0 is refused", {}, "standard", 4, 0, no({ key: "positive" })],
    ["reducing below the minimum is refused", {}, "standard", 6, -4, no({ key: "belowMinimum", minimum: 4 })],
    ["more than the stock", { available: 10 }, "standard", 8, 4, no({ key: "insufficientStock" })],
    ["exactly the stock", { available: 12 }, "standard", 8, 4, ok(12)],
    ["sold out", { available: 0 }, "standard", 0, 4, no({ key: "insufficientStock" })],
    ["unlimited stock: up to 999999", { notCheckStock: true, available: 0, saleDouble: 1, minOrderQty: 1 }, "standard", 0, 999_999, ok(999_999, null, 1)],
    ["unlimited stock: 999999 is the cap", { notCheckStock: true, available: 0, saleDouble: 1, minOrderQty: 1 }, "standard", 1, 999_999, no({ key: "insufficientStock" })],
    ["presale: limited by wholesaleQty", { presale: true, available: 6 }, "standard", 0, 8, no({ key: "insufficientStock" })],
    ["presale within wholesaleQty", { presale: true, available: 6 }, "standard", 0, 6, ok(6)],
    ["zero price", { unitPriceMinor: 0 }, "standard", 0, 4, no({ key: "zeroPrice" })],
    ["no price in the currency (activity price 0 counts as none)", { unitPriceMinor: null }, "standard", 0, 4, no({ key: "zeroPrice" })],
    ["off the market", { offMarket: true }, "standard", 0, 4, no({ key: "offMarket" })],
    ["off the market, even reducing", { offMarket: true }, "standard", 8, -2, no({ key: "offMarket" })],
    ["outside the sales scope", { inScope: false }, "standard", 0, 4, no({ key: "outOfScope" })],
    ["not for online sale", { notOnline: true }, "standard", 0, 4, no({ key: "notOnline" })],
    ["offline sales only", { offlineOnly: true }, "standard", 0, 4, no({ key: "offlineOnly" })],
    ["shelf product: no new line", { offShelves: true }, "standard", 0, 4, no({ key: "shelfFixed" })],
    ["shelf product: no change to a line", { offShelves: true }, "standard", 4, 2, no({ key: "shelfFixed" })],
    ["box set: one box", {}, "box", 0, 12, ok(12, null, 12)],
    ["box set: minus 5 boxes", {}, "box", 120, -60, ok(60, null, 12)],
    ["box set: minus 10 boxes from 5 is refused", {}, "box", 60, -120, no({ key: "positive" })],
    ["box set: loose units are reduced to boxes", {}, "box", 12, 20, ok(24, 32, 12)],
    ["China type: package numbers", { minOrderQty: 1 }, "china", 0, 30, ok(24, 30, 12)],
    ["China type: less than a package", { minOrderQty: 1 }, "china", 0, 5, no({ key: "belowMinimum", minimum: 12 })],
    ["promotion: within the per-account limit", { promotion: { remainingQty: 100, perAccountLimit: 10 } }, "standard", 4, 6, ok(10)],
    ["promotion limit reached", { promotion: { remainingQty: 100, perAccountLimit: 10 } }, "standard", 10, 2, no({ key: "promotionLimit", limit: 10 })],
    ["promotion stock not enough", { promotion: { remainingQty: 6, perAccountLimit: null } }, "standard", 4, 4, no({ key: "promotionSoldOut", remaining: 6 })],
    ["promotion without limits", { promotion: { remainingQty: null, perAccountLimit: null } }, "standard", 4, 400, ok(404)],
    ["stock is checked before the promotion", { available: 6, promotion: { remainingQty: 100, perAccountLimit: 2 } }, "standard", 0, 8, no({ key: "insufficientStock" })],
  ])("%s", (_name, changes, mode, current, delta, expected) => {
    expect(checkAdd({ product: product(changes), mode, current, delta })).toEqual(expected);
  });
});

describe("setting a quantity", () => {
  it.each<Row>([
    ["a multiple", {}, "standard", 4, 10, ok(10)],
    ["a non-multiple is reduced, with the allowed quantity", {}, "standard", 4, 11, ok(10, 11)],
    ["0 is refused", {}, "standard", 4, 0, no({ key: "positive" })],
    ["a negative quantity is refused", {}, "standard", 4, -2, no({ key: "positive" })],
    ["below the minimum", {}, "standard", 4, 2, no({ key: "belowMinimum", minimum: 4 })],
    ["more than the stock", { available: 9 }, "standard", 4, 10, no({ key: "insufficientStock" })],
    ["shelf product: a new quantity", { offShelves: true }, "standard", 4, 6, no({ key: "shelfFixed" })],
    ["shelf product: the same quantity is no change", { offShelves: true }, "standard", 4, 4, ok(4)],
  ])("%s", (_name, changes, mode, current, quantity, expected) => {
    expect(checkSetQuantity({ product: product(changes), mode, current, quantity })).toEqual(expected);
  });
});

describe("a cart line that can no longer be ordered as it is", () => {
  it.each<[string, Partial<QuantityProduct>, PurchaseMode, number, ReturnType<typeof lineIssue>]>([
    ["a good line", {}, "standard", 6, null],
    ["a shelf product keeps its quantity", { offShelves: true }, "standard", 6, null],
    ["stock fell below the quantity", { available: 4 }, "standard", 6, { key: "insufficientStock" }],
    ["the multiple changed", { saleDouble: 4 }, "standard", 6, { key: "notMultiple", allowed: 4 }],
    ["now off the market", { offMarket: true }, "standard", 6, { key: "offMarket" }],
    ["price now zero", { unitPriceMinor: 0 }, "standard", 6, { key: "zeroPrice" }],
    ["above the promotion limit", { promotion: { remainingQty: null, perAccountLimit: 4 } }, "standard", 6, { key: "promotionLimit", limit: 4 }],
  ])("%s", (_name, changes, mode, quantity, expected) => {
    expect(lineIssue(product(changes), mode, quantity)).toEqual(expected);
  });
});

describe("the purchase panel is shown", () => {
  it.each<[string, Partial<QuantityProduct>, boolean]>([
    ["in stock", {}, true],
    ["sold out (and replenishment)", { available: 0 }, false],
    ["zero price", { unitPriceMinor: 0 }, false],
    ["no price", { unitPriceMinor: null }, false],
    ["off the market", { offMarket: true }, false],
    ["off the shelves", { offShelves: true }, false],
    ["not for online sale", { notOnline: true }, false],
    ["offline sales only", { offlineOnly: true }, false],
    ["unlimited stock", { available: 0, notCheckStock: true }, true],
    ["presale with quantity", { presale: true, available: 5 }, true],
  ])("%s: %s", (_name, changes, shown) => {
    expect(showsPurchasePanel(product(changes))).toBe(shown);
  });
});
