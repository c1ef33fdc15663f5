import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AddressForm } from "~/components/addresses/address-form";
import { safeRedirect } from "~/domain/safe-redirect";
import { countryOptions, regionChoices } from "~/services/account/addresses.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleMeta } from "~/chunks/shell";
import { addressFormAction } from "./address-action.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "addresses"] };

/** A new address starts in the acting account's country, with its provinces listed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const [countries, regions] = await Promise.all([countryOptions(lng), regionChoices({ countryCode: actor.countryCode, provinceId: null, lng })]);
  return {
    title: await pageTitle(request, context, "addresses:new.title"),
    countries,
    regions,
    defaults: { companyName: actor.companyName, fullName: actor.fullName, countryCode: actor.countryCode },
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "") || null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  return addressFormAction({ request, context, actor, lng, id: null });
}

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
