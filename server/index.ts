import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type ServerBuild, broadcastDevReady, installGlobals } from "@remix-run/node";
import type { RequestHandler } from "express";
import { env } from "~/env.server";
import { fromRoot } from "~/paths.server";
import { startJobWorker } from "~/services/platform/job-worker.server";
import { createRequestContext } from "~/services/platform/request-context.server";
import { storage } from "~/services/platform/storage.server";
import { createApp } from "./app";
import { boot, releaseDataDir } from "./boot";
import { answerUnroutedRequests } from "./unrouted-requests";

installGlobals({ nativeFetch: true });

const log = (line: string) => process.stdout.write(`${line}\n`);
const config = env();
const BUILD_PATH = fromRoot("build", "index.js");

async function importBuild(): Promise<ServerBuild> {
  const stat = fs.statSync(BUILD_PATH);
  // A query string makes Node load a fresh copy after each rebuild in development.
  return (await import(`${url.pathToFileURL(BUILD_PATH).href}?t=${stat.mtimeMs}`)) as ServerBuild;
}

function remixHandler(build: ServerBuild, development: boolean): RequestHandler {
  return createRequestHandler({
    build,
    mode: build.mode,
    getLoadContext: (request, response) =>
      createRequestContext({
        host: request.hostname,
        url: request.originalUrl,
        cspNonce: String(response.locals.cspNonce),
        clientIp: request.ip,
        brandHosts: config.BRAND_HOSTS,
        allowBrandParam: development,
        bodyTooLarge: response.locals.bodyTooLarge === true,
        bodyHead: response.locals.bodyHead instanceof Uint8Array ? response.locals.bodyHead : undefined,
      }),
  });
}

async function main() {
  let build = await importBuild();
  // A development build (remix dev) gets live reload and ?brand=; `npm start` serves a production build.
  const development = build.mode === "development";
  if (development && !process.env.REMIX_DEV_ORIGIN) {
    throw new Error("build/ holds a development build (left by `npm run dev`), which only `npm run dev` can serve: run `npm start` (or `npm run build` before `npm run serve`) for the production build.");
  }
  const database = await boot(config, log);
  let handler = remixHandler(build, development);

  if (development) {
    const chokidar = await import("chokidar");
    chokidar.watch(fromRoot("build", "version.txt"), { ignoreInitial: true }).on("all", async () => {
      build = await importBuild();
      handler = remixHandler(build, development);
      await broadcastDevReady(build);
    });
  }

  const app = createApp({
    env: config,
    development,
    storage: storage(),
    handler: (req, res, next) => handler(req, res, next),
    countQueries: config.QUERY_COUNT_HEADER,
  });
  // Mail and other background work (decision 0078), worked by this server itself.
  const worker = startJobWorker({ log });
  const server = app.listen(config.PORT, config.HOST ?? "0.0.0.0", () => {
    log(`Shop ready on http://localhost:${config.PORT} (${config.NODE_ENV} mode, ${database.kind === "pglite" ? `embedded PGlite in ${path.join(config.dataDir, "pglite")}` : "PostgreSQL"})`);
    if (development) void broadcastDevReady(build);
  });
  answerUnroutedRequests(server, config);
  // An idle kept-alive connection is closed by the client or the proxy in front, not by us first:
  // Node's 5 s let a client reuse a socket at the moment the server closed it (ECONNRESET on a
  // request that never arrived). Proxies keep idle connections up to 60 s.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down …`);
    server.close();
    server.closeAllConnections();
    void worker
      .stop()
      .then(() => database.close())
      .finally(() => {
        if (!config.DATABASE_URL) releaseDataDir(config);
        process.exit(0);
      });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  if (!config.DATABASE_URL) releaseDataDir(config);
  process.exit(1);
});
