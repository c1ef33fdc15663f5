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

type OriginCheck = { method: string; origin: string | null; secFetchSite: string | null; expectedOrigin: string };

/**
 * A mutating request whose Origin is another site is refused (cross-site request forgery).
 * Browsers send Origin on every POST; when it is missing (older clients, curl) Sec-Fetch-Site
 * decides, and a request carrying neither is allowed, as non-browser clients send neither.
 */
export function isForeignOriginRequest({ method, origin, secFetchSite, expectedOrigin }: OriginCheck): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin !== null) return origin.toLowerCase() !== expectedOrigin.toLowerCase();
  return secFetchSite === "cross-site";
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
