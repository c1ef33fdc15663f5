/**
 * The frame of the maintenance commands (accounts, stock, images, orders): parse the environment, open the
 * database the shop uses (DATABASE_URL, else the embedded one in DATA_DIR, claimed so the server
 * cannot use it at the same time), run the command, close, and turn the result into an exit code.
 */
import path from "node:path";
import { z } from "zod";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { EXIT, type Output } from "./cli";
import { UsageError, claimDataDir } from "./data-dir";

const environment = z.object({
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL").optional(),
  DATA_DIR: z.string().min(1).default("./data"),
});

const io: Output = { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) };

type Command = (argv: string[], io: Output) => number | Promise<number>;

async function main(command: Command): Promise<number> {
  const env = environment.safeParse(process.env);
  if (!env.success) throw new UsageError(env.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"), false);
  const argv = process.argv.slice(2);
  // Help and a missing command need no database.
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) return command(argv, io);
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
    return await command(argv, io);
  } finally {
    setDatabase(undefined);
    await handle?.close();
    release();
  }
}

export function runDatabaseCommand(command: Command): void {
  main(command).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      io.err(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = EXIT.failed;
    },
  );
}
