import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl } from "~/components/catalogue/media";
import { db, queryRows } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { openStorage } from "~/services/platform/storage.server";
import { type Answer, listen, send } from "~tests/support/http-get";
import { type TestS3, startTestS3 } from "~tests/support/s3";
import { TEST_DATABASE_URL, databaseUrlFor } from "~tests/setup/database";
import { writeImagePool } from "../../scripts/demo/images";
import { createApp } from "../../server/app";

// Issue 16, tried as an operator would: two app servers, each with its own DATA_DIR, on one
// PostgreSQL. With the local folder a picture written through server A is A's alone; with the S3
// driver (s3rver here) server B serves it too, with the same validators. Each server is what
// server/index.ts assembles: its environment parsed as at start, its storage opened from it, the
// HTTP layer of createApp (the pages' handler is not needed for pictures).

const RUNS = TEST_DATABASE_URL
  ? "two app servers on one PostgreSQL"
  : "two app servers on one PostgreSQL (skipped: needs TEST_DATABASE_URL; embedded PGlite belongs to one server's DATA_DIR)";

const noPages: RequestHandler = (_req, res) => void res.status(404).end();

describe.skipIf(!TEST_DATABASE_URL)(RUNS, () => {
  let s3: TestS3;
  let databaseUrl: string;
  let picture: string;
  const folders: string[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    s3 = await startTestS3();
    const [current] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
    databaseUrl = databaseUrlFor(current!.name);
    // A seeded product's main picture, as the pages link it (the test catalogue is seeded without files).
    const [product] = await queryRows<{ image: string }>(db(), sql`select images[1] as image from products where cardinality(images) > 0 order by id limit 1`);
    picture = product!.image;
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await s3?.stop();
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  /** An app server as an operator starts it: production, the shared database and secret, its own DATA_DIR. */
  async function startServer(shared: Record<string, string>) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "app-server-"));
    folders.push(dataDir);
    const env = parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "two-servers-two-servers-two-servers-0001",
      BRAND_HOSTS: "localhost=aigostar",
      DATA_DIR: dataDir,
      ...shared,
    });
    const storage = await openStorage(env);
    const server = await listen(createApp({ env, development: false, storage, handler: noPages }));
    closers.push(server.close);
    return { storage, get: (headers: Record<string, string> = {}): Promise<Answer> => send(server.port, "GET", mediaUrl(picture), headers) };
  }

  it("with the local folder (the default), a picture written through server A is missing on server B", async () => {
    const [a, b] = [await startServer({}), await startServer({})];
    expect((await writeImagePool(a.storage, new Set([picture]))).written).toBe(1);
    expect((await a.get()).status).toBe(200);
    expect((await b.get()).status).toBe(404);
  });

  it("with the S3 driver, server B serves the picture written through server A: same bytes, same validators, ranges", async () => {
    const shared = { ...s3.env, STORAGE_S3_PREFIX: `two-servers-${process.pid}` };
    const [a, b] = [await startServer(shared), await startServer(shared)];
    expect((await b.get()).status).toBe(404);

    expect((await writeImagePool(a.storage, new Set([picture]))).written).toBe(1);
    const fromA = await a.get();
    const fromB = await b.get();
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers["content-type"]).toBe("image/webp");
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(fromB.headers["content-length"]).toBe(String(fromA.body.length));
    expect(fromB.headers.etag).toBe(fromA.headers.etag);

    // A browser that got the picture from A revalidates it on B (the load balancer's choice).
    const revalidated = await b.get({ "If-None-Match": fromA.headers.etag! });
    expect(revalidated.status).toBe(304);
    const part = await b.get({ Range: "bytes=0-11" });
    expect(part.status).toBe(206);
    expect(part.body.equals(fromA.body.subarray(0, 12))).toBe(true);
    // Already there: written once, for every server.
    expect((await writeImagePool(b.storage, new Set([picture]))).written).toBe(0);
  });
});
