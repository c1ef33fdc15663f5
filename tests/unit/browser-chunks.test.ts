import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * The browser build's groups (app/chunks/*.ts, decision 0104): a module of a group is imported
 * through the group everywhere outside it, so that every page needing one of them reaches them all
 * and they stay one file; inside a group the modules import each other directly, never their own
 * group (a circle). After a build, `node scripts/first-load-js.mjs` checks the files themselves.
 */
const ROOT = path.resolve(import.meta.dirname, "../../app");

function appFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return appFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** The module id ("domain/money") of a file, or of what an import names from that file. */
const moduleOf = (file: string) => path.relative(ROOT, file).replace(/\.(ts|tsx)$/, "");
const resolve = (from: string, specifier: string): string | null =>
  specifier.startsWith("~/") ? specifier.slice(2) : specifier.startsWith(".") ? path.normalize(path.join(path.dirname(moduleOf(from)), specifier)) : null;

/** Run-time imports only: a type-only import leaves nothing in the build. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)";/gms)) {
    const [, what, from] = match;
    if (/^\{[^}]*\}$/s.test(what!.trim()) && what!.replace(/[{}\s]/g, "").split(",").every((name) => name.startsWith("type"))) continue;
    const target = resolve(file, from!);
    if (target) found.push(target);
  }
  return found;
}

const groups = new Map(
  fs
    .readdirSync(path.join(ROOT, "chunks"))
    .map((name) => [`chunks/${name.replace(/\.ts$/, "")}`, new Set([...fs.readFileSync(path.join(ROOT, "chunks", name), "utf8").matchAll(/^export (?:\*|\{[^}]*\}) from "~\/([^"]+)";/gm)].map((match) => match[1]!))] as const),
);

/** The modules the browser build may load: what the entry, the root and the route modules import at run time, `*.server` modules left out. */
function browserModules(): Set<string> {
  const files = new Map(appFiles(ROOT).map((file) => [moduleOf(file), file]));
  const starts = [...files.keys()].filter((id) => id === "entry.client" || id === "root" || /^routes\/[^/]+(\/route)?$/.test(id));
  const seen = new Set<string>();
  const visit = (id: string) => {
    const file = files.get(id) ?? files.get(`${id}/index`);
    if (!file || seen.has(id) || /\.server$/.test(id)) return;
    seen.add(id);
    for (const target of runtimeImports(file)) visit(target);
  };
  for (const id of starts) visit(id);
  return seen;
}

it("the groups' modules are imported through their group outside it, and never their own group inside it", () => {
  const memberOf = new Map<string, string>();
  for (const [group, members] of groups) for (const member of members) if (member !== "i18n/react") memberOf.set(member, group);
  const wrong: string[] = [];
  const browser = browserModules();
  expect(browser.size).toBeGreaterThan(150);
  for (const file of appFiles(ROOT)) {
    // Only what the browser build may load matters (server code may import a group's modules directly).
    if (!browser.has(moduleOf(file)) || file.startsWith(path.join(ROOT, "chunks"))) continue;
    const own = memberOf.get(moduleOf(file));
    for (const target of runtimeImports(file)) {
      const group = memberOf.get(target);
      if (group && group !== own) wrong.push(`${moduleOf(file)} imports ${target}: import it from ~/${group}`);
      if (own && target === own) wrong.push(`${moduleOf(file)} imports its own group ~/${own}`);
    }
  }
  expect(groups.size).toBeGreaterThanOrEqual(5);
  expect(wrong).toEqual([]);
});

it("only the root imports the stylesheet: the groups' modules are loaded under Node by the command-line tools (seed, images), which cannot load a .css", () => {
  const importers = appFiles(ROOT).filter((file) => /^import\s[^;]*\sfrom\s+"[^"]+\.css";/m.test(fs.readFileSync(file, "utf8")));
  expect(importers.map(moduleOf)).toEqual(["root"]);
});
