import { createHash } from "node:crypto";
import { once } from "node:events";
import { type PassThrough, Readable, Transform } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { ZipFile } from "yazl";
import type { BrandKey } from "~/services/platform/brands.server";
import { type Storage, type StoredObject, assertKey } from "~/services/platform/storage.server";
import { ImageSourceError, MAX_SOURCE_BYTES } from "./image-source.server";
import { type ImageVariant, renderVariant } from "./image-variants.server";

export { ImageSourceError };

export type PackageEntry = {
  /**
   * Path inside the zip, e.g. "6901234567892/images/1.webp"; safe (no "..", no leading "/").
   * An image's extension is set to what it is rendered as (a thumbnail of "1.png" is "1.webp").
   */
  path: string;
  /** Storage key of the source object. */
  key: string;
  /** How the source is turned into the entry: images through renderVariant; "asIs" copies bytes (documents). */
  transform: { image: ImageVariant; watermark: BrandKey | null } | "asIs";
};

export type WrittenPart = { part: number; key: string; fileName: string; bytes: number; sha256: string; entries: number };

export type WriteZipOptions = {
  storage: Storage;
  /** Folder-like prefix of the parts' keys, ending in "/": parts are `${keyPrefix}part-<n>.zip`. */
  keyPrefix: string;
  /** The parts' human file names: `${baseName}-part-<n>.zip` (made safe). */
  baseName: string;
  /** No part is larger than this, its central directory included. */
  partBytes: number;
  signal?: AbortSignal;
  /** Called after each entry is written, with the number written so far. */
  onProgress?(done: number): void;
};

export class MissingSourceError extends Error {
  override name = "MissingSourceError";
  constructor(
    readonly key: string,
    readonly path: string,
  ) {
    super(`the source of ${path} is not in storage (${key})`);
  }
}

export class UnsafeEntryPathError extends Error {
  override name = "UnsafeEntryPathError";
}

export class EntryTooLargeError extends Error {
  override name = "EntryTooLargeError";
}

// ------------------------------------------------------------------ names

// Control characters, and what Windows does not allow in a file name.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\:*?"<>|]/;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/** The path if every unzip program extracts it where it says, on Windows, macOS and Linux; else UnsafeEntryPathError. */
export function safeEntryPath(path: string): string {
  const refuse = (why: string) => new UnsafeEntryPathError(`unsafe path in a package (${why}): ${JSON.stringify(path.slice(0, 120))}`);
  if (path.length === 0) throw refuse("empty");
  if (Buffer.byteLength(path) > 1024) throw refuse("too long");
  if (path.startsWith("/")) throw refuse("absolute");
  if (path.includes("\\")) throw refuse("backslash");
  if (FORBIDDEN_CHARACTERS.test(path)) throw refuse("a control or reserved character");
  for (const segment of path.split("/")) {
    if (segment === "" || segment === "." || segment === "..") throw refuse(segment === ".." ? "parent folder" : "empty folder name");
    if (/[. ]$/.test(segment) || segment !== segment.trimStart()) throw refuse("a name starting with a space or ending with a dot or space");
    if (WINDOWS_DEVICE.test(segment)) throw refuse("a device name");
  }
  return path.normalize("NFC");
}

const SAME_EXTENSION: Record<string, string> = { jpeg: "jpg", tiff: "tif" };
const canonical = (extension: string) => SAME_EXTENSION[extension.toLowerCase()] ?? extension.toLowerCase();

/** The path with its file's extension set to `extension` (jpeg and jpg, tiff and tif being the same). */
export function withExtension(path: string, extension: string): string {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  if (dot <= slash + 1) return `${path}.${extension}`;
  return canonical(path.slice(dot + 1)) === canonical(extension) ? path : `${path.slice(0, dot)}.${extension}`;
}

/** A file name of letters, digits, dots, dashes and underscores for the part's download. */
export function partFileName(baseName: string, part: number): string {
  const safe = baseName
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}._-]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 100)
    .replace(/[-.]+$/, "");
  return `${safe || "package"}-part-${part}.zip`;
}

// ------------------------------------------------------------------ the size rule

/**
 * The most a zip entry can take in a part, by yazl 3.3's layout (decision 0106): the local header
 * (30 bytes and the name), the data, a ZIP64 data descriptor (24), the central directory record
 * (46, the name, the 9-byte timestamp field, a 28-byte ZIP64 field). Counting the worst case per
 * entry keeps the rule simple and a part never over its limit; it wastes 36 bytes an entry.
 */
export function entryBytesBound(nameBytes: number, dataBytes: number): number {
  return 30 + nameBytes + dataBytes + 24 + 46 + nameBytes + 9 + 28;
}
/** The end of the central directory: the record (22) and its ZIP64 record and locator (56 + 20). */
export const END_BYTES_BOUND = 22 + 56 + 20;

