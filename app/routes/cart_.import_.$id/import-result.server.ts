import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { importResult } from "~/services/cart/cart-import.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { requireActor } from "~/services/identity/actor.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The result of an import (or a plan loaded back): what was added and, per refused line, why. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const result = id === null ? null : await importResult(actor.accountId, id);
  if (!result) throw new Response("Not Found", { status: 404 });
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "imports:result.title"),
    result: { ...result, createdAt: formatDateTime(result.createdAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)) },
    lng,
  };
}
