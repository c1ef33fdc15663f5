import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/i18n/config";
import { fetchBackend } from "~/i18n/fetch-backend";
import { I18N_DATA_ID, I18nDataProvider, readI18nData } from "~/i18n/i18n-data";
import { installErrorReporting } from "~/utils/error-reporting";

/**
 * The page's translations are loaded (from the cache after the first page) before hydrating, so
 * the browser renders exactly the server's text. Should they fail to load, the page is left as the
 * server sent it: it works without JavaScript, and the next page load tries again.
 */
async function hydrate() {
  const data = readI18nData(document.getElementById(I18N_DATA_ID)?.textContent);
  if (!data) return;
  await i18next
    .use(initReactI18next)
    .use(fetchBackend(data.files))
    .init({
      ...i18nOptions,
      lng: data.lng,
      // Every locale has every key (a test checks it): no fallback bundle to download.
      fallbackLng: false,
      ns: [...data.ns],
    });
  if (!data.ns.every((ns) => i18next.hasResourceBundle(data.lng, ns))) return;

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <I18nDataProvider value={data}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nDataProvider>
      </I18nextProvider>,
    );
  });
}

installErrorReporting();
void hydrate();
