import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * i18next stays on the server (decision 0102), and so does Conform (decision 0104): a module the
 * browser build may include imports nothing of i18next, react-i18next, remix-i18next or
 * @conform-to at run time (a type is fine: it leaves nothing). The browser build is left out of
 * `*.server.*` modules, entry.server and tests. After a build, `node scripts/first-load-js.mjs`
 * checks the output itself.
 */
const ROOT = path.resolve(import.meta.dirname, "../../app");
const I18NEXT = /^(i18next|react-i18next|remix-i18next)(\/.*)?$/;
const CONFORM = /^@conform-to\//;

function browserFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return browserFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.server\.|\.test\./.test(entry.name) || full === path.join(ROOT, "entry.server.tsx")) return [];
    return [full];
  });
}

function serverOnlyImports(file: string, packages: RegExp = I18NEXT): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)";|^import\s+"([^"]+)";/gms)) {
    const [, what, from, bare] = match;
    const source = from ?? bare!;
    if (!packages.test(source)) continue;
    if (what && /^\{[^}]*\}$/s.test(what.trim()) && what.replace(/[{}\s]/g, "").split(",").every((name) => name.startsWith("type"))) continue;
    found.push(`${path.relative(ROOT, file)}: ${source}`);
  }
  return found;
}

it("no module the browser may load imports i18next", () => {
  const files = browserFiles(ROOT);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((file) => serverOnlyImports(file))).toEqual([]);
});

it("no module the browser may load imports Conform: forms read the server's reply with useServerForm", () => {
  const files = browserFiles(ROOT);
  expect(files.flatMap((file) => serverOnlyImports(file, CONFORM))).toEqual([]);
});

it("the check sees a run-time import, and lets a type-only one pass", () => {
  const folder = fs.mkdtempSync(path.join(import.meta.dirname, ".tmp-"));
  try {
    const file = path.join(folder, "x.tsx");
    fs.writeFileSync(file, 'import type { TFunction } from "i18next";\nimport { type i18n } from "i18next";\nimport { useTranslation } from "react-i18next";\nimport "i18next";\n');
    expect(serverOnlyImports(file).map((line) => line.split(": ")[1])).toEqual(["react-i18next", "i18next"]);
    fs.writeFileSync(file, 'import type { SubmissionResult } from "@conform-to/react";\nimport { parseWithZod } from "@conform-to/zod/v4";\n');
    expect(serverOnlyImports(file, CONFORM).map((line) => line.split(": ")[1])).toEqual(["@conform-to/zod/v4"]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
