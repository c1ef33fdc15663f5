import { describe, expect, it } from "vitest";
import { displayedQuantity, isSoldOut, orderableQuantity, showsExpectedArrival, stockDisplay, stockText } from "./stock-display";

describe("stockText: exact below 100, then hundreds rounded down with a plus, in the reader's language, no cap", () => {
  it.each([
    [0, "en", "0"],
    [1, "en", "1"],
    [99, "en", "99"],
    [100, "en", "100+"],
    [101, "en", "100+"],
    [199, "en", "100+"],
    [250, "en", "200+"],
    [999, "en", "900+"],
    [1000, "en", "1,000+"],
    [1250, "en", "1,200+"],
    [1250, "de", "1.200+"],
    [1250, "es", "1200+"], // Spanish groups from five digits
    [12_345, "es", "12.300+"],
    [1250, "fr", "1\u202f200+"],
    [1250, "zh-cn", "1,200+"],
    [9998, "en", "9,900+"],
    [9999, "en", "9,900+"], // "9999+" is the card's cart badge, never a stock
    [10_000, "en", "10,000+"],
    [999_999, "nl", "999.900+"],
    [-4, "en", "0"],
    [Number.NaN, "en", "0"],
    [12.7, "en", "12"],
  ] as const)("%s in %s → %s", (quantity, lng, text) => {
    expect(stockText(quantity, lng)).toBe(text);
  });
});

const base = { available: 0, notCheckStock: false, presale: false, wholesaleQty: null, isTestAccount: false };

describe("stockDisplay and the two 'not checked' rules", () => {
  it.each([
    ["ordinary stock", { available: 42 }, 42, "42"],
    ["ordinary stock, rounded", { available: 250 }, 250, "200+"],
    ["large stock, rounded, no cap", { available: 123_456 }, 123_456, "123,400+"],
    ["sold out", { available: 0 }, 0, "0"],
    // SPEC.md: "Unlimited-stock items use a cap of 999999" and "otherwise 9999 when stock is not
    // checked": 9999 is what is shown (as it is), 999999 what can be ordered.
    ["stock not checked: shows 9999 as it is", { available: 3, notCheckStock: true }, 9999, "9,999"],
    ["presale shows wholesaleQty", { presale: true, wholesaleQty: 60, available: 0 }, 60, "60"],
    ["presale shows wholesaleQty even when stock is not checked", { presale: true, notCheckStock: true, wholesaleQty: 350 }, 350, "300+"],
    ["presale without a quantity shows 0", { presale: true, wholesaleQty: null }, 0, "0"],
    ["test account always sees 1000+", { available: 3, isTestAccount: true }, 1000, "1,000+"],
    ["test account, sold-out product: still 1000+", { available: 0, isTestAccount: true }, 1000, "1,000+"],
    ["test account, stock not checked: 1000+", { notCheckStock: true, isTestAccount: true }, 1000, "1,000+"],
    ["test account, presale: 1000+", { presale: true, wholesaleQty: 5, isTestAccount: true }, 1000, "1,000+"],
  ])("%s", (_case, input, quantity, text) => {
    expect(displayedQuantity({ ...base, ...input })).toBe(quantity);
    expect(stockDisplay({ ...base, ...input }, "en")).toBe(text);
  });

  it.each([
    ["de", { notCheckStock: true }, "9.999"],
    ["de", { isTestAccount: true }, "1.000+"],
    ["pl", { available: 4321 }, "4300+"],
    ["it", { available: 54_321 }, "54.300+"],
    ["pt", { available: 54_321 }, "54.300+"],
  ] as const)("in %s: %o → %s", (lng, input, text) => {
    expect(stockDisplay({ ...base, ...input }, lng)).toBe(text);
  });

  it.each([
    ["ordinary", { available: 42 }, 42],
    ["unlimited: capped at 999999", { available: 5, notCheckStock: true }, 999999],
    ["presale: wholesaleQty", { presale: true, wholesaleQty: 80, notCheckStock: true }, 80],
    ["negative stock (bad data)", { available: -3 }, 0],
  ])("orderableQuantity: %s", (_case, input, expected) => {
    expect(orderableQuantity({ ...base, ...input })).toBe(expected);
  });
});

describe("isSoldOut", () => {
  it.each([
    [{ available: 0, notCheckStock: false, presale: false }, true],
    [{ available: 1, notCheckStock: false, presale: false }, false],
    [{ available: 0, notCheckStock: true, presale: false }, false],
    [{ available: 0, notCheckStock: false, presale: true }, false],
  ])("%o → %s", (input, expected) => {
    expect(isSoldOut(input)).toBe(expected);
  });
});

describe("showsExpectedArrival: today up to 90 days ahead", () => {
  const today = new Date("2026-11-22T15:30:00Z");
  it.each([
    ["2026-11-22", true],
    ["2026-11-23", true],
    ["2027-02-20", true], // day 90
    ["2027-02-21", false], // day 91
    ["2026-11-21", false], // in the past
    [null, false],
    ["", false],
    ["not a date", false],
    ["2026-13-45", false],
  ])("%s → %s", (date, expected) => {
    expect(showsExpectedArrival(date, today)).toBe(expected);
  });
});
