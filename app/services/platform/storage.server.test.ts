import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageEnv } from "~/env.server";
import { type TestS3, startTestS3 } from "~tests/support/s3";
import { MIN_PART_BYTES, s3Storage } from "./storage-s3.server";
import { InvalidStorageKeyError, RangeNotSatisfiableError, type Storage, localStorage, openStorage } from "./storage.server";

// Decision 0105: one contract, every driver. The S3 driver runs against s3rver in this process.

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function read(storage: Storage, key: string): Promise<string | null> {
  const found = await storage.get(key);
  return found ? (await bytesOf(found.body)).toString() : null;
}

async function keys(storage: Storage, prefix: string): Promise<string[]> {
  const listed: string[] = [];
  for await (const key of storage.list(prefix)) listed.push(key);
  return listed.sort();
}

/** Resolves once the driver has taken everything written to the stream so far. */
async function drained(stream: PassThrough): Promise<void> {
  const deadline = Date.now() + 5000;
  while (stream.readableLength > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  // And a moment for the driver to act on it (write it aside, buffer it).
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const folders: string[] = [];
let s3: TestS3;
const closers: (() => void)[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(async () => {
  for (const close of closers) close();
  await s3?.stop();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

async function temporaryFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "storage-"));
  folders.push(folder);
  return folder;
}

async function s3Driver(prefix: string): Promise<Storage> {
  const storage = await s3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
    prefix,
    partBytes: MIN_PART_BYTES,
  });
  closers.push(storage.close);
  return storage;
}

const DRIVERS: [string, () => Promise<Storage>][] = [
  ["the local folder", async () => localStorage(await temporaryFolder())],
  // Each run in a prefix of its own: the bucket is shared by the runs.
  ["an S3 bucket", () => s3Driver(`run-${randomBytes(4).toString("hex")}`)],
];

