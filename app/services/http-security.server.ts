import crypto from "node:crypto";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** localhost, 127.0.0.1, ::1 and *.localhost: served over plain HTTP in development. */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
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