/** zlib's deflateBound for its default window and memory level: the most deflate can make of `size` bytes. */
export function deflateBound(size: number): number {
  return size + Math.floor(size / 4096) + Math.floor(size / 16384) + Math.floor(size / 33554432) + 13;
}

// Documents in formats compressed already are stored, so no CPU is spent for nothing.
const STORED_EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp", "gif", "avif", "heic", "zip", "gz", "7z", "rar", "mp4", "m4v", "mov", "webm", "mp3", "m4a"]);

// ------------------------------------------------------------------ one part

/** An entry ready to go in: its bytes as a stream of known size (a rendered image or a stored document). */
type PreparedEntry = { name: string; cost: number; body: Readable; size: number; compress: boolean };

type OpenPart = {
  number: number;
  key: string;
  used: number;
  entries: number;
  add(entry: PreparedEntry, signal: AbortSignal | undefined): Promise<void>;
  finish(): Promise<{ bytes: number; sha256: string }>;
  abandon(reason: unknown): Promise<void>;
};

function openPart(storage: Storage, number: number, key: string, mtime: Date): OpenPart {
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only "a readable stream"): written to, it tells when it drains.
  const output = zip.outputStream as PassThrough;
  const hash = createHash("sha256");
  let counted = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      counted += chunk.length;
      callback(null, chunk);
    },
  });
  output.pipe(counter);
  zip.on("error", (error: Error) => counter.destroy(error));
  const stored: Promise<StoredObject> = storage.put(key, counter, { contentType: "application/zip" });
  // Awaited in finish or abandon; this keeps a failed write from being an unhandled rejection meanwhile.
  stored.catch(() => undefined);
  // A failed write ends the waits below, whether the driver destroyed its input or only rejected.
  const failed = new Promise<never>((_, reject) => {
    counter.once("error", reject);
    stored.catch(reject);
  });
  failed.catch(() => undefined);

  return {
    number,
    key,
    used: END_BYTES_BOUND,
    entries: 0,
    async add(entry, signal) {
      // One entry at a time, each added once the one before is written out, so memory holds one
      // entry whatever the package. Every entry is a stream: yazl keeps what it was given until the
      // part ends (for its central directory), and a buffer given to addBuffer stays with it.
      const { body } = entry;
      const bodyFailed = new Promise<never>((_, reject) => body.once("error", reject));
      zip.addReadStreamLazy(entry.name, { compress: entry.compress, size: entry.size, mtime }, (callback) => callback(null, body));
      // yazl pipes the entry into its output without ending it; the pipe lets go (`unpipe`) when
      // the entry's last byte is through, and yazl writes its data descriptor just after.
      await Promise.race([once(output, "unpipe", { signal }), bodyFailed, failed]);
      await nextTurn();
      if (output.writableNeedDrain) await Promise.race([once(output, "drain", { signal }), failed]);
      this.used += entry.cost;
      this.entries += 1;
    },
    async finish() {
      zip.end();
      const object = await stored;
      if (object.size !== counted) throw new Error(`storage kept ${object.size} bytes of the ${counted} written to ${key}`);
      return { bytes: counted, sha256: hash.digest("hex") };
    },
    async abandon(reason) {
      counter.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      output.destroy();
      await stored.catch(() => undefined);
    },
  };
}

// ------------------------------------------------------------------ entries

/** The object's bytes in one buffer of its stored size (no copies to join); ImageSourceError if it is larger than `limit`. */
async function readAll(body: Readable, size: number, limit: number, signal: AbortSignal | undefined): Promise<Buffer> {
  if (size > limit) {
    body.destroy();
    throw new ImageSourceError(`the image is ${size} bytes, more than the ${limit} allowed`);
  }
  const bytes = Buffer.allocUnsafe(size);
  let length = 0;
  for await (const chunk of body) {
    signal?.throwIfAborted();
    const piece = chunk as Buffer;
    if (length + piece.length > size) {
      body.destroy();
      throw new Error(`the stored object grew while it was read (more than ${size} bytes)`);
    }
    piece.copy(bytes, length);
    length += piece.length;
  }
  if (length !== size) throw new Error(`the stored object has ${length} of its ${size} bytes`);
  return bytes;
}

/**
 * The bytes as a stream that lets go of them once read. A written entry's stream stays referenced
 * until its part ends, and `Readable.from([bytes])` keeps its array: a part's worth of images
 * stayed in memory with it (the memory test measured 50 MB of 48 MB parts).
 */
function releasingStream(bytes: Buffer): Readable {
  let pending: Buffer | null = bytes;
  return new Readable({
    read() {
      const chunk = pending;
      pending = null;
      this.push(chunk);
      if (chunk) this.push(null);
    },
  });
}

