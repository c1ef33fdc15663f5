import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BackToCentre, RECORD_DAYS, RecordsLiveRegion, RecordsTable } from "~/chunks/downloads";
import { Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import { pageHref } from "./page-href";
import type { loader } from "./record-list.server";

export { loader } from "./record-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["downloads", "catalogue"] };

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
