import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "~/chunks/shell";
import { regionChoices } from "~/services/account/addresses.server";
import { requireBuyerSide } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";

/**
 * GET ?country=ES&province=12 → the provinces of the country and the cities of the province, for
 * the address form's lists with JavaScript (without it, the form posts back instead).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireBuyerSide(request, context);
  const params = new URL(request.url).searchParams;
  const country = params.get("country") ?? "";
  const choices = await regionChoices({
    countryCode: /^[A-Z]{2}$/.test(country) ? country : null,
    provinceId: parseId(params.get("province")),
    lng: await getLanguage(request, context),
  });
  return Response.json(choices, { headers: { "Cache-Control": "private, max-age=300" } });
}
