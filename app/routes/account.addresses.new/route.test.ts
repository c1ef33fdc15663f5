import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { addresses, adminRegions, auditEvents } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Reply = { result: { status?: string; error?: Record<string, string[]>; initialValue: Record<string, unknown> }; regions: { provinces: { id: number; name: string }[]; cities: { id: number; name: string }[] } };

async function regionId(code: string): Promise<number> {
  const [row] = await db().select({ id: adminRegions.id }).from(adminRegions).where(eq(adminRegions.code, code));
  return row!.id;
}

async function post(email: string, fields: Record<string, string>) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm("/account/addresses/new", fields, { cookie }), context, params: {} }));
  return { ...reply, context, result: (reply.data as Reply).result, regions: (reply.data as Reply).regions };
}

async function valid(overrides: Record<string, string> = {}) {
  return {
    companyName: "Maison Électro Distribution SARL",
    fullName: "Camille Durand",
    address: "3 rue de la Paix",
    telephone: "+33 1 42 68 53 00",
    countryCode: "FR",
    provinceId: String(await regionId("FR-IDF")),
    cityId: String(await regionId("FR-IDF-PARIS")),
    postalCode: "75002",
    intent: "save",
    ...overrides,
  };
}

const booksOf = (id: number) => db().select().from(addresses).where(eq(addresses.accountId, id)).orderBy(addresses.id);