async function prepare(entry: PackageEntry, storage: Storage, signal: AbortSignal | undefined): Promise<PreparedEntry> {
  const path = safeEntryPath(entry.path);
  const source = await storage.get(entry.key);
  if (!source) throw new MissingSourceError(entry.key, entry.path);
  if (entry.transform === "asIs") {
    const compress = !STORED_EXTENSIONS.has(path.slice(path.lastIndexOf(".") + 1).toLowerCase());
    const cost = entryBytesBound(Buffer.byteLength(path), compress ? deflateBound(source.size) : source.size);
    return { name: path, body: source.body, size: source.size, compress, cost };
  }
  let rendered;
  try {
    const original = await readAll(source.body, source.size, MAX_SOURCE_BYTES, signal);
    rendered = await renderVariant(original, entry.transform.image, entry.transform.watermark);
  } catch (error) {
    if (error instanceof ImageSourceError) throw new ImageSourceError(`${entry.key}: ${error.message}`, { cause: error });
    throw error;
  }
  const name = safeEntryPath(withExtension(path, rendered.extension));
  const size = rendered.bytes.length;
  return { name, body: releasingStream(rendered.bytes), size, compress: false, cost: entryBytesBound(Buffer.byteLength(name), size) };
}

function discard(entry: PreparedEntry) {
  entry.body.destroy();
}

// ------------------------------------------------------------------ the package

const PART_KEY = /^part-(\d+)\.zip$/;

/** Deletes the `part-<n>.zip` objects right under the prefix whose number is above `keep`. */
async function deletePartsAbove(storage: Storage, keyPrefix: string, keep: number): Promise<void> {
  const doomed: string[] = [];
  for await (const key of storage.list(keyPrefix)) {
    const match = key.startsWith(keyPrefix) ? PART_KEY.exec(key.slice(keyPrefix.length)) : null;
    if (match && Number(match[1]) > keep) doomed.push(key);
  }
  for (const key of doomed) await storage.delete(key);
}

/**
 * Streams the entries into zip parts of at most partBytes each, under `${keyPrefix}part-<n>.zip`,
 * one image in memory at a time (decision 0106). Images are stored (they are compressed already),
 * documents deflated. An entry goes into the current part if the part's worst-case size with it
 * stays within partBytes, else it starts the next part. A missing source object fails the whole
 * package (MissingSourceError), as does an unsafe path, a damaged image or an abort: the parts
 * written are then deleted, so nothing half made is left to hand out.
 */
export async function writeZipParts(entries: Iterable<PackageEntry> | AsyncIterable<PackageEntry>, options: WriteZipOptions): Promise<WrittenPart[]> {
  const { storage, keyPrefix, partBytes, signal } = options;
  if (!keyPrefix.endsWith("/")) throw new Error(`keyPrefix must end with "/": ${JSON.stringify(keyPrefix)}`);
  assertKey(`${keyPrefix}part-1.zip`);
  if (!Number.isSafeInteger(partBytes) || partBytes <= END_BYTES_BOUND) throw new Error(`partBytes must be an integer above ${END_BYTES_BOUND}: ${partBytes}`);

  const mtime = new Date();
  const written: WrittenPart[] = [];
  const names = new Set<string>();
  let part: OpenPart | null = null;
  let done = 0;

  const close = async (open: OpenPart) => {
    const { bytes, sha256 } = await open.finish();
    if (bytes > partBytes) throw new Error(`part ${open.number} is ${bytes} bytes, over its ${partBytes}`);
    written.push({ part: open.number, key: open.key, fileName: partFileName(options.baseName, open.number), bytes, sha256, entries: open.entries });
  };

  try {
    signal?.throwIfAborted();
    for await (const entry of entries) {
      signal?.throwIfAborted();
      const prepared = await prepare(entry, storage, signal);
      try {
        signal?.throwIfAborted();
        const folded = prepared.name.toLowerCase();
        if (names.has(folded)) throw new UnsafeEntryPathError(`the package has ${JSON.stringify(prepared.name)} twice`);
        names.add(folded);
        if (END_BYTES_BOUND + prepared.cost > partBytes) {
          throw new EntryTooLargeError(`${prepared.name} takes up to ${prepared.cost} bytes; a part holds at most ${partBytes}`);
        }
        if (part && part.used + prepared.cost > partBytes) {
          const full = part;
          part = null;
          await close(full);
        }
        part ??= openPart(storage, written.length + 1, `${keyPrefix}part-${written.length + 1}.zip`, mtime);
        await part.add(prepared, signal);
      } catch (error) {
        discard(prepared);
        throw error;
      }
      done += 1;
      options.onProgress?.(done);
    }
    if (part) {
      const last = part;
      part = null;
      signal?.throwIfAborted();
      await close(last);
    }
    signal?.throwIfAborted();
    // A retried job may have written more parts the first time.
    await deletePartsAbove(storage, keyPrefix, written.length);
    return written;
  } catch (error) {
    if (part) await part.abandon(error);
    // The package failed whatever the clean-up does; what it leaves, the daily clean-up removes.
    await deletePartsAbove(storage, keyPrefix, 0).catch(() => undefined);
    throw error;
  }
}
