import { describe, expect, it } from "vitest";
import { barcodeLabel, cardBadge, cardLabels, cardParams } from "./card-badge";

const plain = { presale: false, soldOut: false, restock: false, vipType: 0, activityValue: null, isNew: false };

describe("cardBadge precedence: 6 presale, 7 replenishment, 4 sold out, 5 discount, 2 new, 1 normal", () => {
  it.each([
    ["nothing special", {}, { type: "1" }],
    ["new", { isNew: true }, { type: "2" }],
    ["discount with its percentage", { vipType: 1, activityValue: 15 }, { type: "5", percent: 15 }],
    ["discount beats new", { vipType: 2, activityValue: 10, isNew: true }, { type: "5", percent: 10 }],
    ["discount without a known percentage", { vipType: 1, activityValue: null }, { type: "5", percent: null }],
    ["discount percentage 0 is unknown", { vipType: 1, activityValue: 0 }, { type: "5", percent: null }],
    ["discount percentage is shown whole, rounded down", { vipType: 1, activityValue: 12.9 }, { type: "5", percent: 12 }],
    ["activityValue without vipType is no discount badge", { vipType: 0, activityValue: 20 }, { type: "1" }],
    ["sold out", { soldOut: true }, { type: "4" }],
    ["sold out beats discount and new", { soldOut: true, vipType: 1, activityValue: 10, isNew: true }, { type: "4" }],
    ["restock flag alone (not sold out) is not replenishment", { restock: true }, { type: "1" }],
    ["replenishment: sold out and restocking", { soldOut: true, restock: true }, { type: "7" }],
    ["replenishment beats discount", { soldOut: true, restock: true, vipType: 1, activityValue: 5 }, { type: "7" }],
    ["presale beats everything", { presale: true, soldOut: true, restock: true, vipType: 1, isNew: true }, { type: "6" }],
  ])("%s", (_case, input, expected) => {
    expect(cardBadge({ ...plain, ...input })).toEqual(expected);
  });
});

describe("cardLabels", () => {
  it.each([
    [{ top: false, offShelves: false }, []],
    [{ top: true, offShelves: false }, ["top"]],
    [{ top: false, offShelves: true }, ["offShelves"]],
    [{ top: true, offShelves: true }, ["top", "offShelves"]],
  ])("%o → %o", (input, expected) => {
    expect(cardLabels(input)).toEqual(expected);
  });
});

describe("cardParams: only type '1' with a value, joined by '/'", () => {
  it.each([
    ["none", [], ""],
    ["one", [{ type: "1", value: "5 L" }], "5 L"],
    ["several, in order", [{ type: "1", value: "5 L" }, { type: "1", value: "1500 W" }, { type: "1", value: "Black" }], "5 L/1500 W/Black"],
    ["other types left out", [{ type: "2", value: "ABS" }, { type: "1", value: "5 L" }, { type: "3", value: "x" }], "5 L"],
    ["type 1 as a number is not '1'", [{ type: 1 as unknown as string, value: "5 L" }], ""],
    ["blank and missing values left out", [{ type: "1", value: "" }, { type: "1", value: "  " }, { type: "1", value: null }, { type: "1", value: "9 kg" }], "9 kg"],
    ["values trimmed", [{ type: "1", value: " 5 L " }, { type: "1", value: "2 kg" }], "5 L/2 kg"],
  ])("%s", (_case, params, expected) => {
    expect(cardParams(params)).toBe(expected);
  });
});

describe("barcodeLabel: alternatives in brackets", () => {
  it.each([
    ["8433325012345", [], "8433325012345"],
    ["8433325012345", [null], "8433325012345"],
    ["8433325012345", ["8433325099999"], "8433325012345 (8433325099999)"],
    ["8433325012345", ["8433325099999", "8433325088888"], "8433325012345 (8433325099999, 8433325088888)"],
    ["8433325012345", ["", "  ", undefined], "8433325012345"],
    ["8433325012345", ["8433325012345"], "8433325012345"],
    ["8433325012345", ["8433325099999", "8433325099999"], "8433325012345 (8433325099999)"],
  ])("%s %o → %s", (barcode, alternatives, expected) => {
    expect(barcodeLabel(barcode, alternatives)).toBe(expected);
  });
});
