import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("cookies", () => {
  it("are Secure, httpOnly and SameSite=Lax in production, the session one with the __Host- prefix", async () => {
    vi.stubEnv("NODE_ENV", "production");
    // The test suite sets the verification test code, which production refuses.
    vi.stubEnv("VERIFICATION_TEST_CODE", undefined);
    vi.resetModules();
    const { sessionCookie, keepAccountCookie } = await import("./session.server");
    const { languageCookie } = await import("./locale.server");
    const session = await sessionCookie().serialize("token");
    expect(session).toMatch(/^__Host-session=/);
    for (const header of [session, await keepAccountCookie.serialize("a@b.c"), await languageCookie.serialize("de")]) {
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).toMatch(/; Path=\//);
    }
  });

  it("are not Secure in development (plain HTTP on localhost)", async () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.resetModules();
    const { sessionCookie } = await import("./session.server");
    const session = await sessionCookie().serialize("token");
    expect(session).toMatch(/^session=/);
    expect(session).not.toMatch(/Secure/);
  });
});
