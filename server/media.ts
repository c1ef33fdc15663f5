import type { RequestHandler, Response } from "express";
import { MEDIA_PREFIX, type Storage, isKey } from "~/services/platform/storage.server";
import { type StoredFileAnswer, answerStoredFile } from "~/services/platform/stored-file-response.server";

/** Product pictures and banners change rarely; a week's cache, revalidated after (what express.static gave them). */
export const MEDIA_CACHE_CONTROL = "public, max-age=604800";

/**
 * The storage key of an address under /media (its path after /media, as sent: each part
 * percent-encoded, as mediaUrl writes it); null for anything that is not a valid key (an encoded
 * slash, dot segments, other characters), which is then a 404 like any unknown picture.
 */
export function mediaKeyOf(urlPath: string): string | null {
  const parts: string[] = [];
  for (const part of urlPath.replace(/^\//, "").split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded.includes("/")) return null;
    parts.push(decoded);
  }
  const key = `${MEDIA_PREFIX}${parts.join("/")}`;
  return isKey(key) ? key : null;
}

/**
 * Writes a stored file's answer to an Express response. A failure of the store before the first
 * byte is still the plain 500; after it, or when the client leaves, the connection is all there is
 * to close. (`.pipe` with these two handlers, not stream.pipeline: that costs about 0.1 ms of CPU
 * per answer, as much as the rest of a picture's answer.)
 */
export function sendStoredFile(res: Response, answer: StoredFileAnswer): Promise<void> {
  res.status(answer.status).set(answer.headers);
  const body = answer.body;
  if (!body) {
    res.end();
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    body.once("error", (error) => {
      if (!res.headersSent && !res.destroyed) return reject(error);
      res.destroy();
      resolve();
    });
    res.once("close", () => {
      body.destroy();
      resolve();
    });
    body.pipe(res);
  });
}

/**
 * GET and HEAD under /media (mounted there: `req.path` is the rest, not yet decoded): the pictures
 * from storage; anything unknown, another method or an address that cannot be decoded goes on to the plain 404.
 */
export function mediaHandler(store: Storage): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = mediaKeyOf(req.path);
    if (!key) return next();
    answerStoredFile(store, key, { method: req.method, header: (name) => req.get(name) }, { cacheControl: MEDIA_CACHE_CONTROL })
      .then((answer) => (answer.status === 404 ? next() : sendStoredFile(res, answer)))
      .catch(next);
  };
}
