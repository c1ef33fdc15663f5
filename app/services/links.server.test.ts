import { describe, expect, it } from "vitest";
import { linkOrigin } from "./links.server";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("linkOrigin (the brand host the visitor used)", () => {
  it("uses the request's origin and port", () => {
    expect(linkOrigin(request("http://nobleza.localhost:3000/register", { host: "nobleza.localhost:3000" }), { trustProxy: false })).toBe(
      "http://nobleza.localhost:3000",
    );
  });

  it("keeps https from the request URL", () => {
    expect(linkOrigin(request("https://shop.example.com/forget", { host: "shop.example.com" }), { trustProxy: false })).toBe("https://shop.example.com");
  });

  it("ignores a port smuggled through X-Forwarded-Host when the proxy is not trusted", () => {
    // The Remix adapter builds the URL with the forwarded port; the Host header is the truth here.
    expect(linkOrigin(request("http://localhost:6666/forget", { host: "localhost:3000", "x-forwarded-host": "localhost:6666" }), { trustProxy: false })).toBe(
      "http://localhost:3000",
    );
  });

  it("trusts the request URL behind a trusted proxy", () => {
    expect(linkOrigin(request("https://b2b.nobleza.es/forget", { host: "internal:3000" }), { trustProxy: true })).toBe("https://b2b.nobleza.es");
  });

  it("replaces a forged host by the configured host of the brand when BRAND_HOSTS is set", () => {
    const brandHosts = "b2b.aigostar.es=aigostar,b2b.nobleza.es=nobleza";
    expect(linkOrigin(request("http://evil.example/forget", { host: "evil.example" }), { trustProxy: false, brandHosts })).toBe("https://b2b.aigostar.es");
    expect(linkOrigin(request("http://nobleza.evil.example/forget", { host: "nobleza.evil.example" }), { trustProxy: false, brandHosts })).toBe(
      "https://b2b.nobleza.es",
    );
    expect(linkOrigin(request("https://b2b.nobleza.es/forget", { host: "b2b.nobleza.es" }), { trustProxy: false, brandHosts })).toBe("https://b2b.nobleza.es");
  });
});
