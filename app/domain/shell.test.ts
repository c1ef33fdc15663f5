import { describe, expect, it } from "vitest";
import { cartBadge, isCartQuietPath, showsBackToTop } from "./shell";

describe("isCartQuietPath (no shortcut, no count refresh)", () => {
  it.each([
    ["/order/orderConfirm", true],
    ["/helpCenter", true],
    ["/helpCenter/how-to-order", true],
    ["/helpcenterx", false],
    ["/login", true],
    ["/register", true],
    ["/forget", true],
    ["/ResetPwd", true],
    ["/resetpwd/", true],
    ["/", false],
    ["/cart", false],
    ["/order/orderSuccess", false],
    ["/noblezaHome", false],
  ])("%s → %s", (path, expected) => {
    expect(isCartQuietPath(path)).toBe(expected);
  });
});

describe("showsBackToTop", () => {
  it("is hidden on Login only", () => {
    expect(showsBackToTop("/login")).toBe(false);
    expect(showsBackToTop("/salesman/login/")).toBe(false);
    expect(showsBackToTop("/salesman/clients")).toBe(true);
    expect(showsBackToTop("/register")).toBe(true);
    expect(showsBackToTop("/")).toBe(true);
  });
});

describe("cartBadge (capped at 999)", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [999, "999"],
    [1000, "999+"],
    [123456, "999+"],
    [-3, "0"],
    [Number.NaN, "0"],
  ])("%s → %s", (count, expected) => {
    expect(cartBadge(count)).toBe(expected);
  });
});
