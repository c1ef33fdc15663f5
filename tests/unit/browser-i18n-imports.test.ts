import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * i18next stays on the server (decision 0102): a module the browser build may include imports
 * nothing of i18next, react-i18next or remix-i18next at run time (a type is fine: it leaves
 * nothing). The browser build is left out of `*.server.*` modules, entry.server and tests. After a
 * build, `node scripts/first-load-js.mjs` checks the output itself.
 */
const ROOT = path.resolve(import.meta.dirname, "../../app");
const I18NEXT = /^(i18next|react-i18next|remix-i18next)(\/.*)?$/;

function browserFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return browserFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.server\.|\.test\./.test(entry.name) || full === path.join(ROOT, "entry.server.tsx")) return [];
    return [full];
  });
}

function i18nextImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)";|^import\s+"([^"]+)";/gms)) {
    const [, what, from, bare] = match;
    const source = from ?? bare!;
    if (!I18NEXT.test(source)) continue;
    if (what && /^\{[^}]*\}$/s.test(what.trim()) && what.replace(/[{}\s]/g, "").split(",").every((name) => name.startsWith("type"))) continue;
    found.push(`${path.relative(ROOT, file)}: ${source}`);
  }
  return found;
}

it("no module the browser may load imports i18next", () => {
  const files = browserFiles(ROOT);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap(i18nextImports)).toEqual([]);
});

it("the check sees a run-time import, and lets a type-only one pass", () => {
  const folder = fs.mkdtempSync(path.join(import.meta.dirname, ".tmp-"));
  try {
    const file = path.join(folder, "x.tsx");
    fs.writeFileSync(file, 'import type { TFunction } from "i18next";\nimport { type i18n } from "i18next";\nimport { useTranslation } from "react-i18next";\nimport "i18next";\n');
    expect(i18nextImports(file).map((line) => line.split(": ")[1])).toEqual(["react-i18next", "i18next"]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
