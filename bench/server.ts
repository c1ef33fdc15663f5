import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, SECRET } from "./environment";

export type BenchServer = { url: string; /** The server process's id (its RSS is in /proc/<pid>/status). */ pid: number; stop(): Promise<void>; output(): string };

/**
 * The production build (build/server.js, NODE_ENV=production) on the engine's data, once /healthz
 * answers. With `memoryFile`, bench/memory-probe.mjs writes the process's memory there every second.
 */
export async function startServer({ port, dataDir, databaseUrl, memoryFile }: { port: number; dataDir: string; databaseUrl?: string; memoryFile?: string }): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    NODE_ENV: "production",
    SESSION_SECRET: SECRET,
    // Each answer says how many statements its request sent (the queries section reads it).
    QUERY_COUNT_HEADER: "true",
    // A production shop on a shared database names its hosts (decision 0079); here, this machine's.
    BRAND_HOSTS: "localhost=aigostar,nobleza.localhost=nobleza,ubathlife.localhost=ubathlife,lumora.localhost=lumora,mx.localhost=aigostar-mx",
  };
  delete env.DATABASE_URL;
  delete env.VERIFICATION_TEST_CODE;
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  delete env.BENCH_MEMORY_FILE;
  if (memoryFile) env.BENCH_MEMORY_FILE = memoryFile;
  const probe = memoryFile ? ["--import", pathToFileURL(path.join(ROOT, "bench", "memory-probe.mjs")).href] : [];
  const child: ChildProcess = spawn(process.execPath, [...probe, "build/server.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const keep = (chunk: Buffer) => (log = `${log}${chunk.toString()}`.slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid!, stop, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer /healthz within 3 minutes:\n${log}`);
}
