// `npm run build`: the production build of the app (remix build, into build/index.js and public/build)
// and of the server (build/server.js). remix build builds for whatever NODE_ENV it finds (a test or
// development build under those values), so it runs here with NODE_ENV=production: `npm start`
// always serves a production build, whatever the shell or a test configuration says (decision 0076).
// `npm run dev` builds for development by itself.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const remix = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
const built = spawnSync(process.execPath, [remix, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
if (built.status !== 0) process.exit(built.status ?? 1);
await import("./build-server.mjs");
