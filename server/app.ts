import fs from "node:fs";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { type QueryCount, withQueryCount } from "~/db/query-count.server";
import { MAX_IMPORT_BODY_BYTES } from "~/domain/barcode-import";
import { MAX_BANNER_BODY_BYTES } from "~/domain/content-texts";
import { LABEL_MAX_BODY_BYTES } from "~/domain/shipping-labels";
import { resolveLanguage } from "~/domain/languages";
import type { Env } from "~/env.server";
import { getFixedT, translationBody } from "~/i18n/i18n.server";
import { fromRoot } from "~/paths.server";
import { brandForHost, parseBrandHosts } from "~/services/platform/brands.server";
import { ALLOWED_METHODS, createNonce, dropForwardedHeaders, forwardedHostOf, hasValidHosts, isForeignOriginRequest, isLocalHost, securityHeaders } from "~/services/platform/http-security.server";
import { publicOrigin } from "~/services/platform/links.server";
import type { Storage } from "~/services/platform/storage.server";
import { privateAnswers } from "./cache-control";
import { lingerOnClose } from "./lingering-close";
import { mediaHandler } from "./media";

/** Largest request body accepted (bytes); forms are small, uploads raise it per route later. */
export const MAX_BODY_BYTES = 1_048_576;

/** Routes that take a file of up to 1 MB (the cart import, the download centre's barcode form): the body may exceed it by the multipart framing. */
export const UPLOAD_PATHS = new Set(["/cart/import", "/cart/import.data", "/downloadCenter", "/downloadCenter.data"]);
export const MAX_UPLOAD_BODY_BYTES = MAX_IMPORT_BODY_BYTES;
/** The back office's banner form (new, or one banner), which takes a picture of up to 5 MB: the only route with the larger limit. */
const BANNER_UPLOAD_PATH = /^\/office\/content\/banners\/(new|[1-9][0-9]{0,9})(\.data)?$/;

/** The shipping-label forms (decision 0114: a PDF of up to 20 MB): the order detail and the labels page. */
const LABEL_UPLOAD_PATH = /^\/order\/(orderDetail|shippingLabels)(\.data)?$/;

/**
 * The body limit of an upload route (multipart accepted), or null for every other path. Given the
 * body's media type, the banner and label forms' larger limits hold for a multipart body only:
 * their plain forms (delete) keep the limit of any form.
 */
export function uploadLimitOf(path: string, type?: string): number | null {
  if (UPLOAD_PATHS.has(path)) return MAX_UPLOAD_BODY_BYTES;
  const multipart = type === undefined || type === "multipart/form-data";
  if (BANNER_UPLOAD_PATH.test(path)) return multipart ? MAX_BANNER_BODY_BYTES : null;
  if (LABEL_UPLOAD_PATH.test(path)) return multipart ? LABEL_MAX_BODY_BYTES : null;
  return null;
}
/** What is kept of a dropped upload's body: its start, where the short fields sent before the file are. */
const BODY_HEAD_BYTES = 16 * 1024;
/** Larger uploads to those routes are dropped unread with the plain 413 answer. */
const MAX_DRAINED_BYTES = 32 * 1_048_576;

type AppOptions = {
  env: Pick<Env, "FORCE_HTTPS" | "TRUST_PROXY" | "BRAND_HOSTS">;
  development: boolean;
  /** Where /media/* is read from: the shop's storage (decision 0105). */
  storage: Storage;
  /** The Remix request handler (or any handler in tests). */
  handler: RequestHandler;
  /** Where an error that ends in the plain 500 answer is written (standard error by default). */
  logError?: (error: unknown) => void;
  /** Each answer says how many statements its request sent to the database (QUERY_COUNT_HEADER, for the bench). */
  countQueries?: boolean;
};

/**
 * An answer given without reading the body closes its connection (the rest of the body must not be
 * taken for a next request), with a lingering close so that a sender still writing gets the answer.
 */
function refuseUnread(req: Request, res: Response) {
  res.set("Connection", "close");
  lingerOnClose(req.socket);
}

const logToStderr = (error: unknown) => process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);

/** A message of common.json in the visitor's language (Accept-Language, else the brand's by host). */
export function plainText(key: string, host: string | undefined, acceptLanguage: string | undefined, brandHosts: ReturnType<typeof parseBrandHosts>): string {
  const brand = brandForHost(host, brandHosts);
  return getFixedT(resolveLanguage({ acceptLanguage, brandDefault: brand.defaultLanguage }))(key);
}

function plainError(status: number, key: string, brandHosts: ReturnType<typeof parseBrandHosts>): RequestHandler {
  return (req, res) => {
    const text = plainText(key, req.hostname, req.get("accept-language"), brandHosts);
    res.status(status).type("text/plain; charset=utf-8").set("X-Content-Type-Options", "nosniff").send(text);
  };
}

