import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { withNotice } from "~/domain/notices";
import { deleteAddress } from "~/services/account/addresses.server";
import { pageTitle } from "~/services/platform/page.server";
import { addressNotFound, requireOwnAddress } from "../account.addresses.new/address-action.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The confirmation step: a page of its own, so that deleting works without JavaScript. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { address } = await requireOwnAddress(request, context, params.id);
  return { title: await pageTitle(request, context, "addresses:delete.title"), address };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, address } = await requireOwnAddress(request, context, params.id);
  const deleted = await deleteAddress(actor, address.id);
  if (!deleted) throw await addressNotFound(request, context);
  return redirect(withNotice("/account/addresses", "addresses", "deleted"));
}
