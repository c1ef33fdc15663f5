import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pagination, titleMeta, useTranslation } from "~/chunks/shell";
import { Shown } from "~/components/content/shown";
import type { loader } from "./help-index.server";

export { loader } from "./help-index.server";

export const meta = titleMeta;
export const handle = { i18n: ["help"] };

const searchHref = (q: string, page: number) => `/helpCenter?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`;

export default function HelpCentre() {
  const { q, problem, search, groups, lng, limits } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const errorId = "help-search-error";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("centre.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("centre.intro")}</p>
      <Form method="get" action="/helpCenter" role="search" className="mt-6" aria-label={t("search.label")}>
        <label htmlFor="help-q" className="block font-medium">
          {t("search.label")}
        </label>
        <p id="help-search-hint" className="text-sm text-gray-700">
          {t("search.hint", limits)}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="help-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={limits.max}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} help-search-hint` : "help-search-hint"}
            className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2"
          />
          <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
            {t("search.submit")}
          </button>
        </div>
        {problem ? (
          <p id={errorId} role="alert" className="mt-2 font-medium text-red-700">
            {t(`search.${problem}`, limits)}
          </p>
        ) : null}
      </Form>
      {search ? (
        <section aria-labelledby="help-results" className="mt-8">
          <h2 id="help-results" className="text-2xl font-semibold">
            {t("search.heading", { q })}
          </h2>
          <p role="status" className="mt-2 text-gray-700">
            {search.total === 0 ? t("search.empty", { q }) : t("search.count", { count: search.total })}
          </p>
          {search.hits.length > 0 ? (
            <ol className="mt-4 space-y-3">
              {search.hits.map((hit) => (
                <li key={hit.slug}>
                  <Link to={`/helpCenter/${hit.slug}`} className="font-medium text-brand-dark underline">
                    <Shown text={hit.title} page={lng} />
                  </Link>{" "}
                  <span className="text-sm text-gray-700">
                    (<Shown text={hit.topic} page={lng} />)
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
          <Pagination page={search.page} pages={search.pages} hrefFor={(page) => searchHref(q, page)} label={t("search.pages")} />
          <p className="mt-6">
            <Link to="/helpCenter" className="font-medium text-brand-dark underline">
              {t("centre.all")}
            </Link>
          </p>
        </section>
      ) : null}
      {groups ? (
        groups.length === 0 ? (
          <p className="mt-8">{t("centre.empty")}</p>
        ) : (
          groups.map((group) => (
            <section key={group.key} id={`topic-${group.key}`} aria-labelledby={`topic-${group.key}-heading`} className="mt-8">
              <h2 id={`topic-${group.key}-heading`} className="text-2xl font-semibold">
                <Shown text={group.title} page={lng} />
              </h2>
              <ul className="mt-3 list-disc space-y-2 pl-6">
                {group.articles.map((article) => (
                  <li key={article.slug}>
                    <Link to={`/helpCenter/${article.slug}`} className="text-brand-dark underline">
                      <Shown text={article.title} page={lng} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )
      ) : null}
    </div>
  );
}
