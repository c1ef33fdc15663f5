import { type AppLoadContext, redirect } from "@remix-run/node";
import type { PurchaseMode } from "~/domain/cart-quantity";
import { returnPathOf } from "~/domain/safe-redirect";
import { requireViewer } from "./auth.server";
import type { Viewer } from "./session.server";

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
 * Roles (SPEC.md section 6): anonymous (public routes only), buyer (approved = official, or
 * unofficial: may browse and fill a cart, never submit an order), and salesman (acting for a
 * client, or not yet).
 */
export type Role = "anonymous" | "buyer" | "unofficial-buyer" | "salesman";

export function roleOf(viewer: Viewer | null): Role {
  if (!viewer) return "anonymous";
  if (viewer.role === "salesman") return "salesman";
  return viewer.acting?.official ? "buyer" : "unofficial-buyer";
}

export const CLIENT_PICKER_PATH = "/salesman/clients";

/** For pages about an account's own data: a buyer, or a salesman acting for a client (else he picks one). */
export async function requireActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const viewer = await requireViewer(request, context);
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
