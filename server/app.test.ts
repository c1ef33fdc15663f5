import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, createApp } from "./app";

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let port: number;

function request(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  // As browsers do, a request announces the length of its body (else Node would stream it chunked).
  if (method !== "GET" && !("Content-Length" in headers) && !("Transfer-Encoding" in headers)) headers = { ...headers, "Content-Length": String(Buffer.byteLength(body ?? "")) };
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a refused body left unsent must not spill into the next request.
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

beforeAll(async () => {
  const app = createApp({
    env: { FORCE_HTTPS: true, TRUST_PROXY: false, BRAND_HOSTS: undefined },
    development: false,
    mediaDir: "/nonexistent",
    handler: (req, res) => {
      // As a route's own header reaches Express through the Remix adapter (res.append).
      const own = req.get("x-route-cache-control");
      if (own) res.append("Cache-Control", own);
      res.status(200).type("text/plain").send(`handled ${req.method} nonce=${String(res.locals.cspNonce)} tooLarge=${String(res.locals.bodyTooLarge === true)}`);
    },
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the HTTP layer", () => {
  it("refuses a POST from a foreign Origin with 403, in the visitor's language", async () => {
    const reply = await request("POST", "/login", {
      Host: "localhost",
      Origin: "https://evil.example",
      "Accept-Language": "en",
      "Content-Type": "application/x-www-form-urlencoded",
    }, "email=a%40b.c");
    expect(reply.status).toBe(403);
    expect(reply.body).toMatch(/another website/);
  });

  it("answers a missing bundle, translation file or picture with a plain 404, without rendering a page", async () => {
    for (const path of ["/build/nope.js", "/locales/en/nope.json", "/media/nope.webp"]) {
      const reply = await request("GET", path, { Host: "localhost", "X-Forwarded-Proto": "https" });
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).not.toContain("handled");
    }
  });

  it("lets a same-origin POST through", async () => {
    const reply = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost" }, "x=1");
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("handled POST");
  });

  it("refuses a cross-site POST without Origin by Sec-Fetch-Site", async () => {
    const reply = await request("POST", "/logout", { Host: "localhost", "Sec-Fetch-Site": "cross-site" });
    expect(reply.status).toBe(403);
  });

  it("forces HTTPS on public hosts and keeps the path", async () => {
    const reply = await request("GET", "/noblezaHome?x=1", { Host: "nobleza.example.com" });
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe("https://nobleza.example.com/noblezaHome?x=1");
  });

  it("serves plain HTTP on localhost and *.localhost", async () => {
    expect((await request("GET", "/", { Host: "localhost:3000" })).status).toBe(200);
    expect((await request("GET", "/", { Host: "nobleza.localhost:3000" })).status).toBe(200);
  });

  it("sends a nonce-based Content-Security-Policy and the other security headers", async () => {
    const reply = await request("GET", "/", { Host: "localhost" });
    const nonce = /nonce=(\S+)/.exec(reply.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(reply.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["x-frame-options"]).toBe("DENY");
    expect(reply.headers["x-powered-by"]).toBeUndefined();
  });

  it("gives every response a fresh nonce", async () => {
    const a = await request("GET", "/", { Host: "localhost" });
    const b = await request("GET", "/", { Host: "localhost" });
    expect(a.headers["content-security-policy"]).not.toBe(b.headers["content-security-policy"]);
  });

  it("refuses bodies over the limit with 413", async () => {
    const reply = await request("POST", "/login", {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Length": String(MAX_BODY_BYTES + 1),
    });
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe("close");
    expect(reply.body).toBe("The request is too large.");
  });

  it("refuses a streamed body of unknown length with 411 and a message", async () => {
    const reply = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost", "Transfer-Encoding": "chunked" }, "email=a");
    expect(reply.status).toBe(411);
    expect(reply.headers.connection).toBe("close");
    expect(reply.body).toBe("The request must say how long it is (Content-Length).");
  });

  it("passes a form of announced length under the limit", async () => {
    const reply = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "7" }, "email=a");
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("handled POST");
  });

  it("lets the import page answer a 10 MB upload itself, after reading and dropping the body", async () => {
    const body = "x".repeat(10 * 1_048_576);
    const reply = await request("POST", "/cart/import", { Host: "localhost", Origin: "http://localhost", "Content-Length": String(body.length) }, body);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("handled POST");
    expect(reply.body).toContain("tooLarge=true");
  });

  it("passes an upload of up to 1 MB plus the form framing to the import page untouched", async () => {
    const body = "x".repeat(MAX_BODY_BYTES + 1000);
    const reply = await request("POST", "/cart/import.data", { Host: "localhost", Origin: "http://localhost", "Content-Length": String(body.length) }, body);
    expect(reply.body).toContain("tooLarge=false");
  });

  it("sends every answer of the shop private, no-store and varying on Cookie: documents, .data, HEAD and POST", async () => {
    const signedIn = { Host: "localhost", Cookie: "session=abc" };
    for (const [method, path] of [["GET", "/cart"], ["GET", "/cart.data"], ["GET", "/_root.data"], ["HEAD", "/order/myOrder"], ["GET", "/login"], ["POST", "/cart/add"]] as const) {
      const reply = await request(method, path, method === "POST" ? { ...signedIn, Origin: "http://localhost" } : signedIn, method === "POST" ? "goodsId=1" : undefined);
      expect(reply.headers["cache-control"], `${method} ${path}`).toBe("private, no-store");
      expect(reply.headers.vary, `${method} ${path}`).toMatch(/\bCookie\b/);
    }
  });

  it("keeps a route's own Cache-Control when it is private or no-store, and replaces a public one", async () => {
    const sent = async (own: string) => (await request("GET", "/x", { Host: "localhost", "X-Route-Cache-Control": own })).headers;
    expect((await sent("no-store"))["cache-control"]).toBe("no-store");
    expect((await sent("private, max-age=300"))["cache-control"]).toBe("private, max-age=300");
    expect((await sent("private, max-age=300")).vary).toMatch(/\bCookie\b/);
    for (const unsafe of ["public, max-age=600", "max-age=60", "s-maxage=60, stale-while-revalidate=30"]) {
      expect((await sent(unsafe))["cache-control"], unsafe).toBe("private, no-store");
    }
  });

  it("leaves static files their long caching", async () => {
    const translations = await request("GET", "/locales/en/common.json", { Host: "localhost" });
    expect(translations.status).toBe(200);
    expect(translations.headers["cache-control"]).toBe("public, max-age=86400");
    expect(translations.headers.vary ?? "").not.toMatch(/Cookie/);
    const icon = await request("GET", "/favicon.svg", { Host: "localhost" });
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("refuses uploads far beyond any limit with the plain 413", async () => {
    const reply = await request("POST", "/cart/import", { Host: "localhost", Origin: "http://localhost", "Content-Length": String(100 * 1_048_576) });
    expect(reply.status).toBe(413);
  });
});
