import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";

/**
 * Every file the shop serves or keeps (product media, download packages, later shipping labels)
 * lives behind this module (decision 0103): a key such as `media/p/123.webp` or
 * `packages/42/part-1.zip` names an object. The local driver keeps objects under a folder
 * (DATA_DIR/files by default); other drivers (an S3-compatible object store) implement the same
 * interface, so two app servers on one database serve the same files.
 *
 * Keys are relative, slash-separated, of letters, digits, `.`, `_`, `-` and `/`, never `..`: a
 * key is never built from what a visitor typed without going through `assertKey`.
 */
export type StoredObject = {
  /** Bytes of the whole object. */
  size: number;
  /** When it was last written. */
  modifiedAt: Date;
};

export type ByteRange = { start: number; end: number };

export type StoredStream = StoredObject & {
  body: Readable;
  /** The inclusive range read, when one was asked for. */
  range?: ByteRange;
};

export interface Storage {
  /** Writes the whole object; a reader never sees it half-written (written aside, then renamed or committed). */
  put(key: string, body: Readable | Buffer | Uint8Array | string, options?: { contentType?: string }): Promise<StoredObject>;
  /** The object's bytes (or an inclusive range of them); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredStream | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Deletes the object; deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a prefix (a folder-like `packages/42/`), in no set order. */
  list(prefix: string): AsyncIterable<string>;
}

const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export class InvalidStorageKeyError extends Error {}

export function assertKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new InvalidStorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

function toStream(body: Readable | Buffer | Uint8Array | string): Readable {
  if (body instanceof Readable) return body;
  return Readable.from([typeof body === "string" ? Buffer.from(body) : Buffer.from(body)]);
}

/** Objects as files under a folder; written to a temporary name beside the target, then renamed. */
export function localStorage(root: string): Storage {
  const file = (key: string) => path.join(root, ...assertKey(key).split("/"));
  const info = async (target: string): Promise<StoredObject | null> => {
    try {
      const stats = await stat(target);
      return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return null;
      throw error;
    }
  };
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.partial`;
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
      const found = await info(target);
      if (!found) return null;
      if (!range) return { ...found, body: createReadStream(target) };
      return { ...found, range, body: createReadStream(target, { start: range.start, end: range.end }) };
    },
    head: (key) => info(file(key)),
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix) {
      const base = prefix.replace(/\/+$/, "");
      const start = base === "" ? root : file(base);
      const walk = async function* (folder: string, relative: string): AsyncGenerator<string> {
        let entries;
        try {
          entries = await readdir(folder, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return;
          throw error;
        }
        for (const entry of entries) {
          const key = relative === "" ? entry.name : `${relative}/${entry.name}`;
          if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), key);
          else if (entry.isFile() && !entry.name.endsWith(".partial")) yield key;
        }
      };
      yield* walk(start, base);
    },
  };
}

let configured: Storage | undefined;

/** The shop's storage, set once at boot (`configureStorage`); tests set their own. */
export function storage(): Storage {
  if (!configured) throw new Error("storage is not configured: call configureStorage at boot");
  return configured;
}

export function configureStorage(next: Storage): void {
  configured = next;
}
