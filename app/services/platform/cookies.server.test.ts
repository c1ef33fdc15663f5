import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function cookiesIn(mode: "production" | "test" | "development") {
  vi.stubEnv("NODE_ENV", mode);
  // The test suite sets the verification test code, which production refuses.
  if (mode === "production") vi.stubEnv("VERIFICATION_TEST_CODE", undefined);
  vi.resetModules();
  const { sessionCookie, keepAccountCookie } = await import("~/services/identity/session.server");
  const { languageCookie } = await import("./locale.server");
  return (url: string) => {
    const request = new Request(url);
    return Promise.all([sessionCookie(request).serialize("token"), keepAccountCookie(request).serialize("a@b.c"), languageCookie(request).serialize("de")]);
  };
}

const SECURE = ["https://b2b.nobleza.es/login", "http://b2b.nobleza.es/login", "https://localhost:3000/", "https://nobleza.localhost/", "http://192.168.1.20:3000/"];
const LOCAL = ["http://localhost:3000/", "http://nobleza.localhost:3000/noblezaHome", "http://127.0.0.1:3000/", "http://[::1]:3000/"];

// Each test imports the session module's graph afresh (resetModules): seconds on a loaded machine.
describe("cookies", { timeout: 120_000 }, () => {
  for (const mode of ["production", "test"] as const) {
    it(`are Secure with the __Host- prefix in ${mode} mode on HTTPS and on public hosts`, async () => {
      const serialize = await cookiesIn(mode);
      for (const url of SECURE) {
        const [session, keep, lng] = await serialize(url);
        expect(session, url).toMatch(/^__Host-session=/);
        expect(keep, url).toMatch(/^__Host-keep_account=/);
        expect(lng, url).toMatch(/^__Host-lng=/);
        for (const header of [session, keep, lng]) {
          expect(header, url).toMatch(/; Secure/);
          expect(header, url).toMatch(/; HttpOnly/);
          expect(header, url).toMatch(/; SameSite=Lax/);
          expect(header, url).toMatch(/; Path=\//);
          expect(header, url).not.toMatch(/Domain=/i);
        }
      }
    });

    it(`are plain in ${mode} mode over plain HTTP to a local host (every browser keeps them there)`, async () => {
      const serialize = await cookiesIn(mode);
      for (const url of LOCAL) {
        const [session, keep, lng] = await serialize(url);
        expect(session, url).toMatch(/^session=/);
        expect(keep, url).toMatch(/^keep_account=/);
        expect(lng, url).toMatch(/^lng=/);
        for (const header of [session, keep, lng]) {
          expect(header, url).not.toMatch(/Secure/);
          expect(header, url).toMatch(/; HttpOnly/);
          expect(header, url).toMatch(/; SameSite=Lax/);
        }
      }
    });
  }

  it("are plain in development over plain HTTP on any host, Secure on HTTPS", async () => {
    const serialize = await cookiesIn("development");
    for (const url of [...LOCAL, "http://192.168.1.20:3000/"]) {
      const [session] = await serialize(url);
      expect(session, url).toMatch(/^session=/);
      expect(session, url).not.toMatch(/Secure/);
    }
    const [session] = await serialize("https://localhost:3000/");
    expect(session).toMatch(/^__Host-session=.*; Secure/);
  });

  it("read only the form the request's address calls for", async () => {
    const serialize = await cookiesIn("production");
    const { readSessionToken } = await import("~/services/identity/session.server");
    const [secure] = await serialize("https://b2b.nobleza.es/");
    const [plain] = await serialize("http://localhost:3000/");
    const pair = (header: string) => header.split(";")[0]!;
    const read = (url: string, cookie: string) => readSessionToken(new Request(url, { headers: { Cookie: cookie } }));
    expect(await read("https://b2b.nobleza.es/cart", pair(secure))).toBe("token");
    expect(await read("http://localhost:3000/cart", pair(plain))).toBe("token");
    // A plain cookie planted on a public host is not taken for a session there.
    expect(await read("https://b2b.nobleza.es/cart", pair(plain))).toBeNull();
  });
});
