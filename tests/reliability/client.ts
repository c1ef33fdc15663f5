import net from "node:net";
import path from "node:path";
import { TEST_CODE } from "./server";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What no answer may show (decision 0075): a stack frame, a module folder, where the shop lives on disk. */
const INTERNALS: Array<[string, RegExp]> = [
  ["a stack frame", /(?:^|\s|&nbsp;|>)at (?:async |new )?[^\s(<>]*\s?\(?(?:file:\/\/|node:|\/|[a-z]:\\)[^\s)<>]*:\d+:\d+/im],
  ["node_modules", /node_modules/],
  ["the shop's folder", new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
  ["a file URL", /file:\/\/\//],
];

/** Every answer the suite reads, and those that showed internals (the "answers" case reports them). */
export const answers = { read: 0, leaks: [] as string[] };

const TEXT = /^(?:text\/|application\/(?:json|javascript|xml|x-www-form-urlencoded)|application\/[\w.+-]*\+(?:json|xml))|x-script/i;

/** Records an answer the suite read, and what it shows that it must not. */
export function inspectAnswer(what: string, contentType: string | null, body: string) {
  answers.read += 1;
  if (contentType && !TEXT.test(contentType)) return;
  for (const [label, pattern] of INTERNALS) {
    const found = pattern.exec(body);
    if (found) answers.leaks.push(`${what}: shows ${label} (${JSON.stringify(body.slice(Math.max(0, found.index - 60), found.index + 80))})`);
  }
}

const NO_BODY = new Set([101, 103, 204, 205, 304]);

export type RawReply = { status: number; headers: Map<string, string>; body: string };

/**
 * One request written by hand on a connection of its own: methods fetch refuses (TRACE, CONNECT,
 * a lowercase "get"), a forged Host. The answer is read to the end and inspected like any other.
 */
export function rawRequest(baseUrl: string, { method, target, headers = {}, body = "" }: { method: string; target: string; headers?: Record<string, string>; body?: string }): Promise<RawReply> {
  const url = new URL(baseUrl);
  const all: Record<string, string> = { Host: url.host, Connection: "close", ...headers };
  if (body || method === "POST") all["Content-Length"] = String(Buffer.byteLength(body));
  const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(all).map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    // Not ended by the client: Node closes a half-closed connection before a slow page is answered.
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(head + body));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) => reject(new Error(`${method} ${target}: ${error.message}`)));
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, split < 0 ? text.length : split).split("\r\n");
      const replyHeaders = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      const reply = { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers: replyHeaders, body: split < 0 ? "" : text.slice(split + 4) };
      inspectAnswer(`${method} ${target.slice(0, 200)}`, replyHeaders.get("content-type") ?? null, text);
      resolve(reply);
    });
  });
}

/** A browser-like client of the shop: a cookie jar, same-origin form posts, no redirects followed. */
export class ShopClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Starts from a cookie ("name=value") the browser already holds, such as a session made elsewhere. */
  useCookie(pair: string) {
    const index = pair.indexOf("=");
    if (index < 1) throw new Error(`not a cookie: ${pair}`);
    this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(path: string, init: RequestInit & { origin?: string | null } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader();
    if (cookie) headers.set("Cookie", cookie);
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && init.origin !== null) headers.set("Origin", init.origin ?? this.baseUrl);
    const failed = (error: Error) => {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? "");
      throw new Error(`${method} ${path.slice(0, 200)}: ${error.message} (${cause})`);
    };
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: "manual" }).catch(failed);
    this.remember(response);
    // Read whole here, so that every answer any case reads is inspected for internals.
    const bytes = await response.arrayBuffer().catch(failed);
    inspectAnswer(`${method} ${path.slice(0, 200)}`, response.headers.get("content-type"), Buffer.from(bytes).toString("utf8"));
    return new Response(NO_BODY.has(response.status) ? null : bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  /** Posts fields as a browser form would (application/x-www-form-urlencoded); a field may repeat. */
  post(path: string, fields: Array<[string, string]> | Record<string, string>, init: { origin?: string | null; headers?: Record<string, string> } = {}): Promise<Response> {
    const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
    return this.request(path, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...init.headers }, origin: init.origin });
  }

  postMultipart(path: string, form: FormData): Promise<Response> {
    return this.request(path, { method: "POST", body: form });
  }

  /** Signs in through the login form (the test verification code stands in for the picture); the answer says where to. */
  async signIn(email: string, password = "Demo12345", loginPath = "/login", redirectTo = "/"): Promise<Response> {
    const page = await (await this.get(loginPath)).text();
    const challenge = /name="challenge" value="([^"]*)"/.exec(page)?.[1] ?? "";
    const response = await this.post(loginPath, { intent: "signIn", email, password, code: TEST_CODE, challenge, redirectTo });
    if (response.status !== 302 && response.status !== 303) throw new Error(`sign-in of ${email} answered ${response.status}`);
    return response;
  }
}

/**
 * Whether a refusal says why: a rejected form (400) shows its error summary or an alert; other
 * refusals an error page with a heading, or a plain-text message.
 */
export function hasMessage(body: string, status: number): boolean {
  const trimmed = body.trimStart();
  if (trimmed.length > 0 && !trimmed.startsWith("<")) return true;
  if (status === 400) return /role="alert"/.test(body);
  return /role="alert"|<h1[^>]*>[^<]+<\/h1>/.test(body);
}
