import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AddressForm } from "~/components/addresses/address-form";
import { AddressErrorBoundary } from "~/components/addresses/address-not-found";
import { countryOptions, regionChoices } from "~/services/account/addresses.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { addressFormAction, requireOwnAddress } from "../account.addresses.new/address-action.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["account", "addresses"] };
export const ErrorBoundary = AddressErrorBoundary;

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

export default function EditAddress() {
  const { countries, regions, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("addresses");
  return (
    <section aria-labelledby="edit-address-heading">
      <h1 id="edit-address-heading" className="mb-6 text-2xl font-bold">
        {t("edit.heading")}
      </h1>
      <AddressForm
        id="address"
        lastResult={actionData?.result}
        defaults={defaults}
        regions={actionData?.regions ?? regions}
        countries={countries}
        submitLabel={t("edit.submit")}
        cancelHref="/account/addresses"
      />
    </section>
  );
}
