// `node scripts/first-load-js.mjs [public/build]` after `npm run build`: the JavaScript a first visit
// of each page type loads, from the build's manifest — the entry and its imports, the root route and
// the page's route module with their imports — each file gzipped at level 9, as the browser gets it
// from a compressing server (the route manifest itself, ≈ 3 KB, is not counted). Also fails when a
// browser file holds i18next: the components translate with app/i18n/translator.ts (decision 0102).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET = 100 * 1024;
const PAGES = {
  home: "routes/_index",
  list: "routes/aigoStarProductList",
  search: "routes/searchResult",
  detail: "routes/commodityDetail",
  cart: "routes/cart",
  login: "routes/login",
};
// Strings only i18next's or react-i18next's code holds (their warnings and option names).
const I18NEXT_MARKERS = ["i18next", "returnedObjectHandler", "bindI18n"];

const dir = process.argv[2] ?? "public/build";
const publicDir = path.dirname(dir);
const manifestFile = fs.readdirSync(dir).find((file) => file.startsWith("manifest-") && file.endsWith(".js"));
if (!manifestFile) throw new Error(`no manifest-*.js in ${dir}: run npm run build first`);
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(dir, manifestFile), "utf8")
    .replace(/^window.__remixManifest=/, "")
    .replace(/;$/, ""),
);

const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length);
  return sizes.get(file);
};
const routeFiles = (id) => {
  const route = manifest.routes[id];
  if (!route) throw new Error(`no route ${id} in the manifest`);
  return [route.module, ...(route.imports ?? [])];
};
const base = [manifest.entry.module, ...manifest.entry.imports, ...routeFiles("root")];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let over = 0;
const weigh = (name, files) => {
  const unique = [...new Set(files)];
  const total = unique.reduce((sum, file) => sum + gzipped(file), 0);
  if (total > BUDGET) over += 1;
  console.log(`${name.padEnd(8)} ${kb(total).padStart(9)} gzip in ${String(unique.length).padStart(2)} files${total > BUDGET ? "  over 100 KB" : ""}`);
};
weigh("any page", base);
for (const [name, id] of Object.entries(PAGES)) weigh(name, [...base, ...routeFiles(id)]);

const scripts = fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith(".js"));
const carrying = scripts.filter((file) => {
  const text = fs.readFileSync(path.join(dir, String(file)), "utf8");
  return I18NEXT_MARKERS.some((marker) => text.includes(marker));
});
if (carrying.length > 0) {
  console.error(`i18next in the browser build: ${carrying.join(", ")}`);
  process.exit(1);
}
if (over > 0) console.log(`${over} page type(s) over the 100 KB budget (issue 15)`);
