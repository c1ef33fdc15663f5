import { cartCountsOf } from "~/services/identity/session.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { timeZoneForCountry } from "~/domain/date-time";
import { FILE_DAYS, MAX_PACKAGE_BARCODES, RECORD_DAYS } from "~/domain/downloads";
import { noticeFrom } from "~/domain/notices";
import { categoryTree } from "~/services/catalogue/categories.server";
import { latestRecords, markDownloadsSeen } from "~/services/downloads/records.server";
import { requireActor, requireBuyerSide } from "~/services/identity/actor.server";
import { linkBase } from "~/services/platform/links.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { permissionView } from "./permission-view.server";
import { recordView } from "./record-views.server";
import { requestPackage } from "./request-action.server";

// The download centre's loader and action, apart from its page: the route imports its server code
// through this one module, which no other route imports (decision 0104).

/**
 * GET /downloadCenter (decision 0103): the three ways to ask for a package, the latest 10 records
 * and the state of the request for unwatermarked images. Opening it marks the finished packages
 * seen (the header's count).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const settings = { lng, timeZone: timeZoneForCountry(actor.countryCode), origin: linkBase(context.brand).origin };
  await markDownloadsSeen(actor.accountId);
  const [title, categories, records, permission] = await Promise.all([
    pageTitle(request, context, "downloads:page.title"),
    categoryTree(context.brand.key, lng),
    latestRecords(actor.accountId, { lng }),
    permissionView(actor.accountId, settings),
  ]);
  return {
    notice: noticeFrom("downloads", new URL(request.url).search),
    title,
    categories,
    records: records.map((record) => recordView(record, settings)),
    permission,
    cartLines: cartCountsOf(viewer).singles,
    maxBarcodes: MAX_PACKAGE_BARCODES,
    days: { fileDays: FILE_DAYS, recordDays: RECORD_DAYS },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const actor = await requireActor(request, context);
  return requestPackage(request, context, actor, viewer);
}
