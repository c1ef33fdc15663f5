import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { sql } from "drizzle-orm";
import type { Express, RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { translationFiles } from "~/i18n/i18n.server";
import { fromRoot } from "~/paths.server";
import { localStorage } from "~/services/platform/storage.server";
import { MAX_BODY_BYTES, createApp } from "./app";
import { answerUnroutedRequests } from "./unrouted-requests";

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let port: number;

function request(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return requestTo(port, method, path, headers, body);
}

function requestTo(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  // As browsers do, a request announces the length of its body (else Node would stream it chunked).
  if (method !== "GET" && !("Content-Length" in headers) && !("Transfer-Encoding" in headers)) headers = { ...headers, "Content-Length": String(Buffer.byteLength(body ?? "")) };
  // And a form's type, as browsers send it.
  if (method === "POST" && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) headers = { ...headers, "Content-Type": "application/x-www-form-urlencoded" };
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

/** Sends bytes as they are (a method or a head that no HTTP client would send) and reads the answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

/**
 * Writes a whole body as a browser does an upload (in pieces, as the connection takes them), and
 * reads whatever answer comes meanwhile; an error of the connection is returned, not thrown.
 */
function sendWhole(port: number, path: string, body: Buffer): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    let text = "";
    let error: string | null = null;
    const socket = net.connect(port, "127.0.0.1", async () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n\r\n`);
      for (let offset = 0; offset < body.length && !socket.destroyed && !socket.writableEnded; offset += 65_536) {
        if (!socket.write(body.subarray(offset, offset + 65_536))) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
      }
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", (failure) => (error = failure.message));
    socket.on("close", () => resolve({ text, error }));
  });
}

async function listen(app: Express): Promise<{ server: http.Server; port: number }> {
  const listening = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  return { server: listening, port: (listening.address() as AddressInfo).port };
}

const stopped = (running: http.Server) => new Promise<void>((resolve) => running.close(() => resolve()));

const echo: RequestHandler = (req, res) => {
  // As a route's own header reaches Express through the Remix adapter (res.append).
  const own = req.get("x-route-cache-control");
  if (own) res.append("Cache-Control", own);
  res
    .status(200)
    .type("text/plain")
    .send(`handled ${req.method} nonce=${String(res.locals.cspNonce)} tooLarge=${String(res.locals.bodyTooLarge === true)} forwardedHost=${String(req.get("x-forwarded-host"))} ip=${String(req.ip)}`);
};

const BRAND_HOSTS = "shop.example.com=aigostar,nobleza.example.com=nobleza";

beforeAll(async () => {
  const app = createApp({ env: { FORCE_HTTPS: true, TRUST_PROXY: false, BRAND_HOSTS }, development: false, storage: localStorage("/nonexistent"), handler: echo });
  ({ server, port } = await listen(app));
  answerUnroutedRequests(server, { BRAND_HOSTS });
});

afterAll(() => stopped(server));

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

  it("serves a namespace at its content-addressed path for a year, immutable; an old or unknown hash is a 404", async () => {
    const hash = translationFiles().cart!;
    const reply = await request("GET", `/locales/de/cart.${hash}.json`, { Host: "localhost" });
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(reply.body)).toEqual(JSON.parse(fs.readFileSync(fromRoot("locales", "de", "cart.json"), "utf8")));
    for (const path of [`/locales/de/cart.${"0".repeat(hash.length)}.json`, `/locales/xx/cart.${hash}.json`, `/locales/de/nope.${hash}.json`]) {
      expect((await request("GET", path, { Host: "localhost" })).status, path).toBe(404);
    }
    // The plain files stay, with a day's cache.
    const plain = await request("GET", "/locales/de/cart.json", { Host: "localhost" });
    expect(plain.status).toBe(200);
    expect(plain.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("serves public/'s own files for an hour, and hands every other address to the pages without looking for a file", async () => {
    const icon = await request("GET", "/favicon.svg", { Host: "localhost" });
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const brand = fs.readdirSync(fromRoot("public", "brands"))[0]!;
    expect((await request("GET", `/brands/${brand}`, { Host: "localhost" })).status).toBe(200);
    const page = await request("GET", "/aigoStarProductList", { Host: "localhost" });
    expect(page.body).toContain("handled GET");
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

  it("sends a forged Host to the brand's configured host, never to the forged one", async () => {
    const brandLabel = await request("GET", "/noblezaHome", { Host: "nobleza.evil.example" });
    expect(brandLabel.status).toBe(308);
    expect(brandLabel.headers.location).toBe("https://nobleza.example.com/noblezaHome");
    const unknown = await request("POST", "/login", { Host: "evil.example:8443", Origin: "http://evil.example:8443" }, "x=1");
    expect(unknown.status).toBe(308);
    expect(unknown.headers.location).toBe("https://shop.example.com/login");
  });

  it("without BRAND_HOSTS, does not redirect a public host to HTTPS on a name it cannot know; it says so", async () => {
    const bare = await listen(createApp({ env: { FORCE_HTTPS: true, TRUST_PROXY: false, BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler: echo }));
    try {
      const reply = await requestTo(bare.port, "GET", "/", { Host: "evil.example", "Accept-Language": "de" });
      expect(reply.status).toBe(421);
      expect(reply.headers.location).toBeUndefined();
      expect(reply.body).toContain("Webadressen des Shops");
      expect((await requestTo(bare.port, "GET", "/", { Host: "localhost:3000" })).status).toBe(200);
    } finally {
      await stopped(bare.server);
    }
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
    const body = "x".repeat(MAX_BODY_BYTES + 1);
    const reply = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost", "Content-Length": String(body.length) }, body);
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

  it("gives the back office's banner form (a picture of up to 5 MB) its own limit, for a multipart body only", async () => {
    const multipart = { Host: "localhost", Origin: "http://localhost", "Content-Type": "multipart/form-data; boundary=x" };
    const picture = "x".repeat(3 * 1_048_576);
    for (const path of ["/office/content/banners/new", "/office/content/banners/12.data"]) {
      const reply = await request("POST", path, { ...multipart, "Content-Length": String(picture.length) }, picture);
      expect(reply.body, path).toContain("tooLarge=false");
    }
    const over = "x".repeat(6 * 1_048_576);
    const dropped = await request("POST", "/office/content/banners/12", { ...multipart, "Content-Length": String(over.length) }, over);
    expect(dropped.body).toContain("tooLarge=true");
    // A plain form to the same address, and a picture to any other office page, keep the limits of any form.
    const plain = "x".repeat(MAX_BODY_BYTES + 1000);
    const refused = await request("POST", "/office/content/banners/12", { Host: "localhost", Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(plain.length) }, plain);
    expect(refused.status).toBe(413);
    const elsewhere = await request("POST", "/office/content/help/12", { ...multipart, "Content-Length": "5" }, "--x--");
    expect(elsewhere.status).toBe(415);
  });

  it("refuses uploads far beyond any limit with the plain 413", async () => {
    const reply = await request("POST", "/cart/import", { Host: "localhost", Origin: "http://localhost", "Content-Length": String(100 * 1_048_576) });
    expect(reply.status).toBe(413);
  });

  it("lets a sender still writing a 40 MB upload read the 413 (lingering close, not a reset)", async () => {
    const body = Buffer.alloc(40 * 1_048_576, "8435000000017\n");
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await sendWhole(port, "/downloadCenter", body);
      expect(answer.error).toBeNull();
      expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.text).toContain("The request is too large.");
    }
  });
});

/** What must never reach a visitor: a stack frame, a module folder, where the shop lives on disk. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat (?:async )?\S+ \(|:\d+:\d+\)?$|node_modules/m);
  expect(body).not.toContain(fromRoot());
}

describe("addresses Express cannot decode", () => {
  it("answers /% with 400 and a message, without logging it as an error of the shop", async () => {
    const reply = await request("GET", "/%", { Host: "localhost", "Accept-Language": "en" });
    expect(reply.status).toBe(400);
    expect(reply.body).toBe("The request could not be read.");
  });
});

describe("bodies other than a form", () => {
  it.each([
    ["text/plain", "/login"],
    ["application/json", "/cart/add"],
    ["application/xml", "/register"],
    ["multipart/form-data; boundary=x", "/login"],
    ["", "/forget"],
  ])("answers a POST of %j to %s with 415, the accepted types and a message, without reading it", async (type, path) => {
    const reply = await request("POST", path, { Host: "localhost", Origin: "http://localhost", "Content-Type": type, "Accept-Language": "fr" }, "--x\r\nbroken");
    expect(reply.status).toBe(415);
    expect(reply.headers["accept-post"]).toBe("application/x-www-form-urlencoded");
    expect(reply.headers.connection).toBe("close");
    expect(reply.body).toBe("Cette adresse n'accepte que des formulaires ; la requête a été refusée.");
    expect(reply.body).not.toContain("handled");
  });

  it("lets a form through, and a multipart form only to the upload page", async () => {
    const form = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" }, "x=1");
    expect(form.body).toContain("handled POST");
    const upload = await request("POST", "/cart/import", { Host: "localhost", Origin: "http://localhost", "Content-Type": "multipart/form-data; boundary=x" }, "--x--");
    expect(upload.body).toContain("handled POST");
  });

  it("leaves the JSON API its own bodies", async () => {
    const reply = await request("POST", "/api/v1.0/web/log", { Host: "localhost", Origin: "http://localhost", "Content-Type": "application/json" }, "{}");
    expect(reply.body).toContain("handled POST");
  });
});

describe("methods the shop does not take", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND", "MKCOL", "QUERY", "M-SEARCH"])("answers %s with 405, Allow and a plain message, without reaching the handler", async (method) => {
    const reply = await request(method, "/login", { Host: "localhost", Origin: "http://localhost", "Accept-Language": "de" });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(reply.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(reply.body).toBe("Diese Anfragemethode wird hier nicht unterstützt. Verwenden Sie GET oder POST.");
  });

  it("answers OPTIONS with the methods it takes", async () => {
    const reply = await request("OPTIONS", "/cart", { Host: "localhost" });
    expect(reply.status).toBe(204);
    expect(reply.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(reply.body).toBe("");
  });

  it.each(["BREW", "get", "X"])("answers %s (a method Node's parser refuses) with 405 and a message too", async (method) => {
    const answer = await rawRequest(port, `${method} / HTTP/1.1\r\nHost: localhost\r\nAccept-Language: fr\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain("\r\nAllow: GET, HEAD, POST, OPTIONS\r\n");
    expect(answer.endsWith("\r\n\r\nCette méthode de demande n’est pas prise en charge ici. Utilisez GET ou POST.")).toBe(true);
  });

  it("answers CONNECT (which Node would close without a word) with 405 and a message", async () => {
    const answer = await rawRequest(port, "CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\nAccept-Language: pl\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain("\r\nAllow: GET, HEAD, POST, OPTIONS\r\n");
    expect(answer.endsWith("\r\n\r\nTa metoda żądania nie jest tutaj obsługiwana. Użyj GET lub POST.")).toBe(true);
  });

  it("leaves Node's answer to other malformed requests", async () => {
    expect(await rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});

describe("hosts and forwarded headers (no trusted proxy)", () => {
  it("drops forwarded headers before the request handler sees them", async () => {
    const reply = await request("GET", "/", { Host: "localhost", "X-Forwarded-Host": "localhost:99999", "X-Forwarded-Proto": "javascript", "X-Forwarded-For": "<script>" });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("forwardedHost=undefined");
  });

  it("does not take an untrusted X-Forwarded-Proto for HTTPS", async () => {
    const reply = await request("GET", "/cart", { Host: "shop.example", "X-Forwarded-Proto": "https" });
    expect(reply.status).toBe(308);
  });

  it("refuses a form whose forwarded host is not its Origin's, with the foreign-Origin message", async () => {
    const reply = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost", "X-Forwarded-Host": "evil.example", "Accept-Language": "en" }, "x=1");
    expect(reply.status).toBe(403);
    expect(reply.body).toBe("This form was sent from another website and has been refused.");
    const same = await request("POST", "/login", { Host: "localhost", Origin: "http://localhost", "X-Forwarded-Host": "localhost" }, "x=1");
    expect(same.status).toBe(200);
  });

  it.each(["exa mple", "localhost:99999", "localhost:", "evil.example/path", "user@localhost"])("refuses the Host %j with 400 and a message", async (host) => {
    const reply = await request("GET", "/", { Host: host, "Accept-Language": "en" });
    expect(reply.status).toBe(400);
    expect(reply.body).toBe("The request does not name a valid host.");
  });

  it("refuses a request without a Host, or with an empty one, with 400", async () => {
    for (const head of ["GET / HTTP/1.0\r\n\r\n", "GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n"]) {
      expect(await rawRequest(port, head)).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*The request does not name a valid host\.$/);
    }
  });

  it.each(["localhost", "localhost:3000", "nobleza.localhost:3000", "127.0.0.1:8080", "[::1]:3000", "shop.example."])("accepts the Host %s", async (host) => {
    expect((await request("GET", "/healthz", { Host: host, "X-Forwarded-Proto": "https" })).status).not.toBe(400);
  });
});

describe("a POST without Origin and Sec-Fetch-Site", () => {
  it.each([
    ["https://evil.example/form", 403],
    ["http://localhost.evil.example/", 403],
    ["not an address", 403],
    ["http://localhost/cart?x=1", 200],
  ])("with Referer %s answers %s", async (referer, status) => {
    const reply = await request("POST", "/login", { Host: "localhost", Referer: referer, "Accept-Language": "en" }, "x=1");
    expect(reply.status).toBe(status);
    if (status === 403) expect(reply.body).toBe("This form was sent from another website and has been refused.");
  });

  it("is accepted with none of the three (old browsers, scripts)", async () => {
    expect((await request("POST", "/login", { Host: "localhost" }, "x=1")).status).toBe(200);
  });
});

describe("behind a trusted proxy", () => {
  let proxied: { server: http.Server; port: number };
  beforeAll(async () => {
    proxied = await listen(createApp({ env: { FORCE_HTTPS: true, TRUST_PROXY: 1, BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler: echo }));
  });
  afterAll(() => stopped(proxied.server));

  const send = (headers: Record<string, string>) => requestTo(proxied.port, "POST", "/login", { Host: "app.internal:3000", ...headers }, "x=1");

  it("compares the Origin with the forwarded host and scheme", async () => {
    expect((await send({ Origin: "https://shop.example", "X-Forwarded-Host": "shop.example", "X-Forwarded-Proto": "https" })).status).toBe(200);
    expect((await send({ Origin: "https://shop.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" })).status).toBe(403);
    expect((await send({ Origin: "https://shop.example", "X-Forwarded-Host": "shop.example, evil.example", "X-Forwarded-Proto": "https" })).status).toBe(200);
    expect((await send({ Origin: "http://shop.example", "X-Forwarded-Host": "shop.example", "X-Forwarded-Proto": "https" })).status).toBe(403);
  });

  it("takes the client's address from the proxy's own hop, not from what the client wrote before it", async () => {
    const reply = await send({ Origin: "https://shop.example", "X-Forwarded-Host": "shop.example", "X-Forwarded-Proto": "https", "X-Forwarded-For": "6.6.6.6, 203.0.113.9" });
    expect(reply.body).toContain("ip=203.0.113.9");
  });

  it("believes only the listed proxy addresses", async () => {
    const listed = await listen(createApp({ env: { FORCE_HTTPS: false, TRUST_PROXY: ["10.0.0.0/8"], BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler: echo }));
    try {
      // The shop is reached from 127.0.0.1, which is not in the list: its X-Forwarded-For counts for nothing.
      const reply = await requestTo(listed.port, "GET", "/", { Host: "localhost", "X-Forwarded-For": "6.6.6.6" });
      expect(reply.body).toContain("ip=127.0.0.1");
    } finally {
      await stopped(listed.server);
    }
  });

  it.each([
    { "X-Forwarded-Host": "shop.example:99999", "X-Forwarded-Proto": "https" },
    { "X-Forwarded-Host": "shop example", "X-Forwarded-Proto": "https" },
    { "X-Forwarded-Host": "shop.example, a:1:2", "X-Forwarded-Proto": "https" },
    { "X-Forwarded-Host": "shop.example", "X-Forwarded-Proto": "javascript" },
  ])("refuses forwarded headers no address can be built from (%j) with 400", async (headers) => {
    expect((await send({ Origin: "https://shop.example", ...headers })).status).toBe(400);
  });
});

describe("errors", () => {
  const logged: unknown[] = [];
  const apps: Array<{ server: http.Server; port: number }> = [];
  async function appWith(handler: RequestHandler) {
    const started = await listen(createApp({ env: { FORCE_HTTPS: false, TRUST_PROXY: false, BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler, logError: (error) => logged.push(error) }));
    apps.push(started);
    return started.port;
  }
  afterAll(async () => {
    for (const { server: running } of apps) await stopped(running);
  });

  it.each<[string, RequestHandler]>([
    ["throws", () => {
      throw new Error(`broken at ${fromRoot("app", "x.ts")}`);
    }],
    ["passes an error on", (_req, _res, next) => next(new TypeError("'TRACE' HTTP method is unsupported."))],
    ["passes the request on", (_req, _res, next) => next()],
  ])("answers a handler that %s with a plain 500 in the visitor's language, logs it, and shows nothing inside", async (_label, handler) => {
    logged.length = 0;
    const reply = await requestTo(await appWith(handler), "GET", "/cart", { Host: "localhost", "Accept-Language": "it" });
    expect(reply.status).toBe(500);
    expect(reply.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(reply.body).toBe("Si è verificato un errore da parte nostra. Riprova tra un momento.");
    expectNoInternals(reply.body);
    expect(logged).toHaveLength(1);
  });

  it("closes the connection when the answer had already begun, adding nothing to it", async () => {
    logged.length = 0;
    const appPort = await appWith((_req, res, next) => {
      res.status(200).type("text/plain").write("half an ans");
      next(new Error(`failed while streaming in ${fromRoot()}`));
    });
    // The raw request resolves when the server closes the connection (it is kept alive otherwise).
    const answer = await rawRequest(appPort, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer).not.toMatch(/ 500 /);
    expectNoInternals(answer);
    expect(logged).toHaveLength(1);
  });
});

/** The smallest Remix build: one route whose action and page say they ran, errors collected. */
function tinyBuild(errors: unknown[]): ServerBuild {
  const route = { id: "root", path: "", module: { default: () => null, loader: () => null, action: () => null } };
  return {
    mode: "production",
    entry: { module: { default: (_request: Request, status: number, headers: Headers) => new Response(`rendered ${status}`, { status, headers }), handleError: (error: unknown) => errors.push(error) } },
    routes: { root: route },
    assets: { entry: { imports: [], module: "" }, routes: { root: { id: "root", module: "", hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, imports: [] } }, url: "", version: "1" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild;
}

describe("with Remix's own request handler", () => {
  const remixErrors: unknown[] = [];
  let remix: { server: http.Server; port: number };
  beforeAll(async () => {
    const handler = createRequestHandler({ build: tinyBuild(remixErrors), mode: "production" });
    remix = await listen(createApp({ env: { FORCE_HTTPS: false, TRUST_PROXY: false, BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler, logError: (error) => remixErrors.push(error) }));
    answerUnroutedRequests(remix.server, { BRAND_HOSTS: undefined });
  });
  afterAll(() => stopped(remix.server));

  const host = () => `localhost:${remix.port}`;

  it("renders a page and runs an action from this site", async () => {
    expect(await requestTo(remix.port, "GET", "/", { Host: host() })).toMatchObject({ status: 200, body: "rendered 200" });
    expect(await requestTo(remix.port, "POST", "/", { Host: host(), Origin: `http://${host()}`, "Content-Type": "application/x-www-form-urlencoded" }, "x=1")).toMatchObject({ status: 200, body: "rendered 200" });
    expect(remixErrors).toEqual([]);
  });

  it("refuses a form with a forwarded host other than its Origin's (Remix's own check failed with 500)", async () => {
    const reply = await requestTo(remix.port, "POST", "/", { Host: host(), Origin: `http://${host()}`, "X-Forwarded-Host": "evil.example", "Content-Type": "application/x-www-form-urlencoded" }, "x=1");
    expect(reply.status).toBe(403);
    expect(remixErrors).toEqual([]);
  });

  it("never fails on a forged forwarded host or scheme", async () => {
    const forged: Array<Record<string, string>> = [{ "X-Forwarded-Host": "localhost:99999" }, { "X-Forwarded-Host": "a b" }, { "X-Forwarded-Proto": "a b" }, { "X-Forwarded-For": "::::" }];
    for (const headers of forged) {
      const reply = await requestTo(remix.port, "GET", "/", { Host: host(), ...headers });
      expect(reply.status, JSON.stringify(headers)).toBe(200);
    }
    expect(remixErrors).toEqual([]);
  });

  it("answers TRACE with 405 (Remix's request failed with a stack)", async () => {
    const reply = await requestTo(remix.port, "TRACE", "/", { Host: host() });
    expect(reply.status).toBe(405);
    expectNoInternals(reply.body);
    expect(remixErrors).toEqual([]);
  });

  it("answers a Host in capitals, with a matching Origin, with 403, not Remix's 500", async () => {
    const reply = await requestTo(remix.port, "POST", "/", { Host: host().toUpperCase(), Origin: `http://${host()}`, "Content-Type": "application/x-www-form-urlencoded" }, "x=1");
    expect(reply.status).toBe(403);
    expect(remixErrors).toEqual([]);
  });
});

describe("X-Query-Count (QUERY_COUNT_HEADER, for the bench)", () => {
  const twoQueries: RequestHandler = (_req, res, next) => {
    void (async () => {
      await db().execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db().execute(sql`select 2`);
      res.status(200).type("text/plain").send("two");
    })().catch(next);
  };

  it("says how many statements the request sent, and only when asked", async () => {
    const counting = await listen(createApp({ env: { FORCE_HTTPS: false, TRUST_PROXY: false, BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler: twoQueries, countQueries: true }));
    const plain = await listen(createApp({ env: { FORCE_HTTPS: false, TRUST_PROXY: false, BRAND_HOSTS: undefined }, development: false, storage: localStorage("/nonexistent"), handler: twoQueries }));
    try {
      const [first, second] = await Promise.all([requestTo(counting.port, "GET", "/", { Host: "localhost" }), requestTo(counting.port, "GET", "/", { Host: "localhost" })]);
      expect([first.headers["x-query-count"], second.headers["x-query-count"]]).toEqual(["2", "2"]);
      expect((await requestTo(plain.port, "GET", "/", { Host: "localhost" })).headers["x-query-count"]).toBeUndefined();
    } finally {
      await stopped(counting.server);
      await stopped(plain.server);
    }
  });
});
