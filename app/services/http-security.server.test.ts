import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isForeignOriginRequest, isLocalHost } from "./http-security.server";

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
  ])("%s with Origin %s, Sec-Fetch-Site %s → foreign %s", (method, origin, secFetchSite, foreign) => {
    expect(isForeignOriginRequest({ method, origin, secFetchSite, expectedOrigin })).toBe(foreign);
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
