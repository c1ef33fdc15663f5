import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/cart", "/cart"],
    ["/commodityDetail?goodsId=12&brand=nobleza", "/commodityDetail?goodsId=12&brand=nobleza"],
    ["/order/myOrder#top", "/order/myOrder#top"],
  ])("keeps the same-site path %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each([
    ["https://evil.example/", "absolute URL"],
    ["http://localhost:3000/cart", "absolute URL to this host"],
    ["//evil.example/path", "protocol-relative"],
    ["/\\evil.example", "backslash"],
    ["\\\\evil.example", "backslashes"],
    ["javascript:alert(1)", "javascript scheme"],
    ["cart", "relative without slash"],
    ["/\t/evil.example", "control character"],
    ["", "empty"],
    [`/${"a".repeat(3000)}`, "too long"],
  ])("refuses %s (%s)", (to) => {
    expect(safeRedirect(to, "/home")).toBe("/home");
  });

  it("refuses non-strings", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(["/cart"])).toBe("/");
  });
});
