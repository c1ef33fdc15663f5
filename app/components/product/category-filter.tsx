import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CategoryNode } from "~/services/catalogue/categories.server";
import { categoryOptionLabel, categoryOptions } from "~/components/catalogue/category-options";

type Props = {
  action: string;
  categories: CategoryNode[];
  value: number | null;
  /** Other parameters the form keeps (e.g. the arrival date). */
  hidden?: Record<string, string>;
  labels: { heading: string; category: string; all: string; apply: string };
  /** Other controls of the same form, before the category (the ranking's period; give the filter a key that changes with them). */
  children?: ReactNode;
};

/** A GET form with one category select: the address holds the filter; no JavaScript needed. */
export function CategoryFilter({ action, categories, value, hidden = {}, labels, children }: Props) {
  return (
    <Form key={value ?? "all"} method="get" action={action} aria-labelledby="category-filter-heading" className="rounded border border-gray-200 bg-gray-50 p-4">
      <h2 id="category-filter-heading" className="text-lg font-semibold">
        {labels.heading}
      </h2>
      {Object.entries(hidden).map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {children}
        <div className="min-w-64 flex-1">
          <label htmlFor="category-filter" className="field-label">
            {labels.category}
          </label>
          <select id="category-filter" name="category" defaultValue={value ?? ""} className="field">
            <option value="">{labels.all}</option>
            {categoryOptions(categories).map((option) => (
              <option key={option.id} value={option.id}>
                {categoryOptionLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
          {labels.apply}
        </button>
      </div>
    </Form>
  );
}
