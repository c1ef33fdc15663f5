import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ErrorSummary, Field, Select, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import type { FieldState, FormReply } from "~/components/ui/server-form";
import type { Block } from "~/domain/help-markup";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "~/i18n/languages";
import { LanguageTexts } from "./language-texts";
import { MarkupBody } from "./markup-body";

/** Mirrors the server's limits (services/office/content/help-form.server.ts, domain/help-markup.ts): the browser's own limits only. */
const TITLE_MAX = 200;
const BODY_MAX = 20_000;

export type HelpEditorData = {
  article: { id: number; slug: string; state: "draft" | "published"; updatedAt: string; updatedBy: string | null } | null;
  notice: string | null;
  topics: { id: number; key: string; title: string }[];
  brands: { key: string; name: string }[];
  defaults: Record<string, string>;
};

type Preview = { lng: Language; title: string; blocks: Block[]; fallback: boolean; refusedLinks: string[] };
export type HelpEditorReply = (FormReply & { preview?: Preview[] }) | undefined;

/** The help article's form: where it sits, its texts in the nine languages, a preview and the save buttons. */
export function HelpEditor({ data, reply }: { data: HelpEditorData; reply: HelpEditorReply }) {
  const { t } = useTranslation(["content", "office"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<{ slug: string; topicId: string; position: string; brand: string }>({ id: "help-article", reply, defaultValue: data.defaults });
  const address = data.article ? `/office/content/help/${data.article.id}` : "/office/content/help/new";
  const published = data.article?.state === "published";
  const preview = reply?.preview;
  return (
    <div className="page max-w-4xl">
      <p>
        <Link to="/office/content/help" className="text-brand-dark underline">
          {t("help.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{data.article ? t("help.editHeading", { slug: data.article.slug }) : t("help.newHeading")}</h1>
      {data.article ? (
        <p className="mt-1 text-gray-700">
          {t(`state.${data.article.state}`)} · {t("help.updated", { when: data.article.updatedAt.slice(0, 16).replace("T", " "), name: data.article.updatedBy ?? "–" })}
        </p>
      ) : null}
      {data.notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`help.notice.${data.notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-6 rounded border-2 border-dashed border-gray-400 p-4">
          <h2 id="preview-heading" className="text-lg font-semibold">
            {t("help.previewHeading")}
          </h2>
          <p role="status" className="text-sm text-gray-700">
            {t("help.previewHint")}
          </p>
          {preview.map((each) => (
            <article key={each.lng} aria-labelledby={`preview-${each.lng}`} className="mt-4 border-t border-gray-200 pt-3">
              <h3 id={`preview-${each.lng}`} className="font-semibold">
                {LANGUAGE_NAMES[each.lng]} ({each.lng}){each.fallback ? ` – ${t("help.previewFallback")}` : ""}
              </h3>
              <div lang={LANGUAGE_TAGS[each.fallback ? "en" : each.lng]}>
                <p className="mt-1 text-xl font-bold">{each.title}</p>
                <MarkupBody blocks={each.blocks} className="mt-2 space-y-3" />
              </div>
              {each.refusedLinks.length > 0 ? <p className="mt-2 font-medium text-red-700">{t("help.refusedLinks", { links: each.refusedLinks.join(", ") })}</p> : null}
            </article>
          ))}
        </section>
      ) : null}
      <Form method="post" action={address} className="mt-6" {...form.props}>
        {form.errors ? (
          <p id={form.errorId} className="mb-4 font-medium text-red-700">
            {form.errors.map((message) => messageText(t, message)).join(" ")}
          </p>
        ) : null}
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Field field={fields.slug} label={t("help.slug")} hint={t("help.slugHint")} maxLength={80} />
          <Select field={fields.topicId} label={t("help.topic")} options={data.topics.map((topic) => ({ value: String(topic.id), label: topic.title }))} />
          <Field field={fields.position} label={t("form.position")} hint={t("form.positionHint")} inputMode="numeric" maxLength={4} />
          <Select field={fields.brand} label={t("form.brand")} options={[{ value: "", label: t("form.allBrands") }, ...data.brands.map((brand) => ({ value: brand.key, label: brand.name }))]} />
        </div>
        <p className="mt-2 text-sm text-gray-700">{t("help.markupHint")}</p>
        <LanguageTexts
          fields={fields as unknown as Record<string, FieldState>}
          specs={[
            { name: "title", label: t("form.title"), max: TITLE_MAX, multiline: false },
            { name: "body", label: t("help.body"), max: BODY_MAX, multiline: true },
          ]}
        />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="preview" disabled={busy} className="rounded border-2 border-brand-dark px-4 py-2 font-semibold text-brand-dark disabled:opacity-60">
            {t("help.preview")}
          </button>
          <button type="submit" name="intent" value="save" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
            {data.article ? t("form.save") : t("help.saveDraft")}
          </button>
          {published ? null : (
            <button type="submit" name="intent" value="publish" disabled={busy} className="rounded bg-green-800 px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("help.saveAndPublish")}
            </button>
          )}
        </div>
      </Form>
      {published && data.article ? (
        <Form method="post" action={address} className="mt-6">
          <button type="submit" name="intent" value="unpublish" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("help.unpublish")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
