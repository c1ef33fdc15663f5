import { createContext, useContext } from "react";

export type I18nData = { lng: string; version: string; resources: Record<string, unknown> };

const I18nDataContext = createContext<I18nData | null>(null);

export const I18nDataProvider = I18nDataContext.Provider;

export const I18N_DATA_ID = "i18n-data";

/** "<" escaped so that no text can close the script element. */
function serialize(data: I18nData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * The translations the server used for this page, embedded so that the browser hydrates without
 * fetching them first. Rendered on the server only; the browser keeps the element as it arrived.
 */
export function I18nScript({ nonce }: { nonce: string }) {
  const data = useContext(I18nDataContext);
  return (
    <script
      id={I18N_DATA_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? serialize(data) : "" }}
    />
  );
}
