import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, setDatabase } from "~/db/client.server";
import { catchMail } from "~tests/support/mail";
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

// Mail leaves through a job; the tests catch it instead of an SMTP server (tests/support/mail.ts).
catchMail();
