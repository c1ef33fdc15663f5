import type { InitOptions } from "i18next";
import { LANGUAGES } from "./languages";

export const DEFAULT_NAMESPACE = "common";

/** Options shared by the server and the browser instances. */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  defaultNS: DEFAULT_NAMESPACE,
  // "zh-cn" must stay as written, and must never load "zh" as a parent language.
  lowerCaseLng: true,
  load: "currentOnly",
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** A namespace's content hash by name (the same in every language): `{ common: "3f2a…", … }`. */
export type TranslationFiles = Record<string, string>;

export const TRANSLATION_HASH_LENGTH = 10;

/**
 * Where the browser gets a namespace: the content hash in the name, so the file is cached for a
 * year (`immutable`) and a changed text is a new address.
 */
export function translationPath(lng: string, ns: string, hash: string): string {
  return `/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.${hash}.json`;
}
