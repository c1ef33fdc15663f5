import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { type LocalizedText, accounts, brands, userNoticeAcks, userNotices } from "~/db/schema";
import { missingLanguages } from "~/domain/content-texts";
import { recordAudit } from "~/services/platform/audit.server";

/**
 * The user notice of each brand in the back office (decision 0112): versions 1, 2, … of which the
 * newest published is the current one; at most one draft (not yet published) per brand, the next
 * version. Staff save the draft and publish it; a published version is never changed (buyers
 * acknowledged that text). Every write records its audit event (`notice.draft`, `notice.publish`,
 * entity `user_notice`) in the change's transaction.
 */

export type NoticeVersion = {
  id: number;
  version: number;
  title: LocalizedText;
  body: LocalizedText;
  publishedAt: string | null;
  publishedBy: string | null;
  acknowledgements: number;
  missing: string[];
};

const publisher = alias(accounts, "publisher");

/** A brand's notices, newest version first: the draft (if any) first, then the published ones; at most 50. */
export async function noticeVersions(brandKey: string): Promise<NoticeVersion[]> {
  const rows = await db()
    .select({
      id: userNotices.id,
      version: userNotices.version,
      title: userNotices.title,
      body: userNotices.body,
      publishedAt: userNotices.publishedAt,
      publishedBy: publisher.fullName,
      acknowledgements: sql<number>`(select count(*) from ${userNoticeAcks} where ${userNoticeAcks.noticeId} = ${userNotices.id})`.mapWith(Number),
    })
    .from(userNotices)
    .leftJoin(publisher, eq(publisher.id, userNotices.publishedBy))
    .where(eq(userNotices.brandKey, brandKey))
    .orderBy(desc(userNotices.version))
    .limit(50);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null, missing: missingLanguages(row.title, row.body) }));
}

export type NoticeTexts = { title: LocalizedText; body: LocalizedText };

const snapshot = (row: { version: number; title: LocalizedText; body: LocalizedText; publishedAt: Date | null }) => ({
  version: row.version,
  published: row.publishedAt !== null,
  title: row.title,
  body: row.body,
});

/**
 * Saves the brand's draft (creating it as the next version when there is none), or publishes it
 * with these texts. The brand's row is locked: two staff writing the same brand's notice are taken
 * in turn, so versions never clash.
 */
export async function writeNotice({
  staffId,
  brandKey,
  texts,
  publish,
  now = new Date(),
}: {
  staffId: number;
  brandKey: string;
  texts: NoticeTexts;
  publish: boolean;
  now?: Date;
}): Promise<{ status: "saved" | "published"; version: number } | { status: "unknownBrand" }> {
  return db().transaction(async (tx) => {
    const [brand] = await tx.select({ key: brands.key }).from(brands).where(eq(brands.key, brandKey)).for("update");
    if (!brand) return { status: "unknownBrand" } as const;
    const [draft] = await tx
      .select()
      .from(userNotices)
      .where(and(eq(userNotices.brandKey, brandKey), isNull(userNotices.publishedAt)))
      .orderBy(desc(userNotices.version))
      .limit(1);
    const published = publish ? { publishedAt: now, publishedBy: staffId } : {};
    let version: number;
    let id: number;
    if (draft) {
      version = draft.version;
      id = draft.id;
      await tx
        .update(userNotices)
        .set({ ...texts, ...published })
        .where(eq(userNotices.id, draft.id));
    } else {
      const [last] = await tx.select({ version: sql<number | null>`max(${userNotices.version})` }).from(userNotices).where(eq(userNotices.brandKey, brandKey));
      version = Number(last?.version ?? 0) + 1;
      const [created] = await tx
        .insert(userNotices)
        .values({ brandKey, version, ...texts, ...published })
        .returning({ id: userNotices.id });
      id = created!.id;
    }
    await recordAudit(
      {
        accountId: null,
        actorId: staffId,
        action: publish ? "notice.publish" : "notice.draft",
        entity: "user_notice",
        entityId: id,
        details: { brand: brandKey, before: draft ? snapshot(draft) : null, after: snapshot({ version, ...texts, publishedAt: publish ? now : null }) },
      },
      tx,
    );
    return { status: publish ? "published" : "saved", version } as const;
  });
}

/** Throws the brand's draft away (the published versions stay); false when there was none. */
export async function discardNoticeDraft({ staffId, brandKey }: { staffId: number; brandKey: string }): Promise<boolean> {
  return db().transaction(async (tx) => {
    await tx.select({ key: brands.key }).from(brands).where(eq(brands.key, brandKey)).for("update");
    const [draft] = await tx.select().from(userNotices).where(and(eq(userNotices.brandKey, brandKey), isNull(userNotices.publishedAt))).limit(1);
    if (!draft) return false;
    await tx.delete(userNotices).where(eq(userNotices.id, draft.id));
    await recordAudit({ accountId: null, actorId: staffId, action: "notice.discard", entity: "user_notice", entityId: draft.id, details: { brand: brandKey, before: snapshot(draft), after: null } }, tx);
    return true;
  });
}
