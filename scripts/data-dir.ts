import fs from "node:fs";
import path from "node:path";

/** A problem the user can fix; printed without a stack trace (with the usage text when it is about the arguments). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = true,
  ) {
    super(message);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite does not lock its folder: refuse while the server (or another command) has it, and hold
 * it ourselves meanwhile. Returns the function that releases it.
 */
export function claimDataDir(dataDir: string, doing: string): () => void {
  const file = path.join(dataDir, "server.pid");
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
      throw new UsageError(`The shop server (pid ${pid}) is using ${dataDir}. Stop it before ${doing}, or set DATA_DIR to another folder.`, false);
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file);
  };
}
