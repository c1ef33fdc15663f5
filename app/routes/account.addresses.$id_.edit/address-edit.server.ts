import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { countryOptions, regionChoices } from "~/services/account/addresses.server";
import { pageTitle } from "~/services/platform/page.server";
import { addressFormAction, requireOwnAddress } from "../account.addresses.new/address-action.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { address, lng } = await requireOwnAddress(request, context, params.id);
  const [countries, regions] = await Promise.all([
    countryOptions(lng),
    regionChoices({ countryCode: address.countryCode, provinceId: address.provinceId, lng }),
  ]);
  const id = (value: number | null) => (value === null ? "" : String(value));
  return {
    title: await pageTitle(request, context, "addresses:edit.title"),
    countries,
    regions,
    defaults: {
      companyName: address.companyName,
      fullName: address.fullName,
      address: address.address,
      telephone: address.telephone,
      countryCode: address.countryCode,
      provinceId: id(address.provinceId),
      province: address.provinceId === null ? address.province : "",
      cityId: id(address.cityId),
      city: address.cityId === null ? address.city : "",
      postalCode: address.postalCode,
      isDefault: address.isDefault ? "on" : "",
    },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, lng, address } = await requireOwnAddress(request, context, params.id);
  return addressFormAction({ request, context, actor, lng, id: address.id });
}
