import { hydrateDocument, installErrorReporting } from "~/chunks/shell";

// The browser's start: errors reported to the shop, then the document hydrated
// (components/shell/hydrate.tsx).
installErrorReporting();
void hydrateDocument();
