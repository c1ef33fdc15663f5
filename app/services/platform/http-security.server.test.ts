import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isForeignOriginRequest, isLocalHost, isValidHost } from "./http-security.server";

const expectedOrigin = "https://shop.example";

describe("isForeignOriginRequest", () => {
  it.each([
    ["POST", "https://evil.example", null, true],
    ["POST", "null", null, true],
    ["POST", "http://shop.example", null, true],
    ["POST", "https://shop.example", null, false],
    ["POST", "HTTPS://SHOP.EXAMPLE", null, false],
    ["PUT", "https://evil.example", null, true],
    ["DELETE", "https://evil.example", null, true],
    ["POST", null, "cross-site", true],
    ["POST", null, "same-origin", false],
    ["POST", null, null, false],
    ["GET", "https://evil.example", "cross-site", false],
    ["HEAD", "https://evil.example", null, false],
    ["POST", "https://evil.example, https://shop.example", null, true],
    ["POST", "https://shop.example:443", null, false],
    ["POST", "https://shop.example:8443", null, true],
  ])("%s with Origin %s, Sec-Fetch-Site %s → foreign %s", (method, origin, secFetchSite, foreign) => {
    expect(isForeignOriginRequest({ method, origin, secFetchSite, referer: null, expectedOrigin })).toBe(foreign);
  });

  // Without Origin and Sec-Fetch-Site (older browsers): the Referer, when there is one, decides.
  it.each([
    ["https://evil.example/form", true],
    ["https://shop.example.evil.example/", true],
    ["http://shop.example/cart", true],
    ["https://shop.example:8443/cart", true],
    ["not an address", true],
    ["/cart", true],
    ["//shop.example/cart", true],
    ["https://shop.example/cart?x=1#y", false],
    ["HTTPS://SHOP.EXAMPLE/", false],
    ["", false],
    [null, false],
  ])("POST without Origin, Referer %j → foreign %s", (referer, foreign) => {
    expect(isForeignOriginRequest({ method: "POST", origin: null, secFetchSite: null, referer, expectedOrigin })).toBe(foreign);
  });

  it("lets Origin decide over the Referer, and refuses a foreign Referer beside Sec-Fetch-Site", () => {
    expect(isForeignOriginRequest({ method: "POST", origin: "https://shop.example", secFetchSite: null, referer: "https://evil.example/", expectedOrigin })).toBe(false);
    expect(isForeignOriginRequest({ method: "POST", origin: null, secFetchSite: "same-origin", referer: "https://evil.example/", expectedOrigin })).toBe(true);
    expect(isForeignOriginRequest({ method: "GET", origin: null, secFetchSite: null, referer: "https://evil.example/", expectedOrigin })).toBe(false);
  });

  it("compares with the host as the request wrote it (Remix refuses a differing case with an error)", () => {
    expect(isForeignOriginRequest({ method: "POST", origin: "https://shop.example", secFetchSite: null, referer: null, expectedOrigin: "https://SHOP.example" })).toBe(true);
  });
});

describe("isLocalHost", () => {
  it.each([
    ["localhost", true],
    ["nobleza.localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["shop.example", false],
    ["localhost.example", false],
    ["10.0.0.1", false],
  ])("%s → %s", (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from this site and with the nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", development: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe("isValidHost", () => {
  it.each([
    ["localhost", true],
    ["nobleza.localhost:3000", true],
    ["127.0.0.1:65535", true],
    ["[::1]:3000", true],
    ["shop.example.", true],
    ["localhost:65536", false],
    ["localhost:", false],
    ["exa mple", false],
    ["evil.example/x", false],
    ["user@shop.example", false],
    ["a:1:2", false],
    ["", false],
  ])("%j → %s", (host, valid) => {
    expect(isValidHost(host)).toBe(valid);
  });
});
