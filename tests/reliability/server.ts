import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * The shop as a user meets it: the production build (build/server.js) in a process of its own,
 * on a fresh embedded PGlite folder or a fresh PostgreSQL database, with the small demo catalogue.
 * The process can be killed (SIGKILL) and started again on the same data.
 */
export type Engine = "pglite" | "postgres";

export const TEST_CODE = "RELY4242";
const ROOT = path.resolve(import.meta.dirname, "../..");

export type ShopServer = {
  engine: Engine;
  url: string;
  /** Starts the process (again) on the same data and waits until /healthz answers. */
  start(): Promise<void>;
  /** Kills the process with the signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the process and removes the data. */
  dispose(): Promise<void>;
  /** The server's output so far (for a failure report). */
  output(): string;
  /** Where its data lives: the PGlite folder, or the PostgreSQL database. */
  database: { dataDir: string } | { url: string };
  /** Its DATA_DIR: the local storage is `files/` in it (pictures under media/, packages under packages/). */
  dataDir: string;
};

export type ServerOptions = { engine: Engine; port: number; products?: number; adminUrl?: string; smtpPort?: number; name?: string };

function adminConnection(url: string) {
  return new pg.Client({ connectionString: url });
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = adminConnection(adminUrl);
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string) {
  const client = adminConnection(adminUrl);
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

export async function createShopServer({ engine, port, products = 200, adminUrl = "postgres://postgres@127.0.0.1:5432/test", smtpPort, name = `reliability_${process.pid}_${port}` }: ServerOptions): Promise<ShopServer> {
  const dataDir = path.join(ROOT, "tests/.cache", name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseUrl = engine === "postgres" ? await createDatabase(adminUrl, name) : undefined;
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let log = "";

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Test mode: the production build with the test switches allowed (decision 0076).
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: "true",
    DEMO_PRODUCTS: String(products),
    SESSION_SECRET: "reliability-secret-reliability-secret-0001",
    VERIFICATION_TEST_CODE: TEST_CODE,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  delete env.SMTP_URL;
  delete env.BRAND_HOSTS;
  if (smtpPort) env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;

  const server: ShopServer = {
    engine,
    url,
    async start() {
      child = spawn(process.execPath, ["build/server.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
      await waitForHealth(url, child, 180_000);
    },
    async stop(signal = "SIGTERM") {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill(signal);
      await exited;
    },
    async dispose() {
      await server.stop();
      if (databaseUrl) await dropDatabase(adminUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => log,
    database: databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "pglite") },
    dataDir,
  };
  return server;
}
