import { TEST_CODE } from "./server";

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
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: "manual" }).catch((error: Error) => {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? "");
      throw new Error(`${method} ${path.slice(0, 200)}: ${error.message} (${cause})`);
    });
    this.remember(response);
    return response;
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

  /** Signs in through the login form (the test verification code stands in for the picture). */
  async signIn(email: string, password = "Demo12345", loginPath = "/login"): Promise<void> {
    const page = await (await this.get(loginPath)).text();
    const challenge = /name="challenge" value="([^"]*)"/.exec(page)?.[1] ?? "";
    const response = await this.post(loginPath, { intent: "signIn", email, password, code: TEST_CODE, challenge, redirectTo: "/" });
    if (response.status !== 302 && response.status !== 303) throw new Error(`sign-in of ${email} answered ${response.status}`);
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
