import { type RawReply, type ShopClient, hasMessage, rawRequest } from "../client";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";

const ALLOW = "GET, HEAD, POST, OPTIONS";

/** Methods the shop does not take: known to Node (TRACE made Remix fail with a stack), and ones its parser refuses. */
const UNKNOWN_METHODS = ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND", "MKCOL", "BREW", "get"];

const pathOf = (route: ShopRoute) => route.path.replace(/:\w+/g, "1");

/**
 * Every route of the build answers a method the shop does not take with 405, Allow and a plain
 * message (never an error), and OPTIONS with 204 and Allow; CONNECT gets the 405 too.
 */
export async function unknownMethodsCase(client: ShopClient, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("http: unknown methods → 405 with Allow");
  const cookie = client.cookieHeader();
  const refused = (what: string, reply: RawReply) => {
    recorder.check(reply.status === 405, () => `${what} answered ${reply.status}`);
    recorder.check(reply.headers.get("allow") === ALLOW, () => `${what}: Allow is ${reply.headers.get("allow") ?? "missing"}`);
    recorder.check(hasMessage(reply.body, 405), () => `${what}: 405 without a message`);
  };
  for (const route of routes) {
    const target = pathOf(route);
    for (const method of UNKNOWN_METHODS) refused(`${method} ${target}`, await rawRequest(client.baseUrl, { method, target, headers: { Cookie: cookie } }));
    const options = await rawRequest(client.baseUrl, { method: "OPTIONS", target, headers: { Cookie: cookie } });
    recorder.check(options.status === 204 && options.headers.get("allow") === ALLOW, () => `OPTIONS ${target} answered ${options.status}, Allow ${options.headers.get("allow") ?? "missing"}`);
  }
  const host = new URL(client.baseUrl).host;
  refused(`CONNECT ${host}`, await rawRequest(client.baseUrl, { method: "CONNECT", target: host }));
  recorder.note = `${routes.length} routes × ${UNKNOWN_METHODS.length + 1} methods, and CONNECT`;
  return recorder.result();
}

/**
 * Forged forwarded and Host headers (the shop trusts no proxy here): a GET of every route, as a
 * buyer, never fails; a POST of every route (as a visitor: nothing it does may sign the buyer
 * out) never fails, and is refused with 403 when a host it names is not its Origin's.
 */
export async function forgedHeadersCase(client: ShopClient, routes: ShopRoute[], { quick }: { quick: boolean }) {
  const recorder = new CaseRecorder("http: forged forwarded and Host headers → no 5xx, foreign POST → 403");
  const { host, origin } = new URL(client.baseUrl);
  const forged: Array<{ label: string; headers: Record<string, string>; quick?: true }> = [
    { label: "X-Forwarded-Host evil.example", headers: { "X-Forwarded-Host": "evil.example" }, quick: true },
    { label: "X-Forwarded-Host with port 99999", headers: { "X-Forwarded-Host": `${new URL(origin).hostname}:99999` }, quick: true },
    { label: "X-Forwarded-Host not a host", headers: { "X-Forwarded-Host": "a b/c" } },
    { label: "X-Forwarded-Proto javascript", headers: { "X-Forwarded-Proto": "javascript" }, quick: true },
    { label: "X-Forwarded-Proto https", headers: { "X-Forwarded-Proto": "https" } },
    { label: "X-Forwarded-For not an address", headers: { "X-Forwarded-For": "<script>, ::::, 999.1.1.1" }, quick: true },
    { label: "Forwarded", headers: { Forwarded: "for=evil;host=evil.example;proto=https" } },
    { label: "Host evil.example", headers: { Host: "evil.example" } },
    { label: "Host in capitals", headers: { Host: host.toUpperCase() }, quick: true },
    { label: "Host with port 99999", headers: { Host: "localhost:99999" } },
    { label: "Host not a host", headers: { Host: "a b" }, quick: true },
  ];
  const variants = quick ? forged.filter((variant) => variant.quick) : forged;
  const cookie = client.cookieHeader();
  for (const route of routes) {
    const target = pathOf(route);
    for (const variant of variants) {
      const reply = await rawRequest(client.baseUrl, { method: "GET", target, headers: { Cookie: cookie, ...variant.headers } });
      recorder.check(reply.status > 0 && reply.status < 500, () => `GET ${target} (${variant.label}) answered ${reply.status}`);
    }
    for (const variant of variants) {
      const reply = await rawRequest(client.baseUrl, { method: "POST", target, headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...variant.headers }, body: "intent=x" });
      recorder.check(reply.status > 0 && reply.status < 500, () => `POST ${target} (${variant.label}) answered ${reply.status}`);
      // A forwarded host or a Host (as written) other than the Origin's: refused, whatever the route.
      const foreign = ("X-Forwarded-Host" in variant.headers && variant.headers["X-Forwarded-Host"] !== host) || variant.headers.Host === host.toUpperCase();
      if (foreign) recorder.check(reply.status === 403, () => `POST ${target} (${variant.label}, Origin ${origin}) answered ${reply.status}, not 403`);
    }
  }
  recorder.note = `${routes.length} routes × ${variants.length} forgeries, GET and POST`;
  return recorder.result();
}

/** Bodies no page of the shop sends: each would fail in an action's form parser. */
const OTHER_BODIES: Array<{ label: string; type?: string; body: string }> = [
  { label: "text/plain", type: "text/plain", body: "email=a@b.c" },
  { label: "JSON", type: "application/json", body: '{"email":"a@b.c"}' },
  { label: "broken multipart", type: "multipart/form-data; boundary=x", body: "--x\r\nContent-Disposition: form-data\r\n\r\nnot closed" },
  { label: "multipart without a boundary", type: "multipart/form-data", body: "--x--" },
  { label: "no Content-Type", body: "email=a@b.c" },
];

/**
 * A POST of anything but a form to any route of the build (the upload page: anything but a form or
 * a multipart form) is refused with 415 and a message, never an error; the JSON API answers for
 * its own bodies, never with an error either.
 */
export async function otherBodiesCase(client: ShopClient, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("http: bodies other than a form → 415");
  const cookie = client.cookieHeader();
  const origin = new URL(client.baseUrl).origin;
  for (const route of routes) {
    const target = pathOf(route);
    const api = target.startsWith("/api/");
    for (const variant of OTHER_BODIES) {
      // The upload forms (server/app.ts uploadLimitOf) read multipart themselves: a broken one is their 400 with a message
      // (the back office's banner form answers a visitor who is not staff first: 302 or 403).
      const upload = (target === "/cart/import" || target === "/downloadCenter" || /^\/office\/content\/banners\/(new|\d+)$/.test(target) || /^\/order\/(orderDetail|shippingLabels)$/.test(target)) && variant.type?.startsWith("multipart/");
      const headers: Record<string, string> = { Cookie: cookie, Origin: origin, ...(variant.type ? { "Content-Type": variant.type } : {}) };
      const reply = await rawRequest(client.baseUrl, { method: "POST", target, headers, body: variant.body });
      const what = `POST ${target} (${variant.label})`;
      recorder.check(reply.status > 0 && reply.status < 500, () => `${what} answered ${reply.status}`);
      if (!api && !upload) recorder.check(reply.status === 415 && hasMessage(reply.body, 415), () => `${what} answered ${reply.status}, not 415 with a message`);
    }
  }
  recorder.note = `${routes.length} routes × ${OTHER_BODIES.length} bodies`;
  return recorder.result();
}
