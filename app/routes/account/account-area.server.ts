import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireBuyerSide } from "~/services/identity/actor.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The account area: the person's profile and password; the acting account's addresses and messages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  return { unread: viewer.unreadMessages, salesman: viewer.role === "salesman" };
}
