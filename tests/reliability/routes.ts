import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type ShopRoute = { id: string; path: string; hasAction: boolean; hasLoader: boolean; params: string[] };

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean; hasLoader: boolean };

/** Every route of the production build, with its full path (`/account/addresses/:id/edit`). */
export function shopRoutes(): ShopRoute[] {
  const folder = path.join(ROOT, "public/build");
  const file = fs.readdirSync(folder).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no build manifest: run `npm run build` first");
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  const manifest = JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as { routes: Record<string, ManifestRoute> };
  const routes = manifest.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const full = fullPath(route.id) || "/";
      return { id: route.id, path: full, hasAction: route.hasAction, hasLoader: route.hasLoader, params: [...full.matchAll(/:(\w+)/g)].map((match) => match[1]!) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
