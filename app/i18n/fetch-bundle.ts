import { type TranslationFiles, translationPath } from "./config";
import type { FetchBundle } from "./translations";
import type { Bundle } from "./translator";

/**
 * Loads a namespace from its content-addressed file (/locales/{lng}/{ns}.{hash}.json, cached for a
 * year) with the browser's fetch: the page's own before hydrating (entry.client), others when a
 * client-side navigation or a change of language needs them.
 */
export function fetchBundle(files: TranslationFiles): FetchBundle {
  return async (lng, ns) => {
    const hash: unknown = files[ns];
    if (typeof hash !== "string") throw new Error(`no translation file for the namespace ${ns}`);
    // The same request as the page's preload (same address, mode and credentials), so it is reused.
    const response = await fetch(translationPath(lng, ns, hash));
    if (!response.ok) throw new Error(`${response.status} for ${lng}/${ns}`);
    return (await response.json()) as Bundle;
  };
}
