/**
 * The transport rules of SPEC.md section 8 for the browser's own requests (JavaScript
 * enhancements; every page also works without them):
 *
 * | condition                      | reaction                                             |
 * |--------------------------------|------------------------------------------------------|
 * | HTTP 401                       | go to /login?redirectTo=<this page>                  |
 * | HTTP 400 with code 14106       | go to /login?redirectTo=<this page>                  |
 * | HTTP 400 on a file download    | read the text body and show it as an error message   |
 * | other HTTP 400                 | reject to the caller (its form shows the messages)   |
 * | HTTP 502, or no answer at all  | show the network error message                       |
 * | other failures                 | show the response body as an error toast and reject  |
 */

/** The code the server sends with HTTP 400 (or 401) when the session is gone. */
export const SESSION_GONE_CODE = 14106;
/** The translation key of the network error message. */
export const NETWORK_ERROR_KEY = "errors.network";

export type TransportFailure = "signedOut" | "network" | "rejected" | "failed";

export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailure,
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

export type TransportDeps = {
  fetch: typeof fetch;
  /** Where the browser is; `assign` navigates (window.location in the browser). */
  location: { pathname: string; search: string; assign(url: string): void };
  /** Shows an error message: a translation key (isKey) or a text from the server. */
  notify(message: string, isKey: boolean): void;
};

export type RequestOptions = RequestInit & { /** A file download: a 400 carries a text message. */ download?: boolean };

export function loginUrl(location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return here === "/" || here.startsWith("/login") ? "/login" : `/login?${new URLSearchParams({ redirectTo: here })}`;
}

function codeOf(body: unknown): unknown {
  return body && typeof body === "object" && "code" in body ? (body as { code: unknown }).code : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get("Content-Type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function textOf(body: unknown, status: number): string {
  if (typeof body === "string" && body.trim()) return body.trim();
  if (body && typeof body === "object" && "message" in body && typeof (body as { message: unknown }).message === "string") {
    return (body as { message: string }).message;
  }
  return `HTTP ${status}`;
}

/** A fetch that applies the transport rules: resolves with the body of a successful answer, else rejects. */
export function createTransport(deps: TransportDeps) {
  return async function request<T = unknown>(input: string, { download, ...init }: RequestOptions = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (!headers.has("Accept")) headers.set("Accept", "application/json");
    let response: Response;
    try {
      response = await deps.fetch(input, { ...init, headers, credentials: "same-origin" });
    } catch (error) {
      deps.notify(NETWORK_ERROR_KEY, true);
      throw new TransportError("network", 0, null, error instanceof Error ? error.message : "network error");
    }
    if (response.ok) {
      if (download) return (await response.blob()) as T;
      return (await readBody(response)) as T;
    }
    const body = await readBody(response);
    if (response.status === 401 || (response.status === 400 && codeOf(body) === SESSION_GONE_CODE)) {
      deps.location.assign(loginUrl(deps.location));
      throw new TransportError("signedOut", response.status, body, "signed out");
    }
    if (response.status === 400) {
      if (download) {
        const message = textOf(body, 400);
        deps.notify(message, false);
        throw new TransportError("failed", 400, body, message);
      }
      throw new TransportError("rejected", 400, body, textOf(body, 400));
    }
    if (response.status === 502) {
      deps.notify(NETWORK_ERROR_KEY, true);
      throw new TransportError("network", 502, body, "bad gateway");
    }
    const message = textOf(body, response.status);
    deps.notify(message, false);
    throw new TransportError("failed", response.status, body, message);
  };
}
