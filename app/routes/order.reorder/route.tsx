import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, formatMoney, parseId, StatusNotice } from "~/chunks/shell";
import { getLanguage } from "~/services/platform/locale.server";
import { parseOrderNumber, reorder, reorderResult } from "~/services/ordering/orders.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { requireActor } from "~/services/identity/actor.server";
import { DataTable } from "~/chunks/forms";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders", "cart"] };

/** What a reorder did, line by line (the POST below redirects here: reloading shows it again without adding again). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = parseId(new URL(request.url).searchParams.get("id"));
  if (id === null) throw redirect("/order/myOrder");
  const lng = await getLanguage(request, context);
  const result = await reorderResult({ accountId: actor.accountId, id, lng });
  if (!result) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  const money = (minor: number) => formatMoney(minor, result.currency, lng);
  return {
    title: await pageTitle(request, context, "orders:reorder.title", { orderNumber: result.orderNumber }),
    orderNumber: result.orderNumber,
    lines: result.lines.map((line) => ({
      lineNo: line.lineNo,
      barcode: line.barcode,
      name: line.name,
      outcome: line.outcome,
      ordered: formatCount(line.ordered, lng),
      added: formatCount(line.added, lng),
      issue: line.issue,
      priceNow: line.priceNowMinor === null ? null : money(line.priceNowMinor),
      priceWas: money(line.listUnitMinor),
    })),
    added: result.lines.filter((line) => line.outcome !== "refused").length,
  };
}

/** POST orderNumber: the order's lines go back into the cart under today's rules. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const orderNumber = parseOrderNumber(String(form.get("orderNumber") ?? ""));
  const id = orderNumber === null ? null : await reorder(actor, orderNumber);
  if (id === null) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  return redirect(`/order/reorder?id=${id}`);
}

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
