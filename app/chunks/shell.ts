/**
 * What every page loads, in one browser file with the framework (decision 0104): the document and
 * page shell the root renders (header, footer, notices, error page, the hydration entry.client
 * starts), and the small modules most pages use (money, dates, stock and price rules, page links,
 * media addresses, notices). The browser build puts each module in a file by the set of pages that
 * reach it: imported through this module — outside these modules themselves, which import each
 * other directly — every page that needs one reaches all of them, and they stay together. The
 * entry, the root and every route module with a page reach it (a route that needs nothing else of
 * it imports `useTranslation` from here), so its modules go with React into the framework's file;
 * a module loaded on its own (React.lazy) must reach it too. `node scripts/first-load-js.mjs`
 * fails when what every page loads is more than 4 files.
 */
export * from "~/components/shell/document";
export * from "~/components/shell/hydrate";
export * from "~/components/shell/header";
export * from "~/components/shell/footer";
export * from "~/components/shell/cart-shortcut";
export * from "~/components/shell/notice-banner";
export * from "~/components/shell/language-switcher";
export * from "~/components/nonce";
export * from "~/domain/shell";
export * from "~/utils/error-reporting";
export * from "~/i18n/fetch-bundle";
export { useTranslation } from "~/i18n/react";
export * from "~/components/shell/error-page";
export * from "~/components/ui/status-notice";
export * from "~/domain/notices";
export * from "~/domain/purchase-anchor";
export * from "~/domain/intl-formats";
export * from "~/domain/money";
export * from "~/domain/date-time";
export * from "~/domain/catalogue-query";
export * from "~/utils/meta";
export * from "~/components/catalogue/media";
export * from "~/components/catalogue/product-image";
export * from "~/domain/stock-display";
export * from "~/domain/pricing";
export * from "~/domain/cart-quantity";
export * from "~/components/catalogue/pagination";
export * from "~/domain/plans";
export * from "~/domain/credentials";
export * from "~/domain/arrival-notices";
export * from "~/components/catalogue/arrival-notice-link";
export * from "~/components/ui/use-hydrated";
export * from "~/domain/barcode-import";
export * from "~/components/catalogue/page-size-select";
