import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, formatDateTime, formatMoney, StatusNotice, timeZoneForCountry, titleMeta, noticeFrom } from "~/chunks/shell";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { loadPlan, planDetail } from "~/services/cart/plans.server";
import { requireActor } from "~/services/identity/actor.server";
import { notFound, planIdOf } from "./plan-id";
import { DataTable } from "~/chunks/forms";

export const meta = titleMeta;
export const handle = { i18n: ["plans", "cart"] };

/** /order/distributionDetail?id=…: the plan's lines with today's prices and availability. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = planIdOf(request);
  const lng = await getLanguage(request, context);
  const plan = id === null ? null : await planDetail(actor, id, lng);
  if (!plan) throw notFound();
  return {
    notice: noticeFrom("plan", new URL(request.url).search),
    title: await pageTitle(request, context, "plans:detail.title", { name: plan.name }),
    plan: { ...plan, savedAt: formatDateTime(plan.savedAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)) },
    lng,
    currency: actor.currency,
  };
}

/** POST: load the plan into the cart; the result page says what changed under today's rules. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = planIdOf(request);
  const importId = id === null ? null : await loadPlan(actor, id, { brandKey: context.brand.key, lng: await getLanguage(request, context) });
  if (importId === null) throw notFound();
  return redirect(`/cart/import/${importId}`);
}

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
