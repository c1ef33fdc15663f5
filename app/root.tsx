import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import stylesheet from "~/styles/tailwind.css";
import { shellData } from "~/services/platform/shell.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return shellData(request, context);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// The stylesheet stays here, not with the shell: the shell's modules are imported by domain modules
// that the command-line tools run under Node, which cannot load a stylesheet.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The document, the page shell and when the shell's data is read again: components/shell/
// document.tsx (in the browser file every page loads, decision 0104).
export { RootApp as default, RootErrorBoundary as ErrorBoundary, RootLayout as Layout, rootShouldRevalidate as shouldRevalidate } from "~/chunks/shell";
