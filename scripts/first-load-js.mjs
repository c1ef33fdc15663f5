// `node scripts/first-load-js.mjs [public/build]` after `npm run build`: the JavaScript a first visit
// of each page type loads, from the build's manifest — the entry and its imports, the root route and
// the page's route modules (the page's own and its parent layouts') with their imports — each file
// gzipped at level 9, as the browser gets it from a compressing server (the route manifest itself,
// ≈ 3 KB, is not counted), and how many files (module requests) that is.
//
// Fails (exit 1) when a page type is over 100 KB or 10 files (issue 15), when what every page
// loads is more than 4 files (the framework's file with the shell, the entry, the root and esbuild's
// helpers: a browser module that does not reach app/chunks/shell.ts splits the shell off, decision
// 0104), or when a browser file holds i18next (the components translate with
// app/i18n/translator.ts, decision 0102) or Conform (forms read the server's reply with
// useServerForm, decision 0104).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET = 100 * 1024;
const MAX_FILES = 10;
const MAX_BASE_FILES = 4;
const PAGES = {
  home: "routes/_index",
  list: "routes/aigoStarProductList",
  search: "routes/searchResult",
  detail: "routes/commodityDetail",
  cart: "routes/cart",
  login: "routes/login",
  downloads: "routes/downloadCenter",
  checkout: "routes/order.orderConfirm",
  orders: "routes/order.myOrder",
  history: "routes/account.history",
  address: "routes/account.addresses.$id_.edit",
  combos: "routes/order.BatchOrderCompose",
  combo: "routes/order.BatchOrderDetailCompose",
  ranking: "routes/TojRanking",
};
// Strings only i18next's or react-i18next's code holds (their warnings and option names), and
// Conform's (the names of its intent and state fields).
const SERVER_ONLY = {
  i18next: ["i18next", "returnedObjectHandler", "bindI18n"],
  Conform: ["__intent__", "__state__"],
};

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
/** A page's route modules: its own and its parent layouts' up to the root (which is in the base). */
const pageFiles = (id) => {
  const files = [];
  for (let route = manifest.routes[id]; route && route.id !== "root"; route = manifest.routes[route.parentId]) files.push(...routeFiles(route.id));
  return files;
};
const base = [manifest.entry.module, ...manifest.entry.imports, ...routeFiles("root")];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const failures = [];
const weigh = (name, files, maxFiles) => {
  const unique = [...new Set(files)];
  const total = unique.reduce((sum, file) => sum + gzipped(file), 0);
  const problems = [total > BUDGET ? "over 100 KB" : null, unique.length > maxFiles ? `over ${maxFiles} files` : null].filter(Boolean);
  if (problems.length > 0) failures.push(`${name}: ${problems.join(", ")}`);
  console.log(`${name.padEnd(9)} ${kb(total).padStart(9)} gzip in ${String(unique.length).padStart(2)} files${problems.length > 0 ? `  ${problems.join(", ")}` : ""}`);
};
weigh("any page", base, MAX_BASE_FILES);
for (const [name, id] of Object.entries(PAGES)) weigh(name, [...base, ...pageFiles(id)], MAX_FILES);

const scripts = fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith(".js"));
for (const [library, markers] of Object.entries(SERVER_ONLY)) {
  const carrying = scripts.filter((file) => {
    const text = fs.readFileSync(path.join(dir, String(file)), "utf8");
    return markers.some((marker) => text.includes(marker));
  });
  if (carrying.length > 0) failures.push(`${library} in the browser build: ${carrying.join(", ")}`);
}
if (failures.length > 0) {
  console.error(`\nFirst-load JavaScript over its budget (issue 15; decision 0104):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
