// Bundles server/index.ts (the HTTP server and start-up) into build/server.js; node_modules stay external.
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await esbuild.build({
  entryPoints: [path.join(root, "server/index.ts")],
  outfile: path.join(root, "build/server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "~": path.join(root, "app") },
  logLevel: "warning",
});
