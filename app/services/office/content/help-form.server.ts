import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { HELP_ARTICLE_STATES, type HelpArticleState } from "~/db/schema";
import { languageField } from "~/domain/content-texts";
import { MARKUP_MAX_CHARS, type Block, parseMarkup, refusedLinks } from "~/domain/help-markup";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { requireStaff } from "~/services/identity/staff.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { localizedDefaults, localizedShape, localizedValue, pairedLanguages, positionField } from "./form.server";
import { type HelpArticle, helpArticleOf, helpTopicList, saveHelpArticle, setHelpArticleState } from "./help.server";

/**
 * The help article editor's server side, shared by `/office/content/help/new` and
 * `/office/content/help/:id` (each route's own server module calls it): the form, its preview
 * (rendered on the server after a "preview" submit, so it works without JavaScript), save, save
 * and publish, unpublish.
 */

export const HELP_LIST = "/office/content/help";
export const helpAddress = (id: number) => `${HELP_LIST}/${id}`;
export const HELP_TITLE_MAX = 200;

const SLUG = /^[a-z0-9-]{1,80}$/;

export const helpSchema = z
  .object({
    slug: z.string({ error: "content:errors.slugRequired" }).trim().toLowerCase().regex(SLUG, "content:errors.slug"),
    topicId: z.coerce.number({ error: "content:errors.topic" }).int("content:errors.topic").min(1, "content:errors.topic").max(2_147_483_647, "content:errors.topic"),
    position: positionField,
    brand: z
      .string()
      .optional()
      .refine((value) => !value || BRANDS.some((brand) => brand.key === value), "content:errors.brand"),
    ...localizedShape([
      { name: "title", max: HELP_TITLE_MAX, multiline: false },
      { name: "body", max: MARKUP_MAX_CHARS, multiline: true },
    ]),
  })
  .superRefine(pairedLanguages(["title", "body"]));

/** The id of the address: a whole number in range, else the page is not found. */
export async function contentIdOf(request: Request, context: AppLoadContext, raw: string | undefined, titleKey: string): Promise<number> {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw await contentNotFound(request, context, titleKey);
  return id;
}

export const contentNotFound = async (request: Request, context: AppLoadContext, titleKey: string) =>
  data({ title: await pageTitle(request, context, titleKey) }, { status: 404 });

const NOTICES = ["created", "saved", "published", "unpublished"] as const;

/** The editor's page: the topics and brands to choose from, the article's form values (a new one's defaults). */
export async function helpEditorLoader(request: Request, context: AppLoadContext, id: number | null) {
  await requireStaff(request, context, "content");
  const lng = await getLanguage(request, context);
  const article = id === null ? null : await helpArticleOf(id);
  if (id !== null && !article) throw await contentNotFound(request, context, "content:help.notFound");
  const topics = await helpTopicList(lng);
  const url = new URL(request.url);
  const topicParam = Number(url.searchParams.get("topic"));
  return {
    title: await pageTitle(request, context, article ? "content:help.editTitle" : "content:help.newTitle", { slug: article?.slug ?? "" }),
    article: article ? { id: article.id, slug: article.slug, state: article.state, updatedAt: article.updatedAt, updatedBy: article.updatedBy } : null,
    notice: NOTICES.find((key) => key === url.searchParams.get("notice")) ?? null,
    topics,
    brands: BRANDS.map((brand) => ({ key: brand.key, name: brand.name })),
    defaults: formDefaults(article, topics.some((topic) => topic.id === topicParam) ? topicParam : (topics[0]?.id ?? 0)),
  };
}

function formDefaults(article: HelpArticle | null, topicId: number): Record<string, string> {
  return {
    slug: article?.slug ?? "",
    topicId: String(article?.topicId ?? topicId),
    position: String(article?.position ?? 0),
    brand: article?.brandKey ?? "",
    ...localizedDefaults({ title: article?.title, body: article?.body }),
  };
}

export type PreviewLanguage = { lng: Language; title: string; blocks: Block[]; fallback: boolean; refusedLinks: string[] };

/** What the form would show in each language: a language left empty shows the English text (flagged). */
function previewOf(form: FormData): PreviewLanguage[] {
  const text = (name: string, lng: Language) => {
    const value = form.get(languageField(name, lng));
    return typeof value === "string" ? value.trim().slice(0, name === "body" ? MARKUP_MAX_CHARS : HELP_TITLE_MAX) : "";
  };
  return LANGUAGES.map((lng) => {
    const own = Boolean(text("title", lng) || text("body", lng));
    const from = own ? lng : "en";
    const body = text("body", from);
    return { lng, title: text("title", from), blocks: parseMarkup(body), fallback: !own, refusedLinks: refusedLinks(body) };
  });
}

/** Preview, save (a new article as a draft), save and publish, unpublish. */
export async function helpEditorAction(request: Request, context: AppLoadContext, id: number | null) {
  const staff = await requireStaff(request, context, "content");
  const form = await request.formData();
  // An article deleted meanwhile (or never there) is not found, whatever the form says.
  if (id !== null && !(await helpArticleOf(id))) throw await contentNotFound(request, context, "content:help.notFound");
  const save = async (state: HelpArticleState | undefined, notice: (typeof NOTICES)[number]) => {
    const submission = parseWithZod(form, { schema: helpSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    const value = submission.value as Record<string, unknown> & z.output<typeof helpSchema>;
    const outcome = await saveHelpArticle({
      staffId: staff.accountId,
      id,
      state,
      input: { slug: value.slug, topicId: value.topicId, position: value.position, brandKey: value.brand || null, title: localizedValue(value, "title"), body: localizedValue(value, "body") },
    });
    if (outcome.status === "unknown") throw await contentNotFound(request, context, "content:help.notFound");
    if (outcome.status === "slugTaken") return refuseForm(context, submission, { fieldErrors: { slug: ["content:errors.slugTaken"] }, status: 409 });
    if (outcome.status === "unknownTopic") return refuseForm(context, submission, { fieldErrors: { topicId: ["content:errors.topic"] } });
    return redirect(`${helpAddress(outcome.id)}?notice=${id === null ? (state === "published" ? "published" : "created") : notice}`);
  };
  return dispatchIntent(
    context,
    form,
    {
      preview: () => {
        const submission = parseWithZod(form, { schema: helpSchema });
        // The reply keeps what was typed (and says what is wrong, if anything); the preview is shown either way.
        const reply = submission.status === "success" ? submission.reply() : { ...submission.reply(), status: "error" as const };
        if (submission.status !== "success") context.formFailed = true;
        return data({ ...reply, preview: previewOf(form) }, { status: submission.status === "success" ? 200 : 400 });
      },
      save: () => save(undefined, "saved"),
      publish: () => save("published", "published"),
      unpublish: async () => {
        if (id === null) return refuseForm(context, parseWithZod(form, { schema: z.object({ intent: z.string() }) }), { fieldErrors: { intent: ["content:errors.invalid"] } });
        const outcome = await setHelpArticleState({ staffId: staff.accountId, id, state: "draft" });
        if (outcome === "unknown") throw await contentNotFound(request, context, "content:help.notFound");
        return redirect(`${helpAddress(id)}?notice=unpublished`);
      },
    },
    "content:errors.invalid",
  );
}

export const HELP_STATES = HELP_ARTICLE_STATES;
