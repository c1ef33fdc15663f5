import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";

/**
 * The demo has a dozen accounts and many specs: where two specs change the cart of one account
 * (tick, untick, order it), each holds the account for its test and the other waits. A lock is a
 * folder (made atomically); global-setup.ts clears what a killed run left.
 */
export const LOCKS_DIR = path.resolve("tests/.cache", `e2e-locks-${process.env.E2E_PORT ?? 3100}`);

const held = new Set<string>();

/** Holds an account's cart for this test; the test's time grows by the wait. Release with releaseAccounts (afterEach). */
export async function holdAccount(email: string): Promise<void> {
  fs.mkdirSync(LOCKS_DIR, { recursive: true });
  const lock = path.join(LOCKS_DIR, email);
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      held.add(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (Date.now() - started > 180_000) throw new Error(`${email} was held by another spec for 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const waited = Date.now() - started;
  if (waited > 0) test.info().setTimeout(test.info().timeout + waited);
}

export function releaseAccounts(): void {
  for (const lock of held) fs.rmSync(lock, { recursive: true, force: true });
  held.clear();
}
