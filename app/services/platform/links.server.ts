import { env } from "~/env.server";
import { type Brand, type BrandKey, MAIN_BRAND, brandByKey, parseBrandHosts } from "./brands.server";
import { isLocalHost } from "./http-security.server";

/** Where mailed links point, and the brand they name. */
export type LinkBase = { origin: string; brandName: string };

type OriginOptions = { brandHosts?: string; port: number };

/**
 * The origin of the shop for a brand, from configuration only (decision 0079), never from the
 * request: a forged Host or X-Forwarded-Host header cannot move a reset link elsewhere.
 *
 * - With BRAND_HOSTS, the first host configured for the brand (https), or the first host of all
 *   when the brand has none of its own. A local name there (shop.localhost) is served over http on
 *   PORT, for trying the configuration out.
 * - Without BRAND_HOSTS (the local trial), the brand's local development host on PORT:
 *   http://localhost:3000, http://nobleza.localhost:3000 …
 */
export function publicOrigin(brand: Brand, { brandHosts, port }: OriginOptions = defaults()): string {
  const configured = [...parseBrandHosts(brandHosts)];
  if (configured.length > 0) {
    const host = (configured.find(([, entry]) => entry.key === brand.key) ?? configured[0]!)[0];
    return isLocalHost(host) ? `http://${host}:${port}` : `https://${host}`;
  }
  const host = brand.key === MAIN_BRAND.key ? "localhost" : `${brand.hostLabels[0]}.localhost`;
  return `http://${host}:${port}`;
}

function defaults(): OriginOptions {
  const { BRAND_HOSTS, PORT } = env();
  return { brandHosts: BRAND_HOSTS, port: PORT };
}

export function linkBase(brand: Brand): LinkBase {
  return { origin: publicOrigin(brand), brandName: brand.name };
}

/** The link base of a brand named in a job's payload (the main brand for an unknown key). */
export function linkBaseOf(brandKey: BrandKey | string): LinkBase {
  return linkBase(brandByKey(brandKey) ?? MAIN_BRAND);
}
