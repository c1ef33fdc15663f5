/**
 * The translation function the components render with, on the server and in the browser alike, so
 * the browser's first render has the server's texts by construction (decision 0102). It does what
 * i18next does with the options the server's instance uses (config.ts), for what the locales and the
 * components use, and nothing more:
 *
 * - keys are paths in a namespace's nested JSON ("cart.lines.heading"), looked up in the
 *   namespaces given in order, or in the one written before a colon ("cart:errors.minimum");
 * - `{{name}}` is replaced by the value of that name (not escaped: React escapes), a placeholder
 *   without a value is left as written;
 * - with a numeric `count`, the key with the language's plural suffix comes first ("_one",
 *   "_other", "_few", "_many", by Intl.PluralRules; "_zero" first for 0), then the bare key;
 * - `$t(ns:key)` in a text is replaced by that key's text, with the same values (so
 *   `$t(orders:status.{{status}})` names the status given), after the placeholders;
 * - a key not found gives the key (without its namespace), as i18next does; so does a key that
 *   names a group of texts (i18next gives a sentence saying so, which no page should show either).
 *
 * Not supported, because nothing uses them: context, defaultValue, returnObjects, ordinal plurals,
 * formats (`{{x, number}}`), options in nesting, `{{- x}}`, fallback languages. The values' type
 * refuses those options, and translator.test.ts compares every key of every locale with i18next.
 */

/** A namespace's texts, as in locales/{lng}/{ns}.json. */
export type Bundle = { readonly [key: string]: string | Bundle };

/** The values a text is written with. i18next's options that this translator does not know are refused. */
export type TranslateValues = Readonly<Record<string, unknown>> & {
  readonly context?: never;
  readonly defaultValue?: never;
  readonly returnObjects?: never;
  readonly ordinal?: never;
  readonly ns?: never;
  readonly lng?: never;
  readonly replace?: never;
};

export type Translate = (key: string, values?: TranslateValues) => string;

/** Where the translator finds a namespace's texts in its language; undefined when not loaded. */
export type BundleSource = (ns: string) => Bundle | undefined;

const PLACEHOLDER = /{{(.+?)}}/g;
const NESTING = /\$t\((.+?)\)/g;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRule(lng: string): Intl.PluralRules {
  let rule = pluralRules.get(lng);
  if (!rule) pluralRules.set(lng, (rule = new Intl.PluralRules(lng.replace("_", "-"))));
  return rule;
}

function lookup(bundle: Bundle | undefined, path: readonly string[]): string | Bundle | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of path) {
    if (node === undefined || typeof node === "string" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** i18next reads a key with a space or punctuation before its first "." as a sentence, not "ns:key". */
const SENTENCE = /[ ,?!;]/;
function looksLikePath(key: string): boolean {
  if (!SENTENCE.test(key)) return true;
  const dot = key.indexOf(".");
  return dot > 0 && !SENTENCE.test(key.slice(0, dot));
}

const asText = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/** Replaces each `{{name}}` by its value, as i18next's interpolator does (skipOnVariables, unescaped). */
function interpolate(text: string, values: TranslateValues): string {
  let result = text;
  const placeholder = new RegExp(PLACEHOLDER);
  let match: RegExpExecArray | null;
  while ((match = placeholder.exec(result))) {
    const name = match[1]!.trim();
    let value: unknown = values[name];
    if (value === undefined) {
      if (!Object.hasOwn(values, name)) continue;
      value = "";
    }
    const shown = typeof value === "string" ? value : asText(value);
    result = result.replace(match[0], shown.replace(/\$/g, "$$$$"));
    placeholder.lastIndex += shown.length - match[0].length;
  }
  return result;
}

/**
 * A translator for one language over the given namespaces (the first is where keys without a
 * namespace are looked up first, as in `useTranslation(["checkout", "cart"])`).
 */
type Parsed = { ns: string | null; path: string; parts: string[] };

/** Keys read once: the namespace written before a colon, the path and its parts (the same few hundred keys come again and again). */
const parsedKeys = new Map<string, Parsed>();
const KEYS_KEPT = 10_000;

function parse(key: string): Parsed {
  let parsed = parsedKeys.get(key);
  if (parsed) return parsed;
  let ns: string | null = null;
  let path = key;
  if (key.includes(":") && looksLikePath(key) && !new RegExp(NESTING).test(key)) {
    const parts = key.split(":");
    ns = parts.shift()!;
    path = parts.join(".");
  }
  parsed = { ns, path, parts: path.split(".") };
  if (parsedKeys.size >= KEYS_KEPT) parsedKeys.clear();
  parsedKeys.set(key, parsed);
  return parsed;
}

/**
 * A translator for one language over the given namespaces (the first is where keys without a
 * namespace are looked up first, as in `useTranslation(["checkout", "cart"])`).
 */
export function translator(lng: string, namespaces: readonly string[], source: BundleSource): Translate {
  const translate = (key: string, values: TranslateValues, nested: string | null): string => {
    const { ns, path, parts } = parse(key);
    const names = ns === null ? namespaces : [ns];
    const count = values.count;
    const plural = count !== undefined && typeof count !== "string";
    // Tried in i18next's order: "_zero" for 0, the language's plural form, the bare key.
    const leaf = parts[parts.length - 1]!;
    const leaves = plural ? [...(count === 0 ? [`${leaf}_zero`] : []), `${leaf}_${pluralRule(lng).select(count as number)}`, leaf] : [leaf];
    let found: string | Bundle | undefined;
    for (const name of names) {
      const group = lookup(source(name), parts.slice(0, -1));
      if (group === undefined || typeof group === "string") continue;
      for (const one of leaves) {
        found = Object.hasOwn(group, one) ? group[one] : undefined;
        if (typeof found === "string") break;
      }
      if (typeof found === "string") break;
    }
    return interpolateAndNest(typeof found === "string" ? found : path, values, key, nested);
  };

  const interpolateAndNest = (text: string, values: TranslateValues, key: string, nested: string | null): string => {
    // Most texts have neither placeholders nor nestings.
    if (!text.includes("{{") && !text.includes("$t(")) return text;
    const before = text.match(NESTING)?.length;
    let result = text.includes("{{") ? interpolate(text, values) : text;
    // A value that brings its own "$t(…)" is shown as given, never translated (i18next's skipOnVariables).
    const after = result.match(NESTING)?.length;
    if (before !== undefined ? after !== undefined && before < after : after !== undefined) return result;
    if (after === undefined) return result;
    const nesting = new RegExp(NESTING);
    let match: RegExpExecArray | null;
    while ((match = nesting.exec(result))) {
      const inner = match[1]!.trim();
      // A text that names its own key would recurse for ever: i18next gives up on it ("" in its place).
      const value = nested === inner ? "" : translate(inner, values, key);
      result = result.replace(match[0], value);
      // i18next looks again from the start (a nested text may itself hold a "$t(…)").
      nesting.lastIndex = 0;
    }
    return result;
  };

  return (key, values) => translate(key, values ?? {}, null);
}
