import { and, desc, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, userNoticeAcks, userNotices } from "~/db/schema";

/**
 * The buyer's side of the user notice (decisions 0112 and 0114): the newest published version of
 * the host brand's notice is shown after sign-in until the signed-in account acknowledges it.
 * Read once at sign-in (and on /userNotice itself), never on other pages.
 */

export type CurrentNotice = { id: number; version: number; title: LocalizedText; body: LocalizedText; publishedAt: Date; acknowledgedAt: Date | null };

/** The brand's current notice (its newest published version) and when this account acknowledged it; null when the brand has none. One statement. */
export async function currentNoticeFor(brandKey: string, accountId: number): Promise<CurrentNotice | null> {
  const [row] = await db()
    .select({
      id: userNotices.id,
      version: userNotices.version,
      title: userNotices.title,
      body: userNotices.body,
      publishedAt: userNotices.publishedAt,
      acknowledgedAt: userNoticeAcks.at,
    })
    .from(userNotices)
    .leftJoin(userNoticeAcks, and(eq(userNoticeAcks.noticeId, userNotices.id), eq(userNoticeAcks.accountId, accountId)))
    .where(and(eq(userNotices.brandKey, brandKey), isNotNull(userNotices.publishedAt)))
    .orderBy(desc(userNotices.publishedAt), desc(userNotices.version))
    .limit(1);
  return row ? { ...row, publishedAt: row.publishedAt! } : null;
}

/** Whether signing in on this brand's host goes by the notice first: there is a current one and the account has not acknowledged it. */
export async function noticeDueAtSignIn(brandKey: string, accountId: number): Promise<boolean> {
  const notice = await currentNoticeFor(brandKey, accountId);
  return notice !== null && notice.acknowledgedAt === null;
}

/**
 * Records that the account read this version of the brand's notice: only the brand's current
 * version can be acknowledged (a newer one published meanwhile is "stale", the page shows it).
 * Twice is once: the first acknowledgement's time is kept.
 */
export async function acknowledgeNotice({ brandKey, accountId, noticeId }: { brandKey: string; accountId: number; noticeId: number }): Promise<"acknowledged" | "stale" | "none"> {
  const current = await currentNoticeFor(brandKey, accountId);
  if (!current) return "none";
  if (current.id !== noticeId) return "stale";
  await db().insert(userNoticeAcks).values({ accountId, noticeId }).onConflictDoNothing();
  return "acknowledged";
}

/** The notice page's address, coming back to `redirectTo` afterwards. */
export const USER_NOTICE_PATH = "/userNotice";
export const noticeDetour = (redirectTo: string) => `${USER_NOTICE_PATH}?${new URLSearchParams({ redirectTo })}`;
