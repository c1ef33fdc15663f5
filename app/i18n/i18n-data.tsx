import { createContext, useContext } from "react";
import { type TranslationFiles, translationPath } from "./config";

/**
 * What the browser needs to translate the page as the server did: the language, the namespaces
 * the page uses (loaded before hydrating) and every namespace's content hash (for the files a
 * later page or language needs). The texts themselves are cached files (decision 0098).
 */
export type I18nData = { lng: string; ns: readonly string[]; files: TranslationFiles };

const I18nDataContext = createContext<I18nData | null>(null);

/** The server provides the page's data; the browser the same data, read back from the element. */
export const I18nDataProvider = I18nDataContext.Provider;

export const I18N_DATA_ID = "i18n-data";

const escaped = (json: string) => json.replace(/</g, "\\u003c");

/** "<" escaped so that no text can close the script element. */
function serialize(data: I18nData): string {
  return escaped(JSON.stringify({ lng: data.lng, ns: data.ns, files: data.files }));
}

/** Reads what I18nScript wrote; null when the page has no such element or it is not as written. */
export function readI18nData(text: string | null | undefined): I18nData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<I18nData>;
    const files = data.files;
    if (typeof data.lng !== "string" || !Array.isArray(data.ns) || typeof files !== "object" || files === null) return null;
    if (!data.ns.every((ns) => typeof ns === "string" && typeof files[ns] === "string")) return null;
    return { lng: data.lng, ns: data.ns, files };
  } catch {
    return null;
  }
}

/** The addresses of the page's translation files. */
export function pageTranslationPaths(data: I18nData): string[] {
  return data.ns.map((ns) => translationPath(data.lng, ns, data.files[ns]!));
}

/**
 * The page's translation data, and a preload of each file it needs: the browser fetches them
 * beside the scripts (the preload scanner sees them with the modulepreloads), and entry.client's
 * fetch of the same address takes the preloaded answer. Rendered on the server and, from the same
 * data, when hydrating.
 */
export function I18nScript({ nonce }: { nonce: string }) {
  const data = useContext(I18nDataContext);
  if (!data) return null;
  return (
    <>
      {pageTranslationPaths(data).map((href) => (
        <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />
      ))}
      <script id={I18N_DATA_ID} type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serialize(data) }} />
    </>
  );
}
