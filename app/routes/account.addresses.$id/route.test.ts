import { describe, expect, it } from "vitest";
import { addressBookOf } from "~tests/support/addresses";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

async function view(email: string, id: string) {
  const cookie = await sessionCookieFor(email);
  return settle(() => loader({ request: getRequest(`/account/addresses/${id}`, { cookie }), context: contextFor(), params: { id } }));
}

describe("GET /account/addresses/:id", () => {
  it("shows an address of the account with its names in the reader's language", async () => {
    const [first] = await addressBookOf("buyer.es@demo.test");
    const reply = await view("buyer.es@demo.test", String(first!.id));
    expect(reply.status).toBe(200);
    const { address, title } = reply.data as { address: Record<string, unknown>; title: string };
    expect(address).toMatchObject({ country: "España", province: "Comunitat Valenciana", city: "València", isDefault: true });
    expect(title).toContain(first!.companyName);
  });

  it("answers 404 (address not found) to another account's address or a missing one", async () => {
    const [foreign] = await addressBookOf("buyer.es@demo.test");
    expect((await view("buyer.gb@demo.test", String(foreign!.id))).status).toBe(404);
    expect((await view("buyer.gb@demo.test", "2147483647")).status).toBe(404);
  });
});
