import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { DEFAULT_NAMESPACE } from "./config";
import type { Translate } from "./translator";
import { Translations } from "./translations";

// The page's translation data (written by the root, read by entry.client) and the translations
// themselves come with this module, which every page loads: in the browser build they share the
// framework's file instead of making files of their own (decision 0104).
export { I18N_DATA_ID, type I18nData, I18nDataProvider, I18nScript, readI18nData } from "./i18n-data";
export { Translations };

const SEPARATOR = "\u0000";

const TranslationsContext = createContext<Translations | null>(null);

/** Given the page's translations by entry.server (from the loaded texts) and entry.client (from the files). */
export const TranslationsProvider = TranslationsContext.Provider;

type Options = {
  /**
   * By default a component whose namespaces are not loaded yet suspends until they are (a page
   * shows once its texts are there); with false it renders at once, keys in place of texts, and
   * is rendered again when they arrive.
   */
  useSuspense?: boolean;
};

export type UseTranslation = {
  t: Translate;
  i18n: { language: string; loadNamespaces(namespaces: string | readonly string[]): Promise<unknown> };
};

function useTranslations(): Translations {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error("useTranslation needs a TranslationsProvider (entry.server, entry.client, or a test's)");
  return translations;
}

/**
 * The translation function for these namespaces (default "common"), in the page's language, with
 * the call signature react-i18next had: `const { t, i18n } = useTranslation("catalogue")`.
 */
export function useTranslation(ns?: string | readonly string[], options?: Options): UseTranslation {
  const translations = useTranslations();
  const namespaces = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === "string" ? [ns] : ns;
  const nsKey = namespaces.join(SEPARATOR);
  // A component renders again when the language changes or its own namespaces arrive, not when
  // another component's do (as with react-i18next).
  const readiness = () => `${translations.language}${SEPARATOR}${translations.has(translations.language, namespaces) ? "ready" : "loading"}`;
  const [lng, ready] = useSyncExternalStore(translations.subscribe, readiness, readiness).split(SEPARATOR) as [string, string];
  translations.use(namespaces);
  if (ready !== "ready") {
    const loading = translations.load(lng, namespaces);
    if (options?.useSuspense !== false) throw loading;
  }
  return useMemo(
    () => ({
      t: translations.translator(nsKey.split(SEPARATOR), lng),
      i18n: {
        language: lng,
        loadNamespaces: (more: string | readonly string[]) => translations.load(lng, typeof more === "string" ? [more] : more),
      },
    }),
    [translations, lng, nsKey],
  );
}

/** Keeps the translations in the page's language (a sign-in or the language switcher changes it). */
export function useChangeLanguage(lng: string): void {
  const translations = useTranslations();
  useEffect(() => {
    void translations.changeLanguage(lng);
  }, [translations, lng]);
}