describe.each(DRIVERS)("storage in %s", (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  it("gives back what was put, whatever the body's form, with its size and time", async () => {
    const before = Date.now();
    const bodies: [string, Parameters<Storage["put"]>[1], string][] = [
      ["media/a.txt", "plain text", "plain text"],
      ["media/b.txt", Buffer.from("a buffer"), "a buffer"],
      ["media/c.txt", new TextEncoder().encode("bytes"), "bytes"],
      ["media/d.txt", Readable.from([Buffer.from("a "), Buffer.from("stream "), Buffer.from("of parts")]), "a stream of parts"],
      ["media/empty.txt", "", ""],
      ["media/empty-stream.txt", Readable.from([]), ""],
    ];
    for (const [key, body, text] of bodies) {
      const written = await storage.put(key, body);
      expect(written.size, key).toBe(Buffer.byteLength(text));
      expect(await read(storage, key), key).toBe(text);
      const head = await storage.head(key);
      expect(head?.size, key).toBe(Buffer.byteLength(text));
      // The stores keep seconds; the time is the write's.
      expect(Math.abs(head!.modifiedAt.getTime() - before), key).toBeLessThan(60_000);
      expect(head!.modifiedAt.getTime(), key).toBe(written.modifiedAt.getTime());
    }
  });

  it("reads a range: its bytes, the object's size, and the range read", async () => {
    const body = Buffer.from("0123456789abcdef");
    await storage.put("ranges/one.bin", body);
    const part = await storage.get("ranges/one.bin", { start: 3, end: 7 });
    expect(part?.size).toBe(16);
    expect(part?.range).toEqual({ start: 3, end: 7 });
    expect((await bytesOf(part!.body)).toString()).toBe("34567");
    const tail = await storage.get("ranges/one.bin", { start: 10, end: 1000 });
    expect(tail?.range).toEqual({ start: 10, end: 15 });
    expect((await bytesOf(tail!.body)).toString()).toBe("abcdef");
    const last = await storage.get("ranges/one.bin", { start: 15, end: 15 });
    expect((await bytesOf(last!.body)).toString()).toBe("f");
    await expect(storage.get("ranges/one.bin", { start: 16, end: 20 })).rejects.toThrow(RangeNotSatisfiableError);
    await expect(storage.get("ranges/one.bin", { start: 16, end: 20 })).rejects.toMatchObject({ size: 16 });
    expect(await storage.get("ranges/none.bin", { start: 0, end: 1 })).toBeNull();
  });

  it("has nothing for an unknown key, and deleting it is no error", async () => {
    expect(await storage.get("media/none.webp")).toBeNull();
    expect(await storage.head("media/none.webp")).toBeNull();
    await expect(storage.delete("media/none.webp")).resolves.toBeUndefined();
    // A folder-like prefix of objects is not an object.
    await storage.put("folder/inner/x.txt", "x");
    expect(await storage.get("folder/inner")).toBeNull();
    expect(await storage.head("folder")).toBeNull();
  });

  it("deletes an object", async () => {
    await storage.put("gone/x.txt", "x");
    await storage.delete("gone/x.txt");
    expect(await storage.head("gone/x.txt")).toBeNull();
    expect(await storage.get("gone/x.txt")).toBeNull();
    expect(await keys(storage, "gone")).toEqual([]);
  });

  it("overwrites an object whole, shorter or longer", async () => {
    await storage.put("over/x.txt", "the first, longer version");
    await storage.put("over/x.txt", "second");
    expect(await read(storage, "over/x.txt")).toBe("second");
    expect((await storage.head("over/x.txt"))?.size).toBe(6);
    await storage.put("over/x.txt", Readable.from([Buffer.from("third and "), Buffer.from("longest of all")]));
    expect(await read(storage, "over/x.txt")).toBe("third and longest of all");
  });

  it("lists the keys under a folder-like prefix, with or without its slash, and nothing else", async () => {
    await storage.put("list/a/1.txt", "1");
    await storage.put("list/a/deep/2.txt", "2");
    await storage.put("list/ab/3.txt", "3");
    await storage.put("list/b.txt", "4");
    expect(await keys(storage, "list/a")).toEqual(["list/a/1.txt", "list/a/deep/2.txt"]);
    expect(await keys(storage, "list/a/")).toEqual(["list/a/1.txt", "list/a/deep/2.txt"]);
    expect(await keys(storage, "list")).toEqual(["list/a/1.txt", "list/a/deep/2.txt", "list/ab/3.txt", "list/b.txt"]);
    expect(await keys(storage, "list/none")).toEqual([]);
    expect(await keys(storage, "")).toEqual(expect.arrayContaining(["list/b.txt", "media/a.txt"]));
  });

  it("never shows a reader an object half-written: not before the end of a new one, the old one during a rewrite", async () => {
    const fresh = new PassThrough();
    const writing = storage.put("half/new.bin", fresh);
    fresh.write(Buffer.alloc(64 * 1024, 1));
    await drained(fresh);
    expect(await storage.head("half/new.bin")).toBeNull();
    expect(await storage.get("half/new.bin")).toBeNull();
    expect(await keys(storage, "half")).toEqual([]);
    fresh.end(Buffer.alloc(64 * 1024, 2));
    expect((await writing).size).toBe(128 * 1024);
    expect((await storage.head("half/new.bin"))?.size).toBe(128 * 1024);

    const rewrite = new PassThrough();
    const rewriting = storage.put("half/new.bin", rewrite);
    rewrite.write(Buffer.alloc(1000, 3));
    await drained(rewrite);
    const during = await storage.get("half/new.bin");
    expect(during?.size).toBe(128 * 1024);
    const seen = await bytesOf(during!.body);
    expect(seen.length).toBe(128 * 1024);
    expect(seen[0]).toBe(1);
    expect(await keys(storage, "half")).toEqual(["half/new.bin"]);
    rewrite.end();
    await rewriting;
    expect(await read(storage, "half/new.bin")).toBe(Buffer.alloc(1000, 3).toString());
  });

  it("leaves nothing of a write whose stream fails, and keeps the object it would have replaced", async () => {
    const failing = () => {
      const stream = new PassThrough();
      stream.write(Buffer.alloc(10_000, 7));
      setTimeout(() => stream.destroy(new Error("the source broke")), 50);
      return stream;
    };
    await expect(storage.put("failed/new.bin", failing())).rejects.toThrow(/the source broke/);
    expect(await storage.head("failed/new.bin")).toBeNull();
    expect(await keys(storage, "failed")).toEqual([]);
    await storage.put("failed/kept.txt", "kept");
    await expect(storage.put("failed/kept.txt", failing())).rejects.toThrow(/the source broke/);
    expect(await read(storage, "failed/kept.txt")).toBe("kept");
    expect(await keys(storage, "failed")).toEqual(["failed/kept.txt"]);
  });

  it("writes a stream larger than a part (several parts of a multipart upload in S3) and reads across the parts", async () => {
    const size = 2 * MIN_PART_BYTES + 12_345;
    const whole = Buffer.alloc(size);
    for (let i = 0; i < size; i += 4096) whole.writeUInt32BE(i, i);
    const chunks = function* () {
      for (let i = 0; i < size; i += 256 * 1024) yield whole.subarray(i, Math.min(size, i + 256 * 1024));
    };
    const written = await storage.put("large/file.bin", Readable.from(chunks()));
    expect(written.size).toBe(size);
    const across = await storage.get("large/file.bin", { start: MIN_PART_BYTES - 8, end: MIN_PART_BYTES + 7 });
    expect((await bytesOf(across!.body)).equals(whole.subarray(MIN_PART_BYTES - 8, MIN_PART_BYTES + 8))).toBe(true);
    expect((await bytesOf((await storage.get("large/file.bin"))!.body)).equals(whole)).toBe(true);
  });

  it.each(["../secret", "a/../b", "/etc/passwd", "a//b", "", ".hidden", "media/.x.partial", "a\\b", "a b", "bär", "media/", `${"a".repeat(513)}`])(
    "refuses the key %j for every operation",
    async (key) => {
      await expect(storage.put(key, "x")).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.head(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      if (key !== "" && key !== "media/") await expect(keys(storage, key)).rejects.toThrow(InvalidStorageKeyError);
    },
  );
});

describe("the S3 driver", () => {
  it("keeps the shop's objects under its prefix in the bucket", async () => {
    const shop = await s3Driver("shop-a/");
    const whole = await s3Driver("");
    await shop.put("media/p.txt", "in the prefix");
    expect(await keys(whole, "shop-a")).toEqual(["shop-a/media/p.txt"]);
    expect(await keys(shop, "media")).toEqual(["media/p.txt"]);
    expect(await read(whole, "shop-a/media/p.txt")).toBe("in the prefix");
  });

  it("is what the environment asks for, and a bucket that cannot be read stops the start with the reason", async () => {
    const settings = storageEnv({ DATA_DIR: await temporaryFolder(), ...s3.env, STORAGE_S3_PREFIX: "from-env" });
    const storage = await openStorage(settings);
    await storage.put("media/e.txt", "through the environment");
    const whole = await s3Driver("");
    expect(await read(whole, "from-env/media/e.txt")).toBe("through the environment");
    await expect(openStorage(storageEnv({ ...s3.env, STORAGE_S3_BUCKET: "no-such-bucket" }))).rejects.toThrow(/The storage \(S3 bucket no-such-bucket at 127\.0\.0\.1:\d+\) cannot be read: NoSuchBucket/);
  });
});

describe("the local folder from the environment", () => {
  it("is DATA_DIR/files, and a data folder of before keeps its pictures (DATA_DIR/media moved into it)", async () => {
    const dataDir = await temporaryFolder();
    await fs.mkdir(path.join(dataDir, "media", "products"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "media", "products", "old.webp"), "an old picture");
    const lines: string[] = [];
    const storage = await openStorage(storageEnv({ DATA_DIR: dataDir }), (line) => lines.push(line));
    expect(await read(storage, "media/products/old.webp")).toBe("an old picture");
    await expect(fs.stat(path.join(dataDir, "media"))).rejects.toThrow(/ENOENT/);
    expect(await fs.readFile(path.join(dataDir, "files", "media", "products", "old.webp"), "utf8")).toBe("an old picture");
    expect(lines.join("\n")).toMatch(/Moved the pictures/);
    await storage.put("packages/1/part-1.zip", "zip");
    expect(await fs.readFile(path.join(dataDir, "files", "packages", "1", "part-1.zip"), "utf8")).toBe("zip");
  });

  it("leaves a legacy media folder alone when the new one exists", async () => {
    const dataDir = await temporaryFolder();
    await fs.mkdir(path.join(dataDir, "media"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "media", "stray.webp"), "stray");
    await fs.mkdir(path.join(dataDir, "files", "media"), { recursive: true });
    const lines: string[] = [];
    const storage = await openStorage(storageEnv({ DATA_DIR: dataDir }), (line) => lines.push(line));
    expect(await storage.head("media/stray.webp")).toBeNull();
    expect(await fs.readFile(path.join(dataDir, "media", "stray.webp"), "utf8")).toBe("stray");
    expect(lines.join("\n")).toMatch(/is left as it is/);
  });
});

// A process killed in the middle of a put leaves what it was writing: the local folder's hidden
// partial file, the bucket's multipart upload. The daily clean-up removes those older than it
// knows any write to last (cleanup-job.server.ts), and nothing else.
describe("writes that never finished", () => {
  const HOUR = 3_600_000;

  /** Every file under the folder, hidden ones too, relative and sorted. */
  async function filesUnder(folder: string): Promise<string[]> {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .sort();
  }

  /** A put that stops in the middle, as its killed process left it: the partial file, last written `hoursAgo`. */
  async function interruptedPut(storage: Storage, folder: string, key: string, hoursAgo: number): Promise<{ file: string; abandon(): Promise<void> }> {
    const stream = new PassThrough();
    const writing = storage.put(key, stream).catch(() => undefined);
    stream.write(Buffer.alloc(32 * 1024, 5));
    await drained(stream);
    const partial = (await filesUnder(folder)).find((name) => name.startsWith(`${path.posix.dirname(key)}/.${path.posix.basename(key)}.`));
    if (!partial) throw new Error(`no partial file of ${key}`);
    const time = new Date(Date.now() - hoursAgo * HOUR);
    await fs.utimes(path.join(folder, partial), time, time);
    return {
      file: partial,
      async abandon() {
        stream.destroy(new Error("abandoned"));
        await writing;
      },
    };
  }

  it("in the local folder: removes the partial files of interrupted puts last written before the time, anywhere; keeps objects, a write going on and other hidden files", async () => {
    const folder = await temporaryFolder();
    const storage = localStorage(folder);
    await storage.put("packages/7/1/part-1.zip", "a whole package");
    await storage.put("media/products/a.0123456789ab.partial", "an object whose key only looks like a partial file");
    const killed = [await interruptedPut(storage, folder, "packages/7/1/part-2.zip", 7), await interruptedPut(storage, folder, "media/products/b.webp", 30)];
    const going = await interruptedPut(storage, folder, "packages/8/1/part-1.zip", 0);
    await fs.writeFile(path.join(folder, "media", ".keep"), "not the driver's");
    const old = new Date(Date.now() - 30 * HOUR);
    await fs.utimes(path.join(folder, "media", ".keep"), old, old);

    expect(await storage.removeAbandonedWrites(new Date(Date.now() - 6 * HOUR))).toBe(2);
    const left = await filesUnder(folder);
    for (const write of killed) expect(left).not.toContain(write.file);
    expect(left).toEqual([going.file, "media/.keep", "media/products/a.0123456789ab.partial", "packages/7/1/part-1.zip"].sort());
    expect(await read(storage, "packages/7/1/part-1.zip")).toBe("a whole package");
    // Nothing more to do; a folder that is not there has nothing either.
    expect(await storage.removeAbandonedWrites(new Date(Date.now() - 6 * HOUR))).toBe(0);
    expect(await localStorage(path.join(folder, "no-such-folder")).removeAbandonedWrites(new Date())).toBe(0);
    for (const write of [...killed, going]) await write.abandon();
    expect(await filesUnder(folder)).toEqual(["media/.keep", "media/products/a.0123456789ab.partial", "packages/7/1/part-1.zip"]);
  });

  it("in a bucket whose store cannot list multipart uploads (s3rver answers NotImplemented): nothing to remove, no failure", async () => {
    const storage = await s3Driver(`run-${randomBytes(4).toString("hex")}`);
    await storage.put("packages/1/part-1.zip", "whole");
    expect(await storage.removeAbandonedWrites(new Date())).toBe(0);
    expect(await read(storage, "packages/1/part-1.zip")).toBe("whole");
  });

  it("in a bucket: aborts the shop's multipart uploads started before the time, page after page; leaves newer ones and others' in a shared bucket", async () => {
    const long = new Date(Date.now() - 7 * HOUR).toISOString();
    const now = new Date().toISOString();
    const pages = [
      [
        { key: "shop-a/packages/1/1/part-1.zip", id: "u1", at: long },
        { key: "shop-a/packages/2/1/part-1.zip", id: "u2", at: now },
      ],
      [
        { key: "other/packages/1/1/part-1.zip", id: "u3", at: long },
        { key: "shop-a/.hidden", id: "u4", at: long },
        { key: "shop-a/media/videos/v.mp4", id: "u5", at: long },
      ],
    ];
    const listed: (string | null)[] = [];
    const aborted: string[] = [];
    // Just enough of an S3 store that can: ListMultipartUploads (two pages, whatever the prefix, as a
    // careless store might) and AbortMultipartUpload.
    const store = http.createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://store");
      if (request.method === "GET" && url.searchParams.has("uploads")) {
        listed.push(url.searchParams.get("prefix"));
        const page = url.searchParams.get("key-marker") ? 1 : 0;
        const uploads = pages[page]!.map((upload) => `<Upload><Key>${upload.key}</Key><UploadId>${upload.id}</UploadId><Initiated>${upload.at}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`).join("");
        const next = page === 0 ? `<NextKeyMarker>${pages[0]![1]!.key}</NextKeyMarker><NextUploadIdMarker>u2</NextUploadIdMarker>` : "";
        response.writeHead(200, { "Content-Type": "application/xml" });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>shop</Bucket>${next}<MaxUploads>2</MaxUploads><IsTruncated>${page === 0}</IsTruncated>${uploads}</ListMultipartUploadsResult>`);
        return;
      }
      if (request.method === "DELETE" && url.searchParams.has("uploadId")) {
        aborted.push(`${decodeURIComponent(url.pathname)} ${url.searchParams.get("uploadId")}`);
        response.writeHead(204);
        response.end();
        return;
      }
      response.writeHead(501, { "Content-Type": "application/xml" });
      response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NotImplemented</Code><Message>not in this test</Message></Error>');
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = store.address() as AddressInfo;
      const storage = await s3Storage({ bucket: "shop", endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", credentials: { accessKeyId: "k", secretAccessKey: "s" }, forcePathStyle: true, prefix: "shop-a" });
      closers.push(storage.close);
      expect(await storage.removeAbandonedWrites(new Date(Date.now() - 6 * HOUR))).toBe(2);
      expect(listed).toEqual(["shop-a/", "shop-a/"]);
      expect(aborted).toEqual(["/shop/shop-a/packages/1/1/part-1.zip u1", "/shop/shop-a/media/videos/v.mp4 u5"]);
    } finally {
      await new Promise((resolve) => store.close(resolve));
    }
  });
});
