import compression from "compression";
import express, { type RequestHandler } from "express";
import { MAX_IMPORT_BODY_BYTES } from "~/domain/barcode-import";
import { resolveLanguage } from "~/domain/languages";
import type { Env } from "~/env.server";
import { getFixedT } from "~/i18n/i18n.server";
import { fromRoot } from "~/paths.server";
import { brandForHost, parseBrandHosts } from "~/services/brands.server";
import { createNonce, isForeignOriginRequest, isLocalHost, securityHeaders } from "~/services/http-security.server";
import { privateAnswers } from "./cache-control";

/** Largest request body accepted (bytes); forms are small, uploads raise it per route later. */
export const MAX_BODY_BYTES = 1_048_576;

/** Routes that take a file of up to 1 MB: the body may exceed it by the multipart framing. */
export const UPLOAD_PATHS = new Set(["/cart/import", "/cart/import.data"]);
export const MAX_UPLOAD_BODY_BYTES = MAX_IMPORT_BODY_BYTES;
/** Larger uploads to those routes are dropped unread with the plain 413 answer. */
const MAX_DRAINED_BYTES = 32 * 1_048_576;

type AppOptions = {
  env: Pick<Env, "FORCE_HTTPS" | "TRUST_PROXY" | "BRAND_HOSTS">;
  development: boolean;
  mediaDir: string;
  /** The Remix request handler (or any handler in tests). */
  handler: RequestHandler;
};

function plainError(status: number, key: string, brandHosts: ReturnType<typeof parseBrandHosts>): RequestHandler {
  return (req, res) => {
    const brand = brandForHost(req.hostname, brandHosts);
    const lng = resolveLanguage({ acceptLanguage: req.get("accept-language"), brandDefault: brand.defaultLanguage });
    res.status(status).type("text/plain; charset=utf-8").send(getFixedT(lng)(key));
  };
}

export function createApp({ env, development, mediaDir, handler }: AppOptions) {
  const app = express();
  const brandHosts = parseBrandHosts(env.BRAND_HOSTS);
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);

  // HTTPS everywhere except on local hosts; 308 keeps the method and body of a POST.
  app.use((req, res, next) => {
    if (!env.FORCE_HTTPS || req.secure || isLocalHost(req.hostname)) return next();
    res.redirect(308, `https://${req.get("host")}${req.originalUrl}`);
  });

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.set(securityHeaders({ nonce, development, secure: req.secure }));
    next();
  });

  const forbidden = plainError(403, "errors.foreignOrigin", brandHosts);
  app.use((req, res, next) => {
    const foreign = isForeignOriginRequest({
      method: req.method,
      origin: req.get("origin") ?? null,
      secFetchSite: req.get("sec-fetch-site") ?? null,
      expectedOrigin: `${req.protocol}://${req.get("host")}`,
    });
    if (foreign) return forbidden(req, res, next);
    next();
  });

  // A body over the limit is refused before it is read, and so is a streamed body of unknown length
  // (browsers always announce the length of a form). The connection is closed: the unread body
  // must not be taken for the next request.
  const tooLarge = plainError(413, "errors.tooLarge", brandHosts);
  const lengthRequired = plainError(411, "errors.lengthRequired", brandHosts);
  app.use((req, res, next) => {
    const announced = req.get("content-length");
    if (announced === undefined && req.get("transfer-encoding") !== undefined) {
      res.set("Connection", "close");
      return lengthRequired(req, res, next);
    }
    const length = Number(announced ?? 0);
    const upload = req.method === "POST" && UPLOAD_PATHS.has(req.path);
    if (upload && length > MAX_UPLOAD_BODY_BYTES && length <= MAX_DRAINED_BYTES) {
      // Read and drop the body so the browser finishes sending, then let the upload page itself
      // answer 413 in the buyer's language with its form (the action does not read the body).
      res.locals.bodyTooLarge = true;
      req.on("end", () => next());
      req.on("error", () => res.destroy());
      req.resume();
      return;
    }
    if (length <= (upload ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES)) return next();
    res.set("Connection", "close");
    return tooLarge(req, res, next);
  });

  app.use(compression());

  // Fingerprinted bundles never change; other static files may.
  app.use("/build", express.static(fromRoot("public", "build"), { immutable: true, maxAge: "1y", index: false }));
  app.use("/locales", express.static(fromRoot("locales"), { maxAge: "1d", index: false }));
  app.use("/media", express.static(mediaDir, { maxAge: "7d", index: false }));
  app.use(express.static(fromRoot("public"), { maxAge: "1h", index: false }));
  // A missing bundle, translation file or picture is a plain 404, not a rendered page.
  app.use(["/build", "/locales", "/media"], (_req, res) => res.sendStatus(404));

  app.all("*", privateAnswers, handler);
  return app;
}
