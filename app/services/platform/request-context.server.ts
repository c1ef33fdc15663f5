import { type Brand, brandByKey, brandForHost, parseBrandHosts } from "./brands.server";

/** What the HTTP server resolves once per request and hands to every loader and action. */
export type RequestContext = {
  brand: Brand;
  cspNonce: string;
  /** The client's address (behind a trusted proxy, the forwarded one), for rate limits. */
  clientIp: string;
  /** Per-request memo, so that the root and the page loaders share one session lookup. */
  memo: Map<string, Promise<unknown>>;
  /** Set by an action that rejected its form, so the page title can say "Error:". */
  formFailed?: boolean;
  /** The server dropped an upload's body as too large (server/app.ts); the upload page says so. */
  bodyTooLarge?: boolean;
  /**
   * The first bytes of that dropped body (server/app.ts BODY_HEAD_BYTES): the short fields sent
   * before the file, so the page can give back what was typed (multipart-head.server.ts).
   */
  bodyHead?: Uint8Array;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
  interface Future {
    v3_singleFetch: true;
  }
}

type Options = {
  host: string | null;
  url: string;
  cspNonce: string;
  clientIp?: string;
  brandHosts?: string;
  allowBrandParam?: boolean;
  bodyTooLarge?: boolean;
  bodyHead?: Uint8Array;
};

export function createRequestContext({ host, url, cspNonce, clientIp, brandHosts, allowBrandParam, bodyTooLarge, bodyHead }: Options): RequestContext {
  let brand = brandForHost(host, parseBrandHosts(brandHosts));
  if (allowBrandParam) {
    // Development convenience (DESIGN.md item 8): ?brand=nobleza on any host.
    const param = new URL(url, "http://localhost").searchParams.get("brand");
    brand = (param && brandByKey(param)) || brand;
  }
  return { brand, cspNonce, clientIp: clientIp ?? "unknown", memo: new Map(), ...(bodyTooLarge ? { bodyTooLarge, ...(bodyHead ? { bodyHead } : {}) } : {}) };
}

/** Runs `load` once per request for a key; later callers in the same request get the same promise. */
export function memoize<T>(context: RequestContext, key: string, load: () => Promise<T>): Promise<T> {
  const existing = context.memo.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = load();
  context.memo.set(key, promise);
  return promise;
}
