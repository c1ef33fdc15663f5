/**
 * Routes where the floating cart shortcut is hidden and cart counts are not refreshed
 * (SPEC.md section 2): OrderConfirm, HelpCenter, Login, Register, Forget and ResetPwd. The help
 * centre's articles (/helpCenter/:slug) are the help centre too (decision 0114).
 */
const CART_QUIET = /^\/(order\/orderconfirm|helpcenter(\/.*)?|login|register|forget|resetpwd)\/*$/i;

const normalise = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, "") || "/";

/** Any case, trailing slashes allowed. */
export function isCartQuietPath(pathname: string): boolean {
  return CART_QUIET.test(pathname);
}

/** The back-to-top button is hidden on Login only (the salesman login is a Login too). */
export function showsBackToTop(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== "/login" && path !== "/salesman/login";
}

/** Scroll distance after which the floating cart shortcut appears (SPEC.md section 9). */
export const CART_SHORTCUT_SCROLL_PX = 200;

/** The shortcut's badge shows at most 999, then "999+". */
export function cartBadge(count: number, cap = 999): string {
  if (!Number.isFinite(count) || count <= 0) return "0";
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** The salesman's client list (and where he picks the client to act for). */
export const CLIENT_PICKER_PATH = "/salesman/clients";

/** The body of the 403 a buyer-only page answers staff with (staffForbidden, decision 0112): the error page then links to the back office. */
export const STAFF_FORBIDDEN = "staff";
