import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageTitle } from "~/services/platform/page.server";
import { requireOwnAddress } from "../account.addresses.new/address-action.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { address } = await requireOwnAddress(request, context, params.id);
  return { title: await pageTitle(request, context, "addresses:view.title", { name: address.companyName }), address };
}
