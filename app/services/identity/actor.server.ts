import { type AppLoadContext, redirect } from "@remix-run/node";
import type { PurchaseMode } from "~/domain/cart-quantity";
import { returnPathOf } from "~/domain/safe-redirect";
import { SESSION_GONE_CODE } from "~/utils/transport";
import { getViewer } from "./auth.server";
import { getT } from "~/services/platform/locale.server";
import type { Viewer } from "./session.server";
import { CLIENT_PICKER_PATH, STAFF_FORBIDDEN } from "~/domain/shell";

export function loginRedirect(request: Request): Response {
  const back = returnPathOf(request.url);
  const search = back === "/" ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
  return redirect(`/login${search}`);
}

/** A request from a script that wants JSON (the transport wrapper), not a page. */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/**
 * For protected routes: the viewer, or a redirect to /login that comes back here afterwards. A
 * script asking for JSON gets HTTP 401 with the session-gone code instead (SPEC.md section 8): the
 * transport wrapper (app/utils/transport.ts) then sends the page to /login.
 */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  if (wantsJson(request)) {
    const t = await getT(request, context);
    throw Response.json({ code: SESSION_GONE_CODE, message: t("errors.sessionEnded") }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  throw loginRedirect(request);
}

/**
 * The acting account (DESIGN.md item 13, decision 0090): the account whose prices, cart, orders,
 * addresses and messages these are (the buyer, or the client a salesman acts for), loaded once
 * with the session and handed as it is to every service.
 */
export type Actor = {
  accountId: number;
  /** The salesman acting for the account, recorded on what he creates; null for the buyer himself. */
  salesmanId: number | null;
  fullName: string;
  email: string;
  language: string | null;
  companyId: number;
  companyName: string;
  countryCode: string;
  currency: string;
  accountSet: PurchaseMode;
  /** Approved: only official accounts may submit orders. */
  official: boolean;
  isTest: boolean;
  /** The buyer's own rate (userRate), applied on top of the promotion in line prices (decision 0048). */
  userRateBp: number;
  allowedLanguages: string[] | null;
  salesScopeId: number | null;
};

/** Who writes: the account a row belongs to and the salesman recorded on it. */
export type Writer = Pick<Actor, "accountId" | "salesmanId">;

/**
 * Roles (SPEC.md section 6, decision 0112): anonymous (public routes only), buyer (approved =
 * official, or unofficial: may browse and fill a cart, never submit an order), salesman (acting
 * for a client, or not yet), and the back office's staff: customer service and administrator.
 */
export type Role = "anonymous" | "buyer" | "unofficial-buyer" | "salesman" | "service" | "admin";

export function roleOf(viewer: Viewer | null): Role {
  if (!viewer) return "anonymous";
  if (viewer.role === "salesman" || viewer.role === "service" || viewer.role === "admin") return viewer.role;
  return viewer.acting?.official ? "buyer" : "unofficial-buyer";
}

/** Customer service and administrators work in the back office, never on a buyer's pages (decision 0112). */
export const isStaff = (viewer: Pick<Viewer, "role"> | null): boolean => viewer?.role === "service" || viewer?.role === "admin";

/** The 403 page of a buyer-only page opened by staff: the page says the back office is where they work. */
export function staffForbidden(): Response {
  return new Response(STAFF_FORBIDDEN, { status: 403, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
}

/** For the buyer's own pages that need no acting account (profile, password, download centre): staff get the 403 page. */
export async function requireBuyerSide(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (isStaff(viewer)) throw staffForbidden();
  return viewer;
}

export { CLIENT_PICKER_PATH };

/** For pages about an account's own data: a buyer, or a salesman acting for a client (else he picks one). */
export async function requireActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const viewer = await requireViewer(request, context);
  if (isStaff(viewer)) throw staffForbidden();
  if (!viewer.acting) {
    throw redirect(`${CLIENT_PICKER_PATH}?${new URLSearchParams({ redirectTo: returnPathOf(request.url) })}`);
  }
  return viewer.acting;
}

/** For the salesman's own pages; anyone else gets the 403 page. */
export async function requireSalesman(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== "salesman") throw new Response("Forbidden", { status: 403 });
  return viewer;
}
