// Bundles the HTTP server and start-up (server/index.ts) into build/server-main.js and its entry
// (server/start.ts) into build/server.js; node_modules stay external. The entry is a file of its own
// so that it sets NODE_ENV before the bundle's imports load React and Express (decision 0076).
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const common = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", sourcemap: true, logLevel: "warning" };

await esbuild.build({
  ...common,
  entryPoints: [path.join(root, "server/index.ts")],
  outfile: path.join(root, "build/server-main.js"),
  alias: { "~": path.join(root, "app") },
});

await esbuild.build({
  ...common,
  entryPoints: [path.join(root, "server/start.ts")],
  outfile: path.join(root, "build/server.js"),
  plugins: [
    {
      name: "server-main",
      setup(build) {
        // start.ts imports ./index (server/index.ts under tsx): in the build, the bundle beside it.
        build.onResolve({ filter: /^\.\/index$/ }, () => ({ path: "./server-main.js", external: true }));
      },
    },
  ],
});
