import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { placedOrder } from "~/services/ordering/order-submit.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The order just placed: only the acting account's own orders (anything else is a 404). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const orderNumber = new URL(request.url).searchParams.get("orderNumber") ?? "";
  const order = /^[A-Za-z0-9-]{1,40}$/.test(orderNumber) ? await placedOrder(actor.accountId, orderNumber) : null;
  if (!order) throw new Response("Not Found", { status: 404 });
  return {
    title: await pageTitle(request, context, "checkout:success.title"),
    order,
    lng: await getLanguage(request, context),
    productListRoute: context.brand.productListRoute,
  };
}