/**
 * Counts the statements of each request and sends the count as X-Query-Count (issue 15). The
 * header goes out with the first byte of the answer, when the loaders have run (the pages stream
 * no data after it).
 */
const queryCountHeader: RequestHandler = (_req, res, next) => {
  const count: QueryCount = { queries: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!this.headersSent) this.setHeader("X-Query-Count", String(count.queries));
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  withQueryCount(count, next);
};

/**
 * A namespace's content-addressed file (/locales/{lng}/{ns}.{hash}.json, decision 0098): cached a
 * year, never revalidated. Any other name goes on to the plain files (a day's cache) or the 404.
 */
const translationFile: RequestHandler = (req, res, next) => {
  const name = /^([a-z]+)\.([0-9a-f]+)\.json$/.exec(req.params.file ?? "");
  const body = name ? translationBody(req.params.lng ?? "", name[1]!, name[2]!) : undefined;
  if (body === undefined) return next();
  res.set("Cache-Control", "public, max-age=31536000, immutable").type("application/json; charset=utf-8").send(body);
};

export function createApp({ env, development, storage, handler, logError = logToStderr, countQueries = false }: AppOptions) {
  const app = express();
  const brandHosts = parseBrandHosts(env.BRAND_HOSTS);
  app.disable("x-powered-by");
  // Only the hops (or addresses) configured: with `true` for every hop, the client would choose
  // the address its rate limits count (the leftmost X-Forwarded-For).
  if (env.TRUST_PROXY !== false) app.set("trust proxy", env.TRUST_PROXY);
  // Forwarded headers count only from a trusted proxy; anyone else's are dropped before anything
  // reads them (Remix takes the port of its request address from X-Forwarded-Host regardless, and
  // its own Origin check compares with it). The host they claimed is kept for the Origin check
  // only. A host no address can be built from is refused.
  const badHost = plainError(400, "errors.badHost", brandHosts);
  app.use((req, res, next) => {
    if (env.TRUST_PROXY === false) {
      res.locals.claimedHost = forwardedHostOf(req.headers);
      dropForwardedHeaders(req.headers);
    }
    if (!hasValidHosts(req.headers)) return badHost(req, res, next);
    next();
  });

  // HTTPS everywhere except on local hosts; 308 keeps the method and body of a POST. The target
  // host comes from BRAND_HOSTS, never from the request (a forged Host must not end up in a
  // redirect a cache could keep); without BRAND_HOSTS there is no public host to send anyone to.
  const misdirected = plainError(421, "errors.unknownHost", brandHosts);
  app.use((req, res, next) => {
    if (!env.FORCE_HTTPS || req.secure || isLocalHost(req.hostname)) return next();
    if (brandHosts.size === 0) return misdirected(req, res, next);
    const origin = publicOrigin(brandForHost(req.hostname, brandHosts), { brandHosts: env.BRAND_HOSTS, port: 443 });
    const target = brandHosts.has(req.hostname.toLowerCase()) ? `https://${req.hostname.toLowerCase()}` : origin;
    res.redirect(308, `${target}${req.originalUrl}`);
  });

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.set(securityHeaders({ nonce, development, secure: req.secure }));
    next();
  });

  // Anything but GET, HEAD and POST is refused before Remix sees it (TRACE made it fail with a stack).
  const methodNotAllowed = plainError(405, "errors.methodNotAllowed", brandHosts);
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.set("Allow", ALLOWED_METHODS.join(", "));
    if (req.method === "OPTIONS") return res.status(204).end();
    return methodNotAllowed(req, res, next);
  });

  const forbidden = plainError(403, "errors.foreignOrigin", brandHosts);
  app.use((req, res, next) => {
    // Every host the request names must be its Origin's: the one Remix compares in its own check
    // (a trusted proxy's forwarded host, else Host), and a forwarded host an untrusted sender claimed.
    const hosts: Array<string | undefined> = env.TRUST_PROXY !== false ? [forwardedHostOf(req.headers) ?? req.get("host")] : [req.get("host"), res.locals.claimedHost as string | undefined];
    const foreign = hosts.some(
      (host) =>
        host !== undefined &&
        isForeignOriginRequest({
          method: req.method,
          origin: req.get("origin") ?? null,
          secFetchSite: req.get("sec-fetch-site") ?? null,
          referer: req.get("referer") ?? null,
          expectedOrigin: `${req.protocol}://${host}`,
        }),
    );
    if (foreign) return forbidden(req, res, next);
    next();
  });

  // The shop's forms are sent URL-encoded, and as multipart only to the upload page (which reads a
  // broken one itself); any other body would fail in the form parser of every action. The JSON API
  // reads its own bodies.
  const unsupportedBody = plainError(415, "errors.unsupportedBody", brandHosts);
  app.use((req, res, next) => {
    if (req.method !== "POST" || req.path.startsWith("/api/")) return next();
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded") return next();
    if (type === "multipart/form-data" && uploadLimitOf(req.path) !== null) return next();
    res.set("Accept-Post", uploadLimitOf(req.path) !== null ? "application/x-www-form-urlencoded, multipart/form-data" : "application/x-www-form-urlencoded");
    // The body is not read: the connection closes so that it is not taken for the next request.
    refuseUnread(req, res);
    return unsupportedBody(req, res, next);
  });

  // A body over the limit is refused without being handed on (read and dropped up to 32 MB, so the
  // sender gets the answer; beyond that unread), and so is a streamed body of unknown length
  // (browsers always announce the length of a form). The connection is closed after the answer.
  const tooLarge = plainError(413, "errors.tooLarge", brandHosts);
  const lengthRequired = plainError(411, "errors.lengthRequired", brandHosts);
  app.use((req, res, next) => {
    const announced = req.get("content-length");
    if (announced === undefined && req.get("transfer-encoding") !== undefined) {
      refuseUnread(req, res);
      return lengthRequired(req, res, next);
    }
    const length = Number(announced ?? 0);
    const uploadLimit = req.method === "POST" ? uploadLimitOf(req.path, (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase()) : null;
    const upload = uploadLimit !== null;
    if (uploadLimit !== null && length > uploadLimit && length <= MAX_DRAINED_BYTES) {
      // Read and drop the body so the browser finishes sending, then let the upload page itself
      // answer 413 in the buyer's language with its form (the action does not read the body).
      res.locals.bodyTooLarge = true;
      const head: Buffer[] = [];
      let kept = 0;
      req.on("data", (chunk: Buffer) => {
        if (kept >= BODY_HEAD_BYTES) return;
        head.push(chunk.subarray(0, BODY_HEAD_BYTES - kept));
        kept += Math.min(chunk.length, BODY_HEAD_BYTES - kept);
      });
      req.on("end", () => {
        res.locals.bodyHead = Buffer.concat(head);
        next();
      });
      req.on("error", () => res.destroy());
      req.resume();
      return;
    }
    if (length <= (uploadLimit ?? MAX_BODY_BYTES)) return next();
    res.set("Connection", "close");
    if (!upload && length <= MAX_DRAINED_BYTES) {
      // Read and drop the body first, never handing it on: a client still sending when the answer
      // comes and the connection closes sees a broken pipe instead of the 413 (undici's fetch does).
      req.on("end", () => tooLarge(req, res, next));
      req.on("error", () => res.destroy());
      req.resume();
      return;
    }
    refuseUnread(req, res);
    return tooLarge(req, res, next);
  });

  // A part of a file (206) is sent as stored: compressing it would make its byte positions wrong.
  app.use(compression({ filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res) }));

  // Fingerprinted bundles never change; other static files may.
  app.use("/build", express.static(fromRoot("public", "build"), { immutable: true, maxAge: "1y", index: false }));
  app.get("/locales/:lng/:file", translationFile);
  app.use("/locales", express.static(fromRoot("locales"), { maxAge: "1d", index: false }));
  app.use("/media", mediaHandler(storage));
  // The other public files, looked up only for the names public/ holds at the top: every other
  // address (each page) would otherwise cost a file-system lookup first (issue 15, decision 0100).
  const publicFiles = express.static(fromRoot("public"), { maxAge: "1h", index: false });
  const publicNames = new Set(fs.readdirSync(fromRoot("public")));
  app.use((req, res, next) => (publicNames.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));
  // A missing bundle, translation file or picture is a plain 404, not a rendered page.
  app.use(["/build", "/locales", "/media"], (_req, res) => res.sendStatus(404));

  // The handler passing a request on is an error too: Express's own answers (its 404 page, its error
  // page with the stack) are never sent.
  if (countQueries) app.use(queryCountHeader);
  app.all("*", privateAnswers, (req, res, next) => handler(req, res, (error?: unknown) => next(error ?? new Error(`${req.method} ${req.path} was not answered`))));

  const serverError = plainError(500, "errors.serverError", brandHosts);
  const badRequest = plainError(400, "errors.badRequest", brandHosts);
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    // What Express's own parts refuse as the client's fault (an address that cannot be decoded,
    // "/%") is a 400, not an error of the shop.
    const status = (error as { status?: unknown } | null)?.status;
    const clientFault = typeof status === "number" && status >= 400 && status < 500;
    if (!clientFault) logError(error);
    // Half an answer cannot become another one: the connection is closed.
    if (res.headersSent) return void res.destroy();
    try {
      if (clientFault) return badRequest(req, res, next);
      serverError(req, res, next);
    } catch (failure) {
      logError(failure);
      res.status(500).end();
    }
  });
  return app;
}
