import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import i18next, { type Resource, type TFunction, type i18n as I18n } from "i18next";
import type { Bundle } from "./translator";
import { Translations } from "./translations";
import type { EntryContext } from "@remix-run/node";
import { fromRoot } from "~/paths.server";
import { DEFAULT_NAMESPACE, TRANSLATION_HASH_LENGTH, type TranslationFiles, i18nOptions } from "./config";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "./languages";

type Loaded = { resources: Resource; files: TranslationFiles; bodies: Map<string, string>; instance: I18n };

let loaded: Loaded | undefined;

/**
 * Reads locales/{lng}/{ns}.json once. Each namespace gets a content hash over its files in every
 * language, so one small table of hashes serves the browser in any language it switches to; the
 * bodies are kept as compact JSON, served at translationPath() (server/app.ts).
 */
function load(): Loaded {
  if (loaded) return loaded;
  const dir = fromRoot("locales");
  const resources: Resource = {};
  const bodies = new Map<string, string>();
  const hashes = new Map<string, crypto.Hash>();
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    const files = fs.readdirSync(path.join(dir, lng)).filter((file) => file.endsWith(".json")).sort();
    for (const file of files) {
      const ns = file.slice(0, -".json".length);
      const parsed = JSON.parse(fs.readFileSync(path.join(dir, lng, file), "utf8")) as Record<string, unknown>;
      const body = JSON.stringify(parsed);
      resources[lng]![ns] = parsed;
      bodies.set(`${lng}/${ns}`, body);
      let hash = hashes.get(ns);
      if (!hash) hashes.set(ns, (hash = crypto.createHash("sha256")));
      hash.update(`${lng}\u0000${body}\u0000`);
    }
  }
  const files = Object.fromEntries([...hashes].sort(([a], [b]) => a.localeCompare(b)).map(([ns, hash]) => [ns, hash.digest("hex").slice(0, TRANSLATION_HASH_LENGTH)]));
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions, resources, fallbackLng: FALLBACK_LANGUAGE, initImmediate: false });
  loaded = { resources, files, bodies, instance };
  return loaded;
}

/** Each namespace's content hash, for the browser to ask for the files (translationPath). */
export function translationFiles(): TranslationFiles {
  return load().files;
}

/** The compact JSON of a namespace in a language, when the hash is the current one; else undefined. */
export function translationBody(lng: string, ns: string, hash: string): string | undefined {
  const { files, bodies } = load();
  return Object.hasOwn(files, ns) && files[ns] === hash ? bodies.get(`${lng}/${ns}`) : undefined;
}

/** A translation function fixed to a language and namespace, for loaders, actions and meta. */
export function getFixedT(lng: Language, ns: string | string[] = "common"): TFunction {
  return load().instance.getFixedT(lng, ns);
}

/** The translations a page renders with, and the namespaces its components read. */
export type PageTranslations = { translations: Translations; namespacesUsed(): string[] };

/**
 * The translations the components render a page with (the same translator as the browser's,
 * decision 0102), over the texts loaded at start. They note every namespace the page's components
 * ask for (useTranslation's namespaces, keys written "ns:key", nested "$t(ns:key)"), so that the
 * browser gets those too, even one the routes did not declare.
 */
export function pageTranslations(lng: Language): PageTranslations {
  const { resources } = load();
  const known = resources[lng] ?? {};
  const used = new Set<string>([DEFAULT_NAMESPACE]);
  const translations = new Translations({
    lng,
    bundles: { [lng]: known as Record<string, Bundle> },
    onUse: (ns) => {
      if (Object.hasOwn(known, ns)) used.add(ns);
    },
  });
  return { translations, namespacesUsed: () => [...used] };
}

/** The namespaces a route declares in `handle.i18n`. */
function declared(handle: unknown): string[] {
  const i18n = typeof handle === "object" && handle !== null ? (handle as { i18n?: unknown }).i18n : undefined;
  if (typeof i18n === "string") return [i18n];
  return Array.isArray(i18n) ? i18n.filter((ns): ns is string => typeof ns === "string") : [];
}

/**
 * The namespaces of the page being rendered: `common` and those its matched routes declare. Not
 * remix-i18next's getRouteNamespaces, which reads every route module the server has loaded (in a
 * production build, all of them) and so embedded every namespace in every page.
 */
export function routeNamespaces(context: EntryContext): string[] {
  const matched = context.staticHandlerContext.matches.flatMap((match) => declared(context.routeModules[match.route.id]?.handle));
  return [...new Set([DEFAULT_NAMESPACE, ...matched])];
}
