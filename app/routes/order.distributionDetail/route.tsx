import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, formatMoney, StatusNotice, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./plan-view.server";

export { action, loader } from "./plan-view.server";

export const meta = titleMeta;
export const handle = { i18n: ["plans", "cart"] };

export default function DistributionDetail() {
  const { plan, lng, currency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("plans");
  const notice = useLoaderData<typeof loader>().notice;
  const busy = useNavigation().state === "submitting";
  const money = (minor: number) => formatMoney(minor, currency, lng);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <p>
        <Link to="/order/distributionPlans" className="font-medium text-brand-dark underline">
          {t("detail.backToList")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold break-words">{plan.name}</h1>
      <p className="mt-1 text-gray-700">{t("detail.savedAt", { time: plan.savedAt })}</p>
      {notice ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Form method="post" action={`/order/distributionDetail?id=${plan.id}`}>
          <button type="submit" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("detail.load")}
          </button>
        </Form>
        <a href={`/order/distributionDetail/download?id=${plan.id}`} download className="rounded border border-gray-500 px-4 py-2 font-medium">
          {t("detail.download")}
        </a>
        <Link to={`/order/distributionDetail/delete?id=${plan.id}`} className="font-medium text-red-800 underline">
          {t("detail.delete")}
        </Link>
      </div>
      <p className="mt-2 text-sm text-gray-700">{t("detail.loadHint")}</p>
      <DataTable caption={t("detail.caption", { name: plan.name })} className="mt-6" columns={[{ label: t("detail.barcode") }, { label: t("detail.product") }, { label: t("detail.quantity"), align: "right" }, { label: t("detail.unitPrice"), align: "right" }, { label: t("detail.lineTotal"), align: "right" }, { label: t("detail.availability") }]}>
            {plan.lines.map((line) => (
              <tr key={line.productId} className={`border-b border-gray-200 align-top ${line.issue ? "bg-red-50" : ""}`}>
                <td className="py-2 pr-4 break-all">{line.barcode}</td>
                <th scope="row" className="py-2 pr-4 font-normal">
                  {line.name}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCount(line.quantity, lng)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{line.unitMinor === null ? t("detail.noPrice") : money(line.unitMinor)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{line.lineTotalMinor === null ? "—" : money(line.lineTotalMinor)}</td>
                <td className="py-2">
                  <span className="block">{t("detail.stock", { stock: line.stock })}</span>
                  {line.issue ? (
                    <span className="block font-semibold text-red-800">{t(`cart:errors.${line.issue.key}`, line.issue as unknown as Record<string, unknown>)}</span>
                  ) : (
                    <span className="block text-green-800">{t("detail.orderable")}</span>
                  )}
                </td>
              </tr>
            ))}
      </DataTable>
      <dl className="mt-6 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("detail.totalQuantity")}</dt>
        <dd className="text-right tabular-nums">{formatCount(plan.totalQuantity, lng)}</dd>
        <dt className="font-semibold">{t("detail.total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(plan.totalMinor)}</dd>
      </dl>
    </div>
  );
}
