import crypto from "node:crypto";
import { sessionSecrets } from "./secrets.server";

/**
 * What a job must carry but the database must not hold readable (a reset link, a sign-in code, a
 * registration's password hash): AES-256-GCM under a key derived from the session secret, which
 * lives in the environment or in DATA_DIR, never in the database (decision 0078). A database
 * backup holds only the ciphertext, and only until the job has finished.
 */
const VERSION = "v1";

let cachedKey: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = sessionSecrets()[0]!;
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(crypto.hkdfSync("sha256", secret, "wholesale-shop", "sealed job data", 32)) };
  }
  return cachedKey.key;
}

export function seal(value: unknown): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The sealed value; throws when it was sealed under another secret or altered. */
export function unseal<T>(text: string): T {
  const [version, iv, tag, body] = text.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not a sealed value");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as T;
}