describe("GET /account/addresses/new", () => {
  it("starts in the acting account's country with its provinces listed", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/account/addresses/new", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as { defaults: { countryCode: string }; regions: Reply["regions"]; countries: { code: string }[] };
    expect(data.defaults.countryCode).toBe("IT");
    expect(data.regions.provinces).toHaveLength(20);
    expect(data.regions.cities).toEqual([]);
    expect(data.countries.map((country) => country.code)).toContain("MX");
  });

  it("sends an anonymous visitor to sign in", async () => {
    const reply = await settle(() => loader({ request: getRequest("/account/addresses/new"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("POST /account/addresses/new", () => {
  it("rejects empty fields with 400 and a message for each", async () => {
    const reply = await post("buyer.fr@demo.test", { intent: "save" });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    expect(reply.result.error).toMatchObject({
      companyName: ["addresses:validation.companyName.required"],
      fullName: ["addresses:validation.fullName.required"],
      address: ["addresses:validation.address.required"],
      telephone: ["addresses:validation.telephone.required"],
      countryCode: ["addresses:validation.country.choose"],
      postalCode: ["addresses:validation.postalCode.required"],
    });
  });

  it("rejects values that are too long or malformed, keeping what was typed", async () => {
    const hostile = `<script>alert(1)</script>${"x".repeat(300)}`;
    const reply = await post("buyer.fr@demo.test", await valid({ companyName: hostile, telephone: "call me", postalCode: "75002; drop table", provinceId: "abc", countryCode: "France" }));
    expect(reply.status).toBe(400);
    expect(reply.result.error).toMatchObject({
      companyName: ["addresses:validation.companyName.tooLong"],
      telephone: ["addresses:validation.telephone.invalid"],
      postalCode: ["addresses:validation.postalCode.invalid"],
      provinceId: ["addresses:validation.province.choose"],
      countryCode: ["addresses:validation.country.choose"],
    });
    expect(reply.result.initialValue).toMatchObject({ companyName: hostile, telephone: "call me", fullName: "Camille Durand" });
  });

  it("refuses a province of another country and a city of another province (server check)", async () => {
    const foreignProvince = await post("buyer.fr@demo.test", await valid({ provinceId: String(await regionId("ES-AN")) }));
    expect(foreignProvince.status).toBe(400);
    expect(foreignProvince.result.error?.provinceId).toEqual(["addresses:validation.province.notInCountry"]);
    expect(foreignProvince.result.initialValue.address).toBe("3 rue de la Paix");

    const foreignCity = await post("buyer.fr@demo.test", await valid({ cityId: String(await regionId("FR-ARA-LYON")) }));
    expect(foreignCity.status).toBe(400);
    expect(foreignCity.result.error?.cityId).toEqual(["addresses:validation.city.notInProvince"]);
    // The lists come back for what was chosen, so the form can be fixed.
    expect(foreignCity.regions.cities.map((city) => city.name)).toContain("Paris");

    const unknownCountry = await post("buyer.fr@demo.test", await valid({ countryCode: "ZZ" }));
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.result.error?.countryCode).toEqual(["addresses:validation.country.unknown"]);
    expect(await booksOf(await accountId("buyer.fr@demo.test"))).toHaveLength(2);
  });

  it("asks for typed province and city where the dictionary has none", async () => {
    const reply = await post("buyer.fr@demo.test", await valid({ countryCode: "US", provinceId: "", cityId: "", province: "", city: "" }));
    expect(reply.status).toBe(400);
    expect(reply.result.error?.provinceId).toEqual(["addresses:validation.province.choose"]);
    expect(reply.result.error?.city).toEqual(["addresses:validation.city.required"]);
  });

  it("intent=regions shows the form again with the new lists and no errors (progressive, without JavaScript)", async () => {
    const country = await post("buyer.fr@demo.test", { intent: "regions", countryCode: "ES", companyName: "Typed Co", provinceId: "" });
    expect(country.status).toBe(200);
    expect(country.result.error).toBeUndefined();
    expect(country.result.initialValue).toMatchObject({ companyName: "Typed Co", countryCode: "ES" });
    expect(country.regions.provinces.map((p) => p.name)).toContain("Andalusia");
    expect(country.regions.cities).toEqual([]);

    const province = await post("buyer.fr@demo.test", { intent: "regions", countryCode: "ES", provinceId: String(await regionId("ES-AN")) });
    expect(province.regions.cities.map((c) => c.name)).toEqual(expect.arrayContaining(["Seville", "Málaga"]));

    // A province of another country lists no cities.
    const mismatch = await post("buyer.fr@demo.test", { intent: "regions", countryCode: "FR", provinceId: String(await regionId("ES-AN")) });
    expect(mismatch.regions.cities).toEqual([]);
  });

  it("names regions in the reader's language", async () => {
    const reply = await post("buyer.es@demo.test", { intent: "regions", countryCode: "ES", provinceId: String(await regionId("ES-AN")) });
    expect(reply.regions.provinces.map((p) => p.name)).toContain("Andalucía");
    expect(reply.regions.cities.map((c) => c.name)).toContain("Sevilla");
  });

  it("saves an address, and 'default' takes the flag from the previous default (only one default)", async () => {
    const buyer = await accountId("buyer.gb@demo.test");
    const fields = await valid({ countryCode: "GB", provinceId: String(await regionId("GB-WLS")), cityId: String(await regionId("GB-WLS-CARDIFF")), postalCode: "CF10 1EP", isDefault: "on" });
    const reply = await post("buyer.gb@demo.test", fields);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/account/addresses?notice=created");
    const book = await booksOf(buyer);
    expect(book).toHaveLength(3);
    expect(book.filter((row) => row.isDefault).map((row) => row.city ?? row.cityId)).toEqual([await regionId("GB-WLS-CARDIFF")]);
    expect(book.at(-1)).toMatchObject({ countryCode: "GB", postalCode: "CF10 1EP", salesmanId: null, province: null, city: null });
  });

  it("goes back to the page it was opened from (the order confirmation), never to another site", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const opened = await settle(() => loader({ request: getRequest("/account/addresses/new?redirectTo=%2Forder%2ForderConfirm", { cookie }), context: contextFor(), params: {} }));
    expect(opened.data).toMatchObject({ redirectTo: "/order/orderConfirm" });
    const hostile = await settle(() => loader({ request: getRequest("/account/addresses/new?redirectTo=https%3A%2F%2Fevil.example", { cookie }), context: contextFor(), params: {} }));
    expect(hostile.data).toMatchObject({ redirectTo: null });
    // The Cancel link is built from it: a dot segment must not make it "//evil.example/phish".
    const dotted = await settle(() => loader({ request: getRequest("/account/addresses/new?redirectTo=/.//evil.example/phish", { cookie }), context: contextFor(), params: {} }));
    expect(dotted.data).toMatchObject({ redirectTo: null });
    const fields = await valid({ countryCode: "FR" });
    const back = await post("buyer.fr@demo.test", { ...fields, redirectTo: "/order/orderConfirm" });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/order/orderConfirm");
    const foreign = await post("buyer.fr@demo.test", { ...fields, redirectTo: "//evil.example/x" });
    expect(foreign.headers.get("Location")).toBe("/account/addresses?notice=created");
    const dottedBack = await post("buyer.fr@demo.test", { ...fields, redirectTo: "/a/..//evil.example/x" });
    expect(dottedBack.headers.get("Location")).toBe("/account/addresses?notice=created");
  });

  it("takes typed province and city for a country without a dictionary", async () => {
    const buyer = await accountId("buyer.pt@demo.test");
    const reply = await post("buyer.pt@demo.test", await valid({ countryCode: "US", provinceId: String(await regionId("US-OH")), cityId: "", city: "Columbus", postalCode: "43215" }));
    expect(reply.status).toBe(302);
    const [saved] = await db().select().from(addresses).where(and(eq(addresses.accountId, buyer), eq(addresses.postalCode, "43215")));
    expect(saved).toMatchObject({ provinceId: await regionId("US-OH"), cityId: null, city: "Columbus", isDefault: false });
  });

  it("makes the first address of an empty book the default", async () => {
    const buyer = await accountId("buyer.nl@demo.test");
    await db().delete(addresses).where(eq(addresses.accountId, buyer));
    const reply = await post("buyer.nl@demo.test", await valid({ countryCode: "NL", provinceId: String(await regionId("NL-UT")), cityId: String(await regionId("NL-UT-UTRECHT")), postalCode: "3511 AB" }));
    expect(reply.status).toBe(302);
    const book = await booksOf(buyer);
    expect(book).toHaveLength(1);
    expect(book[0]!.isDefault).toBe(true);
  });

  it("a salesman acting for a client writes to the client's book, with his id and an audit row", async () => {
    const salesman = await accountId("sales@demo.test");
    // He starts acting for his pinned client.
    const client = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    expect(client).toBe(await accountId("buyer.es@demo.test"));
    const before = (await booksOf(client)).length;
    const reply = await post("sales@demo.test", await valid({ companyName: "Becker Außenlager", countryCode: "DE", provinceId: String(await regionId("DE-BY")), cityId: String(await regionId("DE-BY-MUNICH")), postalCode: "80331" }));
    expect(reply.status).toBe(302);
    const book = await booksOf(client);
    expect(book).toHaveLength(before + 1);
    const created = book.at(-1)!;
    expect(created).toMatchObject({ companyName: "Becker Außenlager", salesmanId: salesman });
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.accountId, salesman))).toEqual([{ n: 0 }]);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.entityId, String(created.id))));
    expect(audit).toMatchObject([{ actorId: salesman, action: "address.create", entity: "address" }]);
  });
});
