import { isRouteErrorResponse } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { titleMeta } from "~/chunks/shell";

/**
 * Route meta for pages that answer "not found" with a 404 of their own (data({ title }, 404)):
 * the error's translated title, else the loader's. A nested route's error never reaches the root's
 * error title, so without this the page would have no <title>.
 */
export const titleOrNotFoundMeta: MetaFunction = (args) => {
  if (args.error) {
    const body = isRouteErrorResponse(args.error) ? (args.error.data as { title?: unknown } | null) : null;
    return typeof body?.title === "string" ? [{ title: body.title }] : [];
  }
  return titleMeta(args);
};
