import { useTranslation } from "~/i18n/react";

export function Footer({ brandName, showBackToTop }: { brandName: string; showBackToTop: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div>
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
    <a href="#top">
      <span aria-hidden="true">↑ </span>
      {t("shell.backToTop")}
    </a>
  );
}
