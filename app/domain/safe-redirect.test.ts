import { describe, expect, it } from "vitest";
import { leavesSite as oracle } from "~tests/support/off-site";
import { returnPathOf, safeRedirect } from "./safe-redirect";

/** Whether a target leaves the site, also from a page deeper in it. */
const leavesSite = (target: string) => !target.startsWith("/") || oracle(target) || oracle(target, "https://shop.example/");

describe("safeRedirect", () => {
  it.each([
    ["/cart", "/cart"],
    ["/commodityDetail?goodsId=12&brand=nobleza", "/commodityDetail?goodsId=12&brand=nobleza"],
    ["/order/myOrder#top", "/order/myOrder#top"],
    ["/a/../cart", "/cart"],
    ["/a/%2e%2e/cart", "/cart"],
    ["/salesman/clients?redirectTo=%2Fcart", "/salesman/clients?redirectTo=%2Fcart"],
  ])("keeps the same-site path %s as %s", (to, expected) => {
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
    ["/\t/evil.example", "tab"],
    ["/\n/evil.example", "newline"],
    ["/.\r\n//evil.example", "carriage return and newline"],
    ["\t//evil.example", "leading tab"],
    ["", "empty"],
    [`/${"a".repeat(3000)}`, "too long"],
    ["/.//evil.example/phish", "dot segment then two slashes"],
    ["/..//evil.example/phish", "double-dot segment then two slashes"],
    ["/a/..//evil.example/phish", "a segment taken back then two slashes"],
    ["/./..//evil.example", "dot segments"],
    ["/%2e//evil.example", "encoded dot"],
    ["/%2E%2E//evil.example", "encoded double dot"],
    ["/a/.%2e//evil.example", "half-encoded double dot"],
    ["/%2F/evil.example", "encoded slash"],
    ["/%2f%2fevil.example", "encoded slashes"],
    ["/%5Cevil.example", "encoded backslash"],
    ["/.%2F/evil.example", "dot and encoded slash"],
    ["/%252F%252Fevil.example", "slashes encoded twice"],
    ["/\u2215evil.example", "division slash U+2215"],
    ["/\uFF0Fevil.example", "fullwidth solidus U+FF0F"],
    ["/\uFF3Cevil.example", "fullwidth reverse solidus U+FF3C"],
    ["/.//\uFF0Fevil.example", "dot segment then fullwidth solidus"],
    ["/%EF%BC%8Fevil.example", "encoded fullwidth solidus"],
    ["/%E2%88%95evil.example", "encoded division slash"],
  ])("refuses %j (%s)", (to) => {
    expect(safeRedirect(to, "/home")).toBe("/home");
  });

  it("refuses non-strings", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(["/cart"])).toBe("/");
  });

  // Every way of writing "go up, then a second slash, then a host" the probe and its variants use.
  const prefixes = ["/", "/.", "/..", "/./", "/a/..", "/a/b/../..", "/%2e", "/%2e%2e", "/.%2e", "/a/%2e%2e", "/a/.", "/\t.", "/%09."];
  const slashes = ["/", "//", "\\", "/\\", "%2F", "%2f", "%5C", "%5c", "%252F", "\t/", "\n/", "\u2215", "\uFF0F", "\uFF3C", "%EF%BC%8F", "%E2%88%95", "%EF%BC%BC"];
  const hostile = prefixes.flatMap((prefix) => slashes.map((slash) => `${prefix}${slash}evil.example/phish?x=1#y`));

  it.each(hostile)("never leaves the site for %j", (to) => {
    const target = safeRedirect(to);
    expect(leavesSite(target), target).toBe(false);
  });

  it.each([...hostile, "/cart", "/a/../b?x=%2F#z", "/caf\u00e9", `/${"\u00e9".repeat(1000)}`, "/a b", "/%", "/%zz"])("is idempotent for %j", (to) => {
    const once = safeRedirect(to);
    expect(safeRedirect(once)).toBe(once);
  });
});

describe("returnPathOf", () => {
  it.each([
    ["http://localhost:3000/order/myOrder?page=2", "/order/myOrder?page=2"],
    ["http://localhost:3000//evil.example/phish", "/"],
    ["http://localhost:3000/%2F%2Fevil.example", "/"],
  ])("%s → %s", (url, expected) => {
    expect(returnPathOf(url)).toBe(expected);
  });
});
