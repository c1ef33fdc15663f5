/** The brand's category tree, names in the request's language: reference data, read once per process (decision 0095). */
import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";
import { localized } from "~/domain/languages";
import type { Language } from "~/i18n/languages";
import { referenceData } from "~/services/platform/reference-cache.server";

/** What the pages show of a category (the filters, the home's menu); it goes to the browser with each list. */
export type CategoryNode = { id: number; name: string; children: CategoryNode[] };

/** The brand's categories, parents first: one query, then from memory (forgetReferenceData after writing them). */
function categoryRows(brandKey: string) {
  return referenceData(`categories:${brandKey}`, () =>
    db()
      .select({ id: categories.id, parentId: categories.parentId, names: categories.names })
      .from(categories)
      .where(eq(categories.brandKey, brandKey))
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
  );
}

/** The brand's three-level category tree, names in the request's language; a new tree for each caller. */
export async function categoryTree(brandKey: string, lng: Language): Promise<CategoryNode[]> {
  const rows = await categoryRows(brandKey);
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { id: row.id, name: localized(row.names, lng), children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every category id of a tree (to validate a category parameter against the brand). */
export function categoryIds(tree: readonly CategoryNode[]): Set<number> {
  const ids = new Set<number>();
  const visit = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      ids.add(node.id);
      visit(node.children);
    }
  };
  visit(tree);
  return ids;
}

/** Each category's path from the top level down to itself (the API's items, a product's breadcrumb). */
export function categoryPaths(tree: readonly CategoryNode[]): Map<number, { id: number; name: string }[]> {
  const paths = new Map<number, { id: number; name: string }[]>();
  const visit = (nodes: readonly CategoryNode[], above: { id: number; name: string }[]) => {
    for (const node of nodes) {
      const path = [...above, { id: node.id, name: node.name }];
      paths.set(node.id, path);
      visit(node.children, path);
    }
  };
  visit(tree, []);
  return paths;
}
