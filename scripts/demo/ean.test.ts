import { describe, expect, it } from "vitest";
import { barcodeFor, ean13, ean13CheckDigit, isValidEan13, itemReference, suffixTwin } from "./ean";

describe("EAN-13", () => {
  it.each([
    ["400638133393", 1],
    ["590123412345", 7],
    ["843332271828", 5],
    ["000000000000", 0],
  ])("check digit of %s is %i", (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
  });

  it.each([
    ["4006381333931", true],
    ["5901234123457", true],
    ["5901234123458", false],
    ["590123412345", false],
    ["590123412345a", false],
    ["59012341234570", false],
  ])("isValidEan13(%s) is %s", (code, valid) => {
    expect(isValidEan13(code)).toBe(valid);
  });

  it("refuses input that is not twelve digits", () => {
    expect(() => ean13("12345")).toThrow();
  });

  it("numbers items without repeats and without a visible sequence", () => {
    const refs = Array.from({ length: 200_000 }, (_, n) => itemReference(n));
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.slice(0, 3)).not.toEqual(["000000", "000001", "000002"]);
    expect(() => itemReference(1_000_000)).toThrow();
  });

  it("builds valid barcodes under a company prefix", () => {
    const code = barcodeFor("843332", 17);
    expect(code).toMatch(/^843332\d{7}$/);
    expect(isValidEan13(code)).toBe(true);
    expect(() => barcodeFor("84333", 1)).toThrow();
  });

  it("finds a different valid barcode with the same last six digits", () => {
    for (let n = 0; n < 50; n++) {
      const target = barcodeFor("843332", n);
      const twin = suffixTwin("843337", target);
      expect(isValidEan13(twin)).toBe(true);
      expect(twin).not.toBe(target);
      expect(twin.slice(-6)).toBe(target.slice(-6));
    }
  });
});
