import { type AppLoadContext, redirect } from "@remix-run/node";
import { returnPathOf } from "~/domain/safe-redirect";
import type { StaffRole } from "~/db/schema";
import { getT } from "~/services/platform/locale.server";
import { SESSION_GONE_CODE } from "~/utils/transport";
import { wantsJson } from "./actor.server";
import { getViewer } from "./auth.server";
import type { Viewer } from "./session.server";

/** The back office's home (decision 0112). */
export const OFFICE_PATH = "/office";
/** The office door: the salesman's sign-in, which signs in every office role. */
export const OFFICE_LOGIN_PATH = "/salesman/login";

/** What a back-office route does (decision 0112's permission table). */
export type StaffPermission = "registrations" | "images" | "api" | "falcon" | "orders" | "content" | "outlet" | "audit" | "staff";

/** The permission table: customer service does everything but manage staff accounts; an administrator does all. */
const PERMISSIONS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  service: new Set(["registrations", "images", "api", "falcon", "orders", "content", "outlet", "audit"]),
  admin: new Set(["registrations", "images", "api", "falcon", "orders", "content", "outlet", "audit", "staff"]),
};

export type Staff = Viewer & { role: StaffRole };

export function mayStaff(role: Viewer["role"], permission: StaffPermission): boolean {
  return (role === "service" || role === "admin") && PERMISSIONS[role].has(permission);
}

/**
 * The guard of every back-office route (decision 0112): anonymous → the office sign-in, coming back
 * here (a script asking for JSON gets 401); a buyer, a salesman, or staff without the permission →
 * the 403 page.
 */
export async function requireStaff(request: Request, context: AppLoadContext, permission: StaffPermission): Promise<Staff> {
  const viewer = await getViewer(request, context);
  if (!viewer) {
    if (wantsJson(request)) {
      const t = await getT(request, context);
      throw Response.json({ code: SESSION_GONE_CODE, message: t("errors.sessionEnded") }, { status: 401, headers: { "Cache-Control": "no-store" } });
    }
    throw redirect(`${OFFICE_LOGIN_PATH}?${new URLSearchParams({ redirectTo: returnPathOf(request.url) })}`);
  }
  if (!mayStaff(viewer.role, permission)) throw new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  return viewer as Staff;
}
