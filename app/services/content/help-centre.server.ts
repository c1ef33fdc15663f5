import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, helpArticles, helpTopics } from "~/db/schema";
import type { Language } from "~/i18n/languages";

/**
 * The buyer's side of the help centre (decision 0114): the published articles of the host's brand
 * and of every brand (brand_key null), grouped by topic in the topics' order, in the reader's
 * language with English where a translation is missing (the page marks those `lang="en"`).
 * Drafts and other brands' articles are never read here.
 */

/** A text shown in the reader's language, or in English (`lang: "en"`) where that is missing. */
export type Shown = { text: string; lang: Language };

/** Title and body go together (the office's "both or neither" rule): the article's own language, else English. */
function languageOf(title: LocalizedText, lng: Language): Language {
  return title[lng] ? lng : "en";
}

const shown = (text: LocalizedText, lng: Language): Shown => {
  const lang = languageOf(text, lng);
  return { text: text[lang] ?? text.en, lang };
};

/** Articles a reader on this brand's host may see: published, for this brand or for every brand. */
const visibleOn = (brandKey: string) => and(eq(helpArticles.state, "published"), or(isNull(helpArticles.brandKey), eq(helpArticles.brandKey, brandKey)));

export type HelpLink = { slug: string; title: Shown };
export type HelpTopicGroup = { key: string; title: Shown; articles: HelpLink[] };

/** At most this many articles on the centre's first page (a help centre is far smaller). */
const INDEX_LIMIT = 500;

/** The centre's index: every visible article's title under its topic, topics and articles in their order; topics without one are left out. */
export async function helpCentreIndex(brandKey: string, lng: Language): Promise<HelpTopicGroup[]> {
  const rows = await db()
    .select({ topicKey: helpTopics.key, topicTitle: helpTopics.title, slug: helpArticles.slug, title: helpArticles.title })
    .from(helpArticles)
    .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
    .where(visibleOn(brandKey))
    .orderBy(asc(helpTopics.position), asc(helpTopics.id), asc(helpArticles.position), asc(helpArticles.id))
    .limit(INDEX_LIMIT);
  const groups: HelpTopicGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.key !== row.topicKey) {
      group = { key: row.topicKey, title: shown(row.topicTitle, lng), articles: [] };
      groups.push(group);
    }
    group.articles.push({ slug: row.slug, title: shown(row.title, lng) });
  }
  return groups;
}

export const HELP_SEARCH_MIN = 2;
export const HELP_SEARCH_MAX = 100;
export const HELP_SEARCH_PAGE_SIZE = 20;

export type HelpSearchHit = HelpLink & { topic: Shown };
export type HelpSearchResult = { hits: HelpSearchHit[]; total: number; page: number; pages: number };

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The visible articles whose title or body contains `q` (any case) in the reader's language or in
 * English: those matching by title first, then in the topics' and articles' order; one statement
 * counts and pages them. A page past the last gives the last.
 */
export async function searchHelpCentre({ brandKey, lng, q, page }: { brandKey: string; lng: Language; q: string; page: number }): Promise<HelpSearchResult> {
  const pattern = likeLiteral(q);
  const inTitle = sql`(coalesce(${helpArticles.title} ->> ${lng}, '') ilike ${pattern} or (${helpArticles.title} ->> 'en') ilike ${pattern})`;
  const inBody = sql`(coalesce(${helpArticles.body} ->> ${lng}, '') ilike ${pattern} or (${helpArticles.body} ->> 'en') ilike ${pattern})`;
  const find = (offset: number) =>
    db()
      .select({
        slug: helpArticles.slug,
        title: helpArticles.title,
        topicTitle: helpTopics.title,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(helpArticles)
      .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
      .where(and(visibleOn(brandKey), or(inTitle, inBody)))
      .orderBy(sql`case when ${inTitle} then 0 else 1 end`, asc(helpTopics.position), asc(helpTopics.id), asc(helpArticles.position), asc(helpArticles.id))
      .limit(HELP_SEARCH_PAGE_SIZE)
      .offset(offset);
  let rows = await find((page - 1) * HELP_SEARCH_PAGE_SIZE);
  let current = page;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the first page tells the count, then the last page is read (if not the first).
    const first = await find(0);
    const last = Math.max(1, Math.ceil((first[0]?.total ?? 0) / HELP_SEARCH_PAGE_SIZE));
    current = last;
    rows = last > 1 ? await find((last - 1) * HELP_SEARCH_PAGE_SIZE) : first;
  }
  const total = rows[0]?.total ?? 0;
  return {
    hits: rows.map((row) => ({ slug: row.slug, title: shown(row.title, lng), topic: shown(row.topicTitle, lng) })),
    total,
    page: total === 0 ? 1 : current,
    pages: Math.max(1, Math.ceil(total / HELP_SEARCH_PAGE_SIZE)),
  };
}

export type HelpArticleView = { slug: string; title: Shown; body: string; topic: { key: string; title: Shown }; others: HelpLink[] };

/** One visible article by its slug, with the other visible articles of its topic; null when there is none (unknown, a draft, another brand's). */
export async function helpArticleBySlug({ brandKey, lng, slug }: { brandKey: string; lng: Language; slug: string }): Promise<HelpArticleView | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const [article] = await db()
    .select({ id: helpArticles.id, topicId: helpArticles.topicId, slug: helpArticles.slug, title: helpArticles.title, body: helpArticles.body, topicKey: helpTopics.key, topicTitle: helpTopics.title })
    .from(helpArticles)
    .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
    .where(and(eq(helpArticles.slug, slug), visibleOn(brandKey)))
    .limit(1);
  if (!article) return null;
  const others = await db()
    .select({ slug: helpArticles.slug, title: helpArticles.title })
    .from(helpArticles)
    .where(and(eq(helpArticles.topicId, article.topicId), ne(helpArticles.id, article.id), visibleOn(brandKey)))
    .orderBy(asc(helpArticles.position), asc(helpArticles.id))
    .limit(INDEX_LIMIT);
  const lang = languageOf(article.title, lng);
  return {
    slug: article.slug,
    title: { text: article.title[lang] ?? article.title.en, lang },
    body: article.body[lang] ?? article.body.en,
    topic: { key: article.topicKey, title: shown(article.topicTitle, lng) },
    others: others.map((row) => ({ slug: row.slug, title: shown(row.title, lng) })),
  };
}
