import { type ShouldRevalidateFunction, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useNonce } from "~/components/nonce";
import { isCartQuietPath, showsBackToTop, STAFF_FORBIDDEN } from "~/domain/shell";
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS } from "~/i18n/languages";
import { I18nScript, useChangeLanguage, useTranslation } from "~/i18n/react";
import type { RootData } from "~/root";
import { CartShortcut } from "./cart-shortcut";
import { ErrorPage } from "./error-page";
import { Footer } from "./footer";
import { Header } from "./header";
import { ApprovalNotice, NoticeBanner } from "./notice-banner";

/*
 * The root route's document and page shell (app/root.tsx re-exports them): the html element, the
 * header, the main content, the footer. Every page renders them, so they are in the browser file
 * every page loads anyway (with the framework, through app/chunks/shell.ts: decision 0104).
 */

/**
 * Cart counts refresh on every navigation (SPEC.md section 4), except on the routes where they
 * must not; after a form submission the usual rules apply.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return !isCartQuietPath(nextUrl.pathname);
};

export function RootLayout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const { t, i18n } = useTranslation();
  const locale = data?.locale ?? (i18n.language as keyof typeof LANGUAGE_TAGS) ?? FALLBACK_LANGUAGE;
  const error = useRouteError();
  const errorStatus = error ? (isRouteErrorResponse(error) ? error.status : 500) : null;
  const colours = data?.brand.colours;
  const brandStyle = colours
    ? `:root{--brand-primary:${colours.primary};--brand-primary-dark:${colours.primaryDark};--brand-accent:${colours.accent}}`
    : "";
  return (
    <html lang={LANGUAGE_TAGS[locale] ?? "en"} dir="ltr" id="top">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {errorStatus !== null ? <title>{`${t("error.status", { status: errorStatus })} – ${data?.brand.name ?? ""}`}</title> : null}
        <Links />
        {brandStyle ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: brandStyle }} /> : null}
      </head>
      <body>
        {children}
        <I18nScript nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The namespaces the matched routes declare (`handle.i18n`), including those a page reads with a prefix. */
function useRouteNamespaces(): string[] {
  const namespaces = useMatches().flatMap((match) => {
    const declared = (match.handle as { i18n?: string | string[] } | undefined)?.i18n;
    return declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  });
  return [...new Set(["common", ...namespaces])];
}

/**
 * After a client-side navigation the element that had the focus (the link or button pressed) is
 * often gone, and the browser's next Tab would start from where it was in the old page. Like a
 * page load, the focus then goes to the top of the new page's content (main, not itself a Tab stop).
 */
function useFocusAfterNavigation(locationKey: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) document.getElementById("main")?.focus({ preventScroll: true });
  }, [locationKey]);
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // After a client-side navigation every namespace of the new page is loaded before it shows, not
  // only the one its component asks for (a page may read "cart:errors.…" from another namespace).
  const { t, i18n } = useTranslation(useRouteNamespaces());
  const location = useLocation();
  const keyword = location.pathname === "/searchResult" ? (new URLSearchParams(location.search).get("keyword") ?? "") : "";
  const brand = data?.brand ?? { key: "aigostar", name: "", homeRoute: "/", logo: "/brands/aigostar.svg" };
  const quiet = isCartQuietPath(location.pathname);
  // Lets tests (and styles) tell when the page has become interactive, which location it shows and
  // in which language its texts are: after a client-side navigation the router has the new location
  // a moment before the page shows it, and after one that changes the language (a sign-in into an
  // account with another language) the new page shows before its translations arrive and the texts
  // change (and move).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    document.documentElement.dataset.location = location.key;
    document.documentElement.dataset.language = i18n.language;
  }, [location.key, i18n.language]);
  useFocusAfterNavigation(location.key);
  return (
    <>
      <a href="#main" className="skip-link">
        {t("shell.skipToContent")}
      </a>
      <Header
        brand={brand}
        viewer={data?.viewer ?? null}
        cart={data?.cart ?? null}
        locale={data?.locale ?? FALLBACK_LANGUAGE}
        languages={data?.languages ?? []}
        keyword={keyword}
      />
      <main id="main" tabIndex={-1}>
        {data?.viewer?.awaitingApproval ? <ApprovalNotice /> : null}
        <NoticeBanner notice={data?.notice ?? null} />
        {children}
      </main>
      <Footer brandName={brand.name} showBackToTop={showsBackToTop(location.pathname)} />
      {data?.cart && !quiet ? <CartShortcut lines={data.cart.lines} quantity={data.cart.quantity} /> : null}
    </>
  );
}

export function RootApp() {
  const data = useRouteLoaderData<RootData>("root");
  useChangeLanguage(data?.locale ?? FALLBACK_LANGUAGE);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <ErrorPage status={status} homeRoute={data?.brand.homeRoute ?? "/"} toOffice={isRouteErrorResponse(error) && error.data === STAFF_FORBIDDEN} />
    </Shell>
  );
}
