import { describe, expect, it } from "vitest";
import { addressBookOf, regionId } from "~tests/support/addresses";
import { contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Reply = { result: { error?: Record<string, string[]>; initialValue: Record<string, unknown> } };

async function edit(email: string, id: string, fields: Record<string, string>) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm(`/account/addresses/${id}/edit`, fields, { cookie }), context, params: { id } }));
  return { ...reply, context };
}

async function show(email: string, id: string) {
  const cookie = await sessionCookieFor(email);
  return settle(() => loader({ request: getRequest(`/account/addresses/${id}/edit`, { cookie }), context: contextFor(), params: { id } }));
}

describe("/account/addresses/:id/edit", () => {
  it("fills the form with the address and the lists for its country and province", async () => {
    const [first] = await addressBookOf("buyer.it@demo.test");
    const reply = await show("buyer.it@demo.test", String(first!.id));
    expect(reply.status).toBe(200);
    const data = reply.data as { defaults: Record<string, string>; regions: { provinces: unknown[]; cities: { name: string }[] } };
    expect(data.defaults).toMatchObject({ countryCode: "IT", provinceId: String(await regionId("IT-25")), cityId: String(await regionId("IT-25-MILAN")), isDefault: "on" });
    expect(data.regions.cities.map((city) => city.name)).toContain("Milano");
  });

  it.each(["999999", "abc", "0", "-1", "1e3", "99999999999999999999"])("answers 404 to a missing or malformed id %s", async (id) => {
    expect((await show("buyer.it@demo.test", id)).status).toBe(404);
    expect((await edit("buyer.it@demo.test", id, { intent: "save" })).status).toBe(404);
  });

  it("answers 404 to another account's address, on GET and POST, and changes nothing", async () => {
    const [foreign] = await addressBookOf("buyer.pl@demo.test");
    expect((await show("buyer.it@demo.test", String(foreign!.id))).status).toBe(404);
    const reply = await edit("buyer.it@demo.test", String(foreign!.id), { companyName: "Hijacked", intent: "save" });
    expect(reply.status).toBe(404);
    const [after] = await addressBookOf("buyer.pl@demo.test");
    expect(after!.companyName).toBe(foreign!.companyName);
  });

  it("rejects bad input with 400, the field messages and the input kept", async () => {
    const [first] = await addressBookOf("buyer.it@demo.test");
    const reply = await edit("buyer.it@demo.test", String(first!.id), { companyName: "", fullName: "Marco Rossi", address: "a".repeat(201), telephone: "+39 02 1", countryCode: "IT", postalCode: "20154", intent: "save" });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const result = (reply.data as Reply).result;
    expect(result.error).toMatchObject({
      companyName: ["addresses:validation.companyName.required"],
      address: ["addresses:validation.address.tooLong"],
    });
    expect(result.initialValue).toMatchObject({ fullName: "Marco Rossi", address: "a".repeat(201) });
  });

  it("saves the changes and keeps the one default", async () => {
    const [first, second] = await addressBookOf("buyer.it@demo.test");
    const fields = {
      companyName: "Casa & Cucina – Sede",
      fullName: "Marco Rossi",
      address: "Corso Buenos Aires 1",
      telephone: "+39 02 8734 1290",
      countryCode: "IT",
      provinceId: String(await regionId("IT-25")),
      cityId: String(await regionId("IT-25-BERGAMO")),
      postalCode: "24121",
      intent: "save",
    };
    const reply = await edit("buyer.it@demo.test", String(first!.id), fields);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/account/addresses?notice=updated");
    const book = await addressBookOf("buyer.it@demo.test");
    expect(book[0]).toMatchObject({ companyName: "Casa & Cucina – Sede", cityId: await regionId("IT-25-BERGAMO"), isDefault: true });
    // Ticking "default" on the other address moves the flag.
    expect((await edit("buyer.it@demo.test", String(second!.id), { ...fields, companyName: second!.companyName, isDefault: "on" })).status).toBe(302);
    expect((await addressBookOf("buyer.it@demo.test")).map((row) => row.isDefault)).toEqual([false, true]);
  });
});
