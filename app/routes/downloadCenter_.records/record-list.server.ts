import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom } from "~/domain/notices";
import { listRecords, markDownloadsSeen } from "~/services/downloads/records.server";
import { requireActor } from "~/services/identity/actor.server";
import { linkBase } from "~/services/platform/links.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { recordView } from "../downloadCenter/record-views.server";
import { pageHref } from "./page-href";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * GET /downloadCenter/records: every record of the last 30 days, paged, newest first;
 * `?source=cart` is the cart download history. Opening it marks finished packages seen, as the
 * centre does.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const search = new URL(request.url).searchParams;
  const cart = search.get("source") === "cart";
  const settings = { lng, timeZone: timeZoneForCountry(actor.countryCode), origin: linkBase(context.brand).origin };
  await markDownloadsSeen(actor.accountId);
  const list = await listRecords(actor.accountId, { page: parsePage(search.get("page")), source: cart ? "cart" : undefined, lng });
  return {
    notice: noticeFrom("downloads", new URL(request.url).search),
    title: await pageTitle(request, context, cart ? "downloads:records.cartTitle" : "downloads:records.title"),
    cart,
    page: list.page,
    pages: list.lastPage,
    here: pageHref(cart, list.page),
    records: list.items.map((record) => recordView(record, settings)),
  };
}
