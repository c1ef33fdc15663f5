import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import i18next, { type Resource, type TFunction, type i18n as I18n } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { fromRoot } from "~/paths.server";
import { i18nOptions } from "./config";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "./languages";

type Loaded = { resources: Resource; version: string; instance: I18n };

let loaded: Loaded | undefined;

/** Reads locales/{lng}/{ns}.json once; the version is a hash of all of them (cache busting). */
function load(): Loaded {
  if (loaded) return loaded;
  const dir = fromRoot("locales");
  const resources: Resource = {};
  const hash = crypto.createHash("sha256");
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    const files = fs.readdirSync(path.join(dir, lng)).filter((file) => file.endsWith(".json")).sort();
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, lng, file), "utf8");
      hash.update(`${lng}/${file}:${text}`);
      resources[lng]![file.slice(0, -".json".length)] = JSON.parse(text) as Record<string, unknown>;
    }
  }
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions, resources, fallbackLng: FALLBACK_LANGUAGE, initImmediate: false });
  loaded = { resources, version: hash.digest("hex").slice(0, 12), instance };
  return loaded;
}

export function localesVersion(): string {
  return load().version;
}

/** A translation function fixed to a language and namespace, for loaders, actions and meta. */
export function getFixedT(lng: Language, ns: string | string[] = "common"): TFunction {
  return load().instance.getFixedT(lng, ns);
}

/** A per-request instance sharing the loaded resources, for server rendering. */
export function instanceFor(lng: Language): I18n {
  return load().instance.cloneInstance({ lng, initImmediate: false });
}

/** The resources of some namespaces in one language, to embed in the page for hydration. */
export function bundlesFor(lng: Language, ns: readonly string[]): Record<string, unknown> {
  const all = load().resources[lng] ?? {};
  return Object.fromEntries(ns.filter((name) => name in all).map((name) => [name, all[name]]));
}

/** Used by entry.server for the namespaces the matched routes declare in `handle.i18n`. */
export const remixI18next = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: FALLBACK_LANGUAGE },
  i18next: { ...i18nOptions },
});
