import { decode } from "turbo-stream";

/**
 * One route's loader data, fetched as a fetcher's `load` would (Remix's single-fetch `.data`
 * address, decoded with the turbo-stream Remix itself uses) but without a fetcher: a fetcher's
 * failed load goes to the page's error boundary and replaces the whole page. Here any failure (a
 * 404 because the product went off the market, a 5xx, a redirect to the sign-in, the network
 * gone, an answer that does not decode) is `null`, for the panel to say so in place; an aborted
 * load is `undefined` (decision 0111, section 2). Client only: the lazily loaded panels use it.
 */
export async function routeData<T>(href: string, routeId: string, signal: AbortSignal): Promise<T | null | undefined> {
  const url = new URL(href, window.location.origin);
  url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  url.searchParams.set("_routes", routeId);
  try {
    const answer = await fetch(url, { signal, credentials: "same-origin" });
    if (answer.status !== 200 || !answer.body) return null;
    const { value } = await decode(answer.body);
    const result = (value as Record<string, { data?: T } | undefined>)[routeId];
    return result && "data" in result ? (result.data ?? null) : null;
  } catch {
    return signal.aborted ? undefined : null;
  }
}
