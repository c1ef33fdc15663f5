import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { listArrivalNotices } from "~/services/catalogue/arrival-notices.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The acting account's arrival notices, newest first: waiting ones can be cancelled. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const list = await listArrivalNotices({ accountId: actor.accountId, lng, page: parsePage(new URL(request.url).searchParams.get("page")) });
  const zone = timeZoneForCountry(actor.countryCode);
  return {
    notice: noticeFrom("arrivalNotices", new URL(request.url).search),
    title: await pageTitle(request, context, "notices:list.title"),
    page: list.page,
    pages: list.pages,
    brandKey: context.brand.key,
    items: list.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      brandKey: item.brandKey,
      name: item.name,
      barcode: item.barcode,
      email: item.email,
      quantity: item.quantity,
      since: formatDateTime(item.createdAt.toISOString(), lng, zone),
      notified: item.notifiedAt ? formatDateTime(item.notifiedAt.toISOString(), lng, zone) : null,
    })),
  };
}
