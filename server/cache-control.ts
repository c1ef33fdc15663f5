import type { RequestHandler } from "express";

/** What every answer of the Remix handler is sent with unless it says something as safe itself. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * The shop's pages, `.data` answers, resource routes and redirects depend on the session (prices,
 * cart, account), and even the public ones carry a per-visitor sign-in challenge and the CSP nonce:
 * no cache may keep them (decision 0077). An answer that sets its own Cache-Control keeps it when it
 * is `private` or `no-store` (a shared cache will not store it); anything else (public, s-maxage, a
 * bare max-age) becomes `private, no-store`. `Vary: Cookie` keeps a private cache from giving one
 * account's answer to another. Static files are served before the handler and keep their caching.
 */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  // The Remix adapter appends the route's headers just before it writes, so the rule runs then.
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    const own = res.getHeader("Cache-Control");
    const values = Array.isArray(own) ? own.join(", ") : String(own ?? "");
    if (!/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(values)) res.setHeader("Cache-Control", PRIVATE_NO_STORE);
    res.vary("Cookie");
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};
