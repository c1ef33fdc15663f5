import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, banners } from "~/db/schema";
import { missingLanguages } from "~/domain/content-texts";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";
import { forgetReferenceData } from "~/services/platform/reference-cache.server";
import { removeBannerPicture } from "./banner-image.server";

/**
 * The brand homes' banners in the back office (decision 0112): each brand's banners in their
 * order, with their period; create, change, delete. Every write records its audit event
 * (`banner.create`, `banner.update`, `banner.delete`, entity `banner`, `{ before, after }`) in the
 * change's transaction, then forgets the process's reference data, so a brand home that caches
 * what it shows reads the banners again.
 */

export type BannerPeriodState = "running" | "scheduled" | "ended";

export type BannerSummary = {
  id: number;
  brandKey: string;
  position: number;
  image: string;
  title: string;
  href: string;
  startsAt: string | null;
  endsAt: string | null;
  period: BannerPeriodState;
  missing: Language[];
};

const periodOf = (startsAt: Date | null, endsAt: Date | null, now: Date): BannerPeriodState =>
  startsAt && startsAt > now ? "scheduled" : endsAt && endsAt <= now ? "ended" : "running";

/** The banners of the brands asked for, by brand then in their order (as the home shows them). */
export async function bannerList(brandKeys: readonly string[], lng: Language, now = new Date()): Promise<BannerSummary[]> {
  if (brandKeys.length === 0) return [];
  const rows = await db().select().from(banners).where(inArray(banners.brandKey, [...brandKeys])).orderBy(asc(banners.brandKey), asc(banners.position), asc(banners.id)).limit(500);
  return rows.map((row) => ({
    id: row.id,
    brandKey: row.brandKey,
    position: row.position,
    image: row.image,
    title: localized(row.title, lng),
    href: row.href,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    period: periodOf(row.startsAt, row.endsAt, now),
    missing: missingLanguages(row.title, row.subtitle),
  }));
}

export type BannerInput = { brandKey: string; position: number; href: string; title: LocalizedText; subtitle: LocalizedText | null; startsAt: Date | null; endsAt: Date | null };
export type Banner = BannerInput & { id: number; image: string };

export async function bannerOf(id: number): Promise<Banner | null> {
  const [row] = await db().select().from(banners).where(eq(banners.id, id));
  return row ? { id: row.id, brandKey: row.brandKey, position: row.position, href: row.href, title: row.title, subtitle: row.subtitle, startsAt: row.startsAt, endsAt: row.endsAt, image: row.image } : null;
}

const snapshot = (row: BannerInput & { image: string }) => ({
  brandKey: row.brandKey,
  position: row.position,
  image: row.image,
  href: row.href,
  title: row.title,
  subtitle: row.subtitle,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

/** Creates a banner (its picture already stored at `image`). */
export async function createBanner({ staffId, input, image }: { staffId: number; input: BannerInput; image: string }): Promise<number> {
  const id = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(banners)
      .values({ ...input, image })
      .returning({ id: banners.id });
    await recordAudit({ accountId: null, actorId: staffId, action: "banner.create", entity: "banner", entityId: created!.id, details: { before: null, after: snapshot({ ...input, image }) } }, tx);
    return created!.id;
  });
  forgetReferenceData();
  return id;
}

/** Saves a banner; `image` replaces its picture when given (the old one, if uploaded, is removed after the change). Null: no such banner. */
export async function updateBanner({ staffId, id, input, image }: { staffId: number; id: number; input: BannerInput; image: string | null }): Promise<{ replaced: string | null } | null> {
  const outcome = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!current) return null;
    const after = { ...input, image: image ?? current.image };
    await tx.update(banners).set(after).where(eq(banners.id, id));
    await recordAudit({ accountId: null, actorId: staffId, action: "banner.update", entity: "banner", entityId: id, details: { before: snapshot(current), after: snapshot(after) } }, tx);
    return { replaced: image && image !== current.image ? current.image : null };
  });
  if (outcome) {
    forgetReferenceData();
    if (outcome.replaced) await removeBannerPicture(outcome.replaced);
  }
  return outcome;
}

/** Deletes a banner (and its uploaded picture); false when there was none. */
export async function deleteBanner({ staffId, id }: { staffId: number; id: number }): Promise<boolean> {
  const removed = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!current) return null;
    await tx.delete(banners).where(eq(banners.id, id));
    await recordAudit({ accountId: null, actorId: staffId, action: "banner.delete", entity: "banner", entityId: id, details: { before: snapshot(current), after: null } }, tx);
    return current.image;
  });
  if (removed === null) return false;
  forgetReferenceData();
  // Another banner may show the same picture (a copy made by hand): it is kept then.
  const [{ users } = { users: 0 }] = await db().select({ users: sql<number>`count(*)`.mapWith(Number) }).from(banners).where(and(eq(banners.image, removed)));
  if (users === 0) await removeBannerPicture(removed);
  return true;
}
