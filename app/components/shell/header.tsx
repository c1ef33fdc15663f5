import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { LanguageSwitcher } from "./language-switcher";

export type ShellBrand = { key: string; name: string; homeRoute: string; logo: string };
export type ShellViewer = { fullName: string; role: "buyer" | "salesman"; actingFor: string | null; unreadMessages: number; finishedDownloads: number };
export type ShellCart = { lines: number; quantity: number };

type Props = {
  brand: ShellBrand;
  viewer: ShellViewer | null;
  cart: ShellCart | null;
  locale: Language;
  languages: readonly Language[];
  keyword: string;
};

/** The client list, coming back to this page after a client is chosen. */
function useClientPickerHref(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (location.pathname.startsWith("/salesman/") || here === "/") return "/salesman/clients";
  return `/salesman/clients?${new URLSearchParams({ redirectTo: here })}`;
}

/**
 * Packages finished since the download centre was last opened; none while on the centre, which
 * marks them seen as it loads (the header's count may have been read just before).
 */
function useFinishedDownloads(viewer: ShellViewer | null): number {
  const onCentre = useLocation().pathname.startsWith("/downloadCenter");
  return viewer && !onCentre ? viewer.finishedDownloads : 0;
}

export function Header({ brand, viewer, cart, locale, languages, keyword }: Props) {
  const { t } = useTranslation();
  const clientPicker = useClientPickerHref();
  const finished = useFinishedDownloads(viewer);
  return (
    <header className="bg-brand text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to={brand.homeRoute} className="shrink-0 rounded border border-transparent bg-white px-2 py-1">
          <img src={brand.logo} alt={t("shell.homeOf", { brand: brand.name })} width={132} height={32} className="h-8 w-auto" />
        </Link>
        {viewer ? (
          <Form method="get" action="/searchResult" role="search" className="order-last flex w-full min-w-0 md:order-none md:w-auto md:flex-1">
            <label htmlFor="site-search" className="sr-only">
              {t("search.label")}
            </label>
            <input
              id="site-search"
              name="keyword"
              type="search"
              defaultValue={keyword}
              maxLength={100}
              placeholder={t("search.placeholder")}
              className="min-w-0 flex-1 rounded-l border border-transparent bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600"
            />
            <button type="submit" className="rounded-r bg-brand-dark px-4 py-2 font-medium">
              {t("search.submit")}
            </button>
          </Form>
        ) : (
          <div className="flex-1" />
        )}
        <nav aria-label={t("shell.accountNav")} className="flex min-w-0 flex-wrap items-center gap-2">
          <LanguageSwitcher current={locale} languages={languages} />
          {viewer ? (
            // Like the cart link: the visible words and count, then the rest of the name as text.
            <Link to="/downloadCenter" className="flex items-center gap-1 rounded px-2 py-1 hover:bg-white/10">
              <span>{t("shell.downloads")}</span>
              {finished > 0 ? (
                <>
                  {" "}
                  <span className="rounded-full bg-white px-2 text-sm font-semibold text-brand-dark">{finished}</span>
                  <span className="sr-only"> {t("shell.downloadsReadyRest", { count: finished })}</span>
                </>
              ) : null}
            </Link>
          ) : null}
          {viewer ? <AccountMenu viewer={viewer} finished={finished} /> : (
            <Link to="/login" className="rounded px-2 py-1 hover:bg-white/10">
              {t("shell.signIn")}
            </Link>
          )}
          {viewer && cart ? (
            // One name that starts with what it shows ("Cart 3 products, 54 units"), and reads the same as text.
            <Link to="/cart" className="menu-toggle">
              <span>{t("cart.link")}</span>{" "}
              <span className="count-pill">{cart.lines}</span>
              <span className="sr-only">{` ${t("cart.linkRest", { count: cart.lines, quantity: cart.quantity })}`}</span>
            </Link>
          ) : null}
          {viewer && cart ? <CartAnnouncement cart={cart} /> : null}
        </nav>
      </div>
      {viewer?.role === "salesman" ? (
        <p className="bg-brand-dark px-4 py-1 text-center text-sm">
          {viewer.actingFor ? t("shell.actingFor", { client: viewer.actingFor }) : t("shell.noClient")}{" "}
          <Link to={clientPicker} className="font-semibold underline">
            {viewer.actingFor ? t("shell.switchClient") : t("shell.chooseClient")}
          </Link>
        </p>
      ) : null}
    </header>
  );
}

function AccountMenu({ viewer, finished }: { viewer: ShellViewer; finished: number }) {
  const { t } = useTranslation();
  return (
    <details className="relative">
      <summary className="menu-toggle">
        <span className="sr-only">{`${t("shell.accountMenu")}: `}</span>
        <span className="max-w-40 truncate">{viewer.fullName}</span>{" "}
        {viewer.unreadMessages > 0 ? (
          <span className="count-pill">
            <span aria-hidden="true">✉ </span>
            {viewer.unreadMessages}
            <span className="sr-only">{` ${t("shell.unreadRest", { count: viewer.unreadMessages })}`}</span>
          </span>
        ) : null}{" "}
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="menu-panel w-60 p-3">
        <p className="text-sm text-gray-700">{t("shell.signedInAs", { name: viewer.fullName })}</p>
        {viewer.actingFor ? <p className="mt-1 text-sm text-gray-700">{viewer.actingFor}</p> : null}
        <ul className="menu-links mt-3 space-y-1">
          <li>
            <Link to="/account">
              {t("shell.myAccount")}
            </Link>
          </li>
          <li>
            <Link to="/order/myOrder">
              {t("shell.myOrders")}
            </Link>
          </li>
          <li>
            <Link to="/account/messages">
              {viewer.unreadMessages > 0 ? `${t("shell.messages")} (${t("shell.unread", { count: viewer.unreadMessages })})` : t("shell.messages")}
            </Link>
          </li>
          <li>
            <Link to="/downloadCenter">
              {t("shell.downloads")}
              {finished > 0 ? ` (${t("shell.downloadsReady", { count: finished })})` : ""}
            </Link>
          </li>
          {viewer.role === "salesman" ? (
            <li>
              <Link to="/salesman/clients">
                {t("shell.switchClient")}
              </Link>
            </li>
          ) : null}
        </ul>
        <Form method="post" action="/logout" className="mt-3">
          <button type="submit" className="w-full rounded border border-gray-300 px-3 py-1.5 hover:bg-gray-100">
            {t("shell.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/**
 * A polite live region, in the page from its first render, that says what the cart holds when the
 * counts change without a page load (an add with JavaScript): the badge alone changes silently
 * (decision 0084). Nothing is said on arrival; a new page is read from the top anyway. It is
 * aria-live rather than role=status: the page's own status message stays the one status there.
 */
function CartAnnouncement({ cart }: { cart: ShellCart }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState("");
  const shown = useRef(`${cart.lines}/${cart.quantity}`);
  useEffect(() => {
    const now = `${cart.lines}/${cart.quantity}`;
    if (now === shown.current) return;
    shown.current = now;
    setSaid(t("cart.summary", { count: cart.lines, quantity: cart.quantity }));
  }, [cart.lines, cart.quantity, t]);
  return (
    <p id="cart-announcement" aria-live="polite" aria-atomic="true" className="sr-only">
      {said}
    </p>
  );
}
