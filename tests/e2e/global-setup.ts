import fs from "node:fs";
import { LOCKS_DIR } from "./account-locks";
import { startMailSink } from "./mail-sink";

/** Starts the SMTP sink the shop server sends its mail to; stopped when the run ends. */
export default async function globalSetup() {
  fs.rmSync(LOCKS_DIR, { recursive: true, force: true });
  const server = await startMailSink();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
