import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AddressForm } from "~/chunks/addresses";
import { titleMeta } from "~/chunks/shell";
import type { action, loader } from "./address-new.server";

export { action, loader } from "./address-new.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "addresses"] };

export default function NewAddress() {
  const { countries, regions, defaults, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("addresses");
  return (
    <section aria-labelledby="new-address-heading">
      <h1 id="new-address-heading" className="mb-6 text-2xl font-bold">
        {t("new.heading")}
      </h1>
      <AddressForm
        id="address"
        lastResult={actionData?.result}
        defaults={defaults}
        regions={actionData?.regions ?? regions}
        countries={countries}
        submitLabel={t("new.submit")}
        cancelHref="/account/addresses"
        redirectTo={redirectTo}
      />
    </section>
  );
}
