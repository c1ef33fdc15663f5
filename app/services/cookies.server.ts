import type { CookieOptions } from "@remix-run/node";
import { env } from "~/env.server";

const YEAR = 365 * 24 * 60 * 60;

/** Every cookie of the shop: httpOnly, SameSite=Lax, and Secure in production. */
export function cookieOptions(overrides: CookieOptions = {}): CookieOptions {
  return { path: "/", sameSite: "lax", httpOnly: true, secure: env().NODE_ENV === "production", maxAge: YEAR, ...overrides };
}
