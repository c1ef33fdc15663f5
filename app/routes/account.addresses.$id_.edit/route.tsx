import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AddressErrorBoundary, AddressForm } from "~/chunks/addresses";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./address-edit.server";

export { action, loader } from "./address-edit.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["account", "addresses"] };
export const ErrorBoundary = AddressErrorBoundary;

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
