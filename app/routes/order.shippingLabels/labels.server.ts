import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/chunks/shell";
import { timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { LABELS_PER_ORDER, labelsOpen } from "~/domain/shipping-labels";
import { requireActor } from "~/services/identity/actor.server";
import { labelAction } from "~/services/ordering/label-form.server";
import { presentLabel } from "~/services/ordering/label-presentation.server";
import { listLabels, ordersTakingLabels } from "~/services/ordering/shipping-labels.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The account's shipping labels, newest first, and the upload form for its open orders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const [list, open] = await Promise.all([listLabels({ accountId: actor.accountId, page: parsePage(url.searchParams.get("page")) }), ordersTakingLabels(actor.accountId)]);
  const zone = timeZoneForCountry(actor.countryCode);
  return {
    title: await pageTitle(request, context, "orders:labels.title"),
    notice: noticeFrom("labels", url.search),
    page: list.page,
    pages: list.pages,
    total: list.total,
    items: list.items.map((item) => ({ ...presentLabel(item, lng, zone), orderNumber: item.orderNumber, open: labelsOpen(item.orderStatus) })),
    orders: open.filter((order) => order.labels < LABELS_PER_ORDER).map((order) => order.orderNumber),
  };
}

/** The upload (the order chosen in the form); replace and delete are on the order detail. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  return labelAction(request, context, actor, "labels");
}
