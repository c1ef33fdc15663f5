import { type Cookie, type CookieOptions, createCookie } from "@remix-run/node";
import { env } from "~/env.server";
import { isLocalHost } from "./http-security.server";

const YEAR = 365 * 24 * 60 * 60;

/** What decides a cookie's form: the address the request came to (a Request has it). */
export type Addressed = { url: string };

/**
 * Whether this request's cookies are Secure, with the `__Host-` prefix: on HTTPS always; in
 * production and test mode on every host but a local one. Plain HTTP to localhost, *.localhost,
 * 127.0.0.1 or ::1 keeps plain cookies, so the two-command start works in every browser (lynx
 * keeps no Secure cookie over HTTP, Firefox none for *.localhost; decision 0076). Public hosts are
 * redirected to HTTPS anyway (FORCE_HTTPS), or reached over it through a proxy.
 */
export function secureCookies(request: Addressed): boolean {
  const url = new URL(request.url);
  if (url.protocol === "https:") return true;
  return env().NODE_ENV !== "development" && !isLocalHost(url.hostname);
}

/** Every cookie of the shop: httpOnly, SameSite=Lax, path /. */
function cookieOptions(overrides: CookieOptions = {}): CookieOptions {
  return { path: "/", sameSite: "lax", httpOnly: true, maxAge: YEAR, ...overrides };
}

/**
 * A cookie of the shop in the form this request needs (secureCookies): `__Host-name`, Secure, or
 * plain `name`. Both forms are made on first use (options may read the environment).
 */
export function shopCookie(name: string, options: () => CookieOptions = () => ({})): (request: Addressed) => Cookie {
  const forms = new Map<boolean, Cookie>();
  return (request) => {
    const secure = secureCookies(request);
    let cookie = forms.get(secure);
    if (!cookie) {
      cookie = createCookie(secure ? `__Host-${name}` : name, cookieOptions({ ...options(), secure }));
      forms.set(secure, cookie);
    }
    return cookie;
  };
}
