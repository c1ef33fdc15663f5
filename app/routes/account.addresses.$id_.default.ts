import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { withNotice } from "~/chunks/shell";
import { setDefaultAddress } from "~/services/account/addresses.server";
import { addressNotFound, requireOwnAddress } from "./account.addresses.new/address-action.server";

/** POST: makes the address the acting account's default, then back to the address book. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, address } = await requireOwnAddress(request, context, params.id);
  if (!(await setDefaultAddress(actor, address.id))) throw await addressNotFound(request, context);
  return redirect(withNotice("/account/addresses", "addresses", "defaultSet"));
}

export function loader({ params }: { params: { id?: string } }) {
  return redirect(params.id && /^\d+$/.test(params.id) ? `/account/addresses/${params.id}` : "/account/addresses");
}
