import http from "node:http";
import type { Duplex } from "node:stream";
import type { Env } from "~/env.server";
import { parseBrandHosts } from "~/services/platform/brands.server";
import { ALLOWED_METHODS } from "~/services/platform/http-security.server";
import { plainText } from "./app";

type ParserError = Error & { code?: string; rawPacket?: Buffer };
type BrandHosts = ReturnType<typeof parseBrandHosts>;

/** The 405 the app gives every method it does not take, written on the connection itself. */
function methodNotAllowed(host: string | undefined, acceptLanguage: string | undefined, brandHosts: BrandHosts): Buffer {
  const body = Buffer.from(plainText("errors.methodNotAllowed", host, acceptLanguage, brandHosts));
  const headers = [`Allow: ${ALLOWED_METHODS.join(", ")}`, "Content-Type: text/plain; charset=utf-8", "X-Content-Type-Options: nosniff", `Content-Length: ${body.length}`, "Connection: close"];
  return Buffer.concat([Buffer.from(`HTTP/1.1 405 ${http.STATUS_CODES[405]}\r\n${headers.join("\r\n")}\r\n\r\n`), body]);
}

/** The value of a header in the raw head of a request Node could not parse. */
function headerOf(head: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*([^\\r\\n]*)`, "im").exec(head)?.[1]?.trim();
}

function answerFor(error: ParserError, brandHosts: BrandHosts): Buffer {
  if (error.code === "HPE_INVALID_METHOD") {
    const head = (error.rawPacket?.toString("latin1") ?? "").split("\r\n\r\n")[0]!;
    return methodNotAllowed(headerOf(head, "host"), headerOf(head, "accept-language"), brandHosts);
  }
  // What Node answers itself when nobody listens for these errors.
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  return Buffer.from(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
}

/**
 * Requests that never reach Express. A method Node's parser does not know ("BREW", a lowercase
 * "get") and CONNECT (Node would close the connection without a word) are answered as the app
 * answers every method it does not take: 405 with Allow and a short message in the visitor's
 * language. Other malformed requests get Node's own answer.
 */
export function answerUnroutedRequests(server: http.Server, env: Pick<Env, "BRAND_HOSTS">) {
  const brandHosts = parseBrandHosts(env.BRAND_HOSTS);
  server.on("clientError", (error: ParserError, socket: Duplex) => {
    // As Node does: nothing is written on a connection whose answer has begun.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !answering?.headersSent) socket.write(answerFor(error, brandHosts));
    socket.destroy(error);
  });
  server.on("connect", (req: http.IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(methodNotAllowed(req.headers.host, req.headers["accept-language"], brandHosts));
  });
}
