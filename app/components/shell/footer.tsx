import { useTranslation } from "~/i18n/react";

export function Footer({ brandName, showBackToTop }: { brandName: string; showBackToTop: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 pt-6 pb-24">
        <p>{t("shell.footer", { brand: brandName })}</p>
        {showBackToTop ? <BackToTop /> : null}
      </div>
    </footer>
  );
}

/** A plain link to the top of the page: it works without JavaScript and floats once scrolled. */
function BackToTop() {
  const { t } = useTranslation();
  return (
    <a href="#top" className="rounded border border-gray-300 bg-white px-3 py-1.5 hover:bg-gray-100">
      <span aria-hidden="true">↑ </span>
      {t("shell.backToTop")}
    </a>
  );
}
