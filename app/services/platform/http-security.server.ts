import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** localhost, 127.0.0.1, ::1 and *.localhost: served over plain HTTP in development. */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The methods the shop answers: pages and forms need nothing else, with or without JavaScript. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

const HOST = /^(?:[a-z0-9_][a-z0-9_.-]*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** A Host (or forwarded host) the shop can build its own address from: a name or address, and a port up to 65535. */
export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/** The host a request was forwarded for: the first of X-Forwarded-Host, as Express and Remix read it. */
export function forwardedHostOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers["x-forwarded-host"];
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;
}

/** Drops the X-Forwarded-* and Forwarded headers (sent by anyone but a trusted proxy). */
export function dropForwardedHeaders(headers: IncomingHttpHeaders) {
  for (const name of Object.keys(headers)) if (name.startsWith("x-forwarded-") || name === "forwarded") delete headers[name];
}

/**
 * Whether the request names its host, and its proxy (when trusted) every forwarded host and
 * scheme, in a form an address can be built from: anything else would make Express and Remix
 * build an invalid URL and fail with an error instead of a refusal.
 */
export function hasValidHosts(headers: IncomingHttpHeaders): boolean {
  const list = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value.join(",") : (value ?? "")).split(",").map((part) => part.trim());
  };
  const host = headers.host;
  if (typeof host !== "string" || !isValidHost(host)) return false;
  if (headers["x-forwarded-host"] && !list("x-forwarded-host").every(isValidHost)) return false;
  return !headers["x-forwarded-proto"] || list("x-forwarded-proto").every((scheme) => scheme === "http" || scheme === "https");
}

type OriginCheck = { method: string; origin: string | null; secFetchSite: string | null; referer: string | null; expectedOrigin: string };

/**
 * Whether an address (an Origin, or a Referer with its path) is of the expected origin
 * (`scheme://host[:port]` as the request names itself). The host is compared as the request wrote
 * it, as Remix's own check does: a Host it would not accept is foreign here, never an error there.
 */
function isOf(address: string, expectedOrigin: string): boolean {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}` === expectedOrigin;
  } catch {
    return false;
  }
}

/**
 * A mutating request from another site is refused (cross-site request forgery). Browsers send
 * Origin on every POST, and it decides. Without it (older browsers), a cross-site Sec-Fetch-Site
 * or a Referer of another origin (or one that is not an address) refuses; a request carrying none
 * of the three is allowed, as old browsers and non-browser clients send none.
 */
export function isForeignOriginRequest({ method, origin, secFetchSite, referer, expectedOrigin }: OriginCheck): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin !== null) return !isOf(origin, expectedOrigin);
  if (secFetchSite === "cross-site") return true;
  return referer !== null && referer.trim() !== "" && !isOf(referer, expectedOrigin);
}

export function contentSecurityPolicy({ nonce, development }: { nonce: string; development: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    // The development server's live reload talks over a WebSocket on another port.
    development ? "connect-src 'self' ws://localhost:* ws://127.0.0.1:*" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/** Headers every HTML response carries. */
export function securityHeaders({ nonce, development, secure }: { nonce: string; development: boolean; secure: boolean }) {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, development }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (secure) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
