import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/domain/safe-redirect";
import { countryOptions, regionChoices } from "~/services/account/addresses.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { addressFormAction } from "./address-action.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
