import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BackToCentre, RECORD_DAYS, RecordsLiveRegion, RecordsTable } from "~/chunks/downloads";
import { Pagination, parsePage, StatusNotice, timeZoneForCountry, titleMeta, noticeFrom } from "~/chunks/shell";
import { listRecords, markDownloadsSeen } from "~/services/downloads/records.server";
import { requireActor } from "~/services/identity/actor.server";
import { linkBase } from "~/services/platform/links.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { recordView } from "../downloadCenter/record-views.server";

export const meta = titleMeta;
export const handle = { i18n: ["downloads", "catalogue"] };

/** The address of a page of the list, keeping the cart filter. */
const pageHref = (cart: boolean, page: number) => {
  const search = new URLSearchParams();
  if (cart) search.set("source", "cart");
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `/downloadCenter/records${query ? `?${query}` : ""}`;
};

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

export default function DownloadRecords() {
  const { cart, page, pages, here, records } = useLoaderData<typeof loader>();
  const { t } = useTranslation("downloads");
  const notice = useLoaderData<typeof loader>().notice;
  return (
    <div className="page">
      <BackToCentre />
      <h1 className="mt-4 text-3xl font-bold">{t(cart ? "records.cartTitle" : "records.title")}</h1>
      {notice ? <StatusNotice className="mt-4">{t(notice.text, notice.values)}</StatusNotice> : null}
      <RecordsLiveRegion records={records} />
      <div className="mt-6">
        {records.length === 0 ? (
          <p>{t(cart ? "records.noneCart" : "records.noneAll", { days: RECORD_DAYS })}</p>
        ) : (
          <RecordsTable records={records} caption={t(cart ? "records.cartCaption" : "records.allCaption", { days: RECORD_DAYS })} here={here} />
        )}
      </div>
      <Pagination page={page} pages={pages} hrefFor={(p) => pageHref(cart, p)} label={t("records.pages")} />
      <p className="mt-6">
        {cart ? (
          <Link to="/downloadCenter/records" className="font-medium text-brand-dark underline">
            {t("records.all")}
          </Link>
        ) : (
          <Link to="/downloadCenter/records?source=cart" className="font-medium text-brand-dark underline">
            {t("cart.history")}
          </Link>
        )}
      </p>
    </div>
  );
}
