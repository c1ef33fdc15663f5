import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorSummary, Field, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { formatCount, formatMoney, StatusNotice, titleMeta } from "~/chunks/shell";
import type { action, loader } from "./batch-order.server";
import { PalletFillMeters } from "./pallet-fill";

export { action, loader } from "./batch-order.server";

export const meta = titleMeta;
export const handle = { i18n: ["pallets"] };

const buttonClass = "rounded border border-transparent bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60";

/** Cancelling or deleting a pallet, confirmed on a page state of its own (works without JavaScript). */
function Confirmation() {
  const { confirm, lng, currency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pallets");
  const busy = useNavigation().state === "submitting";
  if (!confirm) return null;
  const { kind, pallet } = confirm;
  return (
    <section aria-labelledby="confirm-heading" className="mx-auto max-w-2xl px-4 py-10">
      <h1 id="confirm-heading" className="text-2xl font-bold">
        {t(`confirm.${kind}Heading`, { name: pallet.name })}
      </h1>
      <div className="mt-4 rounded border border-gray-300 p-4">
        <p className="font-semibold break-words">{pallet.name}</p>
        <p>{t("list.summary", { type: pallet.typeName, lines: pallet.lineCount, cartons: formatCount(pallet.cartons, lng), value: formatMoney(pallet.valueMinor, currency, lng) })}</p>
      </div>
      <p className="mt-4">{t(`confirm.${kind}Explain`)}</p>
      <Form method="post" action="/order/batchOrder" className="mt-6 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="id" value={pallet.id} />
        <button type="submit" disabled={busy} className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-60 ${kind === "delete" ? "bg-red-800 hover:bg-red-900" : "bg-brand-dark"}`}>
          {t(`confirm.${kind}Submit`)}
        </button>
        <Link to="/order/batchOrder" className="font-medium text-brand-dark underline">
          {t("confirm.back")}
        </Link>
      </Form>
    </section>
  );
}

function CreateForm() {
  const { types, defaultName } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("pallets");
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<{ type: string; name: string }>({ id: "new-pallet", reply, defaultValue: { type: types[0]?.code, name: defaultName } });
  return (
    <section aria-labelledby="new-pallet-heading" className="mt-10 max-w-xl rounded border border-gray-200 p-4">
      <h2 id="new-pallet-heading" className="text-xl font-semibold">
        {t("create.heading")}
      </h2>
      <Form method="post" action="/order/batchOrder" {...form.props} className="mt-3">
        <input type="hidden" name="intent" value="create" />
        <Select field={fields.type} label={t("create.type")} options={types.map((type) => ({ value: type.code, label: type.name }))} />
        <Field field={fields.name} label={t("create.name")} hint={t("create.nameHint", { max: 50 })} maxLength={50} autoComplete="off" />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t("create.submit")}
        </button>
      </Form>
    </section>
  );
}

export default function BatchOrder() {
  const { pallets, notice, confirm, lng, currency } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("pallets");
  const [form] = useServerForm({ id: "new-pallet", reply });
  if (confirm) return <Confirmation />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ErrorSummary errors={summaryErrors(form, t)} />
      <h1 className="text-3xl font-bold">{t("list.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("list.intro")}</p>
      {notice ? (
        <StatusNotice className="mt-4">
          {t(notice.text, notice.values)}{" "}
          {notice.key === "cancelled" ? (
            <Link to="/cart" className="font-medium underline">
              {t("list.toCart")}
            </Link>
          ) : null}
        </StatusNotice>
      ) : null}
      {pallets.length === 0 ? (
        <p className="mt-6 text-lg">{t("list.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {pallets.map((pallet) => (
            <li key={pallet.id}>
              <article aria-labelledby={`pallet-${pallet.id}-name`} className="rounded border border-gray-200 p-4">
                <h2 id={`pallet-${pallet.id}-name`} className="text-xl font-semibold break-words">
                  <Link to={`/order/batchOrderDetail?id=${pallet.id}`} className="text-brand-dark underline">
                    {pallet.name}
                  </Link>
                </h2>
                <p className="mt-1">{t("list.summary", { type: pallet.typeName, lines: pallet.lineCount, cartons: formatCount(pallet.cartons, lng), value: formatMoney(pallet.valueMinor, currency, lng) })}</p>
                {pallet.unpricedLines > 0 ? <p className="text-sm text-gray-700">{t("list.unpriced", { count: pallet.unpricedLines })}</p> : null}
                <PalletFillMeters id={`pallet-${pallet.id}`} figures={pallet.figures} t={t} />
                <p className="mt-3 flex flex-wrap gap-4">
                  <Link to={`/order/batchOrderDetail?id=${pallet.id}`} className="font-medium text-brand-dark underline">
                    {t("list.open", { name: pallet.name })}
                  </Link>
                  <Link to={`/order/batchOrder?confirm=cancel&id=${pallet.id}`} className="font-medium text-brand-dark underline">
                    {t("list.cancel", { name: pallet.name })}
                  </Link>
                  <Link to={`/order/batchOrder?confirm=delete&id=${pallet.id}`} className="font-medium text-red-800 underline">
                    {t("list.delete", { name: pallet.name })}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <CreateForm />
      <p className="mt-8">
        <Link to="/cart" className="font-medium text-brand-dark underline">
          {t("list.toCart")}
        </Link>
      </p>
    </div>
  );
}
