import { describe, expect, it } from "vitest";
import { findViewer, sessionCookie } from "~/services/session.server";
import { contextFor, getRequest, postForm, sessionCookieFor, settle } from "../../../tests/support/requests";
import { action, loader } from "./route";

async function submit(fields: Record<string, string>) {
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm("/login", fields), context, params: {} }));
  return { ...reply, context };
}

describe("GET /login", () => {
  it("shows the form with a translated title", async () => {
    const reply = await settle(() => loader({ request: getRequest("/login"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    expect((reply.data as { title: string }).title).toBe("Sign in – Aigostar");
  });

  it("sends a signed-in visitor on to the safe redirectTo", async () => {
    const cookie = await sessionCookieFor("buyer.de@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/login?redirectTo=%2Fcart", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/cart");
  });
});

describe("POST /login", () => {
  it("rejects empty fields with 400, a message per field, and no password echo", async () => {
    const reply = await submit({ email: "", password: "" });
    expect(reply.status).toBe(400);
    const result = reply.data as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(result.error.email).toEqual(["validation.email.required"]);
    expect(result.error.password).toEqual(["validation.password.required"]);
    expect(reply.context.formFailed).toBe(true);
  });

  it("keeps the typed email and hides the password", async () => {
    const reply = await submit({ email: "not-an-email", password: "secret123" });
    expect(reply.status).toBe(400);
    const result = reply.data as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(result.error.email).toEqual(["validation.email.invalid"]);
    expect(result.initialValue.email).toBe("not-an-email");
    expect(JSON.stringify(reply.data)).not.toContain("secret123");
  });

  it("answers a wrong password and an unknown email with the same generic message", async () => {
    const wrong = await submit({ email: "buyer.es@demo.test", password: "Wrong12345" });
    const unknown = await submit({ email: "nobody@demo.test", password: "Wrong12345" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const errorsOf = (data: unknown) => (data as { error: Record<string, string[]> }).error;
    expect(errorsOf(wrong.data)).toEqual(errorsOf(unknown.data));
    expect(errorsOf(wrong.data)[""]).toEqual(["login.invalidCredentials"]);
  });

  it("signs in, sets a session cookie and goes to the safe redirectTo", async () => {
    const reply = await submit({ email: "Buyer.ES@demo.test", password: "Demo12345", redirectTo: "/noblezaHome?x=1" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/noblezaHome?x=1");
    const setCookie = reply.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token: unknown = await sessionCookie().parse(setCookie.split(/,(?=\s*\w+=)/)[0]!);
    expect(typeof token).toBe("string");
    const viewer = await findViewer(token as string);
    expect(viewer?.email).toBe("buyer.es@demo.test");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example"])("refuses redirectTo %s and goes home instead", async (redirectTo) => {
    const reply = await submit({ email: "buyer.es@demo.test", password: "Demo12345", redirectTo });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/");
  });

  it("a salesman starts acting for a client", async () => {
    const reply = await submit({ email: "sales@demo.test", password: "Demo12345" });
    expect(reply.status).toBe(302);
    const token: unknown = await sessionCookie().parse(reply.headers.get("Set-Cookie"));
    const viewer = await findViewer(token as string);
    expect(viewer?.role).toBe("salesman");
    expect(viewer?.acting?.accountId).toBeGreaterThan(0);
  });
});
