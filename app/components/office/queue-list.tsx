import { Form, Link } from "@remix-run/react";
import { ScrollRegion } from "~/chunks/forms";

/**
 * The parts the back office's queue lists share (image requests, API applications; decision
 * 0112): the tabs as links, the search form (a GET that keeps the tab), the address of a page.
 */

/** The list's address with its tab, search and page; empty values (the defaults) are left out. */
export function queueHref(list: string, values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === "" || (name === "page" && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return `${list}${query ? `?${query}` : ""}`;
}

/** The ids a list's "tick several" field held when the server sent the form back (one id or several). */
export function tickedIds(initialValue: unknown): Set<string> {
  return new Set([initialValue].flat().filter((value): value is string => typeof value === "string"));
}

export function QueueTabs({ label, tabs }: { label: string; tabs: { key: string; name: string; href: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-4">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.href} aria-current={tab.current ? "page" : undefined} className={tab.current ? "font-bold" : "text-brand-dark underline"}>
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function QueueSearch({
  action,
  hidden,
  q,
  id,
  label,
  hint,
  button,
  children,
}: {
  action: string;
  hidden: Record<string, string>;
  q: string;
  id: string;
  label: string;
  hint: string;
  button: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" className="mt-4 flex flex-wrap items-end gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
        <input id={id} name="q" type="search" defaultValue={q} maxLength={100} aria-describedby={`${id}-hint`} className="mt-1 block w-full rounded border border-gray-400 px-3 py-2" />
      </div>
      {children}
      <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
        {button}
      </button>
    </Form>
  );
}

/** What a bulk action did: the count done, then each item left as it was, by why (a link to it when it exists). */
export function BulkNotice({ done, left, itemName, itemHref }: { done: string; left: { id: number; why: string; exists: boolean }[]; itemName: (id: number) => string; itemHref: (id: number) => string }) {
  return (
    // A box of its own (StatusNotice is a paragraph, which may not hold the list): the notice-box look, announced.
    <div role="status" className="mt-4 notice-box">
      <p>{done}</p>
      {left.length > 0 ? (
        <ul className="mt-1 list-disc pl-6">
          {left.map((item) => (
            <li key={item.id}>
              {item.exists ? (
                <Link to={itemHref(item.id)} className="underline">
                  {itemName(item.id)}
                </Link>
              ) : (
                itemName(item.id)
              )}
              {`: ${item.why}`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A queue's table inside its bulk form, posted to the list's own address (so that a refusal shows
 * the same tab, search and page, also without JavaScript), with the form's errors above it and the
 * bulk button below it when there is one.
 */
export function QueueTableForm({
  back,
  formProps,
  errors,
  errorId,
  captionId,
  caption,
  head,
  children,
  submit,
}: {
  back: string;
  formProps: Omit<React.ComponentProps<typeof Form>, "children">;
  /** The form's errors, as text. */
  errors: string[] | null;
  errorId: string;
  captionId: string;
  caption: string;
  head: React.ReactNode;
  children: React.ReactNode;
  submit: { intent: string; label: string } | null;
}) {
  return (
    <Form method="post" action={back} {...formProps}>
      <input type="hidden" name="back" value={back} />
      {errors ? (
        <p id={errorId} className="mt-4 font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
      <ScrollRegion labelledBy={captionId} className="mt-4">
        <table className="w-full border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b-2 border-gray-300">{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </ScrollRegion>
      {submit ? (
        <p className="mt-4">
          <button type="submit" name="intent" value={submit.intent} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
            {submit.label}
          </button>
        </p>
      ) : null}
    </Form>
  );
}

/** The tick of a row for a bulk action; the first takes the field's id, so the error summary's link lands on it. */
export function SelectBox({ id, value, invalid, checked, label }: { id: string; value: number; invalid: boolean; checked: boolean; label: string }) {
  return <input type="checkbox" id={id} aria-invalid={invalid ? true : undefined} name="id" value={value} defaultChecked={checked} aria-label={label} className="h-5 w-5" />;
}

/** The brand filter of a queue's search form (its label, "all brands" first). */
export function BrandFilter({ id, brand, brands, label, all }: { id: string; brand: string; brands: { key: string; name: string }[]; label: string; all: string }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} name="brand" defaultValue={brand} className="mt-1 block rounded border border-gray-400 px-3 py-2">
        <option value="">{all}</option>
        {brands.map((each) => (
          <option key={each.key} value={each.key}>
            {each.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many a tab holds, and "show all" when a search or a brand narrows it. */
export function QueueCount({ text, narrowed, showAllHref, showAll }: { text: string; narrowed: boolean; showAllHref: string; showAll: string }) {
  return (
    <p className="mt-4" role="status">
      {text}
      {narrowed ? (
        <>
          {" "}
          <Link to={showAllHref} className="underline">
            {showAll}
          </Link>
        </>
      ) : null}
    </p>
  );
}
