import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import { ScrollRegion } from "~/chunks/forms";
import { ContentNav } from "~/components/content/content-nav";
import { MissingLanguages } from "~/components/content/language-texts";
import type { loader } from "./help-list.server";

export { loader } from "./help-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "content"] };

const LIST = "/office/content/help";

/** The help centre's articles, grouped by topic, with their state and missing translations; filtered by a GET form. */
export default function HelpList() {
  const { filter, brands, topics, count } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["content", "office"]);
  const brandName = (key: string | null) => (key ? (brands.find((brand) => brand.key === key)?.name ?? key) : t("form.allBrands"));
  const shown = topics.filter((topic) => topic.articles.length > 0 || !filter.topic || filter.topic === String(topic.id));
  return (
    <div className="page">
      <ContentNav current="help" />
      <h1 className="mt-2 text-2xl font-bold">{t("help.listHeading")}</h1>
      <p className="mt-2">
        <Link to={`${LIST}/new`} className="font-semibold text-brand-dark underline">
          {t("help.new")}
        </Link>
      </p>
      <Form method="get" action={LIST} className="mt-4 flex flex-wrap items-end gap-4" aria-label={t("list.filter")}>
        <div>
          <label htmlFor="help-topic" className="block font-medium">
            {t("help.topic")}
          </label>
          <select id="help-topic" name="topic" defaultValue={filter.topic} className="mt-1 rounded border border-gray-400 bg-white px-3 py-2">
            <option value="">{t("list.any")}</option>
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="help-brand" className="block font-medium">
            {t("form.brand")}
          </label>
          <select id="help-brand" name="brand" defaultValue={filter.brand} className="mt-1 rounded border border-gray-400 bg-white px-3 py-2">
            <option value="">{t("list.any")}</option>
            <option value="all">{t("form.allBrands")}</option>
            {brands.map((brand) => (
              <option key={brand.key} value={brand.key}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="help-state" className="block font-medium">
            {t("list.state")}
          </label>
          <select id="help-state" name="state" defaultValue={filter.state} className="mt-1 rounded border border-gray-400 bg-white px-3 py-2">
            <option value="">{t("list.any")}</option>
            <option value="draft">{t("state.draft")}</option>
            <option value="published">{t("state.published")}</option>
          </select>
        </div>
        <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          {t("list.apply")}
        </button>
      </Form>
      <p role="status" className="mt-4">
        {t("help.count", { count })}
      </p>
      {shown.map((topic) => (
        <section key={topic.id} aria-labelledby={`topic-${topic.id}`} className="mt-6">
          <h2 id={`topic-${topic.id}`} className="text-lg font-semibold">
            {topic.title}
          </h2>
          {topic.articles.length === 0 ? (
            <p className="mt-1 text-gray-700">{t("help.noArticles")}</p>
          ) : (
            <ScrollRegion labelledBy={`topic-${topic.id}-caption`} className="mt-2">
              <table className="w-full border-collapse text-left">
                <caption id={`topic-${topic.id}-caption`} className="sr-only">
                  {t("help.caption", { topic: topic.title })}
                </caption>
                <thead>
                  <tr className="border-b-2 border-gray-300">
                    <th scope="col" className="px-2 py-2">{t("form.title")}</th>
                    <th scope="col" className="px-2 py-2">{t("help.slug")}</th>
                    <th scope="col" className="px-2 py-2">{t("form.position")}</th>
                    <th scope="col" className="px-2 py-2">{t("form.brand")}</th>
                    <th scope="col" className="px-2 py-2">{t("list.state")}</th>
                    <th scope="col" className="px-2 py-2">{t("list.translations")}</th>
                    <th scope="col" className="px-2 py-2">{t("list.updated")}</th>
                  </tr>
                </thead>
                <tbody>
                  {topic.articles.map((article) => (
                    <tr key={article.id} className="border-b border-gray-200">
                      <th scope="row" className="px-2 py-2 font-semibold">
                        <Link to={`${LIST}/${article.id}`} className="text-brand-dark underline">
                          {article.title}
                        </Link>
                      </th>
                      <td className="px-2 py-2 font-mono text-sm">{article.slug}</td>
                      <td className="px-2 py-2">{article.position}</td>
                      <td className="px-2 py-2">{brandName(article.brandKey)}</td>
                      <td className="px-2 py-2">{t(`state.${article.state}`)}</td>
                      <td className="px-2 py-2">
                        <MissingLanguages missing={article.missing} />
                      </td>
                      <td className="px-2 py-2 whitespace-nowrap">
                        <time dateTime={article.updatedAt}>{article.updated}</time>
                        {article.updatedBy ? ` · ${article.updatedBy}` : ""}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <p className="mt-1 text-sm">
            <Link to={`${LIST}/new?topic=${topic.id}`} className="text-brand-dark underline">
              {t("help.newInTopic", { topic: topic.title })}
            </Link>
          </p>
        </section>
      ))}
    </div>
  );
}
