import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { I18nDataProvider } from "~/i18n/i18n-data";
import { pageTranslations, routeNamespaces, translationFiles } from "~/i18n/i18n.server";
import { FALLBACK_LANGUAGE, type Language, isLanguage } from "~/i18n/languages";
import { TranslationsProvider } from "~/i18n/react";
import { withLowPriorityScripts } from "~/utils/script-priority.server";

export const streamTimeout = 5_000;

/**
 * Loaders have finished before the document renders and no page defers data, so a render only runs
 * this long when the server is overloaded. It is then cut off and answered 503 (busy, try again),
 * logged, instead of a half-rendered page marked 500 with nothing in the log.
 */
export const RENDER_TIMEOUT_MS = 30_000;

function pageLanguage(context: EntryContext): Language {
  const root = context.staticHandlerContext.loaderData.root as { locale?: unknown } | undefined;
  return isLanguage(root?.locale) ? root.locale : FALLBACK_LANGUAGE;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = pageLanguage(remixContext);
  const ns = routeNamespaces(remixContext);
  const { translations, namespacesUsed } = pageTranslations(lng);
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`Rendering ${new URL(request.url).pathname} took over ${RENDER_TIMEOUT_MS / 1000} s (server overloaded): cut off, answered 503.`);
      render.abort();
    }, RENDER_TIMEOUT_MS);
    // The whole document is rendered before sending: pages are complete without JavaScript.
    const render = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationsProvider value={translations}>
          <I18nDataProvider
            value={{
              lng,
              files: translationFiles(),
              // Read when the element is written, at the end of the body: by then the page's
              // components have asked for what they use.
              get ns() {
                return [...new Set([...ns, ...namespacesUsed()])];
              },
            }}
          >
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </I18nDataProvider>
        </TranslationsProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // React writes the document in hundreds of small pieces; gathered here, it leaves in one
          // write (and one compression pass) instead of one socket write per piece, its module
          // preloads at low priority (decision 0115).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              done();
            },
            final(done) {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              if (timedOut) responseHeaders.set("Retry-After", "10");
              resolve(new Response(withLowPriorityScripts(Buffer.concat(chunks).toString("utf8")), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          body.on("error", reject);
          render.pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = timedOut ? 503 : 500;
          if (shellRendered || timedOut) console.error(error);
        },
      },
    );
  });
}

/** Server errors are logged; aborted requests and 4xx answers (a missing page) are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
