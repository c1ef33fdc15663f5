import type { ShopClient } from "../client";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";
import { ID_ROUTES, QUERY_ROUTES, SOURCES, ownedIds } from "./access";

type Kind = keyof typeof SOURCES;

/** Pages whose links give the routes that read their query string real addresses (a product, a date, a promotion, a picture). */
const LINK_PAGES = ["/aigoStarProductList?show=inStock", "/aigoStarProductList?show=soldOut", "/newArrivals", "/promotionTheme", "/login"];

const unescapeHtml = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** The first link with a query string to each path on the link pages, as this viewer sees them. */
async function linksOf(viewer: ShopClient, found: Map<string, string>) {
  for (const page of LINK_PAGES) {
    const html = await (await viewer.get(page)).text();
    for (const [, link] of html.matchAll(/(?:href|src)="(\/[^"?#]*\?[^"#]*)"/g)) {
      const address = unescapeHtml(link!);
      const path = address.slice(0, address.indexOf("?"));
      if (!found.has(path)) found.set(path, address);
    }
  }
}

/**
 * The addresses of a route as its viewer would open them: path parameters and the query-string id
 * with the viewer's own ids where cases/access.ts knows where they come from (else 1), the splat as
 * an unknown page, and any other route both bare and as the link pages link to it (a public preview
 * as its full page is linked).
 */
async function addressesOf(route: ShopRoute, viewer: ShopClient, ids: (kind: Kind) => Promise<string[]>, links: Map<string, string>): Promise<string[]> {
  const byPath = ID_ROUTES[route.path];
  const byQuery = QUERY_ROUTES.find((spec) => spec.path === route.path);
  const source = byPath ? byPath.source : byQuery?.source;
  let id: string | undefined;
  if (typeof source === "string") id = (await ids(source))[0];
  else if (byPath && typeof byPath.source === "function") id = await byPath.source()(viewer, ids).catch(() => undefined);
  else if (byQuery && typeof byQuery.source === "function") id = await byQuery.source(viewer, ids).catch(() => undefined);
  const path = route.path.replace(/\*$/, "no-such-page").replace(/:\w+/g, id ?? "1");
  if (byQuery) return [`${path}?${new URLSearchParams({ [byQuery.param]: id ?? "1" })}`];
  const preview = /^\/preview(\/.*)$/.exec(path)?.[1];
  const linked = links.get(path) ?? (preview && links.get(preview)?.replace(/^[^?]*/, path));
  return linked ? [path, linked] : [path];
}

/** Single fetch's address for a page's data: `/cart.data`, `/_root.data` for the index, the query kept. */
function dataAddress(address: string): string {
  const url = new URL(address, "http://shop");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  return `${url.pathname}${url.search}`;
}

/**
 * Every GET route of the build, as each viewer (a visitor, a signed-in buyer, a salesman), as a
 * document and, for pages, in its `.data` form: each answer says `private` or `no-store` and varies
 * on Cookie, so that no cache keeps one account's page or hands it to another (decision 0077).
 */
export async function cacheCase(viewers: Record<string, ShopClient>, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("cache: every GET answer private/no-store, Vary: Cookie");
  const check = async (who: string, viewer: ShopClient, address: string) => {
    const response = await viewer.get(address);
    await response.arrayBuffer();
    const cacheControl = response.headers.get("cache-control") ?? "";
    const vary = response.headers.get("vary") ?? "";
    recorder.check(/\b(no-store|private)\b/i.test(cacheControl) && /\bcookie\b/i.test(vary), () => `GET ${address} as ${who} (${response.status}): Cache-Control "${cacheControl}", Vary "${vary}"`);
    return response;
  };
  // Products, dates and promotions are the same for everyone; the visitor finds the sign-in picture.
  const links = new Map<string, string>();
  for (const viewer of Object.values(viewers)) await linksOf(viewer, links);
  const pages = new Map<string, number>();
  for (const [who, viewer] of Object.entries(viewers)) {
    const found = new Map<Kind, Promise<string[]>>();
    const ids = (kind: Kind) => {
      if (!found.has(kind)) found.set(kind, ownedIds(viewer, SOURCES[kind]!).catch(() => []));
      return found.get(kind)!;
    };
    // A layout and its index route share an address.
    const seen = new Set<string>();
    for (const route of routes) {
      for (const address of await addressesOf(route, viewer, ids, links)) {
        if (seen.has(address)) continue;
        seen.add(address);
        const document = await check(who, viewer, address);
        if (document.status === 200) pages.set(who, (pages.get(who) ?? 0) + 1);
        // Pages (and the redirects of pages) have a .data form; downloads, pictures and JSON do not.
        const page = /text\/html/.test(document.headers.get("content-type") ?? "") || (document.status >= 300 && document.status < 400);
        if (page) await check(who, viewer, dataAddress(address));
      }
    }
  }
  recorder.note = [...pages].map(([who, count]) => `${who}: ${count} answered 200`).join(", ");
  return recorder.result();
}
