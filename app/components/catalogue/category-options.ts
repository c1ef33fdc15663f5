import type { CategoryNode } from "~/services/catalogue/categories.server";

export type CategoryOption = { id: number; name: string; depth: number };

/** The category tree as one list, parents before their children, each with its depth (0 for a main category). */
export function categoryOptions(nodes: readonly CategoryNode[], depth = 0, out: CategoryOption[] = []): CategoryOption[] {
  for (const node of nodes) {
    out.push({ id: node.id, name: node.name, depth });
    categoryOptions(node.children, depth + 1, out);
  }
  return out;
}

/** An option's text in a native select, which cannot nest deeper than one group: indented by its depth. */
export const categoryOptionLabel = (option: CategoryOption): string => `${"\u00a0\u00a0\u00a0".repeat(option.depth)}${option.depth > 0 ? "– " : ""}${option.name}`;
