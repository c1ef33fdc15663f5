import { startMailSink } from "./mail-sink";

/** Starts the SMTP sink the shop server sends its mail to; stopped when the run ends. */
export default async function globalSetup() {
  const server = await startMailSink();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
