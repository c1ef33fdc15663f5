import type { LoaderFunctionArgs } from "@remix-run/node";
import { shellData } from "~/services/platform/shell.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return shellData(request, context);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// The document, the page shell, the stylesheet and when the shell's data is read again:
// components/shell/document.tsx (in the browser file every page loads, decision 0104).
export { RootApp as default, RootErrorBoundary as ErrorBoundary, RootLayout as Layout, rootLinks as links, rootShouldRevalidate as shouldRevalidate } from "~/chunks/shell";
