import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The request's Content-Security-Policy nonce; empty in the browser, which hides nonces from the DOM. */
export function useNonce(): string {
  return useContext(NonceContext);
}
