import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageEnv } from "~/env.server";
import { type Storage, openStorage } from "~/services/platform/storage.server";
import { send, listen } from "~tests/support/http-get";
import { type TestS3, startTestS3 } from "~tests/support/s3";
import { productSvg, renderWebp } from "../scripts/demo/images";
import { CATALOGUES, typeSlots } from "../scripts/demo/catalogue";
import { createApp } from "./app";
import { MEDIA_CACHE_CONTROL, mediaKeyOf } from "./media";

// /media/* from storage (decision 0105), on both drivers: what express.static gave the pictures
// (a week's cache, validators, 304, ranges), and nothing but media keys.

const PICTURE = "/media/products/aigostar/air-fryer-1.webp";
const page: RequestHandler = (_req, res) => void res.status(200).type("text/plain").send("a page");

let s3: TestS3;
const folders: string[] = [];
let picture: Buffer;

beforeAll(async () => {
  s3 = await startTestS3();
  picture = await renderWebp(productSvg("aigostar", typeSlots(CATALOGUES.aigostar)[0]!.type, 1));
  expect(picture.length).toBeGreaterThan(1000);
});

afterAll(async () => {
  await s3?.stop();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

describe("mediaKeyOf", () => {
  it.each([
    ["/products/a/b-1.webp", "media/products/a/b-1.webp"],
    ["/products/a%2Db.webp", "media/products/a-b.webp"],
    ["/../packages/1/x.zip", null],
    ["/%2e%2e/packages/1/x.zip", null],
    ["/products%2F..%2F..%2Fpackages/x.zip", null],
    ["/.hidden", null],
    ["/", null],
    ["/products/", null],
    ["//products/a.webp", null],
    ["/%E0%A4%A", null],
    ["/a%00b.webp", null],
    ["/caf%C3%A9.webp", null],
  ])("%j is %j", (urlPath, key) => {
    expect(mediaKeyOf(urlPath)).toBe(key);
  });
});

describe.each([
  ["the local folder", false],
  ["an S3 bucket", true],
])("/media/* from %s", (_name, inBucket) => {
  let storage: Storage;
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "media-route-"));
    folders.push(dataDir);
    const env = storageEnv({ DATA_DIR: dataDir, ...(inBucket ? { ...s3.env, STORAGE_S3_PREFIX: `media-route-${process.pid}` } : {}) });
    storage = await openStorage(env);
    await storage.put("media/products/aigostar/air-fryer-1.webp", picture);
    await storage.put("media/drawing.svg", `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
    await storage.put("packages/1/secret.zip", "not a picture");
    // Beside the local folder, where a path that climbs out of it would land.
    await fs.writeFile(path.join(dataDir, "secret.txt"), "outside");
    ({ port, close } = await listen(createApp({ env: { FORCE_HTTPS: false, TRUST_PROXY: false, BRAND_HOSTS: undefined }, development: false, storage, handler: page })));
  });

  afterAll(() => close?.());

  it("sends a picture with its type, length, a week's cache and validators", async () => {
    const reply = await send(port, "GET", PICTURE, { "Accept-Encoding": "gzip, br" });
    expect(reply.status).toBe(200);
    expect(reply.body.equals(picture)).toBe(true);
    expect(reply.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(picture.length),
      "cache-control": MEDIA_CACHE_CONTROL,
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
    });
    expect(MEDIA_CACHE_CONTROL).toBe("public, max-age=604800");
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(reply.headers["last-modified"]!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers HEAD with the length and no body", async () => {
    const reply = await send(port, "HEAD", PICTURE);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-length"]).toBe(String(picture.length));
    expect(reply.body.length).toBe(0);
  });

  it("answers a revalidation with 304 and no body, and with the new picture once it is rewritten", async () => {
    const first = await send(port, "GET", PICTURE);
    const etag = first.headers.etag!;
    const byTag = await send(port, "GET", PICTURE, { "If-None-Match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers["cache-control"]).toBe(MEDIA_CACHE_CONTROL);
    const byDate = await send(port, "GET", PICTURE, { "If-Modified-Since": first.headers["last-modified"]! });
    expect(byDate.status).toBe(304);
    const stale = await send(port, "GET", PICTURE, { "If-None-Match": '"0-0"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(picture)).toBe(true);

    // The stores keep whole seconds: the rewrite is a second later, a different length anyway.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await storage.put("media/products/aigostar/air-fryer-1.webp", Buffer.concat([picture, Buffer.from("x")]));
    const rewritten = await send(port, "GET", PICTURE, { "If-None-Match": etag, "If-Modified-Since": first.headers["last-modified"]! });
    expect(rewritten.status).toBe(200);
    expect(rewritten.body.length).toBe(picture.length + 1);
    expect(rewritten.headers.etag).not.toBe(etag);
    await storage.put("media/products/aigostar/air-fryer-1.webp", picture);
  });

  it("sends a range as 206, and a range past the end as 416 with the size", async () => {
    const head = await send(port, "GET", PICTURE, { Range: "bytes=0-99" });
    expect(head.status).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-99/${picture.length}`);
    expect(head.headers["content-length"]).toBe("100");
    expect(head.body.equals(picture.subarray(0, 100))).toBe(true);
    const tail = await send(port, "GET", PICTURE, { Range: "bytes=-50" });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(picture.subarray(picture.length - 50))).toBe(true);
    const past = await send(port, "GET", PICTURE, { Range: `bytes=${picture.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${picture.length}`);
    expect(past.body.length).toBe(0);
    const several = await send(port, "GET", PICTURE, { Range: "bytes=0-1,5-6" });
    expect(several.status).toBe(200);
    expect(several.body.length).toBe(picture.length);
  });

  it("never compresses a range, whose positions are the stored bytes'", async () => {
    const part = await send(port, "GET", "/media/drawing.svg", { Range: "bytes=0-9", "Accept-Encoding": "gzip" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.body.toString()).toBe("<svg xmlns");
    expect(part.body.length).toBe(10);
  });

  it.each([
    "/media/products/aigostar/none.webp",
    "/media",
    "/media/",
    "/media/products/",
    "/media/../packages/1/secret.zip",
    "/media/%2e%2e/packages/1/secret.zip",
    "/media/products%2F..%2F..%2Fpackages%2F1%2Fsecret.zip",
    "/media/..%2F..%2Fsecret.txt",
    "/media/../../secret.txt",
    "/media/.%2e/.%2e/secret.txt",
    "/media/%E0%A4%A",
  ])("answers %s with the plain 404, never a page or another file", async (address) => {
    const reply = await send(port, "GET", address);
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe("Not Found");
  });

  it("is a 404 for a POST too", async () => {
    const reply = await send(port, "POST", PICTURE);
    expect(reply.status).toBe(404);
  });
});
