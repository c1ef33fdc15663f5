import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * No import circle among the services (issue 14): a circle means two modules that cannot be read,
 * tested or moved one without the other (auth.server.ts and locale.server.ts were one). Type-only
 * imports do not count: they leave nothing at run time.
 */
const ROOT = path.resolve(import.meta.dirname, "../../app");
const SERVICES = path.join(ROOT, "services");

function serviceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serviceFiles(full);
    return /\.server\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)";/gms)) {
    const [, what, from] = match;
    // `import { type A, type B } from` leaves nothing at run time either.
    if (/^\{[^}]*\}$/s.test(what!.trim()) && what!.replace(/[{}\s]/g, "").split(",").every((name) => name.startsWith("type"))) continue;
    const target = from!.startsWith("~/") ? path.join(ROOT, from!.slice(2)) : from!.startsWith(".") ? path.resolve(path.dirname(file), from!) : null;
    if (target && fs.existsSync(`${target}.ts`)) found.push(`${target}.ts`);
  }
  return found;
}

it("the services import one another without a circle", () => {
  const files = serviceFiles(SERVICES);
  const graph = new Map(files.map((file) => [file, runtimeImports(file).filter((target) => target.startsWith(SERVICES))]));
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      circles.push([...trail.slice(trail.indexOf(file)), file].map((entry) => path.relative(SERVICES, entry)).join(" → "));
      return;
    }
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, "done");
  };
  for (const file of files) visit(file, []);
  expect(circles).toEqual([]);
});
