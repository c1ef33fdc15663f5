import { describe, expect, it } from "vitest";
import { regionId } from "~tests/support/addresses";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./account.addresses.regions";

type Choices = { provinces: { id: number; name: string }[]; cities: { id: number; name: string }[] };

async function regions(search: string, cookie?: string) {
  return settle(() => loader({ request: getRequest(`/account/addresses/regions${search}`, { cookie }), context: contextFor(), params: {} }));
}

describe("GET /account/addresses/regions (the lists for JavaScript)", () => {
  it("answers the provinces of a country, and the cities of a province", async () => {
    const cookie = await sessionCookieFor("buyer.pl@demo.test");
    const country = await regions("?country=PL", cookie);
    expect(country.status).toBe(200);
    expect((country.data as Choices).provinces.map((p) => p.name)).toContain("Mazowieckie");
    const province = await regions(`?country=PL&province=${await regionId("PL-MZ")}`, cookie);
    expect((province.data as Choices).cities.map((c) => c.name)).toEqual(expect.arrayContaining(["Warszawa", "Radom"]));
  });

  it("answers empty lists to nonsense instead of an error", async () => {
    const cookie = await sessionCookieFor("buyer.pl@demo.test");
    for (const search of ["", "?country=pl", "?country=ZZ", "?country=PL&province=x", `?country=DE&province=${await regionId("PL-MZ")}`]) {
      const reply = await regions(search, cookie);
      expect(reply.status).toBe(200);
      expect((reply.data as Choices).cities).toEqual([]);
    }
  });

  it("needs a signed-in visitor", async () => {
    expect((await regions("?country=PL")).status).toBe(302);
  });
});
