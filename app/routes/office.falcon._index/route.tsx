import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, titleMeta } from "~/chunks/shell";
import { ScrollRegion } from "~/chunks/forms";
import { BrandFilter, QueueCount, QueueSearch, QueueTabs, queueHref } from "~/components/office/queue-list";
import type { loader } from "./applications.server";

export { loader } from "./applications.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "falcon"] };

const LIST = "/office/falcon";
const TABS = ["open", "approved", "refused"] as const;

/** Falcon programme applications by tab and brand, searched and paged by links (decision 0114). */
export default function FalconApplications() {
  const { tab, brand, brands, q, items, total, page, lastPage } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["office", "falcon", "common"]);
  const hrefFor = (target: number, search = q, chosen: string = tab) => queueHref(LIST, { tab: chosen === "open" ? "" : chosen, brand, q: search, page: target });
  const open = tab === "open";
  const tabName = t(`falconList.tab.${tab}`);
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("falconList.heading")}</h1>
      <QueueTabs label={t("falconList.tabsLabel")} tabs={TABS.map((each) => ({ key: each, name: t(`falconList.tab.${each}`), href: hrefFor(1, q, each), current: each === tab }))} />
      <QueueSearch action={LIST} hidden={open ? {} : { tab }} q={q} id="falcon-search" label={t("falconList.searchLabel")} hint={t("falconList.searchHint")} button={t("queue.search")}>
        <BrandFilter id="falcon-brand" brand={brand} brands={brands} label={t("apiList.brand")} all={t("apiList.allBrands")} />
      </QueueSearch>
      <QueueCount text={t("queue.count", { count: total, state: tabName })} narrowed={Boolean(q || brand)} showAllHref={queueHref(LIST, { tab: open ? "" : tab })} showAll={t("queue.showAll")} />
      {items.length === 0 ? null : (
        <ScrollRegion labelledBy="falcon-caption" className="mt-4">
          <table className="w-full border-collapse text-left">
            <caption id="falcon-caption" className="sr-only">
              {t("falconList.caption", { state: tabName })}
            </caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="px-2 py-2">{t("field.company")}</th>
                <th scope="col" className="px-2 py-2">{t("field.email")}</th>
                <th scope="col" className="px-2 py-2">{t("apiList.brand")}</th>
                <th scope="col" className="px-2 py-2">{t("field.state")}</th>
                <th scope="col" className="px-2 py-2">{t("falconList.field.level")}</th>
                <th scope="col" className="px-2 py-2">{t("apiList.field.submittedAt")}</th>
                {open ? null : <th scope="col" className="px-2 py-2">{t("apiList.field.decidedAt")}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-gray-200" data-falcon-row={item.status}>
                  <th scope="row" className="px-2 py-2 font-semibold">
                    <Link to={`${LIST}/${item.id}`} className="text-brand-dark underline">
                      {item.company}
                    </Link>
                  </th>
                  <td className="px-2 py-2 whitespace-nowrap">{item.email}</td>
                  <td className="px-2 py-2">{item.brandName}</td>
                  <td className="px-2 py-2">{t(`falconList.state.${item.status}`)}</td>
                  <td className="px-2 py-2">{t(`falcon:level.${item.levelGranted ?? item.levelAsked}`)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    <time dateTime={item.submittedAt}>{item.submitted}</time>
                  </td>
                  {open ? null : (
                    <td className="px-2 py-2 whitespace-nowrap">
                      <time dateTime={item.decidedAt ?? undefined}>{item.decided}</time>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={page} pages={lastPage} hrefFor={hrefFor} label={t("falconList.pages")} />
    </div>
  );
}
