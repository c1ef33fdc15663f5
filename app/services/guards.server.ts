import { type AppLoadContext, redirect } from "@remix-run/node";
import { returnPathOf } from "~/domain/safe-redirect";
import { requireViewer } from "./auth.server";
import type { ActingAccount, Viewer } from "./session.server";

/**
 * Roles (SPEC.md section 6): anonymous (public routes only), buyer (approved = official, or
 * unofficial: may browse and fill a cart, never submit an order), and salesman (acting for a
 * client, or not yet). Every service that reads or writes account data takes the acting account.
 */
export type Role = "anonymous" | "buyer" | "unofficial-buyer" | "salesman";

export function roleOf(viewer: Viewer | null): Role {
  if (!viewer) return "anonymous";
  if (viewer.role === "salesman") return "salesman";
  return viewer.acting?.official ? "buyer" : "unofficial-buyer";
}

export const CLIENT_PICKER_PATH = "/salesman/clients";

export type BuyerContext = {
  viewer: Viewer;
  /** The account whose prices, cart, orders, addresses and messages these are. */
  acting: ActingAccount;
  /** The salesman acting for the account, recorded on what he creates; null for the buyer himself. */
  salesmanId: number | null;
};

/** For pages about an account's own data: a buyer, or a salesman acting for a client (else he picks one). */
export async function requireBuyerContext(request: Request, context: AppLoadContext): Promise<BuyerContext> {
  const viewer = await requireViewer(request, context);
  if (!viewer.acting) {
    throw redirect(`${CLIENT_PICKER_PATH}?${new URLSearchParams({ redirectTo: returnPathOf(request.url) })}`);
  }
  return { viewer, acting: viewer.acting, salesmanId: viewer.role === "salesman" ? viewer.accountId : null };
}

/** For the salesman's own pages; anyone else gets the 403 page. */
export async function requireSalesman(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== "salesman") throw new Response("Forbidden", { status: 403 });
  return viewer;
}

/** Only approved (official) accounts may submit orders. */
export function canSubmitOrders(acting: ActingAccount): boolean {
  return acting.official;
}
