import { describe, expect, it } from "vitest";
import { brandByKey } from "./brands.server";
import { publicOrigin } from "./links.server";

const brand = (key: string) => brandByKey(key)!;

describe("publicOrigin (links in mails come from configuration only)", () => {
  it("without BRAND_HOSTS, points at the brand's local development host on PORT", () => {
    expect(publicOrigin(brand("aigostar"), { port: 3000 })).toBe("http://localhost:3000");
    expect(publicOrigin(brand("nobleza"), { port: 3000 })).toBe("http://nobleza.localhost:3000");
    expect(publicOrigin(brand("aigostar-mx"), { port: 3100 })).toBe("http://mx.localhost:3100");
  });

  it("with BRAND_HOSTS, uses the brand's configured host over https", () => {
    const brandHosts = "b2b.aigostar.es=aigostar,b2b.nobleza.es=nobleza";
    expect(publicOrigin(brand("nobleza"), { brandHosts, port: 3000 })).toBe("https://b2b.nobleza.es");
    expect(publicOrigin(brand("aigostar"), { brandHosts, port: 3000 })).toBe("https://b2b.aigostar.es");
  });

  it("with BRAND_HOSTS, a brand without a host of its own gets the first configured host", () => {
    expect(publicOrigin(brand("lumora"), { brandHosts: "b2b.aigostar.es=aigostar,b2b.nobleza.es=nobleza", port: 3000 })).toBe("https://b2b.aigostar.es");
  });

  it("serves a configured local name over http on PORT", () => {
    expect(publicOrigin(brand("nobleza"), { brandHosts: "pets.localhost=nobleza", port: 3200 })).toBe("http://pets.localhost:3200");
  });
});
