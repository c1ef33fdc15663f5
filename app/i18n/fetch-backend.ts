import type { BackendModule, ReadCallback } from "i18next";

/**
 * Loads a namespace the page did not embed (after a client-side navigation) from
 * /locales/{lng}/{ns}.json with the browser's fetch. A few lines instead of i18next-http-backend
 * and its fetch ponyfill: about 7 KB less JavaScript on every first load.
 */
export function fetchBackend(version: string): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`, { credentials: "same-origin" })
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status} for ${language}/${namespace}`);
          return response.json() as Promise<Record<string, unknown>>;
        })
        .then((resources) => callback(null, resources))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
    },
  };
}
