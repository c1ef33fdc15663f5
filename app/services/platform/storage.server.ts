import { randomBytes } from "node:crypto";
import { closeSync, createReadStream, createWriteStream, fstat, open as openCallback } from "node:fs";
import { promisify } from "node:util";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";

const openFile = promisify(openCallback);
const fstatFile = promisify(fstat);
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { StorageEnv } from "~/env.server";

/**
 * Every file the shop serves or keeps (product media, download packages, later shipping labels)
 * lives behind this module (decisions 0103 and 0105): a key such as `media/products/x.webp` or
 * `packages/42/part-1.zip` names an object. The local driver keeps objects under a folder
 * (DATA_DIR/files by default); the S3 driver (storage-s3.server.ts) keeps them in a bucket of an
 * S3-compatible object store, so that several app servers on one database serve the same files.
 *
 * Keys are relative, slash-separated, of letters, digits, `.`, `_`, `-` and `/`; no part is empty
 * or starts with a dot (so never `.` or `..`). A key is never built from what a visitor typed
 * without going through `assertKey`.
 */
export type StoredObject = {
  /** Bytes of the whole object. */
  size: number;
  /** When it was last written. */
  modifiedAt: Date;
};

/** Inclusive byte positions, as in an HTTP Range. */
export type ByteRange = { start: number; end: number };

export type StoredStream = StoredObject & {
  body: Readable;
  /** The inclusive range read, when one was asked for (its end no further than the last byte). */
  range?: ByteRange;
};

export type StorageBody = Readable | Buffer | Uint8Array | string;

export interface Storage {
  /** Writes the whole object; a reader never sees it half-written (written aside, then renamed or committed). */
  put(key: string, body: StorageBody, options?: { contentType?: string }): Promise<StoredObject>;
  /**
   * The object's bytes, or an inclusive range of them; null when there is no such object. A range
   * ending past the last byte reads to the end; one starting past it throws
   * RangeNotSatisfiableError (callers that take a range from a request check it against `head`).
   */
  get(key: string, range?: ByteRange): Promise<StoredStream | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Deletes the object; deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a folder-like prefix (`packages/42` and `packages/42/` alike; "" for all), in no set order. */
  list(prefix: string): AsyncIterable<string>;
  /**
   * Removes what writes that never finished left behind (a process killed while writing): the
   * local folder's partial files last written to before `before`, the bucket's multipart uploads
   * started before it. Never an object, and never a write still going on, as long as `before`
   * lies further back than any write lasts. Returns how many were removed.
   */
  removeAbandonedWrites(before: Date): Promise<number>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export class InvalidStorageKeyError extends Error {}

/** The range asked for starts past the object's last byte. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`the range starts past the end of the object (${size} bytes)`);
  }
}

export function isKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertKey(key: string): string {
  if (!isKey(key)) {
    throw new InvalidStorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

/** A folder-like prefix for `list`: "" or a valid key, without the trailing slash. */
export function folderOf(prefix: string): string {
  const base = prefix.replace(/\/+$/, "");
  return base === "" ? "" : assertKey(base);
}

/** Where product pictures and banners live: a product's `images` path `products/x.webp` is the key `media/products/x.webp`, served at `/media/products/x.webp`. */
export const MEDIA_PREFIX = "media/";

export function mediaKey(mediaPath: string): string {
  return assertKey(`${MEDIA_PREFIX}${mediaPath}`);
}

export function checkRange(range: ByteRange): void {
  if (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.end) || range.start < 0 || range.end < range.start) {
    throw new RangeError(`not a byte range: ${range.start}-${range.end}`);
  }
}

const TYPES: Record<string, string> = {
  avif: "image/avif",
  csv: "text/csv; charset=utf-8",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  json: "application/json; charset=utf-8",
  mp4: "video/mp4",
  pdf: "application/pdf",
  png: "image/png",
  svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8",
  webm: "video/webm",
  webp: "image/webp",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
};

/** The media type of an object, by the extension of its key (or file name). */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && TYPES[extension]) ?? "application/octet-stream";
}

export function toStream(body: StorageBody): Readable {
  if (body instanceof Readable) return body;
  return Readable.from([typeof body === "string" ? Buffer.from(body) : Buffer.from(body)]);
}

const missing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

/** A folder's entries; none when it is not there. */
async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
}

/** The hidden file a local put writes before renaming it over the target: `.<name>.<12 hex digits>.partial`. */
const PARTIAL = /^\..+\.[0-9a-f]{12}\.partial$/;

/**
 * Objects as files under a folder. A put writes a hidden file beside the target (`.<name>.<random>.partial`,
 * never a key: no key part starts with a dot) and renames it over the target, which is atomic:
 * readers see the old file or the new one. A get reads the file it opened, even if it is replaced meanwhile.
 * A process killed while writing leaves its partial file; `removeAbandonedWrites` deletes those.
 */
