import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useNonce } from "~/components/nonce";
import { CartShortcut } from "~/components/shell/cart-shortcut";
import { ErrorPage } from "~/components/shell/error-page";
import { Footer } from "~/components/shell/footer";
import { Header } from "~/components/shell/header";
import { ApprovalNotice, NoticeBanner } from "~/components/shell/notice-banner";
import { isCartQuietPath, showsBackToTop } from "~/domain/shell";
import { I18nScript } from "~/i18n/i18n-data";
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS } from "~/i18n/languages";
import { useChangeLanguage, useTranslation } from "~/i18n/react";
import { getViewer } from "~/services/identity/auth.server";
import { allowedLanguagesOf, getLanguage } from "~/services/platform/locale.server";
import stylesheet from "~/styles/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [viewer, locale] = await Promise.all([getViewer(request, context), getLanguage(request, context)]);
  const { brand } = context;
  return {
    locale,
    languages: allowedLanguagesOf(viewer),
    brand: {
      key: brand.key,
      name: brand.name,
      homeRoute: brand.homeRoute,
      logo: brand.logo,
      colours: brand.colours,
    },
    viewer: viewer
      ? {
          fullName: viewer.fullName,
          role: viewer.role,
          actingFor: viewer.acting?.companyName ?? null,
          unreadMessages: viewer.unreadMessages,
          finishedDownloads: viewer.finishedDownloads,
          // Unofficial (not yet approved) accounts browse and fill a cart but never order (SPEC.md section 5).
          awaitingApproval: viewer.acting !== null && !viewer.acting.official,
        }
      : null,
    cart: viewer?.acting ? viewer.cart : null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * Cart counts refresh on every navigation (SPEC.md section 4), except on the routes where they
 * must not; after a form submission the usual rules apply.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return !isCartQuietPath(nextUrl.pathname);
};

export function Layout({ children }: { children: ReactNode }) {
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
      <body className="flex min-h-screen flex-col bg-white text-gray-900 antialiased">
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
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-dark focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
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
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {data?.viewer?.awaitingApproval ? <ApprovalNotice /> : null}
        <NoticeBanner />
        {children}
      </main>
      <Footer brandName={brand.name} showBackToTop={showsBackToTop(location.pathname)} />
      {data?.cart && !quiet ? <CartShortcut lines={data.cart.lines} quantity={data.cart.quantity} /> : null}
    </>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootData>("root");
  useChangeLanguage(data?.locale ?? FALLBACK_LANGUAGE);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <ErrorPage status={status} homeRoute={data?.brand.homeRoute ?? "/"} />
    </Shell>
  );
}
