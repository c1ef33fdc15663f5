import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { loader } from "./reorder.server";

export { action, loader } from "./reorder.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders", "cart"] };

export default function ReorderResult() {
  const { orderNumber, lines, added } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const issueText = (issue: NonNullable<(typeof lines)[number]["issue"]>) => {
    const { key, ...values } = issue;
    return t(`cart:errors.${key}`, values);
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("reorder.heading", { orderNumber })}</h1>
      <StatusNotice className="mt-4">{t("reorder.summary", { added, lines: lines.length })}</StatusNotice>
      <DataTable caption={t("reorder.caption")} className="mt-6" columns={[{ label: t("field.barcode") }, { label: t("field.product") }, { label: t("reorder.ordered"), align: "right" }, { label: t("reorder.result") }]}>
            {lines.map((line) => (
              <tr key={line.lineNo} className="border-b border-gray-200 align-top">
                <td className="py-2 pr-4 tabular-nums">{line.barcode}</td>
                <th scope="row" className="py-2 pr-4 font-normal">{line.name}</th>
                <td className="py-2 pr-4 text-right tabular-nums">{line.ordered}</td>
                <td className="py-2">
                  <p className={line.outcome === "refused" ? "font-medium text-red-800" : line.outcome === "added" ? "" : "font-medium text-amber-900"}>
                    {t(`reorder.outcome.${line.outcome}`, { quantity: line.added, ordered: line.ordered })}
                  </p>
                  {line.issue ? <p className="text-red-800">{issueText(line.issue)}</p> : null}
                  {line.priceNow ? <p className="text-gray-800">{t("reorder.priceChanged", { price: line.priceNow, was: line.priceWas })}</p> : null}
                </td>
              </tr>
            ))}
          </DataTable>
      <p className="mt-6 flex flex-wrap gap-6">
        <Link to="/cart" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
          {t("reorder.toCart")}
        </Link>
        <Link to={`/order/orderDetail?orderNumber=${encodeURIComponent(orderNumber)}`} className="self-center font-medium text-brand-dark underline">
          {t("reorder.back")}
        </Link>
      </p>
    </div>
  );
}