export function localStorage(root: string): Storage {
  const file = (key: string) => path.join(root, ...assertKey(key).split("/"));
  const info = async (target: string): Promise<StoredObject | null> => {
    try {
      const stats = await stat(target);
      return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.partial`);
      try {
        await pipeline(toStream(body), createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return (await info(target))!;
    },
    async get(key, range) {
      const target = file(key);
      if (range) checkRange(range);
      let fd: number;
      try {
        fd = await openFile(target, "r");
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
      try {
        const stats = await fstatFile(fd);
        if (!stats.isFile()) {
          closeSync(fd);
          return null;
        }
        const found = { size: stats.size, modifiedAt: stats.mtime };
        // With its end given the stream reads the size it needs in one go, not 64 KiB and then again for the end.
        if (!range) return { ...found, body: createReadStream("", { fd, start: 0, end: Math.max(0, found.size - 1) }) };
        if (range.start >= found.size) throw new RangeNotSatisfiableError(found.size);
        const read = { start: range.start, end: Math.min(range.end, found.size - 1) };
        return { ...found, range: read, body: createReadStream("", { fd, ...read }) };
      } catch (error) {
        closeSync(fd);
        throw error;
      }
    },
    head: async (key) => info(file(key)),
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix) {
      const base = folderOf(prefix);
      const walk = async function* (folder: string, relative: string): AsyncGenerator<string> {
        for (const entry of await entriesOf(folder)) {
          // Files being written (and anything else hidden) are not objects.
          if (entry.name.startsWith(".")) continue;
          const key = relative === "" ? entry.name : `${relative}/${entry.name}`;
          if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), key);
          else if (entry.isFile()) yield key;
        }
      };
      yield* walk(base === "" ? root : file(base), base);
    },
    async removeAbandonedWrites(before) {
      let removed = 0;
      const sweep = async (folder: string): Promise<void> => {
        for (const entry of await entriesOf(folder)) {
          const target = path.join(folder, entry.name);
          // Folders of keys only (a key part never starts with a dot).
          if (entry.isDirectory() && !entry.name.startsWith(".")) await sweep(target);
          else if (entry.isFile() && PARTIAL.test(entry.name)) {
            // Its time is that of its last write: a put still writing keeps it fresh.
            const stats = await stat(target).catch((error: unknown) => (missing(error) ? null : Promise.reject(error)));
            if (!stats || stats.mtime >= before) continue;
            await rm(target, { force: true });
            removed += 1;
          }
        }
      };
      await sweep(root);
      return removed;
    },
  };
}

/**
 * Before decision 0105 the product pictures were files under DATA_DIR/media; the local driver keeps
 * them under DATA_DIR/files/media. An existing data folder has its media folder moved there once (a
 * rename, on the same file system), so its pictures keep answering.
 */
export async function moveLegacyMedia(dataDir: string, log: (line: string) => void = () => {}): Promise<void> {
  const legacy = path.join(dataDir, "media");
  const target = path.join(dataDir, "files", "media");
  if (!(await stat(legacy).catch(() => null))?.isDirectory()) return;
  if (await stat(target).catch(() => null)) {
    log(`${legacy} is left as it is: ${target} exists already (the pictures are served from there).`);
    return;
  }
  await mkdir(path.dirname(target), { recursive: true });
  await rename(legacy, target);
  log(`Moved the pictures from ${legacy} to ${target} (decision 0105).`);
}

/**
 * The storage the environment asks for: the bucket of STORAGE_S3_BUCKET on an S3-compatible
 * store, else the local folder DATA_DIR/files (moving a legacy DATA_DIR/media into it first).
 */
export async function openStorage(settings: StorageEnv, log: (line: string) => void = () => {}): Promise<Storage> {
  if (settings.STORAGE_S3_BUCKET) {
    const { s3Storage } = await import("./storage-s3.server");
    const bucket = await s3Storage({
      bucket: settings.STORAGE_S3_BUCKET,
      endpoint: settings.STORAGE_S3_ENDPOINT,
      region: settings.STORAGE_S3_REGION,
      credentials:
        settings.STORAGE_S3_ACCESS_KEY_ID && settings.STORAGE_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: settings.STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: settings.STORAGE_S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: settings.STORAGE_S3_FORCE_PATH_STYLE,
      prefix: settings.STORAGE_S3_PREFIX ?? "",
    });
    // A wrong address, bucket or key stops the start with its reason, not the first picture asked for.
    try {
      const keys = bucket.list(MEDIA_PREFIX)[Symbol.asyncIterator]();
      await keys.next();
      await keys.return?.();
    } catch (error) {
      bucket.close();
      throw new Error(`The storage (${describeStorage(settings)}) cannot be read: ${(error as Error).name}: ${(error as Error).message}`);
    }
    return bucket;
  }
  await moveLegacyMedia(settings.dataDir, log);
  return localStorage(path.join(settings.dataDir, "files"));
}

/** Where the storage is, for a start-up line (no secrets). */
export function describeStorage(settings: StorageEnv): string {
  if (!settings.STORAGE_S3_BUCKET) return `files in ${path.join(settings.dataDir, "files")}`;
  const where = settings.STORAGE_S3_ENDPOINT ? ` at ${new URL(settings.STORAGE_S3_ENDPOINT).host}` : "";
  return `S3 bucket ${settings.STORAGE_S3_BUCKET}${settings.STORAGE_S3_PREFIX ? `/${settings.STORAGE_S3_PREFIX.replace(/\/$/, "")}` : ""}${where}`;
}

// On globalThis, like the database handle: the server bundle (which configures it at boot) and the
// Remix build (whose routes read it, as the download centre's files do) are separate modules.
const slot = Symbol.for("wholesale-shop.storage");
type Slot = { [slot]?: Storage };

/** The shop's storage, set once at boot (`configureStorage`); tests set their own. */
export function storage(): Storage {
  const configured = (globalThis as Slot)[slot];
  if (!configured) throw new Error("storage is not configured: call configureStorage at boot");
  return configured;
}

export function configureStorage(next: Storage | undefined): void {
  (globalThis as Slot)[slot] = next;
}
