import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice, titleMeta } from "~/chunks/shell";
import { ErrorSummary, ScrollRegion, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { ContentNav } from "~/components/content/content-nav";
import { LanguageTexts, MissingLanguages } from "~/components/content/language-texts";
import { MarkupBody } from "~/components/content/markup-body";
import type { FieldState } from "~/components/ui/server-form";
import type { action, loader } from "./notices.server";

export { action, loader } from "./notices.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "content"] };

const PATH = "/office/content/notices";
/** Mirrors the server's limits (notices.server.ts, domain/help-markup.ts): the browser's own limits only. */
const TITLE_MAX = 200;
const BODY_MAX = 20_000;

/** A brand's user notice: the current version, its versions, and the draft of the next one. */
export default function Notices() {
  const { brand, brands, notice, current, draft, nextVersion, versions, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["content", "office"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<Record<string, string>>({ id: "notice", reply, defaultValue: defaults });
  const address = `${PATH}?brand=${encodeURIComponent(brand.key)}`;
  return (
    <div className="page max-w-4xl">
      <ContentNav current="notices" />
      <h1 className="mt-2 text-2xl font-bold">{t("notices.heading", { brand: brand.name })}</h1>
      <nav aria-label={t("list.brands")} className="mt-4">
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
          {t(`notices.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <section aria-labelledby="current-heading" className="mt-6">
        <h2 id="current-heading" className="text-lg font-semibold">
          {current ? t("notices.currentHeading", { version: current.version }) : t("notices.noneHeading")}
        </h2>
        {current ? (
          <div className="mt-2 rounded border border-gray-300 p-4">
            <p className="font-semibold">{current.title}</p>
            <MarkupBody blocks={current.blocks} className="mt-2 space-y-3" />
            <p className="mt-2 text-sm">
              <MissingLanguages missing={current.missing} />
            </p>
          </div>
        ) : (
          <p className="mt-1">{t("notices.none")}</p>
        )}
      </section>
      <section aria-labelledby="versions-heading" className="mt-6">
        <h2 id="versions-heading" className="text-lg font-semibold">
          {t("notices.versionsHeading")}
        </h2>
        {versions.length === 0 ? (
          <p className="mt-1">{t("notices.noVersions")}</p>
        ) : (
          <ScrollRegion labelledBy="versions-caption" className="mt-2">
            <table className="w-full border-collapse text-left">
              <caption id="versions-caption" className="sr-only">
                {t("notices.versionsCaption", { brand: brand.name })}
              </caption>
              <thead>
                <tr className="border-b-2 border-gray-300">
                  <th scope="col" className="px-2 py-2">{t("notices.version")}</th>
                  <th scope="col" className="px-2 py-2">{t("form.title")}</th>
                  <th scope="col" className="px-2 py-2">{t("list.state")}</th>
                  <th scope="col" className="px-2 py-2">{t("notices.acknowledgements")}</th>
                  <th scope="col" className="px-2 py-2">{t("list.translations")}</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.id} className="border-b border-gray-200">
                    <th scope="row" className="px-2 py-2">{version.version}</th>
                    <td className="px-2 py-2">{version.title}</td>
                    <td className="px-2 py-2">
                      {version.published && version.publishedAt ? (
                        <>
                          {t("notices.publishedBy", { name: version.publishedBy ?? "–" })} <time dateTime={version.publishedAt}>{version.published}</time>
                        </>
                      ) : (
                        t("state.draft")
                      )}
                    </td>
                    <td className="px-2 py-2">{version.acknowledgements}</td>
                    <td className="px-2 py-2">
                      <MissingLanguages missing={version.missing} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      <section aria-labelledby="draft-heading" className="mt-8">
        <h2 id="draft-heading" className="text-lg font-semibold">
          {draft ? t("notices.draftHeading", { version: draft.version }) : t("notices.newDraftHeading", { version: nextVersion })}
        </h2>
        <p className="mt-1 text-gray-700">{t("notices.draftHint")}</p>
        <Form method="post" action={address} {...form.props}>
          {form.errors ? (
            <p id={form.errorId} className="mt-4 font-medium text-red-700">
              {form.errors.map((message) => messageText(t, message)).join(" ")}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-gray-700">{t("help.markupHint")}</p>
          <LanguageTexts
            fields={fields as unknown as Record<string, FieldState>}
            missing={draft?.missing}
            specs={[
              { name: "title", label: t("form.title"), max: TITLE_MAX, multiline: false },
              { name: "body", label: t("notices.body"), max: BODY_MAX, multiline: true },
            ]}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("notices.saveDraft")}
            </button>
            <button type="submit" name="intent" value="publish" disabled={busy} className="rounded bg-green-800 px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("notices.publish", { version: draft?.version ?? nextVersion })}
            </button>
          </div>
        </Form>
        {draft ? (
          <Form method="post" action={address} className="mt-4">
            <button type="submit" name="intent" value="discard" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("notices.discard")}
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
