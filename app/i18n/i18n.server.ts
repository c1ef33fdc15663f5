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

/**
 * Translations already made, per scope (language, namespace, key prefix) and call. The resources
 * never change while the server runs, so a call with the same key and plain options always gives
 * the same text: a list page makes about a thousand such calls, mostly the same ones, and i18next
 * resolves each one afresh (a few milliseconds of every render). Bounded: emptied when full.
 */
const translations = new Map<string, string>();
const TRANSLATIONS_KEPT = 50_000;

function isPlain(options: unknown): options is Record<string, string | number | boolean | null | undefined> {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return false;
  for (const value of Object.values(options)) if (typeof value === "object" && value !== null) return false;
  return true;
}

export function rememberingT(t: TFunction, scope: string): TFunction {
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const call = t as unknown as (...args: unknown[]) => unknown;
    if (typeof key !== "string" || rest.length > 0 || (options !== undefined && !isPlain(options))) return call(key, options, ...rest);
    const id = options === undefined ? `${scope}\u0000${key}` : `${scope}\u0000${key}\u0000${JSON.stringify(options)}`;
    const known = translations.get(id);
    if (known !== undefined) return known;
    const text = call(key, options);
    if (typeof text === "string") {
      if (translations.size >= TRANSLATIONS_KEPT) translations.clear();
      translations.set(id, text);
    }
    return text;
  };
  return Object.assign(remembering, t) as unknown as TFunction;
}

/** A per-request instance sharing the loaded resources (and remembered translations), for server rendering. */
export function instanceFor(lng: Language): I18n {
  const instance = load().instance.cloneInstance({ lng, initImmediate: false });
  const fixed = instance.getFixedT.bind(instance);
  instance.getFixedT = ((language: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) =>
    rememberingT(fixed(language as string, ns as string, keyPrefix), `${String(language ?? lng)}|${String(ns ?? "")}|${keyPrefix ?? ""}`)) as unknown as I18n["getFixedT"];
  return instance;
}

/** One object per language and namespace list (a few dozen): the page writes each once (i18n-data.tsx). */
const bundles = new Map<string, Record<string, unknown>>();

/** The resources of some namespaces in one language, to embed in the page for hydration. */
export function bundlesFor(lng: Language, ns: readonly string[]): Record<string, unknown> {
  const key = `${lng}|${ns.join(",")}`;
  let found = bundles.get(key);
  if (!found) {
    const all = load().resources[lng] ?? {};
    found = Object.fromEntries(ns.filter((name) => name in all).map((name) => [name, all[name]]));
    bundles.set(key, found);
  }
  return found;
}

/** Used by entry.server for the namespaces the matched routes declare in `handle.i18n`. */
export const remixI18next = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: FALLBACK_LANGUAGE },
  i18next: { ...i18nOptions },
});
