import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "~/i18n/languages";

/**
 * A disclosure with one submit button per language: works without JavaScript (a POST to
 * /language that sets the cookie and comes back here), and by keyboard.
 */
export function LanguageSwitcher({ current, languages }: { current: Language; languages: readonly Language[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <details className="relative">
      <summary className="menu-toggle">
        <span className="sr-only">{`${t("language.label")}: `}</span>
        <span lang={LANGUAGE_TAGS[current]}>{LANGUAGE_NAMES[current]}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <Form method="post" action="/language" className="menu-panel w-44 py-1">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <fieldset>
          <legend className="sr-only">{t("language.choose")}</legend>
          <ul className="menu-options">
            {languages.map((lng) => (
              <li key={lng}>
                <button
                  name="lng"
                  value={lng}
                  lang={LANGUAGE_TAGS[lng]}
                  aria-current={lng === current ? "true" : undefined}
                >
                  {LANGUAGE_NAMES[lng]}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      </Form>
    </details>
  );
}
