import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./plan-list.server";

export { loader } from "./plan-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["plans", "catalogue"] };

export default function DistributionPlans() {
  const { list, lng } = useLoaderData<typeof loader>();
  const { t } = useTranslation("plans");
  const notice = useLoaderData<typeof loader>().notice;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("list.heading")}</h1>
      {notice ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      {list.items.length === 0 ? (
        <p className="mt-6 text-lg">{t("list.empty")}</p>
      ) : (
        <DataTable caption={t("list.caption")} className="mt-6" columns={[{ label: t("list.name") }, { label: t("list.items"), align: "right" }, { label: t("list.quantity"), align: "right" }, { label: t("list.savedAt") }]}>
              {list.items.map((plan) => (
                <tr key={plan.id} className="border-b border-gray-200">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <Link to={`/order/distributionDetail?id=${plan.id}`} className="font-medium text-brand-dark underline">
                      {plan.name}
                    </Link>
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatCount(plan.itemCount, lng)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatCount(plan.totalQuantity, lng)}</td>
                  <td className="py-2">{plan.savedAt}</td>
                </tr>
              ))}
            </DataTable>
      )}
      <Pagination page={list.page} pages={list.pages} hrefFor={(page) => `/order/distributionPlans?page=${page}`} label={t("list.pages")} />
      <p className="mt-8">
        <Link to="/cart" className="font-medium text-brand-dark underline">
          {t("list.toCart")}
        </Link>
      </p>
    </div>
  );
}
