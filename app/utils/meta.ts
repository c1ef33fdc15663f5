import type { MetaFunction } from "@remix-run/node";

/** Route meta: the page title the loader translated (loaders return `title`). */
export const titleMeta: MetaFunction = ({ data }) => {
  const title = (data as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? [{ title }] : [];
};
