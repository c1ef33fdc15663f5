/**
 * The page's module preloads fetched at low priority (decision 0115): on a slow link the
 * stylesheet and the pictures in view come first and the scripts after them, since the page is
 * usable from its HTML. Remix's `<Scripts>` takes no priority for its `<link rel="modulepreload">`
 * tags, so the rendered document gets it here, on the server, before it is sent: nothing of it
 * reaches the browser's code. Text a page shows is escaped by React (`&lt;link …`), so only the
 * tags themselves match.
 */
const PRELOAD = '<link rel="modulepreload"';

export function withLowPriorityScripts(html: string): string {
  return html.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
}
