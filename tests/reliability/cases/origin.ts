import { ShopClient } from "../client";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";

/**
 * Every route answers a POST from another site with 403, whether it says so by Origin, by
 * Sec-Fetch-Site or (without either, as older browsers send) by its Referer; a POST with neither
 * and a Referer of this site is not refused.
 */
export async function foreignOriginCase(client: ShopClient, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("access: foreign Origin POST → 403");
  // A visitor for the POSTs that get through: whatever they do (a sign-out) must not touch the buyer.
  const visitor = new ShopClient(client.baseUrl);
  for (const route of routes) {
    const path = route.path.replace(/:\w+/g, "1");
    const variants: Array<{ label: string; origin: string | null; headers?: Record<string, string> }> = [
      { label: "Origin https://evil.example", origin: "https://evil.example" },
      { label: "Origin null", origin: "null" },
      { label: "no Origin, Sec-Fetch-Site cross-site", origin: null, headers: { "Sec-Fetch-Site": "cross-site" } },
      { label: "no Origin, Referer https://evil.example/", origin: null, headers: { Referer: "https://evil.example/form" } },
      { label: "no Origin, Referer not an address", origin: null, headers: { Referer: "not an address" } },
    ];
    for (const variant of variants) {
      const response = await client.post(path, { intent: "x" }, { origin: variant.origin, headers: variant.headers });
      await response.arrayBuffer();
      recorder.check(response.status === 403, () => `POST ${path} (${variant.label}) answered ${response.status}`);
    }
    const sameSite = await visitor.post(path, { intent: "x" }, { origin: null, headers: { Referer: `${client.baseUrl}${path}` } });
    await sameSite.arrayBuffer();
    recorder.check(sameSite.status !== 403, () => `POST ${path} (no Origin, Referer of this site) was refused with 403`);
  }
  return recorder.result();
}
