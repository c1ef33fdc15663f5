import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/chunks/shell";
import { MarkupBody } from "~/components/content/markup-body";
import { Shown } from "~/components/content/shown";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { loader } from "./help-article.server";

export { loader } from "./help-article.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["help"] };

export default function HelpArticle() {
  const { article, lng } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const fallback = article.title.lang !== lng;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label={t("article.breadcrumb")}>
        <ol className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link to="/helpCenter" className="text-brand-dark underline">
              {t("centre.heading")}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li>
            <Link to={`/helpCenter#topic-${article.topic.key}`} className="text-brand-dark underline">
              <Shown text={article.topic.title} page={lng} />
            </Link>
          </li>
        </ol>
      </nav>
      <article aria-labelledby="help-article-title" className="mt-4" lang={fallback ? LANGUAGE_TAGS[article.title.lang] : undefined}>
        <h1 id="help-article-title" className="text-3xl font-bold">
          {article.title.text}
        </h1>
        <MarkupBody blocks={article.blocks} className="mt-4 space-y-3" />
      </article>
      {fallback ? <p className="mt-4 text-sm text-gray-700">{t("article.inEnglish")}</p> : null}
      {article.others.length > 0 ? (
        <section aria-labelledby="help-others" className="mt-10">
          <h2 id="help-others" className="text-xl font-semibold">
            {t("article.others")}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {article.others.map((other) => (
              <li key={other.slug}>
                <Link to={`/helpCenter/${other.slug}`} className="text-brand-dark underline">
                  <Shown text={other.title} page={lng} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link to="/helpCenter" className="font-medium text-brand-dark underline">
          {t("article.back")}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({ namespace: "help", backTo: "/helpCenter", backKey: "article.back" });
