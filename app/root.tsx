import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { isCartQuietPath } from "~/chunks/shell";
import { shellData } from "~/services/platform/shell.server";
import stylesheet from "~/styles/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return shellData(request, context);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * Cart counts refresh on every navigation (SPEC.md section 4), except on the routes where they
 * must not; after a form submission the usual rules apply.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return !isCartQuietPath(nextUrl.pathname);
};

// The document and the page shell: components/shell/document.tsx.
export { RootApp as default, RootErrorBoundary as ErrorBoundary, RootLayout as Layout } from "~/chunks/shell";
