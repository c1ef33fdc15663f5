import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { subscribeArrivalNotice } from "~/services/catalogue/arrival-notices.server";
import { findDemoProducts } from "../../../scripts/demo/states";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Page = { items: { productId: number; email: string; quantity: number; notified: string | null }[]; page: number; pages: number };

describe("/account/arrivalNotices", () => {
  it("lists the acting account's subscriptions only, newest first", async () => {
    const [first, second] = await findDemoProducts(db(), "aigostar", "soldOut", 2);
    const mine = await accountId("buyer.it@demo.test");
    const theirs = await accountId("buyer.pl@demo.test");
    await subscribeArrivalNotice({ accountId: mine, salesmanId: null }, { productId: first!, brandKey: "aigostar", email: "a@it.example", quantity: 4, lng: "en" });
    await subscribeArrivalNotice({ accountId: mine, salesmanId: null }, { productId: second!, brandKey: "aigostar", email: "b@it.example", quantity: 9, lng: "en" });
    await subscribeArrivalNotice({ accountId: theirs, salesmanId: null }, { productId: first!, brandKey: "aigostar", email: "c@pl.example", quantity: 1, lng: "en" });
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/account/arrivalNotices", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const page = reply.data as Page;
    expect(page.items.map((item) => [item.productId, item.email, item.quantity, item.notified])).toEqual([
      [second, "b@it.example", 9, null],
      [first, "a@it.example", 4, null],
    ]);
  });

  it("is empty for an account without subscriptions, and a page past the end shows the last", async () => {
    const cookie = await sessionCookieFor("buyer.gb@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/account/arrivalNotices?page=7", { cookie }), context: contextFor(), params: {} }));
    expect(reply.data).toMatchObject({ items: [], page: 1, pages: 1 });
  });

  it("sends an anonymous visitor to sign in", async () => {
    const reply = await settle(() => loader({ request: getRequest("/account/arrivalNotices"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toMatch(/^\/login/);
  });
});
