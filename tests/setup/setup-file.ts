import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { type DatabaseHandle, setDatabase } from "~/db/client.server";
import { openTestDatabase } from "./database";

// Each test file gets its own copy of the seeded template database.
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  handle = await openTestDatabase();
  setDatabase(handle);
});

afterAll(async () => {
  setDatabase(undefined);
  await handle?.close();
});

// console.error during a test fails it (STYLE.md): it means something broke that nobody asserted on.
const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called during the test:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
