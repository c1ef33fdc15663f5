import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/_index/route";
import { action as logoutAction } from "~/routes/logout";
import { contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";

describe("protected routes", () => {
  it("send a visitor without a session to /login", async () => {
    const reply = await settle(() => homeLoader({ request: getRequest("/"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login");
  });

  it("carry the page as a same-site redirectTo", async () => {
    const reply = await settle(() =>
      homeLoader({ request: getRequest("/noblezaHome?tab=new"), context: contextFor("nobleza.localhost:3000"), params: {} }),
    );
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/noblezaHome?tab=new")}`);
  });

  it("open for a signed-in buyer", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const reply = await settle(() => homeLoader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
  });

  it("send a home route opened on another brand's host to that brand's home", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    const reply = await settle(() => homeLoader({ request: getRequest("/", { cookie }), context: contextFor("nobleza.localhost:3000"), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/noblezaHome");
  });

  it("refuse the old cookie after logout", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const out = await settle(() => logoutAction({ request: postForm("/logout", {}, { cookie }), context: contextFor(), params: {} }));
    expect(out.status).toBe(302);
    const reply = await settle(() => homeLoader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login");
  });
});
