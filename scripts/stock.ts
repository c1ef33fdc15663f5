/**
 * Stock from the command line, until the warehouse import exists:
 *   npm run stock -- restock <barcode> <quantity>
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
 * which the shop server must not be using at the same time.
 */
import path from "node:path";
import { z } from "zod";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { EXIT } from "./accounts-cli";
import { runStockCommand } from "./stock-cli";
import { UsageError, claimDataDir } from "./data-dir";

const environment = z.object({
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL").optional(),
  DATA_DIR: z.string().min(1).default("./data"),
});

const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };

async function main(): Promise<number> {
  const env = environment.safeParse(process.env);
  if (!env.success) throw new UsageError(env.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"), false);
  const argv = process.argv.slice(2);
  // Help and a missing command need no database.
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) return runStockCommand(argv, io);
  let release = () => {};
  let handle: DatabaseHandle | undefined;
  try {
    if (env.data.DATABASE_URL) {
      handle = await openDatabase({ url: env.data.DATABASE_URL, poolSize: 2 });
    } else {
      const dataDir = path.resolve(env.data.DATA_DIR);
      release = claimDataDir(dataDir, "using this command");
      handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    }
    await handle.migrate();
    setDatabase(handle);
    return await runStockCommand(argv, io);
  } finally {
    setDatabase(undefined);
    await handle?.close();
    release();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    io.err(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = EXIT.failed;
  },
);
