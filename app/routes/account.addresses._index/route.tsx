import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import type { loader } from "./address-book.server";

export { loader } from "./address-book.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "addresses", "catalogue"] };

export default function AddressBook() {
  const { book } = useLoaderData<typeof loader>();
  const { t } = useTranslation("addresses");
  const notice = useLoaderData<typeof loader>().notice;
  return (
    <section aria-labelledby="addresses-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 id="addresses-heading" className="text-2xl font-bold">
          {t("list.heading")}
        </h1>
        <Link to="/account/addresses/new" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          {t("list.add")}
        </Link>
      </div>
      {notice ? (
        <StatusNotice variant="box" className="mb-6">
          {t(notice.text)}
        </StatusNotice>
      ) : null}
      {book.items.length === 0 ? (
        <p className="text-lg">{t("list.empty")}</p>
      ) : (
        <>
          <p className="mb-4 text-gray-700">{t("list.count", { count: book.total })}</p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {book.items.map((item) => (
              <li key={item.id} className="rounded border border-gray-300 p-4">
                <article aria-labelledby={`address-${item.id}`}>
                  <h2 id={`address-${item.id}`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                    {item.companyName}{" "}
                    {item.isDefault ? <span className="rounded bg-brand-dark px-2 py-0.5 text-sm font-semibold text-white">{t("list.defaultBadge")}</span> : null}
                  </h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-medium">{t("field.fullName")}</dt>
                    <dd>{item.fullName}</dd>
                    <dt className="font-medium">{t("field.address")}</dt>
                    <dd>{item.address}</dd>
                    <dt className="font-medium">{t("field.telephone")}</dt>
                    <dd>{item.telephone}</dd>
                    <dt className="font-medium">{t("field.country")}</dt>
                    <dd>{item.country}</dd>
                    <dt className="font-medium">{t("field.province")}</dt>
                    <dd>{item.province}</dd>
                    <dt className="font-medium">{t("field.city")}</dt>
                    <dd>{item.city}</dd>
                    <dt className="font-medium">{t("field.postalCode")}</dt>
                    <dd>{item.postalCode}</dd>
                  </dl>
                  <div className="mt-4 flex flex-wrap items-center gap-4">
                    <Link to={`/account/addresses/${item.id}/edit`} className="font-medium text-brand-dark underline">
                      {t("list.edit")}
                      <span className="sr-only"> {item.companyName}</span>
                    </Link>{" "}
                    <Link to={`/account/addresses/${item.id}/delete`} className="font-medium text-red-800 underline">
                      {t("list.delete")}
                      <span className="sr-only"> {item.companyName}</span>
                    </Link>{" "}
                    {item.isDefault ? null : (
                      <Form method="post" action={`/account/addresses/${item.id}/default`}>
                        <button type="submit" className="font-medium text-brand-dark underline">
                          {t("list.makeDefault")}
                          <span className="sr-only"> {item.companyName}</span>
                        </button>
                      </Form>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={book.page} pages={book.pages} hrefFor={(page) => `/account/addresses${page > 1 ? `?page=${page}` : ""}`} label={t("list.pages")} />
        </>
      )}
    </section>
  );
}
