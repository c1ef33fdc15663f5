import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";

const LOCALES = path.resolve(import.meta.dirname, "../../locales");
const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (typeof value === "string") {
    out.set(prefix, value);
  } else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, `<<not a string: ${JSON.stringify(value)}>>`);
  }
  return out;
}

function read(lng: string, ns: string): Flat {
  return flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8")), "", new Map());
}

const pluralBase = (key: string) => {
  const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : key;
};

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** The plural categories a language needs for counts (Intl.PluralRules). */
function pluralCategories(lng: string): string[] {
  const tag = lng === "zh-cn" ? "zh-CN" : lng;
  return new Intl.PluralRules(tag).resolvedOptions().pluralCategories.filter((c) => c !== "zero" || lng === "ar");
}

const namespaces = fs
  .readdirSync(path.join(LOCALES, "en"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -5));

describe("locale files", () => {
  it("are named in lowercase letters only, the names the browser's translation files are served under (server/app.ts)", () => {
    expect(namespaces.filter((ns) => !/^[a-z]+$/.test(ns))).toEqual([]);
  });

  it("exist for every language and namespace", () => {
    for (const lng of LANGUAGES) {
      for (const ns of namespaces) expect(fs.existsSync(path.join(LOCALES, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
    }
  });

  for (const ns of namespaces) {
    const en = read("en", ns);
    const enBases = new Set([...en.keys()].map(pluralBase));

    for (const lng of LANGUAGES) {
      describe(`${lng}/${ns}.json`, () => {
        const messages = fs.existsSync(path.join(LOCALES, lng, `${ns}.json`)) ? read(lng, ns) : new Map<string, string>();

        it("has every key English has, and no others", () => {
          const bases = new Set([...messages.keys()].map(pluralBase));
          expect([...enBases].filter((key) => !bases.has(key)), "missing").toEqual([]);
          expect([...bases].filter((key) => !enBases.has(key)), "unknown").toEqual([]);
        });

        it("has the plural forms the language needs", () => {
          const pluralKeys = [...enBases].filter((base) => !en.has(base));
          for (const base of pluralKeys) {
            for (const category of pluralCategories(lng)) {
              expect(messages.has(`${base}_${category}`), `${base}_${category}`).toBe(true);
            }
          }
        });

        it("has no empty text and keeps every {{variable}}", () => {
          for (const [key, text] of messages) {
            expect(text.trim(), key).not.toBe("");
            expect(text, key).not.toContain("<<not a string");
            const reference = en.get(key) ?? en.get(`${pluralBase(key)}_other`) ?? "";
            expect(variables(text), key).toEqual(variables(reference));
          }
        });
      });
    }
  }
});
