import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";

let cached: string[] | undefined;

/**
 * The secret that signs cookies: SESSION_SECRET, or for the embedded default a random secret
 * generated on first start and kept in DATA_DIR so that sessions survive restarts.
 */
export function sessionSecrets(): string[] {
  if (cached) return cached;
  const { SESSION_SECRET, dataDir } = env();
  if (SESSION_SECRET) return (cached = [SESSION_SECRET]);
  const file = path.join(dataDir, "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process created it first; use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return (cached = [fs.readFileSync(file, "utf8").trim()]);
}
