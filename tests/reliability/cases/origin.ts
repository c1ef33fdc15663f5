import type { ShopClient } from "../client";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";

/** Every route answers a POST from another site with 403, whether it says so by Origin or by Sec-Fetch-Site. */
export async function foreignOriginCase(client: ShopClient, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("access: foreign Origin POST → 403");
  for (const route of routes) {
    const path = route.path.replace(/:\w+/g, "1");
    const variants: Array<{ label: string; origin: string | null; headers?: Record<string, string> }> = [
      { label: "Origin https://evil.example", origin: "https://evil.example" },
      { label: "Origin null", origin: "null" },
      { label: "no Origin, Sec-Fetch-Site cross-site", origin: null, headers: { "Sec-Fetch-Site": "cross-site" } },
    ];
    for (const variant of variants) {
      const response = await client.post(path, { intent: "x" }, { origin: variant.origin, headers: variant.headers });
      await response.arrayBuffer();
      recorder.check(response.status === 403, () => `POST ${path} (${variant.label}) answered ${response.status}`);
    }
  }
  return recorder.result();
}
