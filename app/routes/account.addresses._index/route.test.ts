import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { addresses } from "~/db/schema";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Book = { items: { id: number; companyName: string; isDefault: boolean; country: string; province: string; city: string }[]; total: number; page: number; pages: number };

async function list(email: string, search = "") {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() => loader({ request: getRequest(`/account/addresses${search}`, { cookie }), context: contextFor(), params: {} }));
  return { status: reply.status, book: (reply.data as { book: Book }).book };
}

describe("GET /account/addresses", () => {
  it("lists the acting account's addresses, the default first", async () => {
    const { status, book } = await list("buyer.gb@demo.test");
    expect(status).toBe(200);
    expect(book.total).toBe(2);
    expect(book.items[0]).toMatchObject({ isDefault: true, country: "United Kingdom", province: "England", city: "London" });
    expect(book.items.filter((item) => item.isDefault)).toHaveLength(1);
  });

  it("pages through a long book; a page out of range shows the last page", async () => {
    const buyer = await accountId("test@demo.test");
    await db()
      .insert(addresses)
      .values(
        Array.from({ length: 24 }, (_, index) => ({
          accountId: buyer,
          companyName: `Depot ${index + 1}`,
          fullName: "Theo Tester",
          address: `Lagerstraße ${index + 1}`,
          telephone: "+49 40 1234",
          countryCode: "DE",
          province: "Hamburg",
          city: "Hamburg",
          postalCode: "20095",
        })),
      );
    const first = await list("test@demo.test");
    expect(first.book).toMatchObject({ total: 25, page: 1, pages: 3 });
    expect(first.book.items).toHaveLength(10);
    const last = await list("test@demo.test", "?page=99");
    expect(last.book.page).toBe(3);
    expect(last.book.items).toHaveLength(5);
    expect((await list("test@demo.test", "?page=abc")).book.page).toBe(1);
  });

  it("a salesman sees the book of the client he acts for", async () => {
    const { book } = await list("sales@demo.test");
    expect(book.items[0]!.companyName).toBe("Electrodomésticos Levante S.L.");
  });
});
