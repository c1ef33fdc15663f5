import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { fetchBundle } from "~/i18n/fetch-bundle";
import { I18N_DATA_ID, I18nDataProvider, Translations, TranslationsProvider, readI18nData } from "~/i18n/react";

/**
 * Hydrates the document (entry.client calls it; it lives here, with the shell, in the browser file
 * every page loads: decision 0104). The page's translations are loaded (from the cache after the
 * first page) before hydrating, so the browser renders exactly the server's text, with the same
 * translator (decision 0102). Should they fail to load, the page is left as the server sent it: it
 * works without JavaScript, and the next page load tries again.
 */
export async function hydrateDocument() {
  const data = readI18nData(document.getElementById(I18N_DATA_ID)?.textContent);
  if (!data) return;
  const translations = new Translations({ lng: data.lng, fetch: fetchBundle(data.files) });
  const { failed } = await translations.load(data.lng, data.ns);
  if (failed.length > 0) return;

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationsProvider value={translations}>
        <I18nDataProvider value={data}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nDataProvider>
      </TranslationsProvider>,
    );
  });
}
