import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice, formatCount, titleMeta } from "~/chunks/shell";
import { ErrorSummary, Field, ScrollRegion, Select, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { LanguageTexts } from "~/components/content/language-texts";
import type { FieldState } from "~/components/ui/server-form";
import type { action, loader } from "./outlet.server";

export { action, loader } from "./outlet.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "content", "outlet"] };

const PATH = "/office/outlet";
/** Mirrors domain/outlet.ts OUTLET_NOTE_MAX: the browser's own limit only. */
const NOTE_MAX = 500;

type LotFields = { barcode: string; grade: string; units: string; reduction: string; availableFrom: string; availableUntil: string };

/** The outlet's lots of a brand (open, scheduled, sold out, expired, closed), a form for a new lot, and "close" on each open one. */
export default function OfficeOutlet() {
  const { brand, brands, lots, notice, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["outlet", "office", "content"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<LotFields>({ id: "lot", reply, defaultValue: defaults });
  const address = `${PATH}?brand=${encodeURIComponent(brand.key)}`;
  return (
    <div className="page max-w-5xl">
      <p>
        <Link to="/office" className="font-medium text-brand-dark underline">
          {t("office:nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("office.heading", { brand: brand.name })}</h1>
      <nav aria-label={t("office.brands")} className="mt-4">
        <ul className="flex flex-wrap gap-4">
          {brands.map((each) => (
            <li key={each.key}>
              <Link to={`${PATH}?brand=${encodeURIComponent(each.key)}`} aria-current={each.key === brand.key ? "page" : undefined} className={each.key === brand.key ? "font-bold" : "text-brand-dark underline"}>
                {each.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(notice.text)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <section aria-labelledby="lots-heading" className="mt-6">
        <h2 id="lots-heading" className="text-lg font-semibold">
          {t("office.lotsHeading")}
        </h2>
        {lots.length === 0 ? (
          <p className="mt-1">{t("office.none")}</p>
        ) : (
          <ScrollRegion labelledBy="lots-caption" className="mt-2">
            <table className="w-full border-collapse text-left text-sm">
              <caption id="lots-caption" className="sr-only">
                {t("office.caption", { brand: brand.name })}
              </caption>
              <thead>
                <tr className="border-b-2 border-gray-300">
                  <th scope="col" className="px-2 py-2">{t("office.product")}</th>
                  <th scope="col" className="px-2 py-2">{t("filter.grade")}</th>
                  <th scope="col" className="px-2 py-2">{t("office.units")}</th>
                  <th scope="col" className="px-2 py-2">{t("office.reduction")}</th>
                  <th scope="col" className="px-2 py-2">{t("office.period")}</th>
                  <th scope="col" className="px-2 py-2">{t("office.state")}</th>
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">{t("office.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lots.map((lot) => (
                  <tr key={lot.id} id={`lot-${lot.id}`} className="border-b border-gray-200 align-top">
                    <th scope="row" className="px-2 py-2 font-normal">
                      <span className="font-medium">{lot.name}</span>
                      <span className="block text-xs break-all text-gray-700">{lot.barcode}</span>
                      {lot.note ? <span className="block text-xs text-gray-700">{lot.note}</span> : null}
                    </th>
                    <td className="px-2 py-2">
                      {lot.grade}: {t(`grade.${lot.grade}`)}
                    </td>
                    <td className="px-2 py-2 tabular-nums">{t("office.unitsOf", { left: formatCount(lot.unitsLeft, "en"), units: formatCount(lot.units, "en") })}</td>
                    <td className="px-2 py-2 tabular-nums">{lot.reductionBp / 100} %</td>
                    <td className="px-2 py-2">
                      <time dateTime={lot.availableFrom.iso}>{lot.availableFrom.text}</time>
                      {" – "}
                      {lot.availableUntil ? <time dateTime={lot.availableUntil.iso}>{lot.availableUntil.text}</time> : t("office.noEnd")}
                    </td>
                    <td className="px-2 py-2">
                      {t(`office.states.${lot.state}`)}
                      {lot.closedAt ? (
                        <span className="block text-xs">
                          <time dateTime={lot.closedAt.iso}>{lot.closedAt.text}</time>
                        </span>
                      ) : null}
                      {lot.createdBy ? <span className="block text-xs text-gray-700">{t("office.createdBy", { name: lot.createdBy })}</span> : null}
                    </td>
                    <td className="px-2 py-2">
                      {lot.closedAt === null && lot.state !== "expired" ? (
                        <Form method="post" action={address}>
                          <input type="hidden" name="id" value={lot.id} />
                          <button type="submit" name="intent" value="close" disabled={busy} className="rounded bg-red-800 px-3 py-1 font-semibold text-white disabled:opacity-60">
                            {t("office.close")}
                            <span className="sr-only"> {t("card.forLot", { name: lot.name, grade: lot.grade })}</span>
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      <section aria-labelledby="new-lot-heading" className="mt-8">
        <h2 id="new-lot-heading" className="text-lg font-semibold">
          {t("office.newHeading")}
        </h2>
        <Form method="post" action={address} {...form.props}>
          {form.errors ? (
            <p id={form.errorId} className="mt-4 font-medium text-red-700">
              {form.errors.map((message) => messageText(t, message)).join(" ")}
            </p>
          ) : null}
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field field={fields.barcode} label={t("office.barcode")} hint={t("office.barcodeHint", { brand: brand.name })} autoComplete="off" />
            <Select field={fields.grade} label={t("filter.grade")} options={(["A", "B", "C"] as const).map((grade) => ({ value: grade, label: `${grade}: ${t(`grade.${grade}`)}` }))} />
            <Field field={fields.units} label={t("office.unitsLabel")} inputMode="numeric" autoComplete="off" />
            <Field field={fields.reduction} label={t("office.reductionLabel")} hint={t("office.reductionHint")} inputMode="numeric" autoComplete="off" />
            <Field field={fields.availableFrom} label={t("office.from")} type="datetime-local" hint={t("office.fromHint")} />
            <Field field={fields.availableUntil} label={t("office.until")} type="datetime-local" hint={t("office.untilHint")} />
          </div>
          <LanguageTexts fields={fields as unknown as Record<string, FieldState>} specs={[{ name: "note", label: t("office.note"), max: NOTE_MAX, multiline: true }]} />
          <button type="submit" name="intent" value="create" disabled={busy} className="mt-6 rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("office.create")}
          </button>
        </Form>
      </section>
    </div>
  );
}
