import fs from "node:fs";
import path from "node:path";
import i18next, { type InitOptions, type Resource } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions } from "./config";
import { LANGUAGES } from "./languages";
import { type Bundle, type TranslateValues, translator } from "./translator";

const LOCALES = path.resolve(import.meta.dirname, "../../locales");
const namespaces = fs
  .readdirSync(path.join(LOCALES, "en"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

const resources: Resource = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8")) as Bundle]))]),
);

/** i18next as the server initialises it (i18n.server.ts), and as the browser did (no fallback language). */
function instance(options: InitOptions) {
  const created = i18next.createInstance();
  void created.init({ ...i18nOptions, resources, initImmediate: false, ...options });
  return created;
}
const server = instance({ fallbackLng: "en" });
const browser = instance({ fallbackLng: false });

const ours = (lng: string, ns: readonly string[]) => translator(lng, ns, (name) => resources[lng]?.[name] as Bundle | undefined);
const theirs = (lng: string, ns: readonly string[], which = server) => {
  const t = which.getFixedT(lng, ns as string[]);
  return (key: string, values?: object) => (values === undefined ? t(key) : t(key, values as Record<string, unknown>)) as unknown as string;
};

function texts(bundle: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(bundle as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else texts(value, full, out);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5, 1_000_000];
const STATUSES = Object.keys((resources.en!.orders as { status: object }).status);
const ISSUES = Object.keys((resources.en!.cart as { errors: object }).errors);
const SKIP_REASONS = Object.keys((resources.en!.downloads as { skipped: object }).skipped);
const FALCON_LEVELS = Object.keys((resources.en!.mail as { falconLevel: object }).falconLevel);
// A "$" in a value must stay as written (String.replace would read "$&" as the matched text).
const word = (name: string) => `${name} $& $$ x`;

/**
 * Representative values for a text's placeholders: every count, every status, issue, skip reason
 * or Falcon level a nesting names (a nested key built from a value holding "$&" sends i18next into a loop: such
 * values never reach a nesting).
 */
function valueSets(textsOfKey: string[]): Record<string, unknown>[] {
  const names = [...new Set(textsOfKey.flatMap((text) => [...text.matchAll(/{{(.+?)}}/g)].map((m) => m[1]!.trim())))];
  let sets: Record<string, unknown>[] = [{}];
  for (const name of names) {
    const choices: unknown[] = name === "count" ? [...COUNTS, "7"] : name === "status" ? STATUSES : name === "issue" ? ISSUES : name === "reason" ? SKIP_REASONS : name === "level" ? FALCON_LEVELS : [word(name), 42];
    sets = sets.flatMap((set) => choices.map((choice) => ({ ...set, [name]: choice })));
  }
  // Without values too, and with only a count (a placeholder without a value stays as written).
  return [...sets, {}, { count: 2 }];
}

describe("the components' translator gives what i18next gives", () => {
  it.each(LANGUAGES)("for every key of every namespace in %s, with representative values", (lng) => {
    let compared = 0;
    for (const ns of namespaces) {
      const t = ours(lng, [ns]);
      const expected = theirs(lng, [ns]);
      const byKey = new Map<string, string[]>();
      for (const [key, text] of texts(resources[lng]![ns])) {
        const base = key.replace(PLURAL, "");
        byKey.set(base, [...(byKey.get(base) ?? []), text]);
      }
      for (const [key, textsOfKey] of byKey) {
        for (const values of valueSets(textsOfKey)) {
          expect(t(key, values), `${lng}/${ns}:${key} ${JSON.stringify(values)}`).toBe(expected(key, values));
          // And written with its namespace, as server messages are ("cart:errors.minimum").
          expect(ours(lng, ["common"])(`${ns}:${key}`, values)).toBe(expected(`${ns}:${key}`, values));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe("the translator's edge cases, each as i18next has them", () => {
  const cases: [string, readonly string[], string, TranslateValues?][] = [
    ["a missing key gives the key", ["catalogue"], "no.such.key"],
    ["a missing key in a named namespace gives the key without it", ["common"], "cart:no.such.key"],
    ["an unknown namespace gives the key", ["common"], "nope:key"],
    ["a colon in a text that is not a namespace", ["common"], "https://example.test"],
    ["a sentence with a colon is not split", ["common"], "Note: a sentence"],
    ["a missing key is interpolated", ["common"], "missing {{name}}", { name: "Ana" }],
    ["the namespaces in order: the first that has the key", ["checkout", "cart"], "errors.quantityRequired"],
    ["the namespaces in order: the later one when the first lacks it", ["salesman", "common"], "shell.skipToContent"],
    ["a value that is an empty string", ["orders"], "cancel.errors.wrongState", { status: "" }],
    ["a value that is explicitly undefined", ["checkout"], "errors.line", { product: undefined, issue: "offMarket" }],
    ["a value that is null", ["checkout"], "errors.line", { product: null, issue: "offMarket" }],
    ["a value that brings its own $t(…) is not translated", ["checkout"], "errors.line", { product: "$t(orders:status.shipped)", issue: "offMarket" }],
    ["a nesting to a missing status", ["orders"], "cancel.errors.wrongState", { status: "lost" }],
    ["a count given as a string is not a plural", ["cart"], "errors.belowMinimum", { count: "3", minimum: 3 }],
  ];
  it.each(cases)("%s", (_name, ns, key, values) => {
    for (const lng of LANGUAGES) {
      expect(ours(lng, ns)(key, values)).toBe(theirs(lng, ns, browser)(key, values));
    }
  });

  it("nests, plurals and keeps placeholders in texts of its own", () => {
    const bundles: Record<string, Bundle> = {
      common: {
        items_one: "{{count}} item",
        items_other: "{{count}} items",
        items_zero: "no items",
        only: "just {{count}}",
        twice: "$t(common:items) and $t(common:only)",
        self: "me: $t(common:self)",
        ping: "ping $t(common:pong)",
        pong: "pong $t(common:ping)",
        shortThenMore: "$t(common:short) $t(common:short)",
        short: "x",
        dotted: { deep: { er: "deep {{a}} {{a}} {{b}}" } },
      },
    };
    const mine = translator("en", ["common"], (ns) => bundles[ns]);
    const reference = i18next.createInstance();
    void reference.init({ ...i18nOptions, lng: "en", fallbackLng: false, resources: { en: bundles }, initImmediate: false });
    const t = reference.getFixedT("en", "common");
    const check = (key: string, values?: Record<string, unknown>) => expect(mine(key, values)).toBe(values === undefined ? t(key) : t(key, values));
    for (const count of [0, 1, 2]) check("items", { count });
    check("only", { count: 0 });
    check("twice", { count: 1 });
    check("self");
    check("ping");
    check("shortThenMore");
    check("dotted.deep.er", { a: "A" });
    check("dotted.deep.er", { a: "$1", b: 0 });
    expect(mine("items", { count: 0 })).toBe("no items");
    // Where i18next gives a sentence about its options, the key shows, as for a missing one.
    expect(mine("dotted.deep")).toBe("dotted.deep");
  });
});
