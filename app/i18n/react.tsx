import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { DEFAULT_NAMESPACE } from "./config";
import type { Translate } from "./translator";
import type { Translations } from "./translations";

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
  const state = useSyncExternalStore(translations.subscribe, translations.snapshot, translations.snapshot);
  const namespaces = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === "string" ? [ns] : ns;
  const nsKey = namespaces.join("\u0000");
  translations.use(namespaces);
  if (!translations.has(state.lng, namespaces)) {
    const loading = translations.load(state.lng, namespaces);
    if (options?.useSuspense !== false) throw loading;
  }
  return useMemo(
    () => ({
      t: translations.translator(nsKey.split("\u0000"), state.lng),
      i18n: {
        language: state.lng,
        loadNamespaces: (more: string | readonly string[]) => translations.load(state.lng, typeof more === "string" ? [more] : more),
      },
    }),
    [translations, state, nsKey],
  );
}

/** Keeps the translations in the page's language (a sign-in or the language switcher changes it). */
export function useChangeLanguage(lng: string): void {
  const translations = useTranslations();
  useEffect(() => {
    void translations.changeLanguage(lng);
  }, [translations, lng]);
}
