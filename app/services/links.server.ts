import type { AppLoadContext } from "@remix-run/node";
import { env } from "~/env.server";
import { brandForHost, parseBrandHosts } from "./brands.server";
import { isLocalHost } from "./http-security.server";
import type { LinkBase } from "./registration.server";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The origin for links in mails: the brand host the visitor used (decision 0014). The request URL
 * already respects HTTPS and, behind a trusted proxy, the forwarded host. Without a trusted proxy
 * the Host header is used as it is (the Remix adapter would take a port from X-Forwarded-Host).
 * With BRAND_HOSTS configured, a host that is not one of them (a forged Host header) is replaced
 * by the configured host of the same brand, so a reset link cannot point elsewhere.
 */
export function linkOrigin(request: Request, options: { trustProxy: boolean; brandHosts?: string } = defaults()): string {
  const url = new URL(request.url);
  const header = (request.headers.get("host") ?? "").trim().toLowerCase();
  const host = !options.trustProxy && HOST.test(header) ? header : url.host;
  const hostname = host.replace(/:\d+$/, "");
  const exact = parseBrandHosts(options.brandHosts);
  if (exact.size > 0 && !exact.has(hostname) && !isLocalHost(hostname)) {
    const brand = brandForHost(hostname, exact);
    const configured = [...exact.entries()].find(([, entry]) => entry.key === brand.key)?.[0] ?? [...exact.keys()][0];
    return `https://${configured}`;
  }
  return `${url.protocol}//${host}`;
}

function defaults() {
  const { TRUST_PROXY, BRAND_HOSTS } = env();
  return { trustProxy: TRUST_PROXY, brandHosts: BRAND_HOSTS };
}

export function linkBase(request: Request, context: AppLoadContext): LinkBase {
  return { origin: linkOrigin(request), brandName: context.brand.name };
}
