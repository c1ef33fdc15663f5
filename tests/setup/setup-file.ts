import { afterAll, beforeAll } from "vitest";
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
