import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { type ByteRange, type Storage, type StoredObject, RangeNotSatisfiableError, contentTypeOf, isKey } from "./storage.server";

/**
 * A stored object as an HTTP answer (decision 0105): the product pictures at /media/* and the
 * download centre's files. GET and HEAD, with Content-Length, validators (ETag, Last-Modified) and
 * 304 for a revalidation, one byte range (206; 416 when it starts past the end; several ranges or
 * a malformed header get the whole object, as RFC 9110 allows), and, for a download,
 * Content-Disposition with a safe file name in the visitor's language.
 */
export type FileRequest = {
  method: string;
  header(name: string): string | null | undefined;
};

export type StoredFileOptions = {
  cacheControl: string;
  /** Sent as an attachment under this name (made safe here); shown inline when left out. */
  fileName?: string;
  /** By the key's (or the file name's) extension when left out. */
  contentType?: string;
};

export type StoredFileAnswer = {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  /** The bytes to send; null for HEAD, 304, 404 and 416. */
  body: Readable | null;
};

/**
 * The range a `Range` header asks for in an object of `size` bytes: null when the answer is the
 * whole object (no byte range, a malformed one, or several), "unsatisfiable" when it starts past the end.
 */
export function parseRange(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const ranges = /^\s*bytes\s*=\s*(.*)$/i.exec(header)?.[1];
  if (ranges === undefined || ranges.includes(",")) return null;
  const parts = /^(\d*)\s*-\s*(\d*)\s*$/.exec(ranges);
  if (!parts || (parts[1] === "" && parts[2] === "")) return null;
  if (parts[1] === "") {
    const suffix = Number(parts[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(parts[1]);
  const end = parts[2] === "" ? Infinity : Number(parts[2]);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/** A strong validator: objects are written whole, and a rewrite changes the time (or the size). */
export function entityTag(object: StoredObject): string {
  return `"${object.size.toString(16)}-${object.modifiedAt.getTime().toString(16)}"`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function notModified(request: FileRequest, object: StoredObject): boolean {
  const noneMatch = request.header("if-none-match");
  if (noneMatch) {
    const tag = entityTag(object);
    return noneMatch
      .split(",")
      .map((candidate) => candidate.trim().replace(/^W\//, ""))
      .some((candidate) => candidate === "*" || candidate === tag);
  }
  const since = Date.parse(request.header("if-modified-since") ?? "");
  return Number.isFinite(since) && seconds(object.modifiedAt) <= Math.floor(since / 1000);
}

/** If-Range: the range holds only while the object is the one the client has part of. */
function rangeStillApplies(request: FileRequest, object: StoredObject): boolean {
  const condition = request.header("if-range")?.trim();
  if (!condition) return true;
  if (condition.startsWith('"')) return condition === entityTag(object);
  if (condition.startsWith("W/")) return false;
  const date = Date.parse(condition);
  return Number.isFinite(date) && Math.floor(date / 1000) === seconds(object.modifiedAt);
}

/** A file name that is safe in any file system and header: no controls, separators or reserved marks; at most 150 characters. */
export function safeFileName(name: string): string {
  const printable = Array.from(name.normalize("NFC"))
    .filter((character) => {
      const code = character.codePointAt(0)!;
      return code >= 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
  const cleaned = printable
    .replace(/[/\\:*?"<>|]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const characters = Array.from(cleaned);
  if (characters.length === 0) return "download";
  if (characters.length <= 150) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? "";
  return `${characters.slice(0, 150 - extension.length).join("").trimEnd()}${extension}`;
}

/** The ASCII stand-in for browsers that ignore `filename*`: accents dropped, anything else non-ASCII as `_`. */
export function asciiFileName(name: string): string {
  const ascii = safeFileName(name)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|[%;\\"']/g, "_")
    .replace(/_+/g, "_");
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(ascii)?.[0] ?? "";
  const base = ascii.slice(0, ascii.length - extension.length).replace(/^[_\s.-]+|[_\s.-]+$/g, "");
  return `${base === "" ? "download" : base}${extension}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 8187's encoding). */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(safeFileName(fileName)).replace(/['()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}

const nothing = (status: 404 | 416, headers: Record<string, string> = {}): StoredFileAnswer => ({ status, headers, body: null });

export async function answerStoredFile(store: Storage, key: string, request: FileRequest, options: StoredFileOptions): Promise<StoredFileAnswer> {
  if (!isKey(key) || (request.method !== "GET" && request.method !== "HEAD")) return nothing(404);
  const headersOf = (object: StoredObject, length: number): Record<string, string> => ({
    "Accept-Ranges": "bytes",
    "Cache-Control": options.cacheControl,
    "Content-Length": String(length),
    "Content-Type": options.contentType ?? contentTypeOf(options.fileName ?? key),
    ETag: entityTag(object),
    "Last-Modified": object.modifiedAt.toUTCString(),
    ...(options.fileName === undefined ? {} : { "Content-Disposition": contentDisposition(options.fileName) }),
  });
  const rangeHeader = request.method === "GET" ? request.header("range") : undefined;
  const conditional = Boolean(request.header("if-none-match") || request.header("if-modified-since"));

  // The common case (a first visit) is one read of the store; the others look at the object first.
  if (request.method === "GET" && !rangeHeader && !conditional) {
    const found = await store.get(key);
    return found ? { status: 200, headers: headersOf(found, found.size), body: found.body } : nothing(404);
  }
  const object = await store.head(key);
  if (!object) return nothing(404);
  if (notModified(request, object)) {
    const { ETag, "Last-Modified": lastModified, "Cache-Control": cacheControl } = headersOf(object, 0);
    return { status: 304, headers: { ETag: ETag!, "Last-Modified": lastModified!, "Cache-Control": cacheControl! }, body: null };
  }
  if (request.method === "HEAD") return { status: 200, headers: headersOf(object, object.size), body: null };

  const range = rangeHeader && rangeStillApplies(request, object) ? parseRange(rangeHeader, object.size) : null;
  const unsatisfiable = (size: number) => nothing(416, { "Accept-Ranges": "bytes", "Content-Range": `bytes */${size}`, "Cache-Control": options.cacheControl });
  if (range === "unsatisfiable") return unsatisfiable(object.size);
  if (range) {
    try {
      const part = await store.get(key, range);
      if (!part) return nothing(404);
      const read = part.range ?? range;
      return {
        status: 206,
        headers: { ...headersOf(part, read.end - read.start + 1), "Content-Range": `bytes ${read.start}-${read.end}/${part.size}` },
        body: part.body,
      };
    } catch (error) {
      // Rewritten shorter since the look.
      if (error instanceof RangeNotSatisfiableError) return unsatisfiable(error.size);
      throw error;
    }
  }
  const found = await store.get(key);
  return found ? { status: 200, headers: headersOf(found, found.size), body: found.body } : nothing(404);
}

/** The answer as a web Response, for a Remix loader (the download centre's file route). */
export async function storedFileResponse(request: Request, store: Storage, key: string, options: StoredFileOptions): Promise<Response> {
  const answer = await answerStoredFile(store, key, { method: request.method, header: (name) => request.headers.get(name) }, options);
  const body = answer.body ? (Readable.toWeb(answer.body) as WebReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: answer.status, headers: answer.headers });
}
