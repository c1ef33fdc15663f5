import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { type HelpArticleState, type LocalizedText, accounts, helpArticles, helpTopics } from "~/db/schema";
import { missingLanguages } from "~/domain/content-texts";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";

/**
 * The help centre in the back office (decision 0112): topics (seeded, not edited here) and their
 * articles, each for one brand or all, in draft or published. Every write records its audit event
 * (`help.create`, `help.update`, `help.publish`, `help.unpublish`, entity `help_article`, with
 * `{ before, after }`) in the change's transaction.
 */

export type HelpTopic = { id: number; key: string; title: string };

/** The topics in their order, titles in the staff member's language. */
export async function helpTopicList(lng: Language): Promise<HelpTopic[]> {
  const rows = await db().select({ id: helpTopics.id, key: helpTopics.key, title: helpTopics.title }).from(helpTopics).orderBy(asc(helpTopics.position), asc(helpTopics.id));
  return rows.map((row) => ({ id: row.id, key: row.key, title: localized(row.title, lng) }));
}

/** Which articles the list shows: a topic, a brand ("all": those written for every brand), a state; undefined: any. */
export type HelpFilter = { topicId?: number; brand?: string; state?: HelpArticleState };

export type HelpArticleSummary = {
  id: number;
  topicId: number;
  slug: string;
  position: number;
  brandKey: string | null;
  title: string;
  state: HelpArticleState;
  missing: Language[];
  updatedAt: string;
  updatedBy: string | null;
};

const editor = alias(accounts, "editor");

/** The articles the filter keeps, in their topic's order then their position; at most 500 (a help centre is far smaller). */
export async function helpArticleList(filter: HelpFilter, lng: Language): Promise<HelpArticleSummary[]> {
  const conditions = [
    filter.topicId ? eq(helpArticles.topicId, filter.topicId) : undefined,
    filter.brand === "all" ? isNull(helpArticles.brandKey) : filter.brand ? eq(helpArticles.brandKey, filter.brand) : undefined,
    filter.state ? eq(helpArticles.state, filter.state) : undefined,
  ];
  const rows = await db()
    .select({
      id: helpArticles.id,
      topicId: helpArticles.topicId,
      slug: helpArticles.slug,
      position: helpArticles.position,
      brandKey: helpArticles.brandKey,
      title: helpArticles.title,
      body: helpArticles.body,
      state: helpArticles.state,
      updatedAt: helpArticles.updatedAt,
      updatedBy: editor.fullName,
    })
    .from(helpArticles)
    .innerJoin(helpTopics, eq(helpTopics.id, helpArticles.topicId))
    .leftJoin(editor, eq(editor.id, helpArticles.updatedBy))
    .where(and(...conditions))
    .orderBy(asc(helpTopics.position), asc(helpTopics.id), asc(helpArticles.position), asc(helpArticles.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    topicId: row.topicId,
    slug: row.slug,
    position: row.position,
    brandKey: row.brandKey,
    title: localized(row.title, lng),
    state: row.state,
    missing: missingLanguages(row.title, row.body),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  }));
}

/** What an article's form edits. */
export type HelpArticleInput = { slug: string; topicId: number; position: number; brandKey: string | null; title: LocalizedText; body: LocalizedText };

export type HelpArticle = HelpArticleInput & { id: number; state: HelpArticleState; updatedAt: string; updatedBy: string | null };

/** One article as stored; null when there is none with this id. */
export async function helpArticleOf(id: number): Promise<HelpArticle | null> {
  const [row] = await db()
    .select({
      id: helpArticles.id,
      slug: helpArticles.slug,
      topicId: helpArticles.topicId,
      position: helpArticles.position,
      brandKey: helpArticles.brandKey,
      title: helpArticles.title,
      body: helpArticles.body,
      state: helpArticles.state,
      updatedAt: helpArticles.updatedAt,
      updatedBy: editor.fullName,
    })
    .from(helpArticles)
    .leftJoin(editor, eq(editor.id, helpArticles.updatedBy))
    .where(eq(helpArticles.id, id));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

export type HelpSaveOutcome = { status: "saved"; id: number } | { status: "slugTaken" } | { status: "unknownTopic" } | { status: "unknown" };

const snapshot = (row: HelpArticleInput & { state: HelpArticleState }) => ({
  slug: row.slug,
  topicId: row.topicId,
  position: row.position,
  brandKey: row.brandKey,
  state: row.state,
  title: row.title,
  body: row.body,
});

/**
 * Creates an article (`id` null; a draft unless `state` says published) or saves one, its state
 * changed when `state` is given (save and publish). The slug is unique among all articles.
 */
export async function saveHelpArticle({
  staffId,
  id,
  input,
  state,
  now = new Date(),
}: {
  staffId: number;
  id: number | null;
  input: HelpArticleInput;
  state?: HelpArticleState;
  now?: Date;
}): Promise<HelpSaveOutcome> {
  return db().transaction(async (tx) => {
    const [topic] = await tx.select({ id: helpTopics.id }).from(helpTopics).where(eq(helpTopics.id, input.topicId));
    if (!topic) return { status: "unknownTopic" } as const;
    const [clash] = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(and(eq(helpArticles.slug, input.slug), id === null ? undefined : ne(helpArticles.id, id)));
    if (clash) return { status: "slugTaken" } as const;
    if (id === null) {
      const after = { ...input, state: state ?? "draft" };
      const [created] = await tx
        .insert(helpArticles)
        .values({ ...after, updatedBy: staffId, updatedAt: now })
        .returning({ id: helpArticles.id });
      await recordAudit({ accountId: null, actorId: staffId, action: "help.create", entity: "help_article", entityId: created!.id, details: { before: null, after: snapshot(after) } }, tx);
      return { status: "saved", id: created!.id } as const;
    }
    const [current] = await tx.select().from(helpArticles).where(eq(helpArticles.id, id)).for("update");
    if (!current) return { status: "unknown" } as const;
    const after = { ...input, state: state ?? current.state };
    await tx
      .update(helpArticles)
      .set({ ...after, updatedBy: staffId, updatedAt: now })
      .where(eq(helpArticles.id, id));
    const action = after.state !== current.state ? (after.state === "published" ? "help.publish" : "help.unpublish") : "help.update";
    await recordAudit({ accountId: null, actorId: staffId, action, entity: "help_article", entityId: id, details: { before: snapshot(current), after: snapshot(after) } }, tx);
    return { status: "saved", id } as const;
  });
}

/** Publishes or unpublishes an article as stored; "unchanged" when it already is so. */
export async function setHelpArticleState({ staffId, id, state, now = new Date() }: { staffId: number; id: number; state: HelpArticleState; now?: Date }): Promise<"changed" | "unchanged" | "unknown"> {
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ state: helpArticles.state }).from(helpArticles).where(eq(helpArticles.id, id)).for("update");
    if (!current) return "unknown";
    if (current.state === state) return "unchanged";
    await tx.update(helpArticles).set({ state, updatedBy: staffId, updatedAt: now }).where(eq(helpArticles.id, id));
    await recordAudit(
      { accountId: null, actorId: staffId, action: state === "published" ? "help.publish" : "help.unpublish", entity: "help_article", entityId: id, details: { before: { state: current.state }, after: { state } } },
      tx,
    );
    return "changed";
  });
}

/** The next free position in a topic (a new article goes last). */
export async function nextHelpPosition(topicId: number): Promise<number> {
  const [row] = await db().select({ last: sql<number | null>`max(${helpArticles.position})` }).from(helpArticles).where(eq(helpArticles.topicId, topicId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
