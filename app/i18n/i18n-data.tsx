import { createContext, useContext } from "react";

export type I18nData = { lng: string; version: string; resources: Record<string, unknown> };

const I18nDataContext = createContext<I18nData | null>(null);

export const I18nDataProvider = I18nDataContext.Provider;

export const I18N_DATA_ID = "i18n-data";

const escaped = (json: string) => json.replace(/</g, "\\u003c");

/** The same resources object (the server keeps one per language and namespaces) is written once. */
const written = new WeakMap<object, string>();

/** "<" escaped so that no text can close the script element. */
function serialize(data: I18nData): string {
  let resources = written.get(data.resources);
  if (resources === undefined) {
    resources = escaped(JSON.stringify(data.resources));
    written.set(data.resources, resources);
  }
  return `{"lng":${escaped(JSON.stringify(data.lng))},"version":${escaped(JSON.stringify(data.version))},"resources":${resources}}`;
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
