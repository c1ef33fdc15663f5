import { ErrorSummary, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { categoryOptionLabel, categoryOptions } from "~/components/catalogue/category-options";
import { titleMeta } from "~/chunks/shell";
import type { action, loader } from "./price-list.server";

export { action, loader } from "./price-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["pricelists"] };

/**
 * The price list form (decision 0113): which products (the whole brand or a category) and the
 * format. The browser posts it itself (reloadDocument): the answer is the file, with or without
 * JavaScript; a refusal comes back as this page.
 */
export default function PriceListPage() {
  const { categories, brandName, max } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("pricelists");
  const [form, fields] = useServerForm<{ category: string; format: string }>({ id: "price-list", reply, defaultValue: { format: "xlsx" } });
  const options = categoryOptions(categories).map((option) => ({ value: String(option.id), label: categoryOptionLabel(option) }));
  return (
    <div className="page max-w-3xl">
      <ErrorSummary errors={summaryErrors(form, t)} />
      <h1 className="text-3xl font-bold">{t("page.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("page.intro", { brand: brandName })}</p>
      <Form method="post" reloadDocument className="mt-6 rounded border border-gray-300 p-4" {...form.props}>
        <Select field={fields.category} label={t("form.what")} hint={t("form.whatHint", { max })} placeholder={t("form.wholeBrand", { brand: brandName })} options={options} />
        <ChoiceGroup
          field={fields.format}
          type="radio"
          legend={t("form.format")}
          options={[
            { value: "xlsx", label: t("form.xlsx") },
            { value: "pdf", label: t("form.pdf") },
          ]}
          className="mt-4"
        />
        <button type="submit" className="mt-4 rounded bg-brand-dark px-4 py-2 font-semibold text-white">
          {t("form.submit")}
        </button>
      </Form>
      <p className="mt-6">
        <Link to="/downloadCenter" className="font-medium text-brand-dark underline">
          {t("page.back")}
        </Link>
      </p>
    </div>
  );
}
