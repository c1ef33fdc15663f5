import { describe, expect, it } from "vitest";
import { BRANDS, MAIN_BRAND, brandForHost, parseBrandHosts } from "./brands.server";

describe("brandForHost", () => {
  it.each([
    ["localhost:3000", "aigostar"],
    ["localhost", "aigostar"],
    ["127.0.0.1:3000", "aigostar"],
    ["nobleza.localhost:3000", "nobleza"],
    ["NOBLEZA.localhost", "nobleza"],
    ["ubathlife.localhost:3000", "ubathlife"],
    ["lumora.localhost", "lumora"],
    ["mx.localhost:3000", "aigostar-mx"],
    ["aigostar.localhost", "aigostar"],
    ["nobleza.example.com", "nobleza"],
    ["unknown.example.com", "aigostar"],
    ["", "aigostar"],
    [null, "aigostar"],
  ])("%s → %s", (host, key) => {
    expect(brandForHost(host).key).toBe(key);
  });

  it("prefers an exact BRAND_HOSTS entry", () => {
    const exact = parseBrandHosts("b2b.petshop.es=nobleza, tienda.example.mx=aigostar-mx, bad=unknown");
    expect(brandForHost("b2b.petshop.es", exact).key).toBe("nobleza");
    expect(brandForHost("tienda.example.mx:443", exact).key).toBe("aigostar-mx");
    expect(exact.has("bad")).toBe(false);
  });

  it("unknown hosts get the main brand", () => {
    expect(brandForHost("shop.somewhere.test")).toBe(MAIN_BRAND);
  });
});

describe("the brand table", () => {
  it("has five brands with distinct keys and tenants", () => {
    expect(BRANDS).toHaveLength(5);
    expect(new Set(BRANDS.map((b) => b.key)).size).toBe(5);
    expect(new Set(BRANDS.map((b) => b.tenantId)).size).toBe(5);
  });

  it("names the homes and product lists of SPEC.md section 2", () => {
    const byKey = Object.fromEntries(BRANDS.map((b) => [b.key, b]));
    expect(byKey.aigostar?.homeRoute).toBe("/");
    expect(byKey.nobleza?.homeRoute).toBe("/noblezaHome");
    expect(byKey.ubathlife?.homeRoute).toBe("/ubathlifeHome");
    expect(byKey.aigostar?.productListRoute).toBe("/aigoStarProductList");
    expect(byKey.nobleza?.productListRoute).toBe("/noblezaProductList");
    expect(byKey["aigostar-mx"]?.defaultCurrency).toBe("MXN");
  });
});
