import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import i18next, { type Resource, type TFunction, type i18n as I18n } from "i18next";
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

/** The namespace a key names before ":" ("cart:errors.x"), or one named in the options. */
function namespacesOfCall(key: unknown, options: unknown): string[] {
  const named: string[] = [];
  for (const one of Array.isArray(key) ? key : [key]) {
    if (typeof one !== "string") continue;
    const colon = one.indexOf(":");
    if (colon > 0) named.push(one.slice(0, colon));
  }
  const ns = typeof options === "object" && options !== null ? (options as { ns?: unknown }).ns : undefined;
  if (typeof ns === "string") named.push(ns);
  else if (Array.isArray(ns)) named.push(...ns.filter((one): one is string => typeof one === "string"));
  return named;
}

/** The i18next instance a page renders with, and the namespaces its components read. */
export type RenderI18n = { instance: I18n; namespacesUsed(): string[] };

/**
 * A per-request instance sharing the loaded resources (and remembered translations), for server
 * rendering. It notes every namespace the page's components ask for (useTranslation's namespaces,
 * keys written "ns:key"), so that the browser gets those too, even one the routes did not declare.
 */
export function instanceFor(lng: Language): RenderI18n {
  const { instance: shared, resources } = load();
  const known = resources[lng] ?? {};
  const instance = shared.cloneInstance({ lng, initImmediate: false });
  const used = new Set<string>([DEFAULT_NAMESPACE]);
  const note = (names: readonly string[]) => {
    for (const name of names) if (name in known) used.add(name);
  };
  const fixed = instance.getFixedT.bind(instance);
  instance.getFixedT = ((language: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    if (ns) note(typeof ns === "string" ? [ns] : ns);
    const t = rememberingT(fixed(language as string, ns as string, keyPrefix), `${String(language ?? lng)}|${String(ns ?? "")}|${keyPrefix ?? ""}`);
    const noting = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      note(namespacesOfCall(key, options));
      return (t as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
    };
    return Object.assign(noting, t) as unknown as TFunction;
  }) as unknown as I18n["getFixedT"];
  return { instance, namespacesUsed: () => [...used] };
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
