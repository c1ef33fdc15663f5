import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nOptions } from "~/i18n/config";
import { fetchBackend } from "~/i18n/fetch-backend";
import { I18N_DATA_ID, type I18nData } from "~/i18n/i18n-data";
import { installErrorReporting } from "~/utils/error-reporting";

async function hydrate() {
  const data = JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent ?? "{}") as I18nData;
  await i18next
    .use(initReactI18next)
    .use(fetchBackend(data.version))
    .init({
      ...i18nOptions,
      lng: data.lng,
      // Every locale has every key (a test checks it): no fallback bundle to download.
      fallbackLng: false,
      ns: getInitialNamespaces(),
      resources: { [data.lng]: data.resources as Record<string, Record<string, string>> },
      partialBundledLanguages: true,
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

installErrorReporting();
void hydrate();
