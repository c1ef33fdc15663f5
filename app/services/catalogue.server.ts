import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, categories } from "~/db/schema";
import type { Language } from "~/i18n/languages";

export function localized(text: LocalizedText | null | undefined, lng: Language): string {
  if (!text) return "";
  return text[lng] ?? text.en;
}

export type CategoryNode = { id: number; slug: string; name: string; children: CategoryNode[] };

/** The brand's three-level category tree in one query, names in the request's language. */
export async function categoryTree(brandKey: string, lng: Language): Promise<CategoryNode[]> {
  const rows = await db()
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, names: categories.names })
    .from(categories)
    .where(eq(categories.brandKey, brandKey))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { id: row.id, slug: row.slug, name: localized(row.names, lng), children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
